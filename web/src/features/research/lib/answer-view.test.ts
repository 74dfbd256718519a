import { describe, expect, it } from 'vitest';
import type { TResearchCell } from '@contracts/research';
import { answerOptions, visibleCells } from './answer-view';

const cell = (leadId: string, fields: Partial<TResearchCell>): TResearchCell => ({
  leadId,
  status: 'answered',
  answer: null,
  reason: null,
  confidence: null,
  quote: null,
  url: null,
  error: null,
  promptTokens: null,
  completionTokens: null,
  costDollars: null,
  answeredAt: null,
  pagesFetchedAt: null,
  ...fields,
});

const NAMES = new Map([
  ['a', 'Ash'],
  ['b', 'Birch'],
  ['c', 'Cedar'],
  ['d', 'Deal'],
]);
const ids = (cells: TResearchCell[]) => cells.map((c) => c.leadId);

describe('the answers of a research column, narrowed and sorted', () => {
  const yesNo = [
    cell('a', { status: 'not_found', reason: 'not_on_site' }),
    cell('b', { answer: false, confidence: 0.9 }),
    cell('c', { answer: true, confidence: 0.7 }),
    cell('d', { status: 'pending' }),
  ];

  it('offers each wording once with its count, answers before "not found" and what is not done', () => {
    expect(answerOptions([...yesNo, cell('e', { answer: true, confidence: 0.9 })])).toEqual([
      { label: 'Yes', count: 2 },
      { label: 'No', count: 1 },
      { label: 'Not found on the site', count: 1 },
      { label: 'Waiting', count: 1 },
    ]);
  });

  it('sorts yes before no, and keeps cells without an answer last whichever way', () => {
    const sorted = (dir: 'asc' | 'desc') =>
      ids(visibleCells(yesNo, { shown: null, sort: { key: 'answer', dir }, leadNames: NAMES }));
    expect(sorted('asc')).toEqual(['c', 'b', 'a', 'd']);
    expect(sorted('desc')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts numbers by size and confidence with the unknown last', () => {
    const numbers = [
      cell('a', { answer: 12, confidence: 0.9 }),
      cell('b', { answer: 4 }),
      cell('c', { answer: 30, confidence: 0.7 }),
    ];
    expect(
      ids(visibleCells(numbers, { shown: null, sort: { key: 'answer', dir: 'asc' }, leadNames: NAMES })),
    ).toEqual(['b', 'a', 'c']);
    expect(
      ids(visibleCells(numbers, { shown: null, sort: { key: 'confidence', dir: 'asc' }, leadNames: NAMES })),
    ).toEqual(['c', 'a', 'b']);
    expect(
      ids(visibleCells(numbers, { shown: null, sort: { key: 'confidence', dir: 'desc' }, leadNames: NAMES })),
    ).toEqual(['a', 'c', 'b']);
  });

  it('keeps only the chosen wording, in the leads’ order without a sort', () => {
    expect(ids(visibleCells(yesNo, { shown: 'Yes', sort: null, leadNames: NAMES }))).toEqual(['c']);
    expect(ids(visibleCells(yesNo, { shown: null, sort: null, leadNames: NAMES }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(
      ids(visibleCells(yesNo, { shown: null, sort: { key: 'business', dir: 'desc' }, leadNames: NAMES })),
    ).toEqual(['d', 'c', 'b', 'a']);
  });
});
