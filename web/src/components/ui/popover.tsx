import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

/** A floating panel in the kit's card style (focus managed by radix; Escape and outside click close it). */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'start',
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          'z-50 w-80 rounded-lg border border-line bg-white p-4 text-foreground shadow-lg outline-none data-[state=open]:animate-fade-in',
          // Never taller than the room radix found on its side of the trigger: a phone scrolls it instead.
          'max-h-[var(--radix-popover-content-available-height)] overflow-y-auto',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
