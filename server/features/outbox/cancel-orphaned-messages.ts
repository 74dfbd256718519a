import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const MAILBOX_REMOVED = 'The mailbox was removed';

/**
 * Messages whose mailbox was removed (the row keeps no mailbox, decision 138) can never be sent: they are
 * cancelled with the reason, their enrolments stopped, and campaigns left with no active enrolment finished, in
 * one statement per table and one transaction. Every team's; run by the tick. Returns how many were cancelled.
 */
export async function cancelOrphanedMessages(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = (await tx.execute(sql`
      update campaign_messages set state = 'cancelled', last_error = ${MAILBOX_REMOVED}
      where mailbox_id is null and state in ('scheduled', 'sending')
      returning enrolment_id, campaign_id, team_id`)) as unknown as {
      rows: { enrolment_id: string; campaign_id: string; team_id: string }[];
    };
    const rows = cancelled.rows;
    if (rows.length === 0) return 0;
    const enrolments = sql.join(
      [...new Set(rows.map((r) => r.enrolment_id))].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const campaignIds = sql.join(
      [...new Set(rows.map((r) => r.campaign_id))].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update campaign_enrolments set state = 'stopped', ended_reason = ${MAILBOX_REMOVED}, updated_at = now()
      where id in (${enrolments}) and state = 'active'`);
    await tx.execute(sql`
      update campaigns c set status = 'finished', ended_at = now(), updated_at = now()
      where c.id in (${campaignIds}) and c.status = 'running'
        and not exists (select 1 from campaign_enrolments e where e.campaign_id = c.id and e.state = 'active')`);
    return rows.length;
  });
}
