import type {
  TResearchAnswerType,
  TResearchCell,
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

/** "50 leads, ≈ 41,000 tokens, ≈ $0.12 — $0.40 of $10.00 used this month" */
export function formatEstimate(estimate: TResearchEstimate): string {
  const { leads, estimatedTokens, estimatedDollars, budget } = estimate;
  return (
    `${count(leads)} ${leads === 1 ? 'lead' : 'leads'}, ≈ ${count(estimatedTokens)} tokens, ` +
    `≈ ${formatCost(estimatedDollars)} — ${formatCost(budget.spentDollars)} of ` +
    `${formatCost(budget.monthlyDollars)} used this month`
  );
}

/**
 * What a cell says: the answer ("Yes", "12", "Calendly"), "Not found on the site", "No website text to read", or
 * where its run stands.
 */
export function formatCellAnswer(cell: TResearchCell): string {
  switch (cell.status) {
    case 'not_found':
      // No text was kept of its pages (no website, or its deeper check has not read it yet): nothing was asked.
      return cell.reason === 'no_page_text' ? 'No website text to read' : 'Not found on the site';
    case 'pending':
      return 'Waiting';
    case 'failed':
      return 'Failed';
    case 'answered':
      if (typeof cell.answer === 'boolean') return cell.answer ? 'Yes' : 'No';
      return typeof cell.answer === 'number' ? cell.answer.toLocaleString('en-US') : (cell.answer ?? '');
  }
}

/** "86%" */
export const formatConfidence = (confidence: number) => `${Math.round(confidence * 100)}%`;
