import { ChartColumn, CreditCard, Divide, Search, Sigma, Users } from 'lucide-react';
import type { TAnalyticsResponse } from '@contracts/admin';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { StatCard, statValues } from '@web/components/stat-card';
import { useAnalytics } from '../api/get-analytics';
import { AdminNav } from './admin-nav';
import { DailyBarChart } from './daily-bar-chart';
import { SearchCountBadge } from './search-count-badge';

/** /admin/analytics: platform totals, the two averages to one decimal, daily charts and the busiest users. */
export function AnalyticsPage() {
  const analytics = useAnalytics();
  const valueOf = statValues(analytics);
  const whole = (n: number) => n.toLocaleString();

  return (
    <div className="grid gap-6">
      <AdminNav />
      <PageHeader title="Analytics" description="How LeadScout is used across every account." />

      {analytics.isError && (
        <LoadErrorAlert
          message={`Could not load analytics: ${analytics.error.message}`}
          onRetry={() => analytics.refetch()}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Users"
          icon={Users}
          value={valueOf((d) => whole(d.totalUsers))}
          subtitle="Registered accounts"
        />
        <StatCard
          title="Total Searches"
          icon={Search}
          value={valueOf((d) => whole(d.totalSearches))}
          subtitle="Searches run by all users"
        />
        <StatCard
          title="Businesses Found"
          icon={ChartColumn}
          value={valueOf((d) => whole(d.businessesFound))}
          subtitle="Leads across all searches"
        />
        <StatCard
          title="Active Subscriptions"
          icon={CreditCard}
          value={valueOf((d) => whole(d.activeSubscriptions))}
          subtitle="Paying customers"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title="Average Searches per User"
          icon={Divide}
          value={valueOf((d) => d.averageSearchesPerUser.toFixed(1))}
          subtitle="Total searches ÷ total users"
        />
        <StatCard
          title="Average Businesses per Search"
          icon={Sigma}
          value={valueOf((d) => d.averageBusinessesPerSearch.toFixed(1))}
          subtitle="Businesses found ÷ total searches"
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        {[
          {
            title: 'Signups',
            unit: ['signup', 'signups'] as const,
            pick: (d: TAnalyticsResponse) => d.signupsByDay,
          },
          {
            title: 'Searches',
            unit: ['search', 'searches'] as const,
            pick: (d: TAnalyticsResponse) => d.searchesByDay,
          },
        ].map(({ title, unit, pick }) => (
          <Card key={title}>
            <CardHeader className="pb-2">
              <CardTitle>{title} over time</CardTitle>
              <CardDescription>Per day, last 30 days (UTC)</CardDescription>
            </CardHeader>
            <CardContent>
              {analytics.data ? (
                <DailyBarChart title={`${title} per day`} unit={unit} data={pick(analytics.data)} />
              ) : (
                <Skeleton className="h-40 w-full" />
              )}
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Most active users</CardTitle>
          <CardDescription>All-time searches; 10 or more are highlighted.</CardDescription>
        </CardHeader>
        <CardContent>
          {!analytics.data ? (
            <Skeleton className="h-24 w-full" />
          ) : analytics.data.topSearchers.length === 0 ? (
            <p className="text-sm text-muted">No searches yet.</p>
          ) : (
            <ol className="divide-y divide-line-soft">
              {analytics.data.topSearchers.map((row) => (
                <li key={row.userId} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate text-emphasis">{row.email}</span>
                  <SearchCountBadge count={row.searchCount} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
