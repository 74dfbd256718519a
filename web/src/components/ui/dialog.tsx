import { useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { rememberFocus, type TFocusReturn } from '@web/lib/focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-overlay/40 backdrop-blur-[1px] data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Centred modal panel with a close button. Always give it a DialogTitle. It is never taller than the screen: a
 * longer one scrolls inside (a form dialog on a short phone lost its title and buttons off the edges).
 *
 * Closing returns focus to what opened it, also for dialogs opened without a DialogTrigger (from state, or from
 * a menu item), and to a neighbour when the dialog deleted its item (`rememberFocus`, decision 090).
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const focusReturn = useFocusReturn(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-lg border border-line bg-white p-6 shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        {...props}
      >
        {focusReturn.memory}
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm text-subtle hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Focus return for a dialog-primitive panel (DialogContent, SheetContent): render `memory` inside the content
 * and pass `onCloseAutoFocus` to it. A caller's own `onCloseAutoFocus` runs first and may take over.
 */
export function useFocusReturn(onCloseAutoFocus?: (event: Event) => void) {
  const memoryRef = useRef<TFocusReturn | null>(null);
  return {
    memory: <FocusMemory intoRef={memoryRef} />,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (memoryRef.current?.restore(event.currentTarget as HTMLElement | null)) event.preventDefault();
    },
  };
}

/**
 * Notes what has focus as the dialog opens: it renders with the dialog's content, before the commit in which a
 * field's `autoFocus` (or the dialog's own auto-focus) moves focus inside.
 */
function FocusMemory({ intoRef }: { intoRef: RefObject<TFocusReturn | null> }) {
  const [memory] = useState(rememberFocus);
  useLayoutEffect(() => {
    intoRef.current = memory;
  }, [intoRef, memory]);
  return null;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-foreground', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-subtle', className)} {...props} />;
}
