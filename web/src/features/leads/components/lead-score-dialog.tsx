import {
  SCORE_BAND_LABEL,
  SCORE_PART_LABEL,
  SCORE_PART_MAX,
  SCORE_PARTS,
  partColour,
  scoreBand,
  type TPartColour,
  type TScoreBand,
  type TScorePart,
  type TScorePersona,
} from '@contracts/enrichment';
import type { TLead } from '@contracts/search';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { AuditFindings } from './audit-findings';

const BAND_TEXT: Record<TScoreBand, string> = {
  strong: 'A well-established business with a solid online presence.',
  moderate: 'A moderate opportunity: a few gaps your services can close.',
  high_potential: 'High potential: many gaps, lots of room for your services.',
};

const BAND_CLASSES: Record<TScoreBand, string> = {
  strong: 'bg-success-soft text-success ring-success-border',
  moderate: 'bg-warning-soft text-warning ring-warning-border',
  high_potential: 'bg-chip text-chip-foreground ring-chip-border',
};

const BAR_CLASSES: Record<TPartColour, string> = {
  green: 'bg-success-accent',
  yellow: 'bg-highlight',
  red: 'bg-danger-accent',
};

const PRIORITY_VARIANT: Record<'high' | 'medium' | 'low', TBadgeVariant> = {
  high: 'destructive',
  medium: 'warning',
  low: 'secondary',
};

const PERSONA_LABEL: Record<TScorePersona, string> = {
  agency: 'marketing agencies',
  web_designer: 'web designers',
  chatbot_provider: 'chatbot providers',
  seo_reputation: 'SEO and reputation consultants',
};

function ScorePartRow({ part, value, reasons }: { part: TScorePart; value: number; reasons: string[] }) {
  const max = SCORE_PART_MAX[part];
  const colour = partColour(part, value);
  const percent = Math.round((value / max) * 100);
  return (
    <li className="grid gap-1.5" data-part={part} data-colour={colour}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-emphasis">{SCORE_PART_LABEL[part]}</span>
        <span className="font-semibold text-foreground tabular-nums">
          {value}
          <span className="font-normal text-muted">/{max}</span>
        </span>
      </div>
      <div
        role="meter"
        aria-label={SCORE_PART_LABEL[part]}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', BAR_CLASSES[colour])}
          style={{ width: `${percent}%` }}
        />
      </div>
      {reasons.length > 0 && (
        <ul className="grid gap-0.5 pl-4 text-xs text-muted [&>li]:list-disc">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

type TLeadScoreDialogProps = { lead: TLead | null; onOpenChange: (open: boolean) => void };

/** The lead score explained: its band, the five parts with their colours and reasons, and what to offer. */
export function LeadScoreDialog({ lead, onOpenChange }: TLeadScoreDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">{lead && <LeadScoreAnalysis lead={lead} />}</DialogContent>
    </Dialog>
  );
}

function LeadScoreAnalysis({ lead }: { lead: TLead }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Lead Score Analysis</DialogTitle>
        <DialogDescription>{lead.businessName}</DialogDescription>
      </DialogHeader>
      <LeadScoreFacts lead={lead} />
    </>
  );
}

/**
 * The analysis itself (band, parts, reasons, the website audit's findings, recommended services): in the dialog
 * and on the lead page.
 */
export function LeadScoreFacts({ lead }: { lead: TLead }) {
  const score = lead.leadScore;
  const band = score === null ? null : scoreBand(score);
  const breakdown = lead.scoreBreakdown;
  const details = lead.scoreDetails;
  return (
    <>
      {score === null || band === null ? (
        <p className="text-sm text-muted">
          This lead has not been scored yet. Its website is still being checked.
        </p>
      ) : (
        <div
          className={cn('flex items-center gap-4 rounded-lg px-4 py-3 ring-1 ring-inset', BAND_CLASSES[band])}
          data-band={band}
        >
          <p className="text-4xl font-bold tabular-nums">
            {score}
            <span className="text-base font-medium">/100</span>
          </p>
          <div className="grid gap-0.5">
            <p className="font-semibold">{SCORE_BAND_LABEL[band]}</p>
            <p className="text-sm">{BAND_TEXT[band]}</p>
          </div>
        </div>
      )}

      {details && details.persona !== 'agency' && (
        <p className="text-xs text-muted">
          The total is weighted for {PERSONA_LABEL[details.persona]}; each part below is on the standard
          scale.
        </p>
      )}

      {breakdown && (
        <section className="grid gap-3">
          <h3 className="text-sm font-semibold text-foreground">Score breakdown</h3>
          <ul className="grid gap-4">
            {SCORE_PARTS.map((part) => (
              <ScorePartRow
                key={part}
                part={part}
                value={breakdown[part]}
                reasons={details?.reasons[part] ?? []}
              />
            ))}
          </ul>
        </section>
      )}

      {lead.audit && <AuditFindings audit={lead.audit} />}

      {details && details.recommendations.length > 0 && (
        <section className="grid gap-3">
          <h3 className="text-sm font-semibold text-foreground">Recommended services</h3>
          <ul className="grid gap-2">
            {details.recommendations.map((rec) => (
              <li key={rec.service} className="grid gap-1 rounded-md border border-line px-3 py-2">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-foreground">{rec.service}</span>
                  <Badge variant={PRIORITY_VARIANT[rec.priority]} className="capitalize">
                    {rec.priority} priority
                  </Badge>
                </div>
                <p className="text-xs text-muted">{rec.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
