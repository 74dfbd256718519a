import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TCampaignStatus, TCampaignSummary } from '@contracts/campaigns';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { queueMailboxSender } from '../outbox';
import { getCampaignSummary } from './find-campaigns';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const STOPPED_REASON = 'Campaign stopped';

const REFUSED: Record<'pause' | 'resume' | 'stop', string> = {
  pause: 'Only a running campaign can be paused',
  resume: 'Only a paused campaign can be resumed',
  stop: 'This campaign has already ended',
};

/** Moves one of the team's campaigns from one of `from` to `to`; 404 when it is not the team's, 409 from another status. */
async function moveStatus(
  db: Db | Tx,
  scope: TeamScope,
  id: string,
  from: TCampaignStatus[],
  to: TCampaignStatus,
  action: keyof typeof REFUSED,
): Promise<void> {
  const moved = await db
    .update(campaigns)
    .set({ status: to, updatedAt: sql`now()`, ...(to === 'stopped' ? { endedAt: sql`now()` } : {}) })
    .where(and(eq(campaigns.id, id), ofTeam(campaigns, scope), inArray(campaigns.status, from)))
    .returning({ id: campaigns.id });
  if (moved.length > 0) return;
  await getCampaignSummary(db, scope, id);
  throw new AppError('CONFLICT', REFUSED[action]);
}

/** Pauses a running campaign: the senders leave its messages where they are until it is resumed. */
export async function pauseCampaign(db: Db, scope: TeamScope, id: string): Promise<TCampaignSummary> {
  await moveStatus(db, scope, id, ['running'], 'paused', 'pause');
  return getCampaignSummary(db, scope, id);
}

/** Resumes a paused campaign and wakes the sender of every mailbox that still has leads in it. */
export async function resumeCampaign(
  deps: { db: Db; boss: Pick<PgBoss, 'send' | 'update'> },
  scope: TeamScope,
  id: string,
): Promise<TCampaignSummary> {
  const { db } = deps;
  await moveStatus(db, scope, id, ['paused'], 'running', 'resume');
  const used = await db
    .selectDistinct({ mailboxId: campaignEnrolments.mailboxId })
    .from(campaignEnrolments)
    .where(
      and(
        eq(campaignEnrolments.campaignId, id),
        ofTeam(campaignEnrolments, scope),
        eq(campaignEnrolments.state, 'active'),
        isNotNull(campaignEnrolments.mailboxId),
      ),
    );
  for (const { mailboxId } of used) await queueMailboxSender(deps.boss, mailboxId!);
  return getCampaignSummary(db, scope, id);
}

/**
 * Stops a running or paused campaign for good, in one transaction: its active enrolments end as "Campaign stopped"
 * and every message not yet claimed (scheduled, due or not) is cancelled. A message a sender has already claimed
 * (`sending`) is left for it to settle.
 */
export async function stopCampaign(db: Db, scope: TeamScope, id: string): Promise<TCampaignSummary> {
  await db.transaction(async (tx) => {
    await moveStatus(tx, scope, id, ['running', 'paused'], 'stopped', 'stop');
    await tx
      .update(campaignEnrolments)
      .set({ state: 'stopped', endedReason: STOPPED_REASON, updatedAt: sql`now()` })
      .where(
        and(
          eq(campaignEnrolments.campaignId, id),
          ofTeam(campaignEnrolments, scope),
          eq(campaignEnrolments.state, 'active'),
        ),
      );
    await tx
      .update(campaignMessages)
      .set({ state: 'cancelled' })
      .where(
        and(
          eq(campaignMessages.campaignId, id),
          ofTeam(campaignMessages, scope),
          eq(campaignMessages.state, 'scheduled'),
        ),
      );
  });
  return getCampaignSummary(db, scope, id);
}
