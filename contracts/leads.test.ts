import { describe, expect, it } from 'vitest';
import { makeLead } from '../tests/make-lead';
import {
  addTag,
  findDuplicateGroups,
  hiddenDuplicateIds,
  isSavedLead,
  normaliseName,
  normaliseTags,
  phoneKey,
  QUICK_TAGS,
  ZExportRequest,
  ZMergeLeadsRequest,
  ZUpdateLeadNotesRequest,
} from './leads';
import { deleteListQuestion, LIST_COLORS, ZCreateListRequest } from './lists';

describe('tags', () => {
  it('adds a tag only if non-empty and not already present', () => {
    const tags = ['Hot Lead'];
    expect(addTag(tags, '  Follow Up ')).toEqual(['Hot Lead', 'Follow Up']);
    expect(addTag(tags, 'Hot Lead')).toBe(tags);
    expect(addTag(tags, ' Hot Lead ')).toBe(tags);
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag(tags, '')).toBe(tags);
  });

  it('normalises a whole list and the update request the same way', () => {
    expect(normaliseTags([' a', 'a', '', 'b ', 'b'])).toEqual(['a', 'b']);
    const parsed = ZUpdateLeadNotesRequest.parse({ tags: ['x', ' x ', ''], notes: '   ' });
    expect(parsed).toEqual({ tags: ['x'], notes: null, lastContactedDate: undefined });
  });

  it('saves last contacted only when a date is set', () => {
    expect(
      ZUpdateLeadNotesRequest.parse({ tags: [], notes: 'n', lastContactedDate: '' }).lastContactedDate,
    ).toBeUndefined();
    expect(
      ZUpdateLeadNotesRequest.parse({ tags: [], notes: 'n', lastContactedDate: null }).lastContactedDate,
    ).toBeUndefined();
    expect(
      ZUpdateLeadNotesRequest.parse({ tags: [], notes: 'n', lastContactedDate: '2025-02-03' })
        .lastContactedDate,
    ).toBe('2025-02-03');
    expect(
      ZUpdateLeadNotesRequest.safeParse({ tags: [], notes: null, lastContactedDate: '03/02/2025' }).success,
    ).toBe(false);
  });

  it('has the nine quick-add tags of spec §9', () => {
    expect(QUICK_TAGS).toEqual([
      'Hot Lead',
      'Contacted',
      'Follow Up',
      'Closed Won',
      'Closed Lost',
      'Not Interested',
      'High Priority',
      'Low Priority',
      'Needs Review',
    ]);
  });
});

describe('phone keys', () => {
  it('reads formatted and international numbers as the same digits', () => {
    expect(phoneKey('(512) 555-0100')).toBe('15125550100');
    expect(phoneKey('+1 512-555-0100')).toBe('15125550100');
    expect(phoneKey('512.555.0100')).toBe('15125550100');
    expect(phoneKey('0450 271 322', 'AU')).toBe(phoneKey('+61 450 271 322'));
    expect(phoneKey('020 7946 0958', 'GB')).toBe('442079460958');
  });

  it('falls back to digits only and ignores scraps', () => {
    expect(phoneKey('555-0100 x')).toBe('5550100');
    expect(phoneKey('12-34')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe('duplicate detection', () => {
  it('groups by place id, by phone digits, and by normalised name plus address', () => {
    const a = makeLead({ businessName: 'Acme Plumbing', googlePlaceId: 'P1', leadScore: 40 });
    const b = makeLead({ businessName: 'Acme Plumbing Austin', googlePlaceId: 'P1', leadScore: 80 });
    const c = makeLead({ businessName: 'Bolt Electric', phone: '(512) 555-0100' });
    const d = makeLead({ businessName: 'Bolt Electrical Services', phone: '+1 512-555-0100' });
    const e = makeLead({
      businessName: "The Joe's Café, LLC",
      address: '12 North Main Street',
      city: 'Austin',
      state: 'TX',
    });
    const f = makeLead({ businessName: 'joes cafe', address: '12 N. Main St', city: 'austin', state: 'tx' });
    const g = makeLead({ businessName: 'Joes Cafe', address: '99 Other Road', city: 'Austin', state: 'TX' });
    const loner = makeLead({ businessName: 'Solo' });

    const groups = findDuplicateGroups([a, b, c, d, e, f, g, loner]);
    expect(groups).toEqual([
      { ids: [b.id, a.id], primaryId: b.id, reasons: ['place'] },
      { ids: [c.id, d.id], primaryId: c.id, reasons: ['phone'] },
      { ids: [e.id, f.id], primaryId: e.id, reasons: ['name-address'] },
    ]);
    expect([...hiddenDuplicateIds(groups)]).toEqual([a.id, d.id, f.id]);
  });

  it('chains matches into one group and keeps the highest score as primary', () => {
    const a = makeLead({ googlePlaceId: 'P9', phone: '512 555 0199', leadScore: 10 });
    const b = makeLead({ googlePlaceId: 'P9', leadScore: null });
    const c = makeLead({ phone: '+15125550199', leadScore: 55 });
    const [group] = findDuplicateGroups([a, b, c]);
    expect(group).toEqual({ ids: [c.id, a.id, b.id], primaryId: c.id, reasons: ['phone', 'place'] });
  });

  it('does not match on a name alone, on blank keys, or on different phones', () => {
    const leads = [
      makeLead({ businessName: 'Same Name' }),
      makeLead({ businessName: 'Same Name' }),
      makeLead({ businessName: 'X', googlePlaceId: '  ', phone: '' }),
      makeLead({ businessName: 'Y', googlePlaceId: '  ', phone: '' }),
      makeLead({ businessName: 'Z', phone: '(512) 555-0101' }),
      makeLead({ businessName: 'W', phone: '(512) 555-0102' }),
    ];
    expect(findDuplicateGroups(leads)).toEqual([]);
  });

  it('matches a number written with an extension to the same number without one', () => {
    const a = makeLead({ phone: '(512) 555-0100 ext. 12' });
    const b = makeLead({ phone: '+1 512-555-0100' });
    const c = makeLead({ phone: '512-555-0100 x7' });
    expect(findDuplicateGroups([a, b, c])).toEqual([
      { ids: [a.id, b.id, c.id], primaryId: a.id, reasons: ['phone'] },
    ]);
  });

  it('reads national numbers in the lead country when it is known', () => {
    const au1 = makeLead({ phone: '0450 271 322' });
    const au2 = makeLead({ phone: '+61 450 271 322' });
    expect(findDuplicateGroups([au1, au2])).toEqual([]);
    expect(findDuplicateGroups([au1, au2], { countryOf: () => 'AU' })).toHaveLength(1);
  });

  it('normalises names', () => {
    expect(normaliseName("The Joe's Café & Bar, LLC")).toBe('joes cafe and bar');
  });
});

describe('saved rows, merge and export requests', () => {
  it('knows a saved row by its id', () => {
    expect(isSavedLead({ id: '7d9f2c1e-4b5a-4c3d-9e8f-0a1b2c3d4e5f' })).toBe(true);
    expect(isSavedLead({ id: 'temp-3' })).toBe(false);
    expect(isSavedLead({ id: null })).toBe(false);
  });

  it('refuses to merge unsaved rows with the spec message', () => {
    const result = ZMergeLeadsRequest.safeParse({
      primaryId: 'temp-1',
      duplicateIds: ['7d9f2c1e-4b5a-4c3d-9e8f-0a1b2c3d4e5f'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Cannot merge unsaved businesses');
  });

  it('needs ids for a selection export', () => {
    const result = ZExportRequest.safeParse({ source: { kind: 'selection' } });
    expect(result.error?.issues[0].message).toBe('No businesses to export');
    expect(ZExportRequest.parse({ source: { kind: 'selection' }, ids: [] })).toMatchObject({
      format: 'csv',
      bom: false,
      filters: {},
    });
  });
});

describe('lists contract', () => {
  it('has the eight colours with blue first and the spec delete question', () => {
    expect(LIST_COLORS.map((c) => c.name)).toEqual([
      'Blue',
      'Violet',
      'Pink',
      'Amber',
      'Green',
      'Red',
      'Indigo',
      'Teal',
    ]);
    expect(LIST_COLORS[0].value).toBe('#3b82f6');
    expect(deleteListQuestion('Hot')).toBe('Delete "Hot"? This will remove all businesses from this list.');
  });

  it('trims names, stores an empty description as null and defaults the colour', () => {
    expect(ZCreateListRequest.parse({ name: '  Q3 ', description: '  ' })).toEqual({
      name: 'Q3',
      description: null,
      color: '#3b82f6',
    });
    expect(ZCreateListRequest.safeParse({ name: '   ' }).error?.issues[0].message).toBe(
      'Please enter a list name',
    );
    expect(ZCreateListRequest.safeParse({ name: 'x', color: '#000000' }).success).toBe(false);
  });
});
