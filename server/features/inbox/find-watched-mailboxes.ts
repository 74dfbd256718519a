import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long after its last send a mailbox is still watched for late replies and bounces. */
export const WATCH_AFTER_SEND_DAYS = 30;

/**
 * The mailboxes whose inboxes may bring answers: those with an enrolment still going, or a campaign message sent in
 * the last `WATCH_AFTER_SEND_DAYS` days (a reply to the last step can come weeks later). `only` narrows to one.
 */
export async function findWatchedMailboxes(db: Db, only?: string): Promise<string[]> {
  const result = await db.execute(sql`
    select m.id from mailboxes m
    where (${only ?? null}::uuid is null or m.id = ${only ?? null}::uuid)
      and (exists (select 1 from campaign_enrolments e where e.mailbox_id = m.id and e.state = 'active')
        or exists (select 1 from campaign_messages c where c.mailbox_id = m.id
          and c.sent_at > now() - make_interval(days => ${WATCH_AFTER_SEND_DAYS}::int)))`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
