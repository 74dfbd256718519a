import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignMessages } from '../../db/schema';
import { recordLeadActivity } from '../../lib/lead-activity';
import { addSuppression } from '../suppressions';
import { emitTeamEvent } from '../webhooks';
import { endEnrolment, webhookMessageOf, type TOutboxMessage } from './outbox-message';
import type { OutreachClock } from './outreach-clock';

/** Temporary refusals (4xx) of one message before it is given up as failed. */
export const TEMPORARY_REFUSAL_TRIES = 5;
/** The first wait after a temporary refusal, in virtual time (15 minutes), doubled after each. */
const RETRY_BASE_MS = 15 * 60_000;

const onlySending = (message: TOutboxMessage['message']) =>
  and(
    eq(campaignMessages.id, message.id),
    eq(campaignMessages.teamId, message.teamId),
    eq(campaignMessages.state, 'sending'),
  );

/** Puts a claimed message back to `scheduled` (it did not go out), with why; only from `sending`. */
export async function releaseClaim(
  db: Db,
  message: TOutboxMessage['message'],
  change: { lastError: string | null; dueAt?: Date; attempts?: number },
): Promise<void> {
  await db
    .update(campaignMessages)
    .set({ state: 'scheduled', claimedAt: null, ...change })
    .where(onlySending(message));
}

/**
 * A 5xx at send time (decision 136): the message `bounced`, the address on the team's suppression list as a hard
 * bounce, the enrolment `bounced` with its remaining steps cancelled, a `bounced` trail entry (by nobody of the
 * team) and the `email.bounced` webhook event, in one transaction.
 */
export async function recordHardBounce(db: Db, refused: TOutboxMessage, response: string): Promise<void> {
  const { message, enrolment, campaign } = refused;
  const teamId = message.teamId;
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(campaignMessages)
      .set({ state: 'bounced', lastError: response })
      .where(onlySending(message))
      .returning({ id: campaignMessages.id });
    if (!marked) return;
    await addSuppression(
      tx,
      { teamId, userId: null },
      { email: enrolment.email, reason: 'hard_bounce', source: `Bounce: ${campaign.name}`.slice(0, 200) },
    );
    await endEnrolment(tx, refused, 'bounced', `Hard bounce: ${response}`.slice(0, 500));
    await recordLeadActivity(tx, { teamId, userId: null }, [enrolment.leadId], 'bounced', {
      campaignId: campaign.id,
      campaign: campaign.name,
      step: message.stepIndex + 1,
      email: enrolment.email,
      response,
    });
    await emitTeamEvent(tx, teamId, 'email.bounced', {
      message: webhookMessageOf(refused),
      bouncedAt: new Date().toISOString(),
      response,
    });
  });
}

/**
 * A 4xx at send time (greylisting, a full mailbox): tried again after 15, 30, 60 … virtual minutes; after
 * TEMPORARY_REFUSAL_TRIES the message `failed` and the enrolment is stopped with the server's answer.
 */
export async function recordTemporaryRefusal(
  db: Db,
  clock: OutreachClock,
  refused: TOutboxMessage,
  response: string,
  now: Date = new Date(),
): Promise<void> {
  const attempts = refused.message.attempts + 1;
  if (attempts < TEMPORARY_REFUSAL_TRIES) {
    const wait = clock.realMs(RETRY_BASE_MS * 2 ** (attempts - 1));
    await releaseClaim(db, refused.message, {
      lastError: response,
      attempts,
      dueAt: new Date(now.getTime() + wait),
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(campaignMessages)
      .set({ state: 'failed', attempts, lastError: response })
      .where(onlySending(refused.message))
      .returning({ id: campaignMessages.id });
    if (!marked) return;
    await endEnrolment(
      tx,
      refused,
      'stopped',
      `Not delivered after ${attempts} tries: ${response}`.slice(0, 500),
    );
  });
}
