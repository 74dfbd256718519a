import { Crown, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TSubscriptionStatus } from '@contracts/billing';
import { Badge } from '@web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useSubscription } from '../api/get-subscription';
import { formatDate } from '@web/lib/format-date';
import { planName } from '../lib/plan-name';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { OfferCard } from './offer-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

function usageLine(used: number, limit: number | null, subscribed: boolean) {
  if (!subscribed) return used.toLocaleString();
  return limit === null
    ? `${used.toLocaleString()} (unlimited)`
    : `${used.toLocaleString()} of ${limit.toLocaleString()}`;
}

function StatusBadge({ status }: { status: TSubscriptionStatus }) {
  if (!status.subscribed) return <Badge variant="secondary">Inactive</Badge>;
  if (status.stripe_status === 'past_due') return <Badge variant="warning">Payment due</Badge>;
  if (status.is_in_trial) return <Badge variant="default">Trial</Badge>;
  return <Badge variant="success">Active</Badge>;
}

/** Who pays for the active team and what the subscription covers (decision 110); seats priced per seat (111). */
function TeamFacts({ team }: { team: NonNullable<TSubscriptionStatus['team']> }) {
  const payer = team.payer
    ? team.payer.is_you
      ? 'You'
      : `${team.payer.name || team.payer.email}`
    : 'Nobody yet';
  return (
    <>
      <Fact label="Paid by">
        {payer}
        {team.payer && !team.payer.is_you && (
          <span className="block text-xs text-muted">{team.payer.email}</span>
        )}
      </Fact>
      <Fact label="Covers">
        {team.teams_covered.toLocaleString()} {team.teams_covered === 1 ? 'team' : 'teams'}
      </Fact>
      <Fact label={team.per_seat ? 'Seats (billed per seat)' : 'Seats'}>{team.seats.toLocaleString()}</Fact>
    </>
  );
}

/**
 * Settings → Subscription: the plan of the active team's paying owner as our server sees it, the offer, and
 * Stripe's portal. Only an owner who may manage billing sees the offer and the portal.
 */
export function SubscriptionTab() {
  const { me } = useSession();
  const { status, isLoading } = useSubscription();
  const billingOff = !isLoading && !status.billing_enabled;
  const canManage = status.team?.can_manage ?? true;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>Your Subscription</CardTitle>
            {!isLoading && <StatusBadge status={status} />}
            {status.is_founder && (
              <Badge variant="warning">
                <Crown className="size-3" aria-hidden="true" />
                Founder
              </Badge>
            )}
          </div>
          <CardDescription>
            {status.team && !status.team.payer?.is_you
              ? 'The plan this team works under, its limits and what its teams have used this month.'
              : 'Your plan, its limits and what you have used this month.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {billingOff && (
            <div
              role="note"
              className="flex gap-3 rounded-lg border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                Billing is not configured on this server: there is nothing to pay here. Your administrator
                turns access on or off for each account.
              </p>
            </div>
          )}
          {me?.isAdmin && (
            <p className="text-sm text-muted">As an admin you can search without a subscription.</p>
          )}
          {isLoading ? (
            <div className="grid gap-3 sm:grid-cols-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Fact label="Plan">{status.subscribed ? planName(status.plan_type) : 'None'}</Fact>
              {status.is_in_trial && <Fact label="Trial ends">{formatDate(status.trial_end_date)}</Fact>}
              {status.subscribed && !status.is_in_trial && status.subscription_end && (
                <Fact label="Renews">{formatDate(status.subscription_end)}</Fact>
              )}
              <Fact label="Searches this month">
                {usageLine(status.searches_this_month, status.search_limit, status.subscribed)}
              </Fact>
              <Fact label="Exports this month">
                {usageLine(status.exports_this_month, status.export_limit, status.subscribed)}
              </Fact>
              {status.team && <TeamFacts team={status.team} />}
            </dl>
          )}
          {!isLoading && !canManage && (
            <p role="note" className="text-sm text-muted">
              Only an owner of this team can change its plan.
            </p>
          )}
          {status.stripe_status === 'past_due' && (
            <p role="alert" className="text-sm text-warning">
              Your last payment failed. Update your card in the customer portal to keep your access.
            </p>
          )}
        </CardContent>
        {status.has_billing_account && (
          <CardFooter>
            <ManageSubscriptionButton />
          </CardFooter>
        )}
      </Card>

      {!isLoading && !status.subscribed && canManage && (
        <OfferCard isReturning={status.stripe_status !== null} />
      )}
    </div>
  );
}
