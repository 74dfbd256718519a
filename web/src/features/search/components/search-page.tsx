import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { EXPAND, type TSearchSummary } from '@contracts/search';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { announce } from '@web/lib/announcer';
import { LeadsWorkspace } from '@web/features/workspace';
import { useExpandSearch } from '../api/expand-search';
import { useSearchAccess } from '../api/get-search-access';
import { useStartSearch } from '../api/start-search';
import { isTerminal, useSearchStream } from '../hooks/use-search-stream';
import {
  canGetMore,
  maximumLimitNotice,
  nextExpandLimit,
  noNewResultsNotice,
  noticeForExpandError,
  noticeForFailedSearch,
  noticeForStartError,
  type TSearchNotice,
} from '../lib/search-errors';
import { ApiKeyRequiredCard } from './api-key-required-card';
import { BetaCompleteDialog } from './beta-complete-dialog';
import { DeepCheckStatus } from './deep-check-status';
import { ResultsHeading } from './results-heading';
import { SearchForm, type TSearchFormValues } from './search-form';
import { SearchLimitCard } from './search-limit-card';
import { SearchProgress } from './search-progress';
import { SubscriptionGateCard } from './subscription-gate-card';

const NO_RESULTS_MESSAGE = 'No results, try adjusting your search criteria';

function FailedSearchAlert({ search }: { search: TSearchSummary }) {
  const notice = noticeForFailedSearch(search);
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-danger-border bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{notice.title}</p>
        {notice.description && <p>{notice.description}</p>}
      </div>
    </div>
  );
}

/** /dashboard/search: the gate, the key card or the form; then live progress and the results table. */
export function SearchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const searchId = params.get('id');
  const access = useSearchAccess();
  const startSearch = useStartSearch();
  const expandSearch = useExpandSearch();
  const [generation, setGeneration] = useState(0);
  const [isBetaDialogOpen, setBetaDialogOpen] = useState(false);
  const countBeforeExpand = useRef<number | null>(null);
  /** The search this page just started: its outcome is news even if it finished before the stream opened. */
  const justStarted = useRef<string | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  /**
   * A search of this page's ended: say so in the one live region, and when focus is still on the search form
   * (its button, or the field Enter was pressed in) or fell to the page when the button was disabled, move it to
   * the results heading.
   */
  function afterOwnSearch(message: string) {
    announce(message, { channel: 'search-progress' });
    requestAnimationFrame(() => {
      const active = document.activeElement;
      // The Search button, or the field Enter was pressed in: focus has not moved since the search started.
      const isOnSearchForm = active?.closest('form[aria-label="Search businesses"]') != null;
      if (!active || active === document.body || isOnSearchForm) resultsHeadingRef.current?.focus();
    });
  }

  function show(notice: TSearchNotice) {
    const notify = notice.tone === 'info' ? toast.info : toast.error;
    notify(notice.title, { description: notice.description });
    if (notice.redirectTo) void navigate(notice.redirectTo);
  }

  const stream = useSearchStream(searchId, generation, {
    onDone: (search, { wasLive }) => {
      void queryClient.invalidateQueries({ queryKey: ['searches', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      const before = countBeforeExpand.current;
      const isOwnRun = justStarted.current === search.id || before !== null;
      countBeforeExpand.current = null;
      justStarted.current = null;
      if (!wasLive && !isOwnRun) return;
      if (search.status === 'failed') show(noticeForFailedSearch(search));
      else if (before !== null && search.resultsCount <= before) show(noNewResultsNotice());
      else if (search.resultsCount === 0) toast.info(NO_RESULTS_MESSAGE);
      else toast.success('Search complete', { description: `${search.resultsCount} businesses found` });
      if (search.status === 'failed') announce('Search failed', { channel: 'search-progress' });
      else
        afterOwnSearch(
          `Search complete: ${search.resultsCount} ${search.resultsCount === 1 ? 'business' : 'businesses'} found`,
        );
    },
    onNotFound: () => {
      toast.error('Search not found');
      setParams({}, { replace: true });
    },
  });
  const { search, leads } = stream;

  // Back from checkout: welcome the new subscriber and tidy the URL (spec §2).
  useEffect(() => {
    if (params.get('subscription') !== 'success') return;
    toast.success('Welcome to LeadScout!', {
      description: 'Your subscription is active. Happy prospecting!',
    });
    void queryClient.invalidateQueries({ queryKey: ['searches', 'access'] });
    void navigate('/dashboard/search', { replace: true });
  }, [params, navigate, queryClient]);

  const isLive = stream.isFollowing && (!stream.isFresh || !search || !isTerminal(search.status));
  const isRunning = searchId !== null && (expandSearch.isPending || isLive);
  const isBusy = startSearch.isPending || isRunning;
  // A reloaded page learns within a moment whether its search is still running; only then show progress.
  const showProgress = isRunning && (search !== null || searchId === startedId);

  function handleSearch(values: TSearchFormValues) {
    startSearch.mutate(values, {
      onSuccess: (result) => {
        if (result.betaComplete) {
          setBetaDialogOpen(true);
          return;
        }
        countBeforeExpand.current = null;
        justStarted.current = result.searchId;
        setStartedId(result.searchId);
        setParams({ id: result.searchId });
      },
      onError: (error) => show(noticeForStartError(error)),
    });
  }

  function handleGetMore() {
    if (!search) return;
    if (search.requestedLimit >= EXPAND.max) {
      show(maximumLimitNotice());
      return;
    }
    countBeforeExpand.current = search.resultsCount;
    expandSearch.mutate(
      { searchId: search.id, limit: nextExpandLimit(search.requestedLimit) },
      {
        onSuccess: () => setGeneration((g) => g + 1),
        onError: (error) => {
          countBeforeExpand.current = null;
          const notice = noticeForExpandError(error);
          if ('betaComplete' in notice) setBetaDialogOpen(true);
          else show(notice);
        },
      },
    );
  }

  const showGetMore = search !== null && !isRunning && canGetMore(search);
  // The deeper checks after the first pass (decision 092): rows hold their places from here on.
  const isDeepRunning = !isRunning && stream.deep !== null && !stream.deep.settled;
  const [deepSeenRunning, setDeepSeenRunning] = useState<string | null>(null);
  if (isDeepRunning && search && deepSeenRunning !== search.id) setDeepSeenRunning(search.id);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          Search Businesses
        </h1>
        <p className="text-muted">
          Find local businesses, check their websites and score them as leads, live.
        </p>
      </header>

      {access.isPending ? (
        <Skeleton className="h-64 w-full rounded-lg" />
      ) : access.isError ? (
        <LoadErrorAlert
          message={`Could not check your search access: ${access.error.message}`}
          onRetry={() => access.refetch()}
        />
      ) : access.data.blockedBy === 'SUBSCRIPTION_REQUIRED' ? (
        <SubscriptionGateCard />
      ) : access.data.blockedBy === 'SEARCH_LIMIT_REACHED' ? (
        <SearchLimitCard monthlyLimit={access.data.monthlyLimit} />
      ) : access.data.needsOwnKey && !access.data.hasKey ? (
        <ApiKeyRequiredCard />
      ) : (
        <SearchForm
          access={access.data}
          prefill={
            search
              ? {
                  id: search.id,
                  niche: search.niche,
                  location: search.location,
                  limit: search.requestedLimit,
                }
              : null
          }
          isBusy={isBusy}
          isStarting={startSearch.isPending}
          onSubmit={handleSearch}
        />
      )}

      {showProgress && (
        <SearchProgress search={stream.isFresh && search && !isTerminal(search.status) ? search : null} />
      )}
      {!isRunning && search?.status === 'failed' && <FailedSearchAlert search={search} />}

      {search && (leads.length > 0 || search.status !== 'failed') && (
        <section className="grid gap-4" aria-label="Search results">
          <div className="grid gap-1">
            <ResultsHeading search={search} leads={leads} headingRef={resultsHeadingRef} />
            {!isRunning && <DeepCheckStatus deep={stream.deep} wasRunning={deepSeenRunning === search.id} />}
          </div>
          <LeadsWorkspace
            key={search.id}
            leads={leads}
            source={{ kind: 'search', searchId: search.id }}
            isLive={isRunning}
            holdOrder={isDeepRunning}
            emptyMessage={
              isRunning ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner className="size-4" /> Looking for businesses…
                </span>
              ) : (
                NO_RESULTS_MESSAGE
              )
            }
          />
          {showGetMore && (
            <div className="flex flex-col items-center gap-1.5 pt-2">
              <Button variant="outline" size="lg" onClick={handleGetMore} disabled={expandSearch.isPending}>
                {expandSearch.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
                Get More
              </Button>
              <p className="text-xs text-muted">
                Up to {nextExpandLimit(search.requestedLimit) - search.requestedLimit} more businesses · at
                most {EXPAND.max} per search
              </p>
            </div>
          )}
        </section>
      )}

      <BetaCompleteDialog
        open={isBetaDialogOpen}
        onOpenChange={setBetaDialogOpen}
        resultsLimit={access.data?.betaResultsLimit ?? null}
      />
    </div>
  );
}
