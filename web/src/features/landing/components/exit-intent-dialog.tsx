import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';

type TExitIntentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  badge?: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/**
 * The exit-intent popup's frame (radix dialog: focus trap, Escape, overlay click); each surface brings its own
 * offer and copy.
 */
export function ExitIntentDialog({
  open,
  onOpenChange,
  badge,
  title,
  description,
  children,
}: TExitIntentDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-testid="exit-intent-popup"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl data-[state=open]:animate-fade-in"
        >
          <div className="bg-gradient-to-br from-primary to-accent-strong px-6 pt-6 pb-5 text-white">
            {badge}
            <DialogPrimitive.Title className="mt-3 pr-6 text-2xl leading-tight font-bold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-base text-on-primary-soft">
              {description}
            </DialogPrimitive.Description>
          </div>
          <div className="grid gap-3 p-6">{children}</div>
          <DialogPrimitive.Close className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
