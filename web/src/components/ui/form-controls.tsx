import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A textarea and a native select styled like the kit's Input. */
const CONTROL =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-invalid:border-red-500';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(CONTROL, 'min-h-24 leading-relaxed', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(CONTROL, 'h-10 py-0 pr-8', className)} {...props} />;
}
