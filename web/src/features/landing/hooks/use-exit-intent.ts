import { useEffect, useRef } from 'react';

/** Spec §9: the pointer within this many pixels of the top edge counts as leaving. */
const EXIT_INTENT_EDGE_PX = 10;

const storageKeyFor = (surface: string) => `exit_intent_shown:${surface}`;

function wasShown(surface: string): boolean {
  try {
    return sessionStorage.getItem(storageKeyFor(surface)) === '1';
  } catch {
    return false;
  }
}

function markShown(surface: string) {
  try {
    sessionStorage.setItem(storageKeyFor(surface), '1');
  } catch {
    // Storage may be blocked; the in-memory guard below still keeps it to once per page view.
  }
}

/**
 * Calls `onExit` once when the pointer moves up to within 10 px of the top edge of the window (towards the tabs,
 * the address bar or the close button) or leaves the window there. Once per browser session and surface; touch
 * devices, which have no hovering pointer, never fire it.
 */
export function useExitIntent(surface: string, enabled: boolean, onExit: () => void) {
  const onExitRef = useRef(onExit);
  useEffect(() => {
    onExitRef.current = onExit;
  });

  useEffect(() => {
    if (!enabled || wasShown(surface)) return;
    let fired = false;
    let lastY: number | null = null;
    const handle = (event: MouseEvent) => {
      const previousY = lastY;
      if (event.type === 'mousemove') lastY = event.clientY;
      if (fired || event.clientY > EXIT_INTENT_EDGE_PX) return;
      // Leaving the window through the top edge, or moving up into the top 10 px (not merely resting there).
      const isLeaving = event.type === 'mouseout' && !event.relatedTarget;
      const isHeadingUp = event.type === 'mousemove' && previousY !== null && event.clientY < previousY;
      if (!isLeaving && !isHeadingUp) return;
      fired = true;
      markShown(surface);
      stop();
      onExitRef.current();
    };
    const stop = () => {
      document.removeEventListener('mousemove', handle);
      document.removeEventListener('mouseout', handle);
    };
    document.addEventListener('mousemove', handle);
    document.addEventListener('mouseout', handle);
    return stop;
  }, [surface, enabled]);
}
