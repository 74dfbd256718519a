import { useDeferredValue, useState } from 'react';
import { sortLeads, type TLeadSort } from '@contracts/filters';
import type { TLead } from '@contracts/search';

/** `leads` in the order of `shown`, by id; leads `shown` does not have go last, in their own order. */
export function keepOrder<T extends TLead>(shown: readonly T[], leads: readonly T[]): T[] {
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  const out: T[] = [];
  for (const lead of shown) {
    const current = byId.get(lead.id);
    if (current) {
      out.push(current);
      byId.delete(lead.id);
    }
  }
  for (const lead of byId.values()) out.push(lead);
  return out;
}

const isSameSort = (a: TLeadSort, b: TLeadSort) => a.key === b.key && a.dir === b.dir;

type TOrderState<T> = {
  leads: readonly T[];
  sort: TLeadSort;
  isLive: boolean;
  /** Rows keep their places under this sort until the user sorts (set by `holdOrder`, decision 060 addendum). */
  isHeld: boolean;
  shown: readonly T[];
};

/**
 * `leads` sorted by `sort`, except while `isLive` (a running search) with a sort by lead score: the scores are
 * still coming in, so rows keep the places they had and new leads go to the end, and the rows sort once it ends
 * (decision 060). Moving rows on every score would re-render and re-lay out most of the table per live update.
 * Changing the sort sorts at once. The end of `isLive` is deferred, so the last live update paints in place
 * before the rows move.
 *
 * `holdOrder` (the deeper checks after a search, decision 060 addendum): from then on rows keep their places
 * under any sort while cells and scores change, and they stay put after it ends — rows move only when the
 * user sorts (or the search's own one re-sort at the end of its first pass, which comes first). A pass watched
 * live holds the rows from its end as well, whether or not deeper checks follow.
 */
export function useLiveOrder<T extends TLead>(
  leads: readonly T[],
  sort: TLeadSort,
  isLive: boolean,
  holdOrder = false,
): readonly T[] {
  const isStillLive = useDeferredValue(isLive);
  const [state, setState] = useState<TOrderState<T>>(() => ({
    leads,
    sort,
    isLive: isStillLive,
    isHeld: holdOrder,
    shown: sortLeads(leads, sort),
  }));
  const isSame = isSameSort(state.sort, sort);
  const endsFirstPass = state.isLive && !isStillLive;
  // The end of a pass watched live holds the rows too: its deeper checks may be announced a moment later (or not
  // at all, when every place was known), and rows must not move in between.
  const isHeld = isSame ? state.isHeld || holdOrder || endsFirstPass : holdOrder;
  if (state.leads === leads && isSame && state.isLive === isStillLive && state.isHeld === isHeld)
    return state.shown;

  // Adjusting state while rendering, from the previous render's order (not in an effect).
  const keepsLivePlaces = isStillLive && state.isLive && isSame && sort.key === 'leadScore';
  const keepsHeldPlaces = state.isHeld && isSame && !endsFirstPass;
  const shown = keepsLivePlaces || keepsHeldPlaces ? keepOrder(state.shown, leads) : sortLeads(leads, sort);
  setState({ leads, sort, isLive: isStillLive, isHeld, shown });
  return shown;
}
