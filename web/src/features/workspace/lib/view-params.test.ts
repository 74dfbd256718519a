import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from '@contracts/filters';
import { viewFromParams, viewToParams } from './view-params';

describe('URL state', () => {
  it('round-trips every filter, the sort and hidden duplicates, keeping foreign keys', () => {
    const view = {
      filters: {
        minRating: 4.5,
        maxRating: 5,
        minReviewCount: 10,
        minLeadScore: 60,
        maxLeadScore: 90,
        hasWebsite: false,
        hasSocialMedia: true,
        hasChatbot: false,
        cmsPlatform: 'WordPress',
        tags: ['Hot Lead', 'Follow Up'],
        minEmployees: 1,
        maxEmployees: 50,
        minRevenue: 1000,
        maxRevenue: 90000,
        lastContactedDaysAgo: 30,
        excludeChains: true,
        includeMissing: true,
        auditFindings: ['tls_expired', 'no_viewport'],
      },
      sort: { key: 'rating', dir: 'asc' },
      hideDuplicates: true,
    } as const;
    const params = viewToParams(
      {
        ...view,
        filters: {
          ...view.filters,
          tags: [...view.filters.tags],
          auditFindings: [...view.filters.auditFindings],
        },
      },
      new URLSearchParams('id=abc&minScore=1'),
    );
    expect(params.get('id')).toBe('abc');
    expect(params.getAll('tag')).toEqual(['Hot Lead', 'Follow Up']);
    expect(params.getAll('finding')).toEqual(['tls_expired', 'no_viewport']);
    expect(params.get('website')).toBe('no');
    expect(params.get('excludeChains')).toBe('yes');
    expect(viewFromParams(params)).toEqual(view);
  });

  it('writes nothing for the default view and ignores garbage', () => {
    expect(viewToParams({ filters: {}, sort: DEFAULT_SORT, hideDuplicates: false }).toString()).toBe('');
    const view = viewFromParams(
      new URLSearchParams(
        'minRating=9&minScore=abc&chatbot=maybe&maxScore=50&sort=nope&tag=&dir=up&finding=no_such_finding',
      ),
    );
    expect(view).toEqual({ filters: { maxLeadScore: 50 }, sort: DEFAULT_SORT, hideDuplicates: false });
  });
});
