import { and, asc, eq, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { TEmailCheck } from '@contracts/audit';
import { checkOf } from '@contracts/email-checks';
import type { TSuppressionReason } from '@contracts/suppressions';
import type { Db } from '../../db/client';
import { businessResults, campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';
import { suppressionReason } from '../suppressions';
import type { MailboxRow } from '../mailboxes';
import {
  endEnrolment,
  outboxColumns,
  outboxJoins,
  type TEnrolmentEnd,
  type TOutboxMessage,
} from './outbox-message';
import {
  isInWindow,
  nextDayOpening,
  nextWindowOpening,
  sendingDayKey,
  windowLengthMs,
  type OutreachClock,
  type TWindow,
} from './outreach-clock';
import { takeSendSlot } from './take-send-slot';

export type TSenderMailbox = Pick<
  MailboxRow,
  'id' | 'teamId' | 'timeZone' | 'sendDays' | 'windowStartHour' | 'windowEndHour' | 'dailyCap'
>;

/**
 * A claimed message (now `sending`, committed) with the sending day whose cap it took; or when this mailbox
 * should look again (null: nothing waits); or `skipped` (a suppressed address was cancelled: look again now).
 */
export type TClaim =
  | { kind: 'claimed'; claimed: TOutboxMessage; day: string }
  | { kind: 'wait'; until: Date | null }
  | { kind: 'skipped' };

export const windowOf = (mailbox: TSenderMailbox): TWindow => ({
  timeZone: mailbox.timeZone,
  days: mailbox.sendDays,
  startHour: mailbox.windowStartHour,
  endHour: mailbox.windowEndHour,
});

/** How an enrolment ends when its address is found on the suppression list at send time. */
const SUPPRESSED_END: Record<TSuppressionReason, TEnrolmentEnd> = {
  unsubscribed: 'unsubscribed',
  complaint: 'unsubscribed',
  hard_bounce: 'bounced',
  manual: 'stopped',
  imported: 'stopped',
};

/**
 * A message that will go out once due: scheduled, its campaign running, its enrolment active (with the outbox's
 * joins of its enrolment and campaign).
 */
export const awaitingSend = () =>
  and(
    eq(campaignMessages.state, 'scheduled'),
    eq(campaigns.status, 'running'),
    eq(campaignEnrolments.state, 'active'),
  );

/** A message this mailbox may send once due. */
const sendable = (mailbox: TSenderMailbox) =>
  and(
    eq(campaignMessages.mailboxId, mailbox.id),
    eq(campaignMessages.teamId, mailbox.teamId),
    awaitingSend(),
  );

/** When the mailbox's next message falls due (a real instant), or null when none is scheduled. */
async function nextDueAt(db: Db, mailbox: TSenderMailbox): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(campaignMessages.dueAt) })
    .from(campaignMessages)
    .innerJoin(campaignEnrolments, outboxJoins.enrolment)
    .innerJoin(campaigns, outboxJoins.campaign)
    .where(and(sendable(mailbox), isNotNull(campaignMessages.dueAt)));
  return row?.at ?? null;
}

const INVALID_ADDRESS = 'The email check found this address invalid';

/**
 * The lead's email check says the address cannot receive mail: enrolled while its check was still running (a launch
 * skips an address already checked invalid), it is never sent to (decision 139).
 */
const checkedInvalid = (due: { checks: TEmailCheck[] | null; enrolment: { email: string } }) =>
  checkOf(due.checks ?? [], due.enrolment.email)?.status === 'invalid';

/** The spread: the window's length over the cap, in real time, times a jitter of 0.5–1.5 (decision 140). */
const spreadMs = (mailbox: TSenderMailbox, clock: OutreachClock) =>
  (clock.realMs(windowLengthMs(windowOf(mailbox))) / Math.max(1, mailbox.dailyCap)) * (0.5 + Math.random());

/**
 * Claims the mailbox's next due message (decision 140), in one transaction: the earliest due follow-up, else the
 * earliest due first step (`for update skip locked`); a suppressed address, or one its lead's email check found
 * invalid, ends its enrolment instead (an unsubscribe is honoured by the next send); outside
 * the window, or without a send left in the cap or the spread, nothing is claimed and the answer says when to look
 * again; otherwise one send is taken from the day's cap and the row becomes `sending` with its claim time.
 */
export async function claimNextMessage(
  db: Db,
  mailbox: TSenderMailbox,
  clock: OutreachClock,
  now: Date = new Date(),
): Promise<TClaim> {
  const window = windowOf(mailbox);
  return db.transaction(async (tx): Promise<TClaim> => {
    const [due] = await tx
      // The lead's email checks come along: no second round trip per send.
      .select({ ...outboxColumns, checks: businessResults.emailChecks })
      .from(campaignMessages)
      .innerJoin(campaignEnrolments, outboxJoins.enrolment)
      .innerJoin(campaigns, outboxJoins.campaign)
      .leftJoin(
        businessResults,
        and(
          eq(businessResults.id, campaignEnrolments.leadId),
          eq(businessResults.teamId, campaignMessages.teamId),
        ),
      )
      .where(and(sendable(mailbox), lte(campaignMessages.dueAt, now)))
      // Follow-ups first, then by due time: a day's cap spent on new first steps would hold every due follow-up
      // back for days (decision 140 addendum).
      .orderBy(sql`${campaignMessages.stepIndex} = 0`, asc(campaignMessages.dueAt), asc(campaignMessages.id))
      .limit(1)
      .for('update', { of: campaignMessages, skipLocked: true });
    if (!due) return { kind: 'wait', until: await nextDueAt(tx, mailbox) };

    const suppressed = await suppressionReason(tx, mailbox.teamId, due.enrolment.email);
    if (suppressed) {
      await endEnrolment(tx, due, SUPPRESSED_END[suppressed], `On the suppression list (${suppressed})`);
      return { kind: 'skipped' };
    }

    if (checkedInvalid(due)) {
      await endEnrolment(tx, due, 'stopped', INVALID_ADDRESS);
      return { kind: 'skipped' };
    }

    const virtualNow = clock.toVirtual(now);
    if (!isInWindow(virtualNow, window)) {
      const opening = nextWindowOpening(virtualNow, window);
      return { kind: 'wait', until: opening && clock.toReal(opening) };
    }
    const day = sendingDayKey(virtualNow, window.timeZone);
    const slot = await takeSendSlot(tx, {
      mailboxId: mailbox.id,
      day,
      cap: mailbox.dailyCap,
      now,
      spreadMs: spreadMs(mailbox, clock),
    });
    if (!slot.granted) {
      if (!slot.capReached) return { kind: 'wait', until: slot.nextAt };
      const tomorrow = nextDayOpening(virtualNow, window);
      return { kind: 'wait', until: tomorrow && clock.toReal(tomorrow) };
    }
    const [message] = await tx
      .update(campaignMessages)
      .set({ state: 'sending', claimedAt: now })
      .where(and(eq(campaignMessages.id, due.message.id), eq(campaignMessages.state, 'scheduled')))
      .returning();
    return {
      kind: 'claimed',
      claimed: { message: message!, enrolment: due.enrolment, campaign: due.campaign },
      day,
    };
  });
}
