import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-10 w-full rounded-md border border-line-strong bg-white px-3 py-2 text-sm text-foreground shadow-xs',
        'placeholder:text-placeholder focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/30',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger-accent aria-invalid:focus-visible:outline-danger-accent/30',
        className,
      )}
      {...props}
    />
  );
}
