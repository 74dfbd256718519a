import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { webhookMessage } from './emit-event';
import { wakeWebhookRelay } from './webhook-relay';

/** POST /api/webhooks/:id/test — a `webhook.test` message to this endpoint, one attempt (a disabled endpoint logs it refused). */
export async function sendTestEvent(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  endpointId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ id: webhookEndpoints.id, teamId: webhookEndpoints.teamId })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpointId), ofTeam(webhookEndpoints, scope)));
    if (!endpoint) throw notFound('Webhook');
    await tx.insert(webhookDeliveries).values({
      teamId: endpoint.teamId,
      endpointId: endpoint.id,
      eventType: 'webhook.test',
      payload: webhookMessage('webhook.test', { message: 'A test event from LeadScout' }),
      retryUntil: sql`now()`,
    });
    await wakeWebhookRelay(tx);
  });
}
