import { Link } from 'react-router';
import { Rocket, Users } from 'lucide-react';
import { PRICE_COPY } from '@contracts/billing';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { useSubscription } from '../api/get-subscription';
import { useBillingManager } from '../hooks/use-billing-manager';

/**
 * The dashboard's subscribe banner (spec §1, §2): its own copy, hidden for admins and subscribers. Someone who may
 * not pay for the active team (not its owner, decision 110) is told whom to ask instead of being offered checkout.
 */
export function SubscribeBanner() {
  const { me } = useSession();
  const { status, isLoading } = useSubscription();
  const { canManage, askOwner } = useBillingManager();
  if (!me || me.isAdmin || isLoading || status.subscribed) return null;
  if (!canManage) {
    return (
      <section
        aria-label="Subscription"
        className="flex gap-3 rounded-lg border border-line bg-surface-muted px-5 py-4 text-sm"
      >
        <Users className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
        <div className="grid gap-0.5">
          <h2 className="font-semibold text-foreground">This team has no active subscription</h2>
          <p className="text-body">
            Searching and exporting here run on the plan of the team's owner. {askOwner}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label="Subscribe"
      className="flex flex-col gap-4 rounded-lg bg-gradient-to-r from-primary to-accent px-5 py-4 text-white shadow-sm sm:flex-row sm:items-center"
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex">
        <Rocket className="size-5" aria-hidden="true" />
      </span>
      <div className="grid flex-1 gap-0.5">
        <h2 className="font-semibold">Unlock unlimited lead searches</h2>
        <p className="text-sm text-white/85">
          Subscribe for ${PRICE_COPY.dashboardBanner.monthlyUsd}/month to search, score and export local
          business leads.
        </p>
      </div>
      <Button asChild variant="secondary" className="bg-white text-primary hover:bg-white/90">
        <Link to="/dashboard/settings?tab=subscription">Subscribe Now</Link>
      </Button>
    </section>
  );
}
