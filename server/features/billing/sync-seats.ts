import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { logger } from '../../core/logger';
import { payerCover } from '../../lib/team-payer';
import type { Billing } from '../../integrations/stripe/billing-config';
import { defineQueue } from '../../lib/jobs';

export const SEATS_QUEUE = 'billing.seats';
export type SeatsJob = { payerId: string };
export type SeatsResult = 'off' | 'no-subscription' | 'unchanged' | 'updated';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * One seat job per paying person at a time (decision 111): the stately policy keeps at most one queued and one
 * running per `singletonKey` (the payer), whichever instance sends it, so a burst of membership changes makes one
 * or two Stripe updates, and a change during a running job still gets its own. Each run reads the seats afresh.
 */
export async function createSeatsQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, SEATS_QUEUE, {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
}

/** Queues a seat count for each person who may pay for a team whose members changed (its owners). */
export async function queueSeatSync(boss: Pick<PgBoss, 'send'>, payerIds: string[]): Promise<void> {
  for (const payerId of new Set(payerIds)) {
    // A second late: the membership change has committed by then, whatever transaction the plugin ran it in.
    await boss
      .send(SEATS_QUEUE, { payerId } satisfies SeatsJob, { singletonKey: payerId, startAfter: 1 })
      .catch((error: unknown) => logger.warn('could not queue a seat count', { payerId, error }));
  }
}

/**
 * Makes the payer's Stripe subscription quantity their seat count — the distinct members of the teams they pay
 * for, at least 1 — with Stripe's prorations (`create_prorations`: the change is credited and charged on the
 * next invoice). Nothing happens with BILLING_PER_SEAT off or without a live subscription. `runId` makes a
 * retried run of one job one Stripe change.
 */
export async function syncSeats(
  db: Db,
  billing: Billing,
  payerId: string,
  runId: string,
): Promise<SeatsResult> {
  if (!billing.perSeat) return 'off';
  const [row] = await db
    .select({ id: subscriptions.stripeSubscriptionId, status: subscriptions.stripeStatus })
    .from(subscriptions)
    .where(eq(subscriptions.userId, payerId))
    .limit(1);
  if (!row?.id || !row.status || !LIVE.has(row.status)) return 'no-subscription';
  const quantity = Math.max(1, (await payerCover(db, payerId)).seats);
  const current = await billing.stripe.subscriptions.retrieve(row.id);
  const item = current.items.data.find((i) => i.price.recurring) ?? current.items.data[0];
  if (!item || item.quantity === quantity) return 'unchanged';
  await billing.stripe.subscriptions.update(
    current.id,
    { items: [{ id: item.id, quantity }], proration_behavior: 'create_prorations' },
    { idempotencyKey: `leadscout-seats-${runId}` },
  );
  logger.info('seat count sent to stripe', { payerId, from: item.quantity, to: quantity });
  return 'updated';
}

export async function workSeatSync(boss: PgBoss, run: (job: SeatsJob, runId: string) => Promise<unknown>) {
  await boss.work<SeatsJob>(SEATS_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await run(job.data, job.id);
  });
}
