import { describe, expect, it } from 'vitest';
import { mergeFields, type TMergeable } from './merge-fields';

const row = (over: Partial<TMergeable>): TMergeable => ({
  tags: [],
  notes: null,
  leadScore: null,
  scoreBreakdown: null,
  scoreDetails: null,
  lastContactedDate: null,
  ...over,
});

describe('merge fields', () => {
  it('unions tags uniquely, joins notes with a separator line and keeps the highest score with its breakdown', () => {
    const primary = row({
      tags: ['Hot Lead', 'Follow Up'],
      notes: 'First call',
      leadScore: 40,
      scoreBreakdown: { a: 1 },
    });
    const dupA = row({
      tags: ['Follow Up', 'Contacted'],
      notes: '  ',
      leadScore: 75,
      scoreBreakdown: { a: 2 },
      lastContactedDate: '2025-03-01',
    });
    const dupB = row({
      tags: ['Hot Lead'],
      notes: 'Owner is Sam',
      leadScore: 60,
      lastContactedDate: '2025-04-01',
    });
    expect(mergeFields(primary, [dupA, dupB])).toEqual({
      tags: ['Hot Lead', 'Follow Up', 'Contacted'],
      notes: 'First call\n\n---\n\nOwner is Sam',
      leadScore: 75,
      scoreBreakdown: { a: 2 },
      scoreDetails: null,
      lastContactedDate: '2025-04-01',
    });
  });

  it('keeps the primary on ties and leaves empty fields empty', () => {
    const primary = row({ leadScore: 50, scoreBreakdown: 'primary' });
    const merged = mergeFields(primary, [row({ leadScore: 50, scoreBreakdown: 'dup' }), row({})]);
    expect(merged).toMatchObject({
      tags: [],
      notes: null,
      leadScore: 50,
      scoreBreakdown: 'primary',
      lastContactedDate: null,
    });
  });
});
