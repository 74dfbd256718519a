import type { ReactElement, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

type TTooltipProps = {
  /** The hint. The trigger keeps its own accessible name; the hint is announced as its description. */
  content: ReactNode;
  /** One focusable element (a button or a link) that takes the trigger's props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/** A short hint shown on hover and on keyboard focus, for compact controls such as icon buttons. */
export function Tooltip({ content, children, side = 'top' }: TTooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-w-64 rounded-md bg-inverse px-2 py-1 text-xs leading-snug text-white shadow-md data-[state=delayed-open]:animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
