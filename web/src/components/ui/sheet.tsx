import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { DialogOverlay, useFocusReturn } from './dialog';

/** A side panel for small screens, built on the dialog primitive (focus trap, Escape, overlay click). */
export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;

const SIDES = {
  left: 'inset-y-0 left-0 border-r data-[state=open]:animate-slide-in-left',
  right: 'inset-y-0 right-0 border-l data-[state=open]:animate-slide-in-right',
} as const;

export function SheetContent({
  side = 'right',
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof SIDES }) {
  const focusReturn = useFocusReturn(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex h-full w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-line bg-white p-6 shadow-xl',
          SIDES[side],
          className,
        )}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        {...props}
      >
        {focusReturn.memory}
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close menu</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-base font-semibold text-foreground', className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
