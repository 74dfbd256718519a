import { useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { usePlans } from '../api/get-plans';
import { useCheckout } from '../api/use-checkout';

const BILLING_OFF_HINT =
  'Payments are not configured on this server, so checkout is unavailable. Ask your administrator to turn on your access.';

type TCheckoutButtonProps = { children: ReactNode; size?: 'md' | 'lg'; className?: string };

/** Starts Stripe Checkout: "Processing..." and disabled while the call is in flight; explains itself when billing is off. */
export function CheckoutButton({ children, size = 'lg', className }: TCheckoutButtonProps) {
  const plans = usePlans();
  const checkout = useCheckout();
  const hintId = useId();
  const isBillingOff = plans.data?.billingEnabled === false;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Button
        size={size}
        disabled={checkout.isPending || isBillingOff}
        aria-describedby={isBillingOff ? hintId : undefined}
        onClick={() => checkout.mutate()}
      >
        {checkout.isPending && <Spinner className="size-4" />}
        {checkout.isPending ? 'Processing...' : children}
      </Button>
      {isBillingOff && (
        <p id={hintId} className="text-xs text-muted">
          {BILLING_OFF_HINT}
        </p>
      )}
    </div>
  );
}
