import { formatCellAnswer, type TResearchCell } from '@contracts/research';

/** How a column's answers are sorted: the leads' own order, or by business, answer or confidence. */
export type TAnswerSortKey = 'business' | 'answer' | 'confidence';
export type TAnswerSort = { key: TAnswerSortKey; dir: 'asc' | 'desc' } | null;

/** One choice of the answers' filter: a cell's wording ("Yes", "Not found on the site") and how many say it. */
export type TAnswerOption = { label: string; count: number };

/** Where a cell's state sorts and lists: answers first, then what was not found, then what is not done. */
const STATUS_RANK: Record<TResearchCell['status'], number> = {
  answered: 0,
  not_found: 1,
  pending: 2,
  failed: 3,
};

/**
 * The filter's choices for a column's cells: each wording the cells show, with its count; answers first (the
 * commonest first, then A–Z), then "Not found on the site", "No website text to read", "Waiting" and "Failed".
 */
export function answerOptions(cells: readonly TResearchCell[]): TAnswerOption[] {
  const options = new Map<string, TAnswerOption & { rank: number }>();
  for (const cell of cells) {
    const label = formatCellAnswer(cell);
    const option = options.get(label) ?? { label, count: 0, rank: STATUS_RANK[cell.status] };
    option.count += 1;
    options.set(label, option);
  }
  return [...options.values()]
    .sort((a, b) => a.rank - b.rank || b.count - a.count || a.label.localeCompare(b.label))
    .map(({ label, count }) => ({ label, count }));
}

/** Compares two answers of one column: yes before no, numbers by size, text A–Z. */
function compareAnswers(a: TResearchCell['answer'], b: TResearchCell['answer']): number {
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/**
 * The cells to show: those whose wording is `shown` (all when null), in the sort's order (the leads' order when
 * none, or on a tie). Cells without an answer or a confidence go last in either direction.
 */
export function visibleCells(
  cells: readonly TResearchCell[],
  {
    shown,
    sort,
    leadNames,
  }: { shown: string | null; sort: TAnswerSort; leadNames: ReadonlyMap<string, string> },
): TResearchCell[] {
  const kept = shown === null ? [...cells] : cells.filter((cell) => formatCellAnswer(cell) === shown);
  if (!sort) return kept;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const order = new Map(cells.map((cell, index) => [cell.leadId, index]));
  const compare = (a: TResearchCell, b: TResearchCell): number => {
    if (sort.key === 'business') {
      return sign * (leadNames.get(a.leadId) ?? '').localeCompare(leadNames.get(b.leadId) ?? '');
    }
    if (sort.key === 'confidence') {
      if (a.confidence === null || b.confidence === null)
        return (a.confidence === null ? 1 : 0) - (b.confidence === null ? 1 : 0);
      return sign * (a.confidence - b.confidence);
    }
    const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
    if (rank !== 0 || a.status !== 'answered') return rank;
    return sign * compareAnswers(a.answer, b.answer);
  };
  return kept.sort((a, b) => compare(a, b) || (order.get(a.leadId) ?? 0) - (order.get(b.leadId) ?? 0));
}
