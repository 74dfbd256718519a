import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { logger } from '../../core/logger';
import { crawlerUserAgent, safeFetch } from '../enrichment';
import { retryDelayMs } from './retry-schedule';
import { openWebhookSecret } from './webhook-secret';
import type { WebhookJob } from './webhook-relay';

export type DeliverWebhookDeps = {
  db: Db;
  appSecret: string;
  config: Pick<Config, 'APP_URL' | 'CRAWLER_ALLOW_PRIVATE_NETWORKS' | 'CRAWLER_ALLOWED_NETWORKS'>;
};

/** A receiver must answer within this (each attempt); Standard Webhooks receivers answer first, work later. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is read of an answer's body (nothing of it is kept). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export type AttemptOutcome = { responseStatus: number | null; error: string | null; durationMs: number };

/**
 * One attempt of one delivery (decision 117). Claimed by raising the delivery's attempt counter from
 * `attempt - 1` (compare-and-set): a job run twice, on one instance or two, sends once. Signed per Standard
 * Webhooks (`webhook-id` = the delivery's id, `webhook-timestamp`, `webhook-signature` v1), POSTed through the
 * crawler's SSRF-safe fetch (public addresses only unless CRAWLER_ALLOW_PRIVATE_NETWORKS; no redirects), logged;
 * a failure is retried with exponential backoff until `retry_until`, then the delivery is failed.
 */
export async function deliverWebhook(
  deps: DeliverWebhookDeps,
  job: WebhookJob,
): Promise<AttemptOutcome | null> {
  const { db } = deps;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: job.attempt, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.id, job.deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, job.attempt - 1),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.endpointId))
    .limit(1);
  const outcome = endpoint?.enabled
    ? await send(deps, endpoint, claimed).catch((error: unknown) => unsent(claimed.id, error))
    : { responseStatus: null, error: 'Endpoint is disabled', durationMs: 0 };
  const ok = outcome.responseStatus !== null && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
  const retryAt = new Date(Date.now() + retryDelayMs(job.attempt));
  const retry = !ok && endpoint?.enabled === true && retryAt <= claimed.retryUntil;
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId: claimed.id, attempt: job.attempt, ...outcome })
      .onConflictDoNothing();
    await tx
      .update(webhookDeliveries)
      .set({
        status: ok ? 'succeeded' : retry ? 'pending' : 'failed',
        lastResponseStatus: outcome.responseStatus,
        nextAttemptAt: retry ? retryAt : claimed.nextAttemptAt,
        queuedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attempts, job.attempt)));
  });
  return outcome;
}

async function send(
  deps: DeliverWebhookDeps,
  endpoint: typeof webhookEndpoints.$inferSelect,
  delivery: typeof webhookDeliveries.$inferSelect,
): Promise<AttemptOutcome> {
  const body = JSON.stringify(delivery.payload);
  const now = new Date();
  let secret: string;
  try {
    secret = openWebhookSecret(deps.appSecret, endpoint.id, endpoint.secretEncrypted);
  } catch (error) {
    throw new UnopenedSecret(error);
  }
  const signature = new Webhook(secret).sign(delivery.id, now, body);
  const started = performance.now();
  const result = await safeFetch(endpoint.url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    userAgent: crawlerUserAgent(deps.config.APP_URL),
    allowPrivateNetworks: deps.config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    allowedNetworks: deps.config.CRAWLER_ALLOWED_NETWORKS,
    accept: 'any',
    timeoutMs: DELIVERY_TIMEOUT_MS,
    maxBytes: MAX_RESPONSE_BYTES,
    maxRedirects: 0,
  });
  const durationMs = Math.round(performance.now() - started);
  if (result.ok) return { responseStatus: result.response.status, error: null, durationMs };
  const status = /^http_(\d+)$/.exec(result.reason);
  if (status) return { responseStatus: Number(status[1]), error: `HTTP ${status[1]}`, durationMs };
  return { responseStatus: null, error: FAILURES[result.reason] ?? result.reason, durationMs };
}

/** The sealed signing secret does not open (APP_SECRET changed since it was sealed, or the row was altered). */
class UnopenedSecret extends Error {
  constructor(cause: unknown) {
    super('The signing secret could not be opened', { cause });
  }
}

/**
 * An attempt that threw before an answer came is still an attempt: logged as failed (the operator's log has the
 * error), so the delivery is retried on schedule and ends at `retry_until` like any other failure.
 */
function unsent(deliveryId: string, error: unknown): AttemptOutcome {
  logger.error('webhook attempt failed before sending', { deliveryId, error });
  return {
    responseStatus: null,
    error:
      error instanceof UnopenedSecret
        ? 'The signing secret could not be opened; nothing was sent'
        : 'Internal error before sending; nothing was sent',
    durationMs: 0,
  };
}

/** The log's words for a failure without a response. */
const FAILURES: Record<string, string> = {
  blocked_private_address: 'Refused: the URL resolves to a private or local address',
  dns: 'The host name does not resolve',
  timeout: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
  tls: 'TLS (certificate) error',
  connection: 'Could not connect',
  invalid_url: 'Invalid URL',
  too_many_redirects: 'Answered with a redirect (not followed)',
};
