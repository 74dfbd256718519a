/**
 * Where focus goes when a dialog closes (issue 23, decision 090): back to what opened it, and when that is gone
 * (the dialog deleted its item), to the same control of a neighbouring item — the next, else the previous — or
 * else the page's heading. Never to the page body, where the next Tab would start at the top of the page.
 *
 * Items are list items and table rows (`li`, `tr`, or anything marked `data-focus-item`). Result rows
 * (`data-lead-id`) are left alone: the virtualised table brings them back by lead id itself (`focusLead`).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';
const ITEM = 'li, tr, [data-focus-item]';
/** How long after closing an item may still disappear (the delete's refetch). */
const WATCH_MS = 5_000;

/** An item's controls on screen (without layout, as in jsdom, all of them). */
function controlsOf(item: Element): HTMLElement[] {
  const all = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const shown = all.filter((el) => el.getClientRects().length > 0);
  return shown.length > 0 ? shown : all;
}

const isFocusLost = () => !document.activeElement || document.activeElement === document.body;

/** `restore(dialog)` returns whether focus is taken care of (moved, or already placed outside `dialog`). */
export type TFocusReturn = { restore: (dialog?: HTMLElement | null) => boolean };

/** Something already put focus outside the closing dialog on purpose (e.g. the kept row after a merge). */
const isPlacedElsewhere = (dialog?: HTMLElement | null) =>
  !isFocusLost() && !(dialog?.contains(document.activeElement) ?? false);

/**
 * Remembers the element that has focus as a dialog opens (for an item of a menu, the menu's button) and its
 * neighbours; `restore()` then puts focus back. Returns whether it moved focus.
 */
export function rememberFocus(): TFocusReturn {
  let opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const menu = opener?.closest('[role="menu"]');
  const menuButton = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  if (menuButton) opener = menuButton;
  if (!opener || opener === document.body) return { restore: (dialog) => isPlacedElsewhere(dialog) };
  if (opener.closest('[data-lead-id]'))
    return {
      restore: (dialog) => {
        if (isPlacedElsewhere(dialog)) return true;
        if (!opener.isConnected) return false;
        opener.focus();
        return true;
      },
    };

  const item = opener.closest<HTMLElement>(ITEM);
  const index = item ? controlsOf(item).indexOf(opener) : -1;
  const neighbours = item ? [item.nextElementSibling, item.previousElementSibling] : [];

  const focusNeighbour = () => {
    for (const neighbour of neighbours) {
      if (!neighbour?.isConnected) continue;
      const controls = controlsOf(neighbour);
      const target = controls[Math.min(Math.max(index, 0), controls.length - 1)];
      if (target) {
        target.focus();
        return true;
      }
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };

  return {
    restore: (dialog) => {
      if (isPlacedElsewhere(dialog)) return true;
      if (!opener.isConnected) return focusNeighbour();
      opener.focus();
      if (!item) return true;
      // The item may still go (a delete refetches the list): then its neighbour takes focus.
      const observer = new MutationObserver(() => {
        if (opener.isConnected) return;
        stop();
        if (isFocusLost()) focusNeighbour();
      });
      const timer = window.setTimeout(() => stop(), WATCH_MS);
      const stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
      observer.observe(document.body, { childList: true, subtree: true });
      return true;
    },
  };
}
