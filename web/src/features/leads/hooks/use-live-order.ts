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

type TOrderState<T> = { leads: readonly T[]; sort: TLeadSort; isLive: boolean; shown: readonly T[] };

/**
 * `leads` sorted by `sort`, except while `isLive` (a running search) with a sort by lead score: the scores are
 * still coming in, so rows keep the places they had and new leads go to the end, and the rows sort once it ends
 * (decision 060). Moving rows on every score would re-render and re-lay out most of the table per live update.
 * Changing the sort sorts at once. The end of `isLive` is deferred, so the last live update paints in place
 * before the rows move.
 */
export function useLiveOrder<T extends TLead>(
  leads: readonly T[],
  sort: TLeadSort,
  isLive: boolean,
): readonly T[] {
  const isStillLive = useDeferredValue(isLive);
  const [state, setState] = useState<TOrderState<T>>(() => ({
    leads,
    sort,
    isLive: isStillLive,
    shown: sortLeads(leads, sort),
  }));
  if (state.leads === leads && isSameSort(state.sort, sort) && state.isLive === isStillLive)
    return state.shown;

  // Adjusting state while rendering, from the previous render's order (not in an effect).
  const keepsPlaces = isStillLive && state.isLive && isSameSort(sort, state.sort) && sort.key === 'leadScore';
  const shown = keepsPlaces ? keepOrder(state.shown, leads) : sortLeads(leads, sort);
  setState({ leads, sort, isLive: isStillLive, shown });
  return shown;
}
