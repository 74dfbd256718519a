import { useEffect, type RefObject } from 'react';

/**
 * A pre-rendered form can be filled in before React hydrates it (decisions 057, 058). React keeps the typed text
 * on screen, but the component's state still holds the build's empty values, so its next render would wipe that
 * text. Once the form has mounted, this hands `adopt` the value of every named control in `fields` that differs
 * from `current` (the state the form rendered with). A form rendered in the browser from scratch has nothing to
 * adopt.
 */
export function useInputBeforeHydration<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  current: Record<K, string>,
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<K, string>> = {};
    for (const field of Object.keys(current) as K[]) {
      const control = form.elements.namedItem(field);
      if (
        (control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement) &&
        control.value !== current[field]
      )
        typed[field] = control.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, right after mounting: later the controls and the state agree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
