import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useIsHydrated } from '@web/lib/prerendered';
import { usePublicStats } from '../api/get-public-stats';

/** "13 of 100 founder seats left", from GET /api/public/stats; quiet while loading or when it fails. */
export function FounderSeatsLeft({
  className,
  showBar = false,
  tone = 'light',
}: {
  className?: string;
  showBar?: boolean;
  tone?: 'light' | 'dark';
}) {
  const stats = usePublicStats();
  // Hydrating the build's HTML (a skeleton): the numbers may already be here from another part of the page.
  const isHydrated = useIsHydrated();
  if (stats.isPending || !isHydrated) return <Skeleton className={cn('h-5 w-44', className)} />;
  if (!stats.data) return null;
  const { founderSeatsLeft: left, founderSeatsTotal: total, founderSeatsClaimed: claimed } = stats.data;
  const percent = total > 0 ? Math.round((claimed / total) * 100) : 100;
  return (
    <div className={cn('grid gap-2', className)}>
      <p className={cn('text-sm font-medium', tone === 'dark' ? 'text-white' : 'text-emphasis')}>
        {left > 0 ? (
          <>
            <span
              className={cn(
                'font-bold tabular-nums',
                tone === 'dark' ? 'text-on-inverse-warning' : 'text-warning',
              )}
              data-testid="founder-seats-left"
            >
              {left}
            </span>{' '}
            of {total} founder seats left
          </>
        ) : (
          'All founder seats are claimed'
        )}
      </p>
      {showBar && (
        <div
          role="progressbar"
          aria-label="Founder seats claimed"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={claimed}
          className={cn(
            'h-2 overflow-hidden rounded-full',
            tone === 'dark' ? 'bg-white/15' : 'bg-surface-strong',
          )}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-highlight to-urgent"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
