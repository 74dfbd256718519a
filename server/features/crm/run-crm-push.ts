import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { businessResults, crmConnections, crmPushItems, crmPushes } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { logger } from '../../core/logger';
import { CrmError, type CrmClient } from '../../integrations/crm/crm-client';
import { emitTeamEvent } from '../webhooks';
import { crmClientOf } from './crm-connection-store';
import type { CrmPushJob } from './crm-push-queue';
import { pushLead } from './push-lead';

/** How many 429s in a row one lead waits out before it is marked failed. */
const RATE_LIMIT_TRIES = 6;
const MAX_WAIT_SECONDS = 60;

type RunDeps = Pick<AppDeps, 'db' | 'appSecret' | 'config'> & { sleep?: (ms: number) => Promise<void> };

/**
 * Works every pending item of one connection, oldest push first, one lead at a time; each item's result is
 * written as soon as it is known, so a restart goes on from the first pending item (decision 115). A 429 is
 * waited out for as long as the CRM's Retry-After says; a refused token fails the rest at once.
 */
export async function runCrmPush(deps: RunDeps, job: CrmPushJob): Promise<void> {
  const { db } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const scope = { teamId: job.teamId };
  const [connection] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.id, job.connectionId), eq(crmConnections.teamId, scope.teamId)))
    .limit(1);
  if (!connection) return;
  const client = waitingOutRateLimits(crmClientOf(deps, connection), sleep);
  const ready = await client.test().catch((error: unknown) => error as Error);
  if (ready instanceof CrmError && ready.unauthorized)
    return failPending(deps, connection.id, messageOf(ready));
  // Anything else (the CRM down, still limited): pg-boss retries the job later.
  if (ready instanceof Error) throw ready;

  for (;;) {
    const [next] = await db
      .select({ item: crmPushItems, lead: businessResults })
      .from(crmPushItems)
      .innerJoin(crmPushes, eq(crmPushes.id, crmPushItems.pushId))
      .innerJoin(businessResults, eq(businessResults.id, crmPushItems.leadId))
      .where(
        and(
          eq(crmPushes.connectionId, connection.id),
          eq(crmPushItems.teamId, scope.teamId),
          eq(crmPushItems.status, 'pending'),
        ),
      )
      .orderBy(asc(crmPushes.createdAt), asc(crmPushItems.position))
      .limit(1);
    if (!next) break;
    await db.update(crmPushes).set({ status: 'running' }).where(eq(crmPushes.id, next.item.pushId));
    const leadUrl = new URL(`/dashboard/leads/${next.lead.id}`, deps.config.APP_URL).toString();
    const result = await pushLead(db, client, connection, next.lead, leadUrl).then(
      (outcome) => ({ status: outcome.status, message: null }),
      (error: unknown) => error as Error,
    );
    if (result instanceof CrmError && result.unauthorized)
      return failPending(deps, connection.id, messageOf(result));
    await db
      .update(crmPushItems)
      .set({
        ...(result instanceof Error ? { status: 'failed', message: messageOf(result) } : result),
        updatedAt: sql`now()`,
      })
      .where(eq(crmPushItems.id, next.item.id));
    await finishIfDone(deps, next.item.pushId);
  }
}

/** The same client, each call of which waits out a 429 (Retry-After, at most a minute) and tries again. */
function waitingOutRateLimits(client: CrmClient, sleep: (ms: number) => Promise<void>): CrmClient {
  const retried =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await call(...args);
        } catch (error) {
          if (!(error instanceof CrmError) || !error.rateLimited || attempt >= RATE_LIMIT_TRIES) throw error;
          const seconds = Math.min(MAX_WAIT_SECONDS, Math.max(1, error.retryAfterSeconds ?? 10));
          logger.info('CRM rate limit: waiting', { seconds });
          await sleep(seconds * 1000);
        }
      }
    };
  return {
    test: retried(client.test),
    upsertCompany: retried(client.upsertCompany),
    upsertPerson: retried(client.upsertPerson),
    createDeal: retried(client.createDeal),
    ...(client.upsertLead ? { upsertLead: retried(client.upsertLead) } : {}),
    pipelines: retried(client.pipelines),
    recordUrl: client.recordUrl,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Marks a push completed once none of its items is pending, and in the same transaction records the team's
 * `crm.push_completed` webhook event with its counts (decision 117): only the update that makes the change emits,
 * so a job run twice sends it once.
 */
async function finishIfDone({ db }: RunDeps, pushId: string) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(crmPushes)
      .set({ status: 'completed', finishedAt: sql`now()` })
      .where(
        and(
          eq(crmPushes.id, pushId),
          ne(crmPushes.status, 'completed'),
          sql`not exists (select 1 from ${crmPushItems} where ${crmPushItems.pushId} = ${pushId} and ${crmPushItems.status} = 'pending')`,
        ),
      )
      .returning({ teamId: crmPushes.teamId, connectionId: crmPushes.connectionId });
    if (!done) return;
    const counts = await tx
      .select({ status: crmPushItems.status, count: count() })
      .from(crmPushItems)
      .where(and(eq(crmPushItems.pushId, pushId), eq(crmPushItems.teamId, done.teamId)))
      .groupBy(crmPushItems.status);
    const [connection] = await tx
      .select({ provider: crmConnections.provider })
      .from(crmConnections)
      .where(and(eq(crmConnections.id, done.connectionId), eq(crmConnections.teamId, done.teamId)));
    const of = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
    await emitTeamEvent(tx, done.teamId, 'crm.push_completed', {
      pushId,
      provider: connection?.provider ?? 'unknown',
      created: of('created'),
      updated: of('updated'),
      skipped: of('skipped'),
      failed: of('failed'),
    });
  });
}

/** The CRM refused the token: every pending item of the connection fails with its message. */
async function failPending(deps: RunDeps, connectionId: string, message: string) {
  const failed = await deps.db
    .update(crmPushItems)
    .set({ status: 'failed', message, updatedAt: sql`now()` })
    .where(
      and(
        eq(crmPushItems.status, 'pending'),
        sql`${crmPushItems.pushId} in (select ${crmPushes.id} from ${crmPushes} where ${crmPushes.connectionId} = ${connectionId})`,
      ),
    )
    .returning({ pushId: crmPushItems.pushId });
  for (const pushId of new Set(failed.map((f) => f.pushId))) await finishIfDone(deps, pushId);
}
