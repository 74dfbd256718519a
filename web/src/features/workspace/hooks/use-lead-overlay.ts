import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TLead } from '@contracts/search';

type TOverlay = { patches: ReadonlyMap<string, { base: TLead; lead: TLead }>; removed: ReadonlySet<string> };

/**
 * Shows the result of the workspace's own edits at once, over whatever the page passes in (a live search
 * stream, a saved search, a list). A patch holds until the page passes a newer object for that lead;
 * deleted and merged-away leads stay out.
 */
export function useLeadOverlay(leads: readonly TLead[]) {
  const [overlay, setOverlay] = useState<TOverlay>({ patches: new Map(), removed: new Set() });
  const leadsRef = useRef(leads);
  useEffect(() => {
    leadsRef.current = leads;
  });

  const current = useMemo(() => {
    if (overlay.patches.size === 0 && overlay.removed.size === 0) return leads;
    const out: TLead[] = [];
    for (const lead of leads) {
      if (overlay.removed.has(lead.id)) continue;
      const patch = overlay.patches.get(lead.id);
      out.push(patch && patch.base === lead ? patch.lead : lead);
    }
    return out;
  }, [leads, overlay]);

  const patch = useCallback((updated: readonly TLead[]) => {
    const byId = new Map(leadsRef.current.map((lead) => [lead.id, lead]));
    setOverlay((o) => {
      const patches = new Map(o.patches);
      for (const lead of updated) {
        const base = byId.get(lead.id);
        if (base) patches.set(lead.id, { base, lead });
      }
      return { ...o, patches };
    });
  }, []);

  const remove = useCallback((ids: Iterable<string>) => {
    setOverlay((o) => ({ ...o, removed: new Set([...o.removed, ...ids]) }));
  }, []);

  return { leads: current, patch, remove };
}
