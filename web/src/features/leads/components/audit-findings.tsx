import { useId } from 'react';
import { Check, Copy } from 'lucide-react';
import {
  AUDIT_SEVERITY_LABELS,
  bySeverity,
  type TAuditFinding,
  type TAuditSeverity,
  type TLeadAudit,
} from '@contracts/audit';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format-date';
import { useCopyToClipboard } from '@web/lib/use-copy-to-clipboard';

const SEVERITY_VARIANT: Record<TAuditSeverity, TBadgeVariant> = {
  high: 'destructive',
  medium: 'warning',
  low: 'secondary',
};

/** Only web pages are links; anything else a site gave is shown as text. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** "https://www.example.com/contact?x=1" → "example.com/contact": short enough for a line of evidence. */
function shortUrl(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url;
  }
}

function PageLink({ url }: { url: string }) {
  if (!isWebUrl(url)) return <span className="break-all">{url}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary underline-offset-2 hover:underline"
    >
      {shortUrl(url)}
    </a>
  );
}

function FindingItem({ finding }: { finding: TAuditFinding }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <li
      className="grid gap-1.5 rounded-md border border-line px-3 py-2"
      data-finding={finding.id}
      data-severity={finding.severity}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="text-sm font-medium text-foreground">{finding.title}</h4>
        <Badge variant={SEVERITY_VARIANT[finding.severity]} className="shrink-0">
          {AUDIT_SEVERITY_LABELS[finding.severity]} severity
        </Badge>
      </div>
      <p className="text-xs text-muted">
        <span className="font-medium text-body">Evidence:</span> {finding.evidence.value} on{' '}
        <PageLink url={finding.evidence.url} />
      </p>
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-body">
          <span className="font-medium">Pitch:</span> {finding.pitch}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-2 text-xs"
          aria-label={copied ? `Copied pitch for ${finding.title}` : `Copy pitch for ${finding.title}`}
          onClick={() => void copy(finding.pitch)}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy pitch'}
        </Button>
      </div>
    </li>
  );
}

/**
 * The deeper check's website audit (issue 32, decision 132): when and where it ran, then each finding with its
 * severity in words (never colour alone), its evidence and the pitch line an email can use, most serious first.
 */
export function AuditFindings({ audit }: { audit: TLeadAudit }) {
  const headingId = useId();
  const findings = bySeverity(audit.findings);
  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <div className="grid gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          Website audit
        </h3>
        <p className="text-xs text-muted">
          Checked <time dateTime={audit.checkedAt}>{formatDate(audit.checkedAt)}</time> on{' '}
          <PageLink url={audit.url} />
          {findings.length > 0 &&
            ` · ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}, most serious first`}
        </p>
      </div>
      {findings.length === 0 ? (
        <p className="text-sm text-muted">No problems found on the homepage.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Audit findings, most serious first">
          {findings.map((finding, index) => (
            <FindingItem key={`${finding.id}-${index}`} finding={finding} />
          ))}
        </ol>
      )}
    </section>
  );
}
