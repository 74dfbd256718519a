import { MERGED_NOTES_SEPARATOR, normaliseTags } from '@contracts/leads';

export type TMergeable = {
  tags: string[];
  notes: string | null;
  leadScore: number | null;
  scoreBreakdown: unknown;
  scoreDetails: unknown;
  lastContactedDate: string | null;
};

/**
 * What the primary becomes when duplicates are merged into it (spec §4): tags are the unique union (the
 * primary's first), notes are joined with a separator line, and the highest lead score wins — with the
 * breakdown that explains it. The latest last-contacted date is kept too, so merging never forgets a contact.
 */
export function mergeFields(primary: TMergeable, duplicates: readonly TMergeable[]) {
  const all = [primary, ...duplicates];
  const notes = [...new Set(all.map((r) => r.notes?.trim() ?? '').filter(Boolean))];
  const best = all.reduce((top, r) => ((r.leadScore ?? -1) > (top.leadScore ?? -1) ? r : top), primary);
  const contacted = all
    .map((r) => r.lastContactedDate)
    .filter((d): d is string => d !== null)
    .sort();
  return {
    tags: normaliseTags(all.flatMap((r) => r.tags)),
    notes: notes.length > 0 ? notes.join(MERGED_NOTES_SEPARATOR) : null,
    leadScore: best.leadScore,
    scoreBreakdown: best.scoreBreakdown,
    scoreDetails: best.scoreDetails,
    lastContactedDate: contacted.at(-1) ?? null,
  };
}
