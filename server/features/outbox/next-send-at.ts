import { and, eq, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns, mailboxes } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { awaitingSend, windowOf } from './claim-next-message';
import { outboxJoins } from './outbox-message';
import { nextWindowOpening, type OutreachClock } from './outreach-clock';

/**
 * When a running campaign's next email may go out (a real instant): per mailbox, its earliest due message or now,
 * moved to the window's next opening when the window is closed then; the earliest of those. Null when nothing is
 * scheduled, the campaign is not running, or no window ever opens. The daily cap and the spread may hold a send a
 * little later, so it reads "not before" (decision 140 addendum).
 */
export async function nextSendAt(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  campaignId: string,
  clock: OutreachClock,
  now: Date = new Date(),
): Promise<Date | null> {
  const rows = await db
    .select({ mailbox: mailboxes, due: min(campaignMessages.dueAt) })
    .from(campaignMessages)
    .innerJoin(campaignEnrolments, outboxJoins.enrolment)
    .innerJoin(campaigns, outboxJoins.campaign)
    .innerJoin(
      mailboxes,
      and(eq(mailboxes.id, campaignMessages.mailboxId), eq(mailboxes.teamId, campaignMessages.teamId)),
    )
    .where(
      and(
        eq(campaignMessages.campaignId, campaignId),
        ofTeam(campaignMessages, scope),
        awaitingSend(),
        isNotNull(campaignMessages.dueAt),
      ),
    )
    .groupBy(mailboxes.id);
  const openings = rows.flatMap(({ mailbox, due }) => {
    const from = due && due.getTime() > now.getTime() ? due : now;
    const opening = nextWindowOpening(clock.toVirtual(from), windowOf(mailbox));
    return opening ? [clock.toReal(opening).getTime()] : [];
  });
  return openings.length ? new Date(Math.min(...openings)) : null;
}
