import { Users } from 'lucide-react';
import type { TUsageResponse } from '@contracts/usage';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

type TQuota = NonNullable<TUsageResponse['quota']>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function Row({
  label,
  team,
  total,
  limit,
}: {
  label: string;
  team: number;
  total: number;
  limit: number | null;
}) {
  return (
    <tr className="border-t border-line-soft">
      <th scope="row" className="py-2 text-left font-medium text-foreground">
        {label}
      </th>
      <td className="py-2 text-body">{team.toLocaleString()}</td>
      <td className="py-2 text-body">
        {total.toLocaleString()}
        {limit !== null && <span className="text-muted"> of {limit.toLocaleString()}</span>}
      </td>
    </tr>
  );
}

/**
 * The monthly limits belong to the subscription of the team's paying owner and count across every team it covers
 * (decision 110): this team's share beside the subscription's total, who pays and the seats.
 */
export function TeamQuotaCard({ quota, searchLimit }: { quota: TQuota; searchLimit: number | null }) {
  const payer = quota.payerIsYou ? 'you' : quota.payerName;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4 text-muted" aria-hidden="true" />
          This team and its subscription
        </CardTitle>
        <CardDescription>
          Paid by {payer} · covers {plural(quota.teamsCovered, 'team', 'teams')} ·{' '}
          {plural(quota.seats, 'seat', 'seats')}. Monthly limits count across all of its teams.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">This month, this team and the subscription</caption>
          <thead>
            <tr className="text-left text-xs font-medium tracking-wide text-muted uppercase">
              <th scope="col" className="pb-1 font-medium">
                This month
              </th>
              <th scope="col" className="pb-1 font-medium">
                This team
              </th>
              <th scope="col" className="pb-1 font-medium">
                Subscription
              </th>
            </tr>
          </thead>
          <tbody>
            <Row
              label="Searches"
              team={quota.team.searches}
              total={quota.subscription.searches}
              limit={searchLimit}
            />
            <Row
              label="Exports"
              team={quota.team.exports}
              total={quota.subscription.exports}
              limit={quota.exportLimit}
            />
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
