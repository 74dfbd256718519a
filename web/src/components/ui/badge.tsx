import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const VARIANTS = {
  default: 'bg-chip text-chip-foreground ring-chip-border',
  secondary: 'bg-surface-muted text-body ring-line',
  success: 'bg-success-soft text-success ring-success/20',
  warning: 'bg-warning-soft text-warning ring-warning/20',
  destructive: 'bg-danger-soft text-danger ring-danger/20',
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
