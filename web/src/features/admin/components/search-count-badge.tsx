import { BUSY_SEARCH_COUNT } from '@contracts/admin';
import { Badge } from '@web/components/ui/badge';

/** A user's search count; highlighted from 10 searches up (spec §2). */
export function SearchCountBadge({ count }: { count: number }) {
  const isBusy = count >= BUSY_SEARCH_COUNT;
  return (
    <Badge variant={isBusy ? 'default' : 'secondary'} data-highlighted={isBusy || undefined} className="tabular-nums">
      {count.toLocaleString()}
    </Badge>
  );
}
