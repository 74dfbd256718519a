import type {
  TResearchAnswerType,
  TResearchColumn,
  TResearchEstimate,
  TResearchRunStatus,
} from '@contracts/research';
import { formatCost } from '@web/lib/money';

export const ANSWER_TYPE_LABELS: Record<TResearchAnswerType, string> = {
  yes_no: 'Yes / No',
  choice: 'One of a list',
  number: 'Number',
  text: 'Short text',
};

export const RUN_STATUS_LABELS: Record<TResearchRunStatus, string> = {
  idle: 'Not run yet',
  running: 'Running',
  done: 'Done',
  cancelled: 'Cancelled',
  capped: 'Budget reached',
  failed: 'Failed',
};

const count = (n: number) => n.toLocaleString('en-US');

/** "12 of 50 answered, 3 not found" (and the failed cells, when there are any). */
export function formatProgress({ progress }: TResearchColumn): string {
  const parts = [`${count(progress.answered)} of ${count(progress.total)} answered`];
  if (progress.notFound > 0) parts.push(`${count(progress.notFound)} not found`);
  if (progress.failed > 0) parts.push(`${count(progress.failed)} failed`);
  return parts.join(', ');
}

/**
 * "50 leads, ≈ 41,000 tokens, ≈ $0.12 — $0.40 of $10.00 used this month", or "… — on your team's own AI key"
 * when the team's key pays (no monthly cap of ours).
 */
export function formatEstimate(estimate: TResearchEstimate): string {
  const { leads, estimatedTokens, estimatedDollars, budget } = estimate;
  const cost = `${count(leads)} ${leads === 1 ? 'lead' : 'leads'}, ≈ ${count(estimatedTokens)} tokens, ≈ ${formatCost(estimatedDollars)}`;
  return budget
    ? `${cost} — ${formatCost(budget.spentDollars)} of ${formatCost(budget.monthlyDollars)} used this month`
    : `${cost} — on your team’s own AI key`;
}

/** "86%" */
export const formatConfidence = (confidence: number) => `${Math.round(confidence * 100)}%`;
