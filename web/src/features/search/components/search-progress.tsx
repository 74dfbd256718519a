import type { TSearchSummary } from '@contracts/search';
import { Card, CardContent } from '@web/components/ui/card';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { Spinner } from '@web/components/ui/spinner';
import { useAnnounceChanges } from '@web/lib/announcer';

/** Shown while a search waits for a worker (a person's searches run a few at a time, decision 087). */
export const QUEUED_PHASE = 'Queued — starts as soon as a search slot is free…';

/** The phase line: what the search is doing right now. */
export function searchPhase(search: TSearchSummary | null): string {
  if (!search) return 'Starting search…';
  if (search.status === 'queued') return QUEUED_PHASE;
  if (search.status === 'searching') return 'Finding businesses…';
  if (search.status === 'enriching') return `Checking websites ${search.sitesDone}/${search.sitesTotal}…`;
  return search.status === 'completed' ? 'Search complete' : 'Search failed';
}

/** 0–100: finding places is the first half, checking their websites the second. */
function searchProgressPercent(search: TSearchSummary | null): number {
  if (!search || search.status === 'queued') return 3;
  if (search.status === 'completed' || search.status === 'failed') return 100;
  const found = search.requestedLimit > 0 ? Math.min(1, search.resultsCount / search.requestedLimit) : 0;
  if (search.status === 'searching') return Math.round(5 + 45 * found);
  const sites = search.sitesTotal > 0 ? search.sitesDone / search.sitesTotal : 1;
  return Math.round(50 + 50 * sites);
}

export function SearchProgress({ search }: { search: TSearchSummary | null }) {
  const percent = searchProgressPercent(search);
  const phase = searchPhase(search);
  // Spoken by the app's one live region, at most every 3 s (the count of sites checked changes many times a second).
  useAnnounceChanges(search ? phase : '', { channel: 'search-progress', throttleMs: 3_000 });
  return (
    <Card className="border-primary/20 bg-white">
      <CardContent className="grid gap-3 pt-5 pb-5">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-foreground">
            <Spinner className="size-4" />
            {phase}
          </p>
          <span className="text-sm font-semibold text-primary tabular-nums">{percent}%</span>
        </div>
        <ProgressBar label="Search progress" percent={percent} valueText={phase} />
        {search && (
          <p className="text-xs text-muted">
            <span className="font-medium text-body tabular-nums">{search.resultsCount}</span> of{' '}
            {search.requestedLimit} businesses found
            {search.sitesTotal > 0 && (
              <>
                {' · '}
                <span className="font-medium text-body tabular-nums">{search.sitesDone}</span> of{' '}
                {search.sitesTotal} websites checked
              </>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
