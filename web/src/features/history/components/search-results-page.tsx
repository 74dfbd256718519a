import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Radio } from 'lucide-react';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Button } from '@web/components/ui/button';
import { SearchAutoPush } from '@web/features/integrations';
import { ResearchPanel } from '@web/features/research';
import { LeadsWorkspace } from '@web/features/workspace';
import { isTerminal, noticeForFailedSearch, ResultsHeading } from '@web/features/search';
import { getSearchQueryOptions } from '../api/get-searches';
import { formatRelativeTime } from '@web/lib/relative-time';

const POLL_WHILE_RUNNING_MS = 2_000;

const BACK_LINK = <BackLink to="/dashboard/history">Back to History</BackLink>;

/** /dashboard/history/:id: one saved search and its leads. */
export function SearchResultsPage() {
  const { id = '' } = useParams();
  const result = useQuery({
    ...getSearchQueryOptions(id),
    refetchInterval: (query) => {
      const status = query.state.data?.search.status;
      return status && !isTerminal(status) ? POLL_WHILE_RUNNING_MS : false;
    },
  });
  const isNotFound = useDetailLoadError(
    result.error,
    {
      notFound: 'Search not found',
      failure: 'Error loading results',
      backTo: '/dashboard/history',
    },
    { kind: 'search', id: id },
  );

  if (result.isPending || isNotFound) return <DetailLoading back={BACK_LINK} />;

  if (result.isError) {
    return (
      <DetailLoadError
        back={BACK_LINK}
        message={`Error loading results: ${result.error.message}`}
        onRetry={() => void result.refetch()}
      />
    );
  }

  const { search, leads } = result.data;
  const isRunning = !isTerminal(search.status);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        {BACK_LINK}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Search Results</h1>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-3.5" aria-hidden="true" />
          Searched <time dateTime={search.createdAt}>{formatRelativeTime(search.createdAt)}</time>
        </p>
      </div>

      {isRunning && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-body">
          <Radio className="size-4 text-primary" aria-hidden="true" />
          <p className="flex-1">This search is still running; new leads appear here as they are found.</p>
          <Button asChild size="sm" variant="outline">
            <Link to={`/dashboard/search?id=${search.id}`}>Follow live</Link>
          </Button>
        </div>
      )}
      <SearchAutoPush searchId={search.id} />
      {search.status === 'failed' && (
        <div
          role="alert"
          className="rounded-lg border border-danger-border bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <p className="font-semibold">{noticeForFailedSearch(search).title}</p>
          <p>{noticeForFailedSearch(search).description}</p>
        </div>
      )}

      <section className="grid gap-4" aria-label="Search results">
        <ResultsHeading search={search} leads={leads} />
        <LeadsWorkspace
          key={search.id}
          leads={leads}
          source={{ kind: 'search', searchId: search.id }}
          emptyMessage="No results, try adjusting your search criteria"
        />
      </section>
      <ResearchPanel scope={{ searchId: search.id }} leads={leads} />
    </div>
  );
}
