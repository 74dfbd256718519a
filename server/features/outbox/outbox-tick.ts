import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { cancelOrphanedMessages } from './cancel-orphaned-messages';
import { queueSenders } from './mailbox-sender-queue';
import { defineQueue } from '../../lib/jobs';

export const OUTBOX_TICK_QUEUE = 'outbox.tick';
/** Every minute: the backstop of the senders' own wakes (decision 140). */
const TICK_CRON = '* * * * *';

/**
 * The mailboxes whose sender has work now: a message left `sending` (an interrupted run), or one scheduled and
 * due in a running campaign with an active enrolment. Every team's; only ids leave this query.
 */
export async function findMailboxesWithWork(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct m.mailbox_id as id
    from campaign_messages m
    join campaign_enrolments e on e.id = m.enrolment_id and e.team_id = m.team_id
    join campaigns c on c.id = m.campaign_id and c.team_id = m.team_id
    where m.mailbox_id is not null
      and (m.state = 'sending'
        or (m.state = 'scheduled' and m.due_at <= now() and c.status = 'running' and e.state = 'active'))`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Queues a sender for every mailbox with work unless one is queued already (a sleeping sender's deferred wake is
 * left as it is): at start, after a restart, and every minute, so a sender whose job failed for good (its servers
 * down for hours) or whose wake was lost starts again. Messages of removed mailboxes are cancelled first.
 */
export async function queueSendersWithWork(db: Db, boss: Pick<PgBoss, 'send'>): Promise<void> {
  await cancelOrphanedMessages(db);
  await queueSenders(boss, await findMailboxesWithWork(db));
}

/** The tick is one pg-boss schedule: one instance runs it each minute whichever instances are up. */
export async function createOutboxTickQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, OUTBOX_TICK_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 60,
    deleteAfterSeconds: 3600,
  });
  await boss.schedule(OUTBOX_TICK_QUEUE, TICK_CRON, null, { tz: 'UTC' });
}

export async function workOutboxTick(boss: PgBoss, run: () => Promise<void>): Promise<void> {
  await boss.work(OUTBOX_TICK_QUEUE, { pollingIntervalSeconds: 10 }, async () => run());
}
