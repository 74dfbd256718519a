import { useState } from 'react';
import { Link } from 'react-router';
import { Timer } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useNow } from '../hooks/use-now';
import { LANDING_PRICING as P } from '../landing-copy';
import { FounderSeatsLeft } from './founder-seats';
import { useCheckoutTarget } from './use-checkout-target';

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const;

function remainingParts(ms: number) {
  let rest = Math.max(0, ms);
  return UNITS.map(([label, size]) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return { label, value };
  });
}

/**
 * The founder-pricing countdown: time left until the regular price starts while that date is ahead, and always
 * the founder seats still open (they are what runs out).
 */
export function FounderCountdown() {
  const regularFrom = Date.parse(P.regularFromIso);
  const [isCountingDown] = useState(() => regularFrom > Date.now());
  const now = useNow(1000, isCountingDown);
  const checkoutTo = useCheckoutTarget();
  const msLeft = now === null ? 0 : regularFrom - now;

  return (
    <section aria-labelledby="countdown-title" className="bg-inverse py-14 text-white sm:py-20">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-on-inverse-warning uppercase">
            <Timer className="size-4" aria-hidden="true" /> Founder pricing countdown
          </p>
          <h2 id="countdown-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            ${P.founderMonthlyUsd}/month closes when the last founder seat is gone
          </h2>
          <p className="text-lg text-on-inverse-muted">
            Founder seats are limited to the first {P.founderSeats}. When they are claimed, new customers pay
            the regular ${P.regularMonthlyUsd}/month.
          </p>
        </div>
        <div className="flex flex-col gap-6 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          {msLeft > 0 && (
            <div>
              <p className="text-sm text-on-inverse-muted">Regular price starts in</p>
              <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
                {remainingParts(msLeft).map(({ label, value }) => (
                  <div key={label} className="flex flex-col-reverse rounded-lg bg-white/10 px-2 py-3">
                    <dt className="text-xs text-on-inverse-muted uppercase">{label}</dt>
                    <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
                      {String(value).padStart(2, '0')}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <FounderSeatsLeft showBar tone="dark" />
          <Button asChild size="lg">
            <Link to={checkoutTo}>Lock In ${P.founderMonthlyUsd}/month</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
