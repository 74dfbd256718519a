import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** The look of the kit's Input, for textareas and the select. */
export const CONTROL_CLASSES = cn(
  'w-full rounded-md border border-line-strong bg-white px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-placeholder focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-danger-accent aria-invalid:focus-visible:outline-danger-accent/30',
);

/**
 * The one textarea. `className` sizes it (min-h-*, leading-*, resize-*) and replaces the default
 * `min-h-24 leading-relaxed` — `cn` does not merge conflicting utilities, so the two never mix.
 */
export function Textarea({ className = 'min-h-24 leading-relaxed', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(CONTROL_CLASSES, className)} {...props} />;
}
