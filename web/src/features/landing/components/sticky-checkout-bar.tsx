import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Flame, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { useIsSubscribed } from '../api/get-subscription-flag';
import { LANDING_PRICING as P } from '../landing-copy';
import { usePublicStats } from '../api/get-public-stats';
import { useCheckoutTarget } from './use-checkout-target';

const DISMISSED_KEY = 'checkout_bar_dismissed';
const BODY_PADDING = 'max-md:pb-16';

function readDismissed() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The sticky checkout bar for signed-out or unsubscribed visitors: fixed to the bottom on phones, under the sticky
 * site header (notice line and navigation) on wider screens (over the hero's top padding, so nothing moves when it appears). Dismissible for
 * the rest of the session.
 */
export function StickyCheckoutBar() {
  const { user, isPending } = useSession();
  const isSubscribed = useIsSubscribed(user !== null);
  const checkoutTo = useCheckoutTarget();
  const stats = usePublicStats();
  const [isDismissed, setIsDismissed] = useState(readDismissed);

  const isVisible = !isPending && isSubscribed === false && !isDismissed;

  // On phones the bar covers the bottom of the page: pad the body so the footer stays readable.
  useEffect(() => {
    if (!isVisible) return;
    document.body.classList.add(BODY_PADDING);
    return () => document.body.classList.remove(BODY_PADDING);
  }, [isVisible]);

  if (!isVisible) return null;
  const seatsLeft = stats.data?.founderSeatsLeft;

  function dismiss() {
    setIsDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered beyond this page view.
    }
  }

  return (
    <aside
      aria-label="Founder pricing offer"
      data-testid="sticky-checkout-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-inverse-soft bg-inverse text-white shadow-[0_-8px_24px_color-mix(in_srgb,var(--color-inverse)_25%,transparent)] md:top-[var(--site-header-height,4rem)] md:bottom-auto md:border-t-0 md:border-b md:shadow-md"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Flame className="hidden size-5 shrink-0 text-highlight sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm leading-snug">
          <strong className="font-semibold">Founder pricing: ${P.founderMonthlyUsd}/month</strong>
          <span className="hidden text-on-inverse-muted sm:inline">
            {' '}
            — locked for life, regular ${P.regularMonthlyUsd}/month
          </span>
          {seatsLeft !== undefined && seatsLeft > 0 && (
            <span className="block text-on-inverse-warning sm:ml-2 sm:inline">{seatsLeft} seats left</span>
          )}
        </p>
        <Button asChild size="sm">
          <Link to={checkoutTo}>Claim Your Seat</Link>
        </Button>
        <button
          type="button"
          onClick={dismiss}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-on-inverse-muted hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          aria-label="Dismiss offer"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
