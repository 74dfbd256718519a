import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const VARIANTS = {
  default: 'bg-primary/10 text-primary ring-primary/20',
  secondary: 'bg-slate-100 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  destructive: 'bg-red-50 text-red-700 ring-red-600/20',
} as const;

export type TBadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: TBadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
