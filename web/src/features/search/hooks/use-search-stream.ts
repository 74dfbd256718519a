import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import {
  SEARCH_EVENTS,
  ZDeepProgress,
  ZLead,
  ZSearchSummary,
  ZSearchWithLeads,
  type TDeepProgress,
  type TLead,
  type TSearchSummary,
} from '@contracts/search';
import { ApiError, apiRequest } from '@web/lib/api-client';

const ZLeads = z.array(ZLead);
const RECONNECT_MS = 2_000;

export const isTerminal = (status: TSearchSummary['status']) => status === 'completed' || status === 'failed';

type TStreamCallbacks = {
  /**
   * The search finished. `wasLive` is true when this page watched it run (not when it was already finished on
   * arrival), so toasts and redirects only follow what the user just did.
   */
  onDone?: (search: TSearchSummary, details: { wasLive: boolean }) => void;
  onNotFound?: () => void;
};

type TSearchStream = {
  search: TSearchSummary | null;
  leads: TLead[];
  /** True from opening the stream until the search is done (or the stream gives up). */
  isFollowing: boolean;
  /** `search` came from the current connection (false right after reconnecting for Get More). */
  isFresh: boolean;
  /**
   * Where the leads' deeper checks stand once the first pass has ended (decision 092); null before. The stream
   * stays open after `done` until they have settled.
   */
  deep: TDeepProgress | null;
};

type TStreamState = {
  searchId: string | null;
  search: TSearchSummary | null;
  leadsById: ReadonlyMap<string, TLead>;
  isFollowing: boolean;
  isFresh: boolean;
  deep: TDeepProgress | null;
};

const initialState = (searchId: string | null): TStreamState => ({
  searchId,
  search: null,
  leadsById: new Map(),
  isFollowing: false,
  isFresh: false,
  deep: null,
});

/** Deeper checks still waiting or running among these leads (a snapshot read after a dropped stream). */
const hasDeepWork = (leads: readonly TLead[]) =>
  leads.some((lead) => lead.deepStatus === 'pending' || lead.deepStatus === 'running');

/**
 * Follows GET /api/searches/:id/events: `progress` replaces the summary, `leads` merges changed rows by id,
 * `deep` tells where the deeper checks stand, `done` ends the first pass — and closes, unless deeper checks are
 * still running: then the stream stays open for their lead updates until a settled `deep` arrives. Bump `generation` to follow the same search again (after Get More). When the stream cannot
 * open (404, lost session), it reads the search once to tell "not found" from a dropped connection.
 */
export function useSearchStream(
  searchId: string | null,
  generation: number,
  callbacks: TStreamCallbacks = {},
): TSearchStream {
  const [state, setState] = useState<TStreamState>(() => initialState(searchId));
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  // Another search: start from nothing (adjusting state while rendering, not in an effect).
  if (state.searchId !== searchId) setState(initialState(searchId));

  useEffect(() => {
    if (!searchId) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let isClosed = false;
    let wasLive = false;
    /** `done` arrived: the first pass has ended; the stream now only follows the deeper checks. */
    let isDone = false;
    let deepSettled = true;

    const update = (change: (state: TStreamState) => Partial<TStreamState>) =>
      setState((s) => (s.searchId === searchId ? { ...s, ...change(s) } : s));

    const mergeLeads = (changed: TLead[]) => {
      if (changed.length === 0) return;
      update((s) => {
        const leadsById = new Map(s.leadsById);
        for (const lead of changed) leadsById.set(lead.id, lead);
        return { leadsById };
      });
    };

    const close = () => {
      isClosed = true;
      source?.close();
    };

    const finish = (summary: TSearchSummary) => {
      if (isDone) return;
      isDone = true;
      if (deepSettled) close();
      update(() => ({ search: summary, isFresh: true, isFollowing: false }));
      callbacksRef.current.onDone?.(summary, { wasLive });
    };

    const recover = async () => {
      try {
        const snapshot = await apiRequest(`/api/searches/${encodeURIComponent(searchId)}`, ZSearchWithLeads);
        if (isClosed) return;
        mergeLeads(snapshot.leads);
        if (isTerminal(snapshot.search.status)) {
          deepSettled = !hasDeepWork(snapshot.leads);
          finish(snapshot.search);
          if (!deepSettled) retryTimer = setTimeout(connect, RECONNECT_MS);
        } else {
          update(() => ({ search: snapshot.search }));
          retryTimer = setTimeout(connect, RECONNECT_MS);
        }
      } catch (error) {
        if (isClosed) return;
        if (error instanceof ApiError && error.status === 404) {
          isClosed = true;
          update(() => ({ isFollowing: false }));
          callbacksRef.current.onNotFound?.();
        } else {
          retryTimer = setTimeout(connect, RECONNECT_MS * 2);
        }
      }
    };

    const parse = <T>(schema: z.ZodType<T>, event: Event) => {
      try {
        const parsed = schema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    };

    function connect() {
      if (isClosed) return;
      if (!isDone) update(() => ({ isFollowing: true, isFresh: false }));
      const es = new EventSource(`/api/searches/${encodeURIComponent(searchId!)}/events`, {
        withCredentials: true,
      });
      source = es;
      es.addEventListener(SEARCH_EVENTS.progress, (event) => {
        const summary = parse(ZSearchSummary, event);
        if (!summary) return;
        if (!isTerminal(summary.status)) wasLive = true;
        update(() => ({ search: summary, isFresh: true }));
      });
      es.addEventListener(SEARCH_EVENTS.leads, (event) => {
        const leads = parse(ZLeads, event);
        if (leads) mergeLeads(leads);
      });
      es.addEventListener(SEARCH_EVENTS.deep, (event) => {
        const deep = parse(ZDeepProgress, event);
        if (!deep) return;
        deepSettled = deep.settled;
        update(() => ({ deep }));
        if (deepSettled && isDone) close();
      });
      es.addEventListener(SEARCH_EVENTS.done, (event) => {
        const summary = parse(ZSearchSummary, event);
        if (summary) finish(summary);
        else close();
      });
      es.addEventListener('error', () => {
        // CONNECTING: the browser reconnects by itself. CLOSED: the stream was refused; find out why.
        if (isClosed || es.readyState !== EventSource.CLOSED) return;
        es.close();
        void recover();
      });
    }

    connect();
    return () => {
      isClosed = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [searchId, generation]);

  const current = state.searchId === searchId ? state : initialState(searchId);
  const leads = useMemo(
    () => [...current.leadsById.values()].sort((a, b) => a.position - b.position),
    [current.leadsById],
  );
  return {
    search: current.search,
    leads,
    isFollowing: current.isFollowing,
    isFresh: current.isFresh,
    deep: current.deep,
  };
}
