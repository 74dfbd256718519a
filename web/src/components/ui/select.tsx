import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { CONTROL_CLASSES } from './form-controls';

/**
 * The one select: a native `<select>` (keyboard, screen readers and phone pickers for free) in the look and
 * height of the kit's Input, with a chevron. `className` lays out the wrapper (its width, say); the select fills it.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(CONTROL_CLASSES, 'h-10 appearance-none py-0 pr-8')} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-faint"
        aria-hidden="true"
      />
    </div>
  );
}
