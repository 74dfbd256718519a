import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { TCampaignSummary } from '@contracts/campaigns';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useTeamCan } from '@web/lib/active-team';
import { useCampaigns } from '../api/campaigns';
import { CampaignStatusBadge } from './campaign-status-badge';
import { NewCampaignForm } from './new-campaign-form';

const COUNTED = ['active', 'replied', 'bounced', 'unsubscribed'] as const;
const COUNT_LABEL: Record<(typeof COUNTED)[number], string> = {
  active: 'In sequence',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
};

function CampaignsTable({ campaigns }: { campaigns: TCampaignSummary[] }) {
  return (
    <Table scrollLabel="Campaigns" className="min-w-[44rem]">
      <caption className="sr-only">The team’s campaigns, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Campaign</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Leads from</TableHead>
          {COUNTED.map((state) => (
            <TableHead key={state} scope="col" className="text-right">
              {COUNT_LABEL[state]}
            </TableHead>
          ))}
          <TableHead scope="col">Launched</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell className="font-medium">
              <Link to={`/dashboard/campaigns/${campaign.id}`} className="text-primary hover:underline">
                {campaign.name}
              </Link>
            </TableCell>
            <TableCell>
              <CampaignStatusBadge status={campaign.status} />
            </TableCell>
            <TableCell>{campaign.source}</TableCell>
            {COUNTED.map((state) => (
              <TableCell key={state} className="text-right tabular-nums">
                {campaign.counts[state] ?? 0}
              </TableCell>
            ))}
            <TableCell>{new Date(campaign.launchedAt).toLocaleDateString()}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The leads the lead table's "Start campaign" brought along (router state: a selection can be 1,000 ids long). */
function selectedLeadsOf(state: unknown): string[] {
  const leadIds = (state as { leadIds?: unknown } | null)?.leadIds;
  return Array.isArray(leadIds) ? leadIds.filter((id): id is string => typeof id === 'string') : [];
}

/** /dashboard/campaigns: the team's campaigns, and a new one (`?new` opens the form, with the selected leads). */
export function CampaignsPage() {
  const campaigns = useCampaigns();
  const canWrite = useTeamCan({ work: ['write'] });
  const [params] = useSearchParams();
  const selectedLeadIds = selectedLeadsOf(useLocation().state);
  const [creating, setCreating] = useState(params.has('new') || selectedLeadIds.length > 0);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Campaigns"
          description="Send a saved sequence from your mailboxes; a lead’s steps stop when they reply."
        />
        {canWrite && !creating && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New campaign
          </Button>
        )}
      </div>
      {creating && (
        <Card>
          <CardHeader>
            <CardTitle>New campaign</CardTitle>
          </CardHeader>
          <CardContent>
            <NewCampaignForm selectedLeadIds={selectedLeadIds} />
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="campaign-list-heading" className="grid gap-3">
        <h2 id="campaign-list-heading" className="text-lg font-semibold text-foreground">
          Your campaigns
        </h2>
        {campaigns.isPending ? (
          <Skeleton className="h-32" />
        ) : campaigns.isError ? (
          <LoadErrorAlert
            message={`Failed to load campaigns: ${campaigns.error.message}`}
            onRetry={() => void campaigns.refetch()}
          />
        ) : campaigns.data.campaigns.length === 0 ? (
          <p className="text-sm text-muted">No campaign yet.</p>
        ) : (
          <CampaignsTable campaigns={campaigns.data.campaigns} />
        )}
      </section>
    </div>
  );
}
