import { Link } from 'react-router';
import { Rocket } from 'lucide-react';
import { PRICE_COPY } from '@contracts/billing';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { useSubscription } from '../api/get-subscription';

/** The dashboard's subscribe banner (spec §1, §2): its own copy, hidden for admins and subscribers. */
export function SubscribeBanner() {
  const { me } = useSession();
  const { status, isLoading } = useSubscription();
  if (!me || me.isAdmin || isLoading || status.subscribed) return null;

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
