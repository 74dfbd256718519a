import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A grey placeholder while content loads; `data-slot` lets a test wait until none is left. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-surface-strong', className)}
      {...props}
    />
  );
}
