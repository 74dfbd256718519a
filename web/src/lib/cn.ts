/** Joins class names, skipping falsy values. Callers must not pass conflicting Tailwind utilities. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
