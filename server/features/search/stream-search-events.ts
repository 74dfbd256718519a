import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { SEARCH_EVENTS, type TDeepProgress } from '@contracts/search';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getTeamRole, onAuthChange } from '../../lib/session-cache';
import type { TeamScope } from '../../lib/team-scope';
import { nextSearchChange } from './search-changes';
import { countDeepChecks, findSearchLeads, getSearch } from './search-queries';
import { takeStreamSlot } from './stream-slots';
import { toSearchSummary } from './to-lead';

/** The backstop: announced changes wake the stream at once (other instances' by NOTIFY on PostgreSQL). */
const POLL_MS = 200;
/** At most one read of the rows per this, however fast the leads arrive. */
const MIN_GAP_MS = 40;
const MAX_STREAM_MS = 10 * 60_000;

/**
 * Streams a search to the browser: progress whenever it changes and leads as they are saved or enriched.
 * It reads the search's rows, so it works whichever instance runs the job. A person holds at most
 * STREAMS_PER_PERSON streams open at once (stream-slots.ts). A member removed from the team (on any instance)
 * has the stream closed: every membership change tells this instance (onAuthChange), and the stream asks again.
 */
export async function streamSearchEvents(c: Context, db: Db, scope: TeamScope, searchId: string) {
  await getSearch(db, scope, searchId); // 404 before the stream opens
  const release = takeStreamSlot(scope.userId);
  return streamSSE(c, async (stream) => {
    const access = { revoked: false };
    const stopWatching = onAuthChange(db, () => {
      void getTeamRole(db, scope.teamId, scope.userId)
        .then((role) => {
          if (!role) access.revoked = true;
        })
        .catch(() => undefined);
    });
    stream.onAbort(release);
    try {
      await follow(stream, db, scope, searchId, access);
    } finally {
      stopWatching();
      release();
    }
  });
}

/**
 * The stream's read loop: until the search ends and its deeper checks settle, it is deleted, the browser leaves,
 * the person leaves the team or MAX_STREAM_MS passes.
 */
async function follow(
  stream: SSEStreamingApi,
  db: Db,
  scope: TeamScope,
  searchId: string,
  access: { revoked: boolean },
) {
  let revision: number | undefined;
  let lastProgress = '';
  let lastDeep = '';
  let sentDone = false;
  const started = Date.now();
  while (!stream.aborted && !access.revoked && Date.now() - started < MAX_STREAM_MS) {
    const readAt = Date.now();
    const changedOrPoll = nextSearchChange(searchId, POLL_MS);
    const row = await getSearch(db, scope, searchId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!row) return; // deleted by its owner while the stream was open: end it quietly
    const summary = toSearchSummary(row);
    const changed = await findSearchLeads(db, scope, searchId, revision);
    if (changed.leads.length > 0 || revision === undefined) {
      await stream.writeSSE({ event: SEARCH_EVENTS.leads, data: JSON.stringify(changed.leads) });
      revision = changed.revision;
    }
    const progress = JSON.stringify(summary);
    if (progress !== lastProgress) {
      await stream.writeSSE({ event: SEARCH_EVENTS.progress, data: progress });
      lastProgress = progress;
    }
    if (summary.status === 'completed' || summary.status === 'failed') {
      // The first pass has ended: say where the deeper checks stand (before `done`, so the client knows
      // whether to stay), and keep streaming their lead updates until they have all settled (decision 092).
      const deep = JSON.stringify(await countDeepChecks(db, scope, searchId));
      if (deep !== lastDeep) {
        await stream.writeSSE({ event: SEARCH_EVENTS.deep, data: deep });
        lastDeep = deep;
      }
      if (!sentDone) {
        await stream.writeSSE({ event: SEARCH_EVENTS.done, data: progress });
        sentDone = true;
      }
      if ((JSON.parse(deep) as TDeepProgress).settled) return;
    }
    await changedOrPoll;
    await stream.sleep(Math.max(0, readAt + MIN_GAP_MS - Date.now()));
  }
}
