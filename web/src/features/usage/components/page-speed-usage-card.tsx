import { Gauge } from 'lucide-react';
import type { TUsageResponse } from '@contracts/usage';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** Google's default daily quota of PageSpeed Insights per Google Cloud project. */
const DAILY_QUOTA = 25_000;

/**
 * PageSpeed Insights requests this team's Google key sent (decision 131): free, so no cost, but within a daily
 * quota that the key's Google Cloud project shares with anything else using it.
 */
export function PageSpeedUsageCard({ pageSpeed }: { pageSpeed: TUsageResponse['pageSpeed'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-4 text-muted" aria-hidden="true" />
          PageSpeed Insights
        </CardTitle>
        <CardDescription>
          After a lead’s deep check, its website is measured once with your team’s Google key; a site measured
          in the last 7 days is not measured again. The API is free; Google allows{' '}
          {DAILY_QUOTA.toLocaleString()} requests a day per Google Cloud project by default.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-xs font-medium text-muted">Requests this month</dt>
            <dd className="text-2xl font-semibold text-foreground tabular-nums">
              {pageSpeed.thisMonth.toLocaleString()}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs font-medium text-muted">In the last 24 hours</dt>
            <dd className="text-2xl font-semibold text-foreground tabular-nums">
              {pageSpeed.last24Hours.toLocaleString()}
              <span className="text-base font-medium text-muted"> of {DAILY_QUOTA.toLocaleString()}</span>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
