import { useParams } from 'react-router';
import { ENROLMENT_STATE_TEXT, type TCampaignDetail } from '@contracts/campaigns';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useTeamCan } from '@web/lib/active-team';
import { useCampaign } from '../api/campaigns';
import { CampaignControls } from './campaign-controls';
import { CampaignStatusBadge } from './campaign-status-badge';

const BACK_LINK = <BackLink to="/dashboard/campaigns">Campaigns</BackLink>;
const STEP_COUNTS = ['queued', 'sent', 'replied', 'bounced', 'unsubscribed'] as const;
const STEP_COUNT_LABEL: Record<(typeof STEP_COUNTS)[number], string> = {
  queued: 'Queued',
  sent: 'Sent',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
};

function StepsTable({ steps }: Pick<TCampaignDetail, 'steps'>) {
  return (
    <Table scrollLabel="Steps" className="min-w-[40rem]">
      <caption className="sr-only">Each step of the campaign, with how many emails are at each stage</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Step</TableHead>
          <TableHead scope="col">Subject</TableHead>
          {STEP_COUNTS.map((key) => (
            <TableHead key={key} scope="col" className="text-right">
              {STEP_COUNT_LABEL[key]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step) => (
          <TableRow key={step.step}>
            <TableCell>
              {step.step}
              <span className="block text-xs text-muted">
                Day {step.dayOffset}
                {step.step === 1 ? '' : step.newThread ? ', new thread' : ', reply in thread'}
              </span>
            </TableCell>
            <TableCell>{step.subject}</TableCell>
            {STEP_COUNTS.map((key) => (
              <TableCell key={key} className="text-right tabular-nums">
                {step.counts[key]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LeadsTable({ leads }: Pick<TCampaignDetail, 'leads'>) {
  if (leads.length === 0) return <p className="text-sm text-muted">No lead in this campaign.</p>;
  return (
    <Table scrollLabel="Leads" className="min-w-[44rem]">
      <caption className="sr-only">Every lead of the campaign and where it stands</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Business</TableHead>
          <TableHead scope="col">Email</TableHead>
          <TableHead scope="col">State</TableHead>
          <TableHead scope="col" className="text-right">
            Sent
          </TableHead>
          <TableHead scope="col">Reply or reason</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead.enrolmentId}>
            <TableCell className="font-medium text-foreground">{lead.business}</TableCell>
            <TableCell>{lead.email}</TableCell>
            <TableCell>{ENROLMENT_STATE_TEXT[lead.state]}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.sent}</TableCell>
            <TableCell className="max-w-md">
              {lead.replySnippet ? (
                <q className="text-body">{lead.replySnippet}</q>
              ) : lead.state !== 'replied' && lead.endedReason ? (
                lead.endedReason
              ) : (
                <span className="text-muted">—</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const isWithinAMinute = (at: Date) => at.getTime() <= Date.now() + 60_000;

/**
 * When the next email may go out: now, or not before the mailbox's sending window opens or the next step falls due
 * (a weekend launch with a weekday window sends nothing until Monday, and says so).
 */
function NextSend({ at }: { at: string }) {
  const when = new Date(at);
  return (
    <p className="text-muted">
      {isWithinAMinute(when)
        ? 'Next email going out now'
        : `Next email not before ${when.toLocaleString()} (its mailbox's sending window or the step's day)`}
    </p>
  );
}

/** /dashboard/campaigns/:id: the steps with their counts, every lead's state, pause, resume and stop. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const canWrite = useTeamCan({ work: ['write'] });
  const isNotFound = useDetailLoadError(campaign.error, {
    notFound: 'Campaign not found',
    failure: 'Failed to load the campaign',
    backTo: '/dashboard/campaigns',
  });

  if (campaign.isPending || isNotFound) return <DetailLoading back={BACK_LINK} />;
  if (campaign.isError) {
    return (
      <DetailLoadError
        back={BACK_LINK}
        message={`Failed to load the campaign: ${campaign.error.message}`}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  const data = campaign.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        {BACK_LINK}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              {data.name}
              <CampaignStatusBadge status={data.status} />
            </h1>
            <p className="text-muted">
              {data.source} · launched {new Date(data.launchedAt).toLocaleString()}
              {data.aiFirstLine ? ' · AI first line' : ''}
            </p>
            {data.nextSendAt && <NextSend at={data.nextSendAt} />}
          </div>
          {canWrite && <CampaignControls campaign={data} />}
        </div>
      </div>
      <section aria-labelledby="campaign-steps-heading" className="grid gap-3">
        <h2 id="campaign-steps-heading" className="text-lg font-semibold text-foreground">
          Steps
        </h2>
        <StepsTable steps={data.steps} />
      </section>
      <section aria-labelledby="campaign-leads-heading" className="grid gap-3">
        <h2 id="campaign-leads-heading" className="text-lg font-semibold text-foreground">
          Leads
        </h2>
        <LeadsTable leads={data.leads} />
      </section>
    </div>
  );
}
