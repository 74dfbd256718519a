import { describe, expect, it } from 'vitest';
import { makeAudit, makeFinding } from '../tests/make-audit';
import { makeLead } from '../tests/make-lead';
import {
  activePreset,
  DEFAULT_SORT,
  FILTER_PRESETS,
  filterLeads,
  sortLeads,
  toggleSort,
  ZLeadFilters,
  type TLeadFilters,
} from './filters';
import type { TLead } from './search';

const TODAY = '2025-06-30';

/** Which of the named leads a filter set keeps. */
function kept(leads: Record<string, TLead>, filters: TLeadFilters, today = TODAY): string[] {
  const byId = new Map(Object.entries(leads).map(([name, lead]) => [lead.id, name]));
  return filterLeads(Object.values(leads), filters, today).map((l) => byId.get(l.id)!);
}

describe('filters: numeric bounds include the bound and exclude missing values', () => {
  const leads = {
    below: makeLead({
      rating: 3.9,
      reviewCount: 9,
      leadScore: 59,
      employeeCountEstimate: 4,
      revenueEstimateMin: 99,
      revenueEstimateMax: 99,
    }),
    at: makeLead({
      rating: 4,
      reviewCount: 10,
      leadScore: 60,
      employeeCountEstimate: 5,
      revenueEstimateMin: 100,
      revenueEstimateMax: 100,
    }),
    above: makeLead({
      rating: 4.1,
      reviewCount: 11,
      leadScore: 61,
      employeeCountEstimate: 6,
      revenueEstimateMin: 101,
      revenueEstimateMax: 101,
    }),
    missing: makeLead(),
  };

  it.each([
    [{ minRating: 4 }, ['at', 'above']],
    [{ maxRating: 4 }, ['below', 'at']],
    [{ minReviewCount: 10 }, ['at', 'above']],
    [{ minLeadScore: 60 }, ['at', 'above']],
    [{ maxLeadScore: 60 }, ['below', 'at']],
    [{ minEmployees: 5 }, ['at', 'above']],
    [{ maxEmployees: 5 }, ['below', 'at']],
    [{ minRevenue: 100 }, ['at', 'above']],
    [{ maxRevenue: 100 }, ['below', 'at']],
    [{ minRating: 0 }, ['below', 'at', 'above']],
    [{ minReviewCount: 0 }, ['below', 'at', 'above']],
    [{}, ['below', 'at', 'above', 'missing']],
  ] as [TLeadFilters, string[]][])('%o keeps %o', (filters, expected) => {
    expect(kept(leads, filters)).toEqual(expected);
  });

  it('combines bounds (all must hold)', () => {
    expect(kept(leads, { minRating: 4, maxLeadScore: 60 })).toEqual(['at']);
  });

  it('treats a zero as a value, not as missing', () => {
    const zero = { zero: makeLead({ rating: 0, reviewCount: 0, leadScore: 0 }), none: makeLead() };
    expect(kept(zero, { maxRating: 0 })).toEqual(['zero']);
    expect(kept(zero, { maxLeadScore: 0 })).toEqual(['zero']);
  });
});

describe('filters: presence, chatbot, CMS, social and tags', () => {
  it('website yes/no looks at a non-blank URL', () => {
    const leads = {
      site: makeLead({ website: 'https://a.example' }),
      blank: makeLead({ website: '  ' }),
      none: makeLead(),
    };
    expect(kept(leads, { hasWebsite: true })).toEqual(['site']);
    expect(kept(leads, { hasWebsite: false })).toEqual(['blank', 'none']);
  });

  it('chatbot is exact both ways: unknown matches neither', () => {
    const leads = {
      yes: makeLead({ hasChatbot: true }),
      no: makeLead({ hasChatbot: false }),
      unknown: makeLead({ hasChatbot: null }),
    };
    expect(kept(leads, { hasChatbot: true })).toEqual(['yes']);
    expect(kept(leads, { hasChatbot: false })).toEqual(['no']);
  });

  it('"has an email that can receive mail" needs one email checked ok; unchecked and unknown ones do not count', () => {
    const check = (email: string, status: 'ok' | 'invalid' | 'unknown') => ({
      email,
      status,
      labels: [],
      reason: '',
      checkedAt: '2025-06-30T00:00:00.000Z',
    });
    const leads = {
      oneOk: makeLead({ emailChecks: [check('a@dead.test', 'invalid'), check('b@mx.test', 'ok')] }),
      invalid: makeLead({ emailChecks: [check('a@dead.test', 'invalid')] }),
      unknown: makeLead({ emailChecks: [check('a@slow.test', 'unknown')] }),
      unchecked: makeLead({ emails: [{ email: 'a@mx.test', source: 'https://mx.test/' }] }),
    };
    expect(kept(leads, { hasMailableEmail: true })).toEqual(['oneOk']);
    expect(kept(leads, { hasMailableEmail: false })).toEqual(['invalid', 'unknown', 'unchecked']);
  });

  it('social counts any of the seven URLs', () => {
    const fields = [
      'facebookUrl',
      'instagramUrl',
      'linkedinUrl',
      'twitterUrl',
      'tiktokUrl',
      'pinterestUrl',
      'youtubeUrl',
    ] as const;
    const leads: Record<string, TLead> = Object.fromEntries(
      fields.map((f) => [f, makeLead({ [f]: `https://social.example/${f}` })]),
    );
    leads.none = makeLead({ website: 'https://only-a-site.example' });
    expect(kept(leads, { hasSocialMedia: true })).toEqual([...fields]);
    expect(kept(leads, { hasSocialMedia: false })).toEqual(['none']);
  });

  it('CMS matches case-insensitively and excludes unknown CMS', () => {
    const leads = {
      wp: makeLead({ cmsPlatform: 'WordPress' }),
      wix: makeLead({ cmsPlatform: 'Wix' }),
      none: makeLead(),
    };
    expect(kept(leads, { cmsPlatform: 'wordpress' })).toEqual(['wp']);
  });

  it('tags match any selected tag', () => {
    const leads = {
      hot: makeLead({ tags: ['Hot Lead'] }),
      both: makeLead({ tags: ['Follow Up', 'Hot Lead'] }),
      other: makeLead({ tags: ['Closed Lost'] }),
      none: makeLead(),
    };
    expect(kept(leads, { tags: ['Hot Lead', 'Follow Up'] })).toEqual(['hot', 'both']);
    expect(kept(leads, { tags: ['Follow Up'] })).toEqual(['both']);
    expect(kept(leads, { tags: [] })).toEqual(['hot', 'both', 'other', 'none']);
  });

  it('audit findings match any selected finding; a lead not audited, or audited clean, has none', () => {
    const leads = {
      expired: makeLead({ audit: makeAudit([makeFinding('tls_expired'), makeFinding('no_viewport')]) }),
      footer: makeLead({ audit: makeAudit([makeFinding('copyright_outdated')]) }),
      clean: makeLead({ audit: makeAudit([]) }),
      unaudited: makeLead(),
    };
    expect(kept(leads, { auditFindings: ['no_viewport'] })).toEqual(['expired']);
    expect(kept(leads, { auditFindings: ['tls_expired', 'copyright_outdated'] })).toEqual([
      'expired',
      'footer',
    ]);
    expect(kept(leads, { auditFindings: [] })).toEqual(['expired', 'footer', 'clean', 'unaudited']);
    expect(ZLeadFilters.safeParse({ auditFindings: ['no_such_finding'] }).error?.issues[0].message).toBe(
      'Choose audit findings from the list',
    );
  });

  it('last contacted N+ days ago counts calendar days and excludes never-contacted leads', () => {
    const leads = {
      d31: makeLead({ lastContactedDate: '2025-05-30' }),
      d30: makeLead({ lastContactedDate: '2025-05-31' }),
      d29: makeLead({ lastContactedDate: '2025-06-01' }),
      never: makeLead(),
    };
    expect(kept(leads, { lastContactedDaysAgo: 30 })).toEqual(['d31', 'd30']);
    expect(kept(leads, { lastContactedDaysAgo: 0 })).toEqual(['d31', 'd30', 'd29']);
  });
});

describe('quick presets (spec §5)', () => {
  const preset = (id: string) => FILTER_PRESETS.find((p) => p.id === id)!.filters;

  it('high-value: lead score at least 70', () => {
    const leads = {
      s69: makeLead({ leadScore: 69 }),
      s70: makeLead({ leadScore: 70 }),
      s100: makeLead({ leadScore: 100 }),
      none: makeLead(),
    };
    expect(kept(leads, preset('high-value'))).toEqual(['s70', 's100']);
  });

  it('missing chatbot: no chatbot and score at least 60', () => {
    const leads = {
      ok: makeLead({ hasChatbot: false, leadScore: 60 }),
      low: makeLead({ hasChatbot: false, leadScore: 59 }),
      hasBot: makeLead({ hasChatbot: true, leadScore: 90 }),
      unknownBot: makeLead({ hasChatbot: null, leadScore: 90 }),
    };
    expect(kept(leads, preset('missing-chatbot'))).toEqual(['ok']);
  });

  it('great reputation, weak website: rating at least 4.5 and score at most 50', () => {
    const leads = {
      ok: makeLead({ rating: 4.5, leadScore: 50 }),
      lowRating: makeLead({ rating: 4.4, leadScore: 40 }),
      highScore: makeLead({ rating: 4.9, leadScore: 51 }),
      noRating: makeLead({ leadScore: 10 }),
      noScore: makeLead({ rating: 5 }),
    };
    expect(kept(leads, preset('great-reputation-weak-website'))).toEqual(['ok']);
  });

  it('not contacted 30+ days', () => {
    const leads = {
      old: makeLead({ lastContactedDate: '2025-05-31' }),
      recent: makeLead({ lastContactedDate: '2025-06-01' }),
      never: makeLead(),
    };
    expect(kept(leads, preset('not-contacted-30'))).toEqual(['old']);
  });

  it('recognises a preset only when the filters are exactly its own', () => {
    expect(activePreset({ minLeadScore: 70 })).toBe('high-value');
    expect(activePreset({ minLeadScore: 60, hasChatbot: false })).toBe('missing-chatbot');
    expect(activePreset({ minLeadScore: 70, hasWebsite: true })).toBeNull();
    expect(activePreset({})).toBeNull();
  });
});

describe('sorting', () => {
  const a = makeLead({ businessName: 'beta', leadScore: 50, rating: 4 });
  const b = makeLead({ businessName: 'Alpha', leadScore: 90, rating: null });
  const c = makeLead({ businessName: 'gamma', leadScore: null, rating: 5 });
  const d = makeLead({ businessName: 'Álvaro', leadScore: 50, rating: 3 });
  const names = (leads: TLead[]) => leads.map((l) => l.businessName);

  it('defaults to lead score descending, missing last, ties in input order', () => {
    expect(names(sortLeads([a, b, c, d], DEFAULT_SORT))).toEqual(['Alpha', 'beta', 'Álvaro', 'gamma']);
    expect(names(sortLeads([a, b, c, d], { key: 'leadScore', dir: 'asc' }))).toEqual([
      'beta',
      'Álvaro',
      'Alpha',
      'gamma',
    ]);
  });

  it('sorts names without regard to case or accents, and ratings with missing last', () => {
    expect(names(sortLeads([a, b, c, d], { key: 'businessName', dir: 'asc' }))).toEqual([
      'Alpha',
      'Álvaro',
      'beta',
      'gamma',
    ]);
    expect(names(sortLeads([a, b, c, d], { key: 'rating', dir: 'desc' }))).toEqual([
      'gamma',
      'beta',
      'Álvaro',
      'Alpha',
    ]);
  });

  it('puts numbers in names in numeric order', () => {
    const leads = ['Unit 10', 'unit 9', 'Unit 100'].map((businessName) => makeLead({ businessName }));
    expect(names(sortLeads(leads, { key: 'businessName', dir: 'asc' }))).toEqual([
      'unit 9',
      'Unit 10',
      'Unit 100',
    ]);
  });

  it('toggles direction on a repeat click and starts a new column at its natural direction', () => {
    expect(toggleSort(DEFAULT_SORT, 'leadScore')).toEqual({ key: 'leadScore', dir: 'asc' });
    expect(toggleSort({ key: 'leadScore', dir: 'asc' }, 'leadScore')).toEqual({
      key: 'leadScore',
      dir: 'desc',
    });
    expect(toggleSort(DEFAULT_SORT, 'businessName')).toEqual({ key: 'businessName', dir: 'asc' });
    expect(toggleSort(DEFAULT_SORT, 'rating')).toEqual({ key: 'rating', dir: 'desc' });
  });

  it('does not change the input array', () => {
    const input = [a, b];
    sortLeads(input, DEFAULT_SORT);
    expect(input).toEqual([a, b]);
  });
});

describe('filters: assigned to me / unassigned (decision 112)', () => {
  const leads = {
    mine: makeLead({ assignedTo: 'me-id' }),
    theirs: makeLead({ assignedTo: 'them-id' }),
    nobody: makeLead({ assignedTo: null }),
    unsaved: makeLead(),
  };
  const keptFor = (filters: TLeadFilters, me?: string) => {
    const byId = new Map(Object.entries(leads).map(([name, lead]) => [lead.id, name]));
    return filterLeads(Object.values(leads), filters, TODAY, me).map((l) => byId.get(l.id)!);
  };

  it('keeps only the signed-in user’s leads, none when the user is not known', () => {
    expect(keptFor({ assigned: 'me' }, 'me-id')).toEqual(['mine']);
    expect(keptFor({ assigned: 'me' })).toEqual([]);
  });

  it('keeps the leads nobody is assigned to', () => {
    expect(keptFor({ assigned: 'unassigned' }, 'me-id')).toEqual(['nobody', 'unsaved']);
  });
});
