import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, MapPin, RotateCcwClock, Search, Trash2 } from 'lucide-react';
import type { TSearchSummary } from '@contracts/search';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { searchTitle } from '@web/features/search';
import { useSearches } from '../api/get-searches';
import { formatRelativeTime } from '@web/lib/relative-time';
import { DeleteSearchDialog } from './delete-search-dialog';
import { useTeamCan } from '@web/lib/active-team';

function StatusBadge({ search }: { search: TSearchSummary }) {
  if (search.status === 'completed') return null;
  if (search.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  if (search.status === 'queued') return <Badge variant="secondary">Queued</Badge>;
  return <Badge variant="warning">Running</Badge>;
}

function SearchHistoryItem({
  search,
  onDelete,
}: {
  search: TSearchSummary;
  onDelete: (search: TSearchSummary) => void;
}) {
  const title = searchTitle(search);
  // A viewer reads and exports only (decision 109); the server refuses the rest anyway.
  const canWrite = useTeamCan({ work: ['write'] });
  return (
    <li>
      <Card className="transition-shadow hover:shadow-md">
        <CardContent className="flex flex-col gap-4 pt-5 pb-5 sm:flex-row sm:items-center">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">
            <MapPin className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <h2 className="max-w-full truncate font-semibold text-foreground first-letter:uppercase">
                {title}
              </h2>
              <StatusBadge search={search} />
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5 text-faint" aria-hidden="true" />
                <time dateTime={search.createdAt} title={new Date(search.createdAt).toLocaleString()}>
                  {formatRelativeTime(search.createdAt)}
                </time>
              </span>
              <span>
                <span className="font-medium text-foreground tabular-nums">
                  {search.resultsCount.toLocaleString()}
                </span>{' '}
                {search.resultsCount === 1 ? 'business' : 'businesses'} found
              </span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
              <Link to={`/dashboard/history/${search.id}`} aria-label={`View results for ${title}`}>
                View Results
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {canWrite && (
              <Button
                variant="ghost"
                size="sm"
                className="text-muted hover:bg-danger-soft hover:text-danger"
                onClick={() => onDelete(search)}
                aria-label={`Delete search ${title}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function EmptyHistory() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <RotateCcwClock className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-foreground">No searches yet</h2>
          <p className="max-w-sm text-sm text-muted">
            Every search you run is saved here, so you can reopen its leads at any time.
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard/search">
            <Search aria-hidden="true" />
            Start Your First Search
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /dashboard/history: past searches, newest first, with View Results and delete. */
export function HistoryPage() {
  const searches = useSearches();
  const [toDelete, setToDelete] = useState<TSearchSummary | null>(null);

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            Search History
          </h1>
          <p className="text-muted">Reopen the leads of any search you have run.</p>
        </div>
        {searches.data && searches.data.length > 0 && (
          <Button asChild>
            <Link to="/dashboard/search">
              <Search aria-hidden="true" />
              New Search
            </Link>
          </Button>
        )}
      </header>

      {searches.isPending ? (
        <ul className="grid gap-3" aria-label="Loading searches">
          {[0, 1, 2].map((n) => (
            <li key={n}>
              <Skeleton className="h-[88px] w-full rounded-lg" />
            </li>
          ))}
        </ul>
      ) : searches.isError ? (
        <LoadErrorAlert
          message={`Could not load your search history: ${searches.error.message}`}
          onRetry={() => searches.refetch()}
        />
      ) : searches.data.length === 0 ? (
        <EmptyHistory />
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Past searches">
          {searches.data.map((search) => (
            <SearchHistoryItem key={search.id} search={search} onDelete={setToDelete} />
          ))}
        </ul>
      )}

      <DeleteSearchDialog search={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
    </div>
  );
}
