import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, Radio } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { LeadsWorkspace } from '@web/features/workspace/components/leads-workspace';
import { ResultsHeading } from '@web/features/search/components/results-heading';
import { isTerminal } from '@web/features/search/hooks/use-search-stream';
import { noticeForFailedSearch } from '@web/features/search/lib/search-errors';
import { getSearchQueryOptions } from '../api/get-searches';
import { formatRelativeTime } from '../lib/relative-time';

const POLL_WHILE_RUNNING_MS = 2_000;

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-slate-600">
      <Link to="/dashboard/history">
        <ArrowLeft aria-hidden="true" />
        Back to History
      </Link>
    </Button>
  );
}

/** /dashboard/history/:id: one saved search and its leads. */
export function SearchResultsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const result = useQuery({
    ...getSearchQueryOptions(id),
    refetchInterval: (query) => {
      const status = query.state.data?.search.status;
      return status && !isTerminal(status) ? POLL_WHILE_RUNNING_MS : false;
    },
  });
  const isNotFound = result.error instanceof ApiError && result.error.status === 404;

  useEffect(() => {
    if (!result.error) return;
    if (isNotFound) {
      toast.error('Search not found');
      void navigate('/dashboard/history', { replace: true });
    } else {
      toast.error('Error loading results', { description: result.error.message });
    }
  }, [result.error, isNotFound, navigate]);

  if (result.isPending || isNotFound) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96 w-full rounded-lg" />
      </div>
    );
  }

  if (result.isError) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="flex-1">Error loading results: {result.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => result.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const { search, leads } = result.data;
  const isRunning = !isTerminal(search.status);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <BackButton />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Search Results</h1>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-500">
          <Clock className="size-3.5" aria-hidden="true" />
          Searched <time dateTime={search.createdAt}>{formatRelativeTime(search.createdAt)}</time>
        </p>
      </div>

      {isRunning && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-slate-700">
          <Radio className="size-4 text-primary" aria-hidden="true" />
          <p className="flex-1">This search is still running; new leads appear here as they are found.</p>
          <Button asChild size="sm" variant="outline">
            <Link to={`/dashboard/search?id=${search.id}`}>Follow live</Link>
          </Button>
        </div>
      )}
      {search.status === 'failed' && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
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
    </div>
  );
}
