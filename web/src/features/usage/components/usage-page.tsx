import { ChartColumn, CircleDollarSign, Download, Search } from 'lucide-react';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { StatCard, statValues } from '@web/components/stat-card';
import { useUsage } from '../api/get-usage';
import { useSearchAccess } from '@web/features/search';
import { formatCost } from '@web/lib/money';
import { isBetaOnly, useSession } from '@web/lib/session';
import { lastMonths } from '../lib/month-series';
import { MonthBarChart } from './month-bar-chart';
import { PageSpeedUsageCard } from './page-speed-usage-card';
import { ResearchUsageCard } from './research-usage-card';
import { TeamQuotaCard } from './team-quota-card';

function PricingExplainer() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How the API cost is estimated</CardTitle>
        <CardDescription>
          Google bills your Google Cloud account directly; LeadScout never charges for API usage.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-body">
        <p>
          Every search asks Google Places Text Search for pages of up to 20 businesses, so a 50-lead search
          makes about 3 requests. Get More past 60 results also makes one Geocoding request to split the area.
        </p>
        <ul className="grid gap-2">
          <li className="flex flex-col gap-0.5 rounded-md bg-canvas px-3 py-2 sm:flex-row sm:justify-between">
            <span className="font-medium text-foreground">Text Search (Enterprise)</span>
            <span>$35 per 1,000 requests · 1,000 free each month</span>
          </li>
          <li className="flex flex-col gap-0.5 rounded-md bg-canvas px-3 py-2 sm:flex-row sm:justify-between">
            <span className="font-medium text-foreground">Geocoding</span>
            <span>$5 per 1,000 requests · 10,000 free each month</span>
          </li>
        </ul>
        <p>
          Est. API Cost adds up the requests your searches actually made, at list price. Because of Google's
          free monthly usage your real bill is usually lower, and often $0 for a few hundred searches a month.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/usage: this month's searches, totals, exports, what the Google requests cost and the free PageSpeed
 * requests against their quota.
 */
export function UsagePage() {
  const usage = useUsage();
  const valueOf = statValues(usage);
  const data = usage.data;
  const points = lastMonths(data?.months ?? []);
  const limit = data?.monthlySearchLimit ?? null;
  const { me } = useSession();
  const betaOnly = isBetaOnly(me);
  const access = useSearchAccess({ enabled: betaOnly });
  const betaRemaining = betaOnly ? (access.data?.betaResultsRemaining ?? null) : null;

  return (
    <div className="grid gap-6">
      <PageHeader title="Usage" description="Your searches, exports and Google API costs." />

      {usage.isError && (
        <LoadErrorAlert
          message={`Could not load your usage: ${usage.error.message}`}
          onRetry={() => usage.refetch()}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Searches This Month"
          icon={Search}
          value={valueOf((d) => (
            <>
              {d.searchesThisMonth.toLocaleString()}
              {limit !== null && (
                <span className="text-base font-medium text-muted"> / {limit.toLocaleString()}</span>
              )}
            </>
          ))}
          subtitle={
            betaRemaining !== null
              ? `Beta: ${betaRemaining.toLocaleString()} of ${(access.data?.betaResultsLimit ?? betaRemaining).toLocaleString()} results remaining`
              : limit === null
                ? 'No monthly limit'
                : `${Math.max(0, limit - (data?.searchesThisMonth ?? 0)).toLocaleString()} remaining this month`
          }
        />
        <StatCard
          title="Total Searches"
          icon={ChartColumn}
          value={valueOf((d) => d.totalSearches.toLocaleString())}
          subtitle="Lifetime searches performed"
        />
        <StatCard
          title="Exports"
          icon={Download}
          value={valueOf((d) => d.exports.toLocaleString())}
          subtitle="CSV exports downloaded"
        />
        <StatCard
          title="Est. API Cost"
          icon={CircleDollarSign}
          value={valueOf((d) => formatCost(d.estimatedApiCostUsd))}
          subtitle={
            betaOnly
              ? 'Beta searches run on LeadScout’s key: nothing is billed to you'
              : `List price, before Google's free monthly credit${data ? ` · ${data.billableRequests.toLocaleString()} requests` : ''}`
          }
        />
      </div>

      {data?.quota && <TeamQuotaCard quota={data.quota} searchLimit={limit} />}

      {data && <PageSpeedUsageCard pageSpeed={data.pageSpeed} />}

      {data?.research && <ResearchUsageCard research={data.research} />}

      <Card>
        <CardHeader>
          <CardTitle>Last 6 months</CardTitle>
          <CardDescription>Searches run and the estimated Google API cost of each month.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 md:grid-cols-2">
          <MonthBarChart
            title="Searches"
            points={points}
            value={(p) => p.searches}
            format={(v) => v.toLocaleString()}
            barClassName="bg-primary"
          />
          <MonthBarChart
            title="Est. API cost"
            points={points}
            value={(p) => p.costUsd}
            format={formatCost}
            barClassName="bg-success-accent"
          />
        </CardContent>
      </Card>

      <PricingExplainer />
    </div>
  );
}
