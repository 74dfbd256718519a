import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { founderYearlySaving, PRICE_COPY, TRIAL_LIMITS } from '@contracts/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatPrice } from '@web/lib/money';
import { OfferCardFrame, PerkList, useBillingManager } from '@web/features/billing';
import { SUBSCRIPTION_TAB } from '../lib/search-errors';

const {
  trialFeeUsd: FEE,
  trialDays,
  regularMonthlyUsd: REGULAR,
  founderMonthlyUsd: FOUNDER,
  newPriceDate,
} = PRICE_COPY.offer;
const PERKS = [
  `${TRIAL_LIMITS.searches} searches and ${TRIAL_LIMITS.exports} exports during your trial`,
  'Lead scores, tech stack, emails and social profiles for every lead',
  'Search history, lists and CSV export',
  'Cancel anytime',
];

/**
 * Search-gate copy (spec §1): $1 first month or a 7-day trial, then $79/month; founders keep $37/month. The
 * amounts are the product copy's (PRICE_COPY.offer), not the configured Stripe prices. Someone who may not pay for
 * the active team (decision 110) is told whom to ask instead.
 */
export function SubscriptionGateCard() {
  const { canManage, askOwner } = useBillingManager();
  if (!canManage) {
    return (
      <OfferCardFrame>
        <CardHeader className="gap-3">
          <CardTitle className="text-xl sm:text-2xl">This team has no active subscription</CardTitle>
          <CardDescription className="text-base text-muted">
            Searching in this team needs its owner's subscription. {askOwner} Your own team, in the header's
            team menu, is yours to subscribe.
          </CardDescription>
        </CardHeader>
      </OfferCardFrame>
    );
  }
  return (
    <OfferCardFrame>
      <CardHeader className="gap-3">
        <Badge className="w-fit">
          <Sparkles className="size-3" aria-hidden="true" />
          Founder offer
        </Badge>
        <CardTitle className="text-xl sm:text-2xl">Start your first month for {formatPrice(FEE)}</CardTitle>
        <CardDescription className="text-base text-muted">
          Searching needs an active subscription. Try LeadScout for {formatPrice(FEE)} for your first month,
          or start a {trialDays}-day trial.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[1fr_1.2fr] sm:items-start">
        <div className="rounded-lg bg-canvas p-4 ring-1 ring-line">
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-foreground">{formatPrice(FEE)}</span>
            <span className="text-sm text-muted">first month</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            then <span className="font-medium text-muted line-through">{formatPrice(REGULAR)}/month</span>{' '}
            <span className="font-semibold text-success">{formatPrice(FOUNDER)}/month</span>
          </p>
          <p className="mt-3 text-xs text-muted">
            Founder price {formatPrice(FOUNDER)}/month, locked forever: save{' '}
            {formatPrice(founderYearlySaving(REGULAR, FOUNDER))} a year. The regular price applies to new
            customers from {newPriceDate}.
          </p>
        </div>
        <PerkList perks={PERKS} />
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="lg">
          <Link to={SUBSCRIPTION_TAB}>Start for {formatPrice(FEE)}</Link>
        </Button>
        <p className="text-xs text-muted">
          <Link
            to="/refund-policy#money-back-guarantee"
            className="underline underline-offset-2 hover:text-body"
          >
            30-day money-back guarantee.
          </Link>
        </p>
      </CardFooter>
    </OfferCardFrame>
  );
}
