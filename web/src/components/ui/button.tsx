import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@web/lib/cn';

const VARIANTS = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover',
  secondary: 'bg-surface-muted text-foreground hover:bg-surface-strong',
  outline: 'border border-line-strong bg-white text-foreground shadow-xs hover:bg-canvas',
  ghost: 'text-body hover:bg-surface-muted hover:text-foreground',
  destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const SIZES = {
  /** Dense places such as table rows. */
  xs: 'h-7 gap-1 px-2 text-xs',
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

type TButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Renders the child element (a Link, say) with the button's styles. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: TButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
