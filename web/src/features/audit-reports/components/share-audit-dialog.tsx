import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Copy, Download, ExternalLink, Link2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TAuditReport, TCreatedAuditReport } from '@contracts/audit-reports';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useTeamCan } from '@web/lib/active-team';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useCopyToClipboard } from '@web/lib/use-copy-to-clipboard';
import { useAuditReports, useCreateAuditReport, useRevokeAuditReport } from '../api/audit-reports';

type TLeadRef = { id: string; businessName: string };

function NewLink({ created }: { created: TCreatedAuditReport }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="grid gap-2 rounded-md border border-success-border bg-success-soft p-3">
      <label htmlFor="new-report-link" className="text-sm font-medium text-foreground">
        Your new link — copy it now, it is shown only once
      </label>
      <div className="flex gap-2">
        <Input
          id="new-report-link"
          readOnly
          value={created.url}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" onClick={() => void copy(created.url)} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy link'}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={created.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Open report
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={created.pdfUrl} download>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
      </div>
    </div>
  );
}

function LinkRow({
  report,
  lead,
  onChanged,
}: {
  report: TAuditReport;
  lead: TLeadRef;
  onChanged: () => void;
}) {
  const revoke = useRevokeAuditReport(lead.id, onChanged);
  const [confirming, setConfirming] = useState(false);
  const created = `Created ${formatRelativeTime(report.createdAt)}${report.createdByName ? ` by ${report.createdByName}` : ''}`;
  const views =
    report.views === 0
      ? 'Not viewed yet'
      : `${report.views} view${report.views === 1 ? '' : 's'} · first ${formatRelativeTime(report.firstViewedAt!)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="text-foreground">{created}</span>
        <span className="text-muted">{views}</span>
      </div>
      {confirming ? (
        <div className="flex gap-2" role="group" aria-label="Revoke this link?">
          <Button
            size="sm"
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(report.id, {
                onSuccess: () =>
                  toast.success('Link revoked', { description: 'It now shows “not available”.' }),
                onError: (e) => toast.error('Revoke failed', { description: e.message }),
              })
            }
          >
            {revoke.isPending && <Spinner className="size-4 text-white" />}
            Revoke link
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/**
 * "Share audit" on the lead page (decision 130): makes a public link to the lead's audit in the team's branding,
 * shows it once, and lists the lead's live links with their views, each revocable. `onChanged` refreshes the
 * lead page (its activity trail).
 */
export function ShareAuditButton({ lead, onChanged }: { lead: TLeadRef; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<TCreatedAuditReport | null>(null);
  const reports = useAuditReports(lead.id, open);
  const create = useCreateAuditReport(lead.id, onChanged);
  const canManage = useTeamCan({ settings: ['manage'] });

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share audit
      </Button>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Share the audit of {lead.businessName}</DialogTitle>
            <DialogDescription>
              Anyone with the link sees this business’s score, website findings and your recommendations, in
              your agency’s branding, and can download them as a PDF. Search engines never index it; revoke it
              any time.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            {created ? (
              <NewLink created={created} />
            ) : (
              <div>
                <Button
                  onClick={() =>
                    create.mutate(undefined, {
                      onSuccess: setCreated,
                      onError: (e) => toast.error('Sharing failed', { description: e.message }),
                    })
                  }
                  disabled={create.isPending}
                >
                  {create.isPending ? (
                    <Spinner className="size-4 text-white" />
                  ) : (
                    <Link2 aria-hidden="true" />
                  )}
                  Create link
                </Button>
              </div>
            )}
            <section aria-labelledby="shared-links-title" className="grid gap-1">
              <h3 id="shared-links-title" className="text-sm font-semibold text-foreground">
                Live links
              </h3>
              {reports.isPending ? (
                <Skeleton className="h-12 w-full" />
              ) : reports.data?.reports.length ? (
                <ul className="divide-y divide-line">
                  {reports.data.reports.map((report) => (
                    <LinkRow key={report.id} report={report} lead={lead} onChanged={onChanged} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">No live links.</p>
              )}
            </section>
            <p className="text-xs text-muted">
              A view counts once the page has been on screen for a few seconds, so mail scanners that open
              links do not count.{' '}
              {canManage ? (
                <Link to="/dashboard/settings?tab=branding" className="text-primary underline">
                  Edit the branding
                </Link>
              ) : (
                'Owners and admins edit the branding in Settings.'
              )}
            </p>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
