import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { TLead } from '@contracts/search';

/**
 * Keyboard use of the results (issue 23, decision 090): a roving tabindex per row. Each row (a table row or a
 * card, marked `data-lead-id`) is one Tab stop — the control last used in it, else its first — and the arrow
 * keys move inside it (Left/Right, Home/End) and to the same control of the row above or below (Up/Down). Every
 * control stays reachable, by arrows, and Enter/Space work as before.
 *
 * Focus also comes back to a row by lead id (`focusLead`), after a dialog closes or a row is deleted, even when
 * the virtualised row had left the page in between.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea';
const ROW = '[data-lead-id]';
const FOCUS_LEAD_EVENT = 'leadscout:focus-lead';

type TFocusLeadDetail = { leadId: string; force: boolean };

/** A row's controls that are on screen: some cells are shown only at some widths (folded columns). */
function controlsOf(row: Element): HTMLElement[] {
  const all = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest(ROW) === row);
  // No boxes = display: none somewhere above (cheap: no style computation, which is slow in jsdom).
  const shown = all.filter((el) => el.getClientRects().length > 0);
  // Without layout (jsdom) nothing reports as shown: then take them all.
  return shown.length > 0 ? shown : all;
}

/**
 * The index in `next` of the control matching `target` of `row`: in a table, the same place in the same column
 * (rows differ in how many links they have); in cards, the same index.
 */
function sameControlIn(next: HTMLElement, row: HTMLElement, target: HTMLElement, index: number): number {
  const cell = target.closest('td');
  if (!cell || !row.contains(cell)) return index;
  const inCell = controlsOf(row).filter((el) => cell.contains(el));
  const nextCell = (next as HTMLTableRowElement).cells?.[cell.cellIndex];
  if (!nextCell) return index;
  const nextControls = controlsOf(next);
  const nextInCell = nextControls.filter((el) => nextCell.contains(el));
  if (nextInCell.length === 0) return index;
  const place = Math.min(inCell.indexOf(target), nextInCell.length - 1);
  return nextControls.indexOf(nextInCell[Math.max(0, place)]);
}

/**
 * Puts focus on the row of `leadId` (its current control) once it is on the page. Without `force` it only acts
 * when focus is nowhere (on the body), so it never takes focus from where the user or a dialog has put it.
 */
export function focusLead(leadId: string, { force = false }: { force?: boolean } = {}): void {
  // After the closing dialog has unmounted and tried its own focus return.
  requestAnimationFrame(() =>
    document.dispatchEvent(
      new CustomEvent<TFocusLeadDetail>(FOCUS_LEAD_EVENT, { detail: { leadId, force } }),
    ),
  );
}

/**
 * Wires the roving tabindex into `containerRef` (the scroll area holding the rows) and answers `focusLead` for
 * the leads shown there; `scrollToIndex` brings a virtualised row back onto the page.
 */
export function useRowKeyboard(
  containerRef: RefObject<HTMLElement | null>,
  leads: readonly TLead[],
  scrollToIndex: (index: number) => void,
) {
  /** The control index each row last had focus on. */
  const current = useRef(new Map<string, number>());
  const latest = useRef({ leads, scrollToIndex });
  useLayoutEffect(() => {
    latest.current = { leads, scrollToIndex };
  });

  // Keep exactly one control per row in the Tab order, also when rows re-render or scroll into view.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const apply = () => {
      for (const row of container.querySelectorAll<HTMLElement>(ROW)) {
        const controls = controlsOf(row);
        const chosen = Math.min(current.current.get(row.dataset.leadId!) ?? 0, controls.length - 1);
        controls.forEach((control, i) => {
          const tabIndex = i === chosen ? 0 : -1;
          if (control.tabIndex !== tabIndex) control.tabIndex = tabIndex;
        });
      }
    };
    apply();
    // Once per frame at most: a render adds many nodes, and each pass walks every rendered row.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          apply();
        });
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [containerRef]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const move = (row: HTMLElement, index: number) => {
      const controls = controlsOf(row);
      if (controls.length === 0) return false;
      const target = controls[Math.max(0, Math.min(index, controls.length - 1))];
      current.current.set(row.dataset.leadId!, controls.indexOf(target));
      controls.forEach((control) => (control.tabIndex = control === target ? 0 : -1));
      target.focus();
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      return true;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = target.closest<HTMLElement>(ROW);
      if (!row || !container.contains(row)) return;
      const index = controlsOf(row).indexOf(target);
      if (index < 0) return;
      current.current.set(row.dataset.leadId!, index);
      controlsOf(row).forEach((control, i) => (control.tabIndex = i === index ? 0 : -1));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      const row = target.closest<HTMLElement>(ROW);
      if (!row || !container.contains(row)) return;
      if (target.matches('input:not([type=checkbox]), select, textarea')) return;
      const controls = controlsOf(row);
      const index = controls.indexOf(target);
      if (index < 0) return;
      let handled = false;
      if (event.key === 'ArrowRight') handled = move(row, index + 1);
      else if (event.key === 'ArrowLeft') handled = move(row, index - 1);
      else if (event.key === 'Home') handled = move(row, 0);
      else if (event.key === 'End') handled = move(row, controls.length - 1);
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const rows = [...container.querySelectorAll<HTMLElement>(ROW)];
        const next = rows[rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)];
        handled = next ? move(next, sameControlIn(next, row, target, index)) : true;
      }
      if (handled) event.preventDefault();
    };
    const onFocusLead = (event: Event) => {
      const { leadId, force } = (event as CustomEvent<TFocusLeadDetail>).detail;
      const index = latest.current.leads.findIndex((lead) => lead.id === leadId);
      if (index < 0) return;
      const isFocusFree = () => !document.activeElement || document.activeElement === document.body;
      if (!force && !isFocusFree()) return;
      const find = () => container.querySelector<HTMLElement>(`${ROW}[data-lead-id="${CSS.escape(leadId)}"]`);
      let attempts = 30;
      const tryFocus = () => {
        const row = find();
        if (row) {
          move(row, current.current.get(leadId) ?? 0);
          return;
        }
        if (attempts-- === 30) latest.current.scrollToIndex(index);
        if (attempts > 0) requestAnimationFrame(tryFocus);
      };
      tryFocus();
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('keydown', onKeyDown, true);
    document.addEventListener(FOCUS_LEAD_EVENT, onFocusLead);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener(FOCUS_LEAD_EVENT, onFocusLead);
    };
  }, [containerRef]);
}
