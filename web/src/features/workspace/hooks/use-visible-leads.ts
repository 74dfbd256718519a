import { useMemo } from 'react';
import { filterLeads, localToday } from '@contracts/filters';
import type { TLeadMarker } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import type { TWorkspaceView } from '../lib/view-params';
import { findDuplicateGroups, hiddenDuplicateIds } from '../lib/duplicates';

const NONE: ReadonlySet<string> = new Set();

/**
 * What the table shows: the leads passing the filters, minus hidden duplicates. Each step is memoised on
 * its own inputs, so typing in a filter never re-runs duplicate detection.
 */
export function useVisibleLeads(
  leads: readonly TLead[],
  view: TWorkspaceView,
  markers: Record<string, TLeadMarker> | undefined,
  /** The signed-in user's id, for "Assigned to me". */
  me?: string,
) {
  const today = useMemo(() => localToday(), []);
  const filtered = useMemo(
    () => filterLeads(leads, view.filters, today, me),
    [leads, view.filters, today, me],
  );
  const duplicateGroups = useMemo(
    () => findDuplicateGroups(leads, { countryOf: (lead) => markers?.[lead.id]?.country }),
    [leads, markers],
  );
  const hidden = useMemo(
    () => (view.hideDuplicates ? hiddenDuplicateIds(duplicateGroups) : NONE),
    [view.hideDuplicates, duplicateGroups],
  );
  const visible = useMemo(
    () => (hidden.size === 0 ? filtered : filtered.filter((lead) => !hidden.has(lead.id))),
    [filtered, hidden],
  );
  return { visible, duplicateGroups, hiddenCount: hidden.size, today };
}
