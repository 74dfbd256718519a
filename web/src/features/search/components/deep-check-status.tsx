import type { TDeepProgress } from '@contracts/search';
import { Spinner } from '@web/components/ui/spinner';

/** The line a screen reader hears as the deeper checks run and when they settle (a polite live region). */
export function deepCheckText(deep: TDeepProgress | null, wasRunning: boolean): string {
  if (!deep) return '';
  const total = deep.pending + deep.running + deep.done + deep.failed;
  if (!deep.settled) return `Deeper check running… ${deep.done + deep.failed} of ${total} websites`;
  return wasRunning ? 'Deeper check complete' : '';
}

/**
 * After a search's first pass, a second, deeper check reads each website again (decision 092): this says so,
 * and that cells and scores update in place while the rows stay where they are.
 */
export function DeepCheckStatus({ deep, wasRunning }: { deep: TDeepProgress | null; wasRunning: boolean }) {
  const text = deepCheckText(deep, wasRunning);
  const isRunning = deep !== null && !deep.settled;
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-5 items-center gap-2 text-sm text-muted"
      data-testid="deep-check-status"
    >
      {isRunning && <Spinner className="size-3.5 text-primary" />}
      <span>{text}</span>
      {isRunning && (
        <span className="hidden text-xs text-subtle sm:inline">
          · details fill in as they arrive; rows stay in place
        </span>
      )}
    </p>
  );
}
