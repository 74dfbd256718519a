import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TWebhookDelivery } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Deliveries the log shows per endpoint. */
export const DELIVERY_LOG_SIZE = 50;

/** GET /api/webhooks/:id/deliveries — the endpoint's newest deliveries, each with its attempts. */
export async function findDeliveries(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  endpointId: string,
): Promise<TWebhookDelivery[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), ofTeam(webhookEndpoints, scope)));
  if (!endpoint) throw notFound('Webhook');
  // One snapshot: a delivery and its attempts as one commit left them.
  return db.transaction(async (tx) => readDeliveries(tx, scope, endpointId), {
    isolationLevel: 'repeatable read',
  });
}

async function readDeliveries(tx: Tx, scope: Pick<TeamScope, 'teamId'>, endpointId: string) {
  const deliveries = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), ofTeam(webhookDeliveries, scope)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  const attempts = deliveries.length
    ? await tx
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(asc(webhookAttempts.attempt))
    : [];
  return deliveries.map((d): TWebhookDelivery => ({
    id: d.id,
    eventType: d.eventType,
    status: d.status as TWebhookDelivery['status'],
    attempts: d.attempts,
    lastResponseStatus: d.lastResponseStatus,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
    log: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        attempt: a.attempt,
        responseStatus: a.responseStatus,
        durationMs: a.durationMs,
        error: a.error,
        createdAt: a.createdAt.toISOString(),
      })),
  }));
}
