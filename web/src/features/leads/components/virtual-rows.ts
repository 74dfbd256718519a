import type { RefObject } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { TLead } from '@contracts/search';

/** Height assumed while the scroll area reports none (not laid out yet, hidden, or jsdom). */
const UNMEASURED_HEIGHT = 800;

/** A virtualizer over `leads` in the scroll area `scrollRef`, measuring each rendered row's real height. */
export function useLeadVirtualizer(
  leads: readonly TLead[],
  scrollRef: RefObject<HTMLElement | null>,
  estimatedHeight: number,
) {
  return useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedHeight,
    getItemKey: (index) => leads[index].id,
    overscan: 10,
    // A row that reports no height is not laid out (hidden, or jsdom): keep the estimate rather than collapse it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimatedHeight,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }),
      ),
  });
}
