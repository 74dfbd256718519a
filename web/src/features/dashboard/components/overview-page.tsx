import { ChartColumn, KeyRound, Search } from 'lucide-react';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { SubscribeBanner } from '@web/features/billing';
import { isBetaOnly, useSession } from '@web/lib/session';
import { useOverview } from '../api/get-overview';
import { AdminControlsCard } from './admin-controls-card';
import { QuickActionsCard } from './quick-actions-card';
import { SetupRequiredCard } from './setup-required-card';
import { StatCard, statValues } from '@web/components/stat-card';

export function OverviewPage() {
  const { me, welcomeName } = useSession();
  const overview = useOverview();

  const valueOf = statValues(overview);
  // Beta testers search on LeadScout's key without a subscription: no banner, no key setup (spec's beta role).
  const betaOnly = isBetaOnly(me);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Welcome back, ${welcomeName}!`}
        description="Here is an overview of your lead generation activity."
      />

      {!betaOnly && <SubscribeBanner />}

      {overview.isError && (
        <LoadErrorAlert
          message={`Could not load your overview: ${overview.error.message}`}
          onRetry={() => overview.refetch()}
        />
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
            betaOnly ? (
              <Badge variant="success">Beta access</Badge>
            ) : data.hasApiKey ? (
              <Badge variant="success">Configured</Badge>
            ) : (
              <Badge variant="warning">Not configured</Badge>
            ),
          )}
          subtitle={betaOnly ? 'No key needed: beta searches use LeadScout’s key' : 'Google Places API key'}
        />
      </div>

      {overview.data?.hasApiKey === false && !betaOnly && <SetupRequiredCard />}
      <QuickActionsCard />
      {me?.isAdmin && <AdminControlsCard totalUsers={overview.data?.totalUsers} />}
    </div>
  );
}
