import { BUSY_SEARCH_COUNT } from '@contracts/admin';
import { cn } from '@web/lib/cn';

/** A user's search count as a badge, highlighted from 10 searches up (spec §2). */
export function SearchCountBadge({ count }: { count: number }) {
  const isBusy = count >= BUSY_SEARCH_COUNT;
  return (
    <span
      data-highlighted={isBusy || undefined}
      title={isBusy ? `${BUSY_SEARCH_COUNT} or more searches` : undefined}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset',
        isBusy ? 'bg-primary text-white ring-primary' : 'bg-surface-muted text-body ring-line',
      )}
    >
      {count.toLocaleString()}
    </span>
  );
}
