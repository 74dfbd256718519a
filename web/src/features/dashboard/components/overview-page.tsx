import { ChartColumn, KeyRound, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TOverviewResponse } from '@contracts/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SubscribeBanner } from '@web/features/billing/components/subscribe-banner';
import { useSession } from '@web/lib/session';
import { useOverview } from '../api/get-overview';
import { AdminControlsCard } from './admin-controls-card';
import { QuickActionsCard } from './quick-actions-card';
import { SetupRequiredCard } from './setup-required-card';
import { StatCard } from './stat-card';

export function OverviewPage() {
  const { me, welcomeName } = useSession();
  const overview = useOverview();

  /** A card's value: the figure, a dash when loading failed, undefined (a skeleton) while loading. */
  const valueOf = (pick: (data: TOverviewResponse) => ReactNode) =>
    overview.data ? pick(overview.data) : overview.isError ? '—' : undefined;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {welcomeName}!
        </h1>
        <p className="text-slate-600">Here is an overview of your lead generation activity.</p>
      </header>

      <SubscribeBanner />

      {overview.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="flex-1">Could not load your overview: {overview.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => overview.refetch()}>
            Try again
          </Button>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <StatCard
          title="Total Searches"
          icon={Search}
          value={valueOf((data) => data.totalSearches.toLocaleString())}
          subtitle="Lifetime searches performed"
        />
        <StatCard
          title="Businesses Found"
          icon={ChartColumn}
          value={valueOf((data) => data.businessesFound.toLocaleString())}
          subtitle="Leads discovered across all searches"
        />
        <StatCard
          title="API Status"
          icon={KeyRound}
          value={valueOf((data) =>
            data.hasApiKey ? (
              <Badge variant="success">Configured</Badge>
            ) : (
              <Badge variant="warning">Not configured</Badge>
            ),
          )}
          subtitle="Google Places API key"
        />
      </div>

      {overview.data?.hasApiKey === false && <SetupRequiredCard />}
      <QuickActionsCard />
      {me?.isAdmin && <AdminControlsCard totalUsers={overview.data?.totalUsers} />}
    </div>
  );
}
