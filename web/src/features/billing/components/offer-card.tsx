import { Crown } from 'lucide-react';
import { founderYearlySaving, PRICE_COPY, TRIAL_LIMITS } from '@contracts/billing';
import { CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePlans } from '../api/get-plans';
import { CheckoutButton } from './checkout-button';
import { formatPrice } from '@web/lib/money';
import { OfferCardFrame, PerkList } from './offer-parts';

/**
 * The settings surface's offer (spec §1): $1 first month or a 7-day trial, then the regular monthly price, with
 * the founder price locked forever while founder spots last. Amounts come from the configured Stripe prices
 * when the server can read them, else from the product copy.
 */
export function OfferCard({ isReturning }: { isReturning: boolean }) {
  const plans = usePlans();
  const copy = PRICE_COPY.offer;
  const regular = plans.data?.prices.monthly?.amount ?? copy.regularMonthlyUsd;
  const founder = plans.data?.prices.founder?.amount ?? copy.founderMonthlyUsd;
  const fee = plans.data?.prices.trialFee?.amount ?? copy.trialFeeUsd;
  const trialDays = plans.data?.trialDays ?? copy.trialDays;
  const seats = plans.data?.founderSeats;
  const hasFounderPrice = !plans.data?.billingEnabled || plans.data.prices.founder !== null;
  const foundersLeft = hasFounderPrice && (seats ? seats.remaining > 0 : true);
  const monthly = foundersLeft ? founder : regular;
  const perks = [
    `${TRIAL_LIMITS.searches} searches and ${TRIAL_LIMITS.exports} exports during your trial`,
    'Then unlimited searches, lead scores, tech stack and contacts',
    'Search history, lead lists and CSV export',
    'Cancel anytime from the customer portal',
  ];

  return (
    <OfferCardFrame>
      <CardHeader>
        <CardTitle className="text-xl">
          {isReturning ? 'Subscribe again' : `Start for ${formatPrice(fee)}`}
        </CardTitle>
        <CardDescription className="text-muted">
          {isReturning
            ? `Pick up where you left off for ${formatPrice(monthly)}/month.`
            : `${formatPrice(fee)} for your first month or a ${trialDays}-day trial, then ${formatPrice(monthly)}/month.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-3 rounded-lg bg-canvas p-4 ring-1 ring-line">
          {plans.isPending ? (
            <Skeleton className="h-10 w-32" />
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight text-foreground">
                {formatPrice(monthly)}
              </span>
              <span className="text-sm text-muted">/month</span>
              {foundersLeft && regular > founder && (
                <span className="text-sm text-muted">
                  regular <span className="line-through">{formatPrice(regular)}/month</span>
                </span>
              )}
            </p>
          )}
          {foundersLeft ? (
            <p className="flex items-start gap-2 text-sm text-body">
              <Crown className="mt-0.5 size-4 shrink-0 text-warning-accent" aria-hidden="true" />
              <span>
                Founder price {formatPrice(founder)}/month, locked forever. Save{' '}
                {formatPrice(founderYearlySaving(regular, founder))} a year; new customers pay{' '}
                {formatPrice(regular)}/month from {copy.newPriceDate}.
              </span>
            </p>
          ) : (
            <p className="text-sm text-muted">All founder spots are claimed.</p>
          )}
          {seats && hasFounderPrice && (
            <div className="grid gap-1.5">
              <div className="h-2 overflow-hidden rounded-full bg-surface-strong" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-highlight"
                  style={{
                    width: `${seats.total ? Math.min(100, (seats.claimed / seats.total) * 100) : 100}%`,
                  }}
                />
              </div>
              <p className="text-xs text-muted">
                {seats.claimed} of {seats.total} founder spots claimed, {seats.remaining} remaining
              </p>
            </div>
          )}
        </div>
        <PerkList perks={perks} className="content-start" />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-start">
        <CheckoutButton>{isReturning ? 'Subscribe' : `Start for ${formatPrice(fee)}`}</CheckoutButton>
        <p className="text-xs text-muted sm:pt-3">
          Billed by Stripe. See our{' '}
          <a className="underline underline-offset-2 hover:text-body" href="/refund-policy">
            refund policy
          </a>
          .
        </p>
      </CardFooter>
    </OfferCardFrame>
  );
}
