import { cn } from '@web/lib/cn';

/** Spec §4: 70 or more highlighted (green), 40 or more secondary, otherwise outline. */
function scoreBadgeVariant(score: number): 'highlighted' | 'secondary' | 'outline' {
  if (score >= 70) return 'highlighted';
  if (score >= 40) return 'secondary';
  return 'outline';
}

const VARIANT_CLASSES = {
  highlighted: 'bg-emerald-600 text-white ring-emerald-600 hover:bg-emerald-700',
  secondary: 'bg-slate-100 text-slate-800 ring-slate-200 hover:bg-slate-200',
  outline: 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
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
        className="inline-flex h-7 items-center text-xs text-slate-400"
        title={isPending ? 'Scoring…' : 'Not scored'}
      >
        {isPending ? 'Scoring…' : '—'}
      </span>
    );
  }
  const variant = scoreBadgeVariant(score);
  const classes = cn(
    'inline-flex h-7 min-w-11 items-center justify-center rounded-full px-2.5 text-sm font-semibold tabular-nums ring-1 ring-inset transition-colors',
    VARIANT_CLASSES[variant],
  );
  if (!onOpenAnalysis) {
    return (
      <span className={classes} data-variant={variant}>
        {score}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpenAnalysis}
      data-variant={variant}
      aria-label={`Lead score ${score}${businessName ? ` for ${businessName}` : ''}: open the analysis`}
      className={cn(
        classes,
        'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
    >
      {score}
    </button>
  );
}
