import { Star } from 'lucide-react';
import { SCORE_BAND_LABEL, scoreBand } from '@contracts/enrichment';
import { cn } from '@web/lib/cn';

/** Spec §4: 70 or more highlighted (green), 40 or more secondary, otherwise outline. */
function scoreBadgeVariant(score: number): 'highlighted' | 'secondary' | 'outline' {
  if (score >= 70) return 'highlighted';
  if (score >= 40) return 'secondary';
  return 'outline';
}

/**
 * The bands differ by shape as well as colour (WCAG 1.4.1): strong is filled and carries a star, moderate is
 * filled plain, high potential is a dashed outline. Their names are in the title and the accessible name.
 */
const VARIANT_CLASSES = {
  highlighted: 'border-score-strong bg-score-strong text-white hover:bg-score-strong-hover',
  secondary:
    'border-score-moderate bg-score-moderate text-score-moderate-foreground hover:bg-score-moderate-hover',
  outline:
    'border-dashed border-score-potential-border bg-white text-score-potential-foreground hover:bg-canvas',
} as const;

type TLeadScoreBadgeProps = {
  score: number | null;
  /** True while the website is still being checked (the score is not final yet). */
  isPending?: boolean;
  /** Opens the Lead Score Analysis; without it the badge is plain text. */
  onOpenAnalysis?: () => void;
  businessName?: string;
};

export function LeadScoreBadge({
  score,
  isPending = false,
  onOpenAnalysis,
  businessName,
}: TLeadScoreBadgeProps) {
  if (score === null) {
    return (
      <span
        className="inline-flex h-7 items-center text-xs text-muted"
        title={isPending ? 'Scoring…' : 'Not scored'}
      >
        {isPending ? 'Scoring…' : '—'}
      </span>
    );
  }
  const variant = scoreBadgeVariant(score);
  const bandLabel = SCORE_BAND_LABEL[scoreBand(score)];
  const classes = cn(
    'inline-flex h-7 min-w-11 items-center justify-center gap-1 rounded-full border px-2.5 text-sm font-semibold tabular-nums transition-colors',
    VARIANT_CLASSES[variant],
  );
  const content = (
    <>
      {variant === 'highlighted' && <Star className="size-3 shrink-0 fill-current" aria-hidden="true" />}
      {score}
    </>
  );
  if (!onOpenAnalysis) {
    return (
      <span className={classes} data-variant={variant} title={bandLabel}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpenAnalysis}
      data-variant={variant}
      title={bandLabel}
      aria-label={`Lead score ${score}${businessName ? ` for ${businessName}` : ''}, ${bandLabel.toLowerCase()}: open the analysis`}
      className={cn(
        classes,
        'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
    >
      {content}
    </button>
  );
}
