import { describe, expect, it } from 'vitest';
import {
  addTag,
  isSavedLead,
  normaliseTags,
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
