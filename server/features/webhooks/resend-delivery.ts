import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { wakeWebhookRelay } from './webhook-relay';

/**
 * POST /api/webhooks/deliveries/:id/resend — one more attempt of the same message (same `webhook-id`, so a
 * receiver that keeps ids sees a repeat), now, without automatic retries after it. A delivery still pending is
 * already on its way and is left alone.
 */
export async function resendDelivery(db: Db, scope: Pick<TeamScope, 'teamId'>, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(webhookDeliveries.id, id), ofTeam(webhookDeliveries, scope));
    const [row] = await tx.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(mine);
    if (!row) throw notFound('Delivery');
    if (row.status === 'pending') return;
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        retryUntil: sql`now()`,
        queuedAt: null,
        updatedAt: sql`now()`,
      })
      .where(mine);
    await wakeWebhookRelay(tx);
  });
}
