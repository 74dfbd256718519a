import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { subscriptions, team, teamMember, user } from '../../db/schema';
import type { Billing } from '../../integrations/stripe/billing-config';
import { callStripe } from '../../integrations/stripe/stripe-failure';
import { invalidateTeams, invalidateUserAuth } from '../../lib/session-cache';
import { queueSeatSync } from '../billing';
import { assertUserExists } from './find-user';
import { refuseSelf } from './refuse-self';

const LIVE = new Set(['active', 'trialing', 'past_due']);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes an account. Its personal team goes with it (the schema cascades its work) only when nobody else is a
 * member; a personal team colleagues work in stays theirs. What the person made in any team that stays keeps
 * `created_by` null (decision 101). A team the deletion leaves without an owner gets one: its earliest admin, else
 * its earliest member. A live Stripe subscription is cancelled first, so a deleted user is never billed again; if
 * Stripe refuses, nothing is deleted. With per-seat billing, each remaining owner of the person's teams gets a seat
 * count (decision 111).
 */
export async function deleteUser(
  db: Db,
  billing: Billing | null,
  boss: Pick<PgBoss, 'send'>,
  actorId: string,
  targetId: string,
): Promise<void> {
  refuseSelf(actorId, targetId, 'You cannot delete your own account');
  await assertUserExists(db, targetId);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, targetId)).limit(1);
  const subscriptionId = sub?.stripeSubscriptionId;
  if (billing && subscriptionId && sub.stripeStatus && LIVE.has(sub.stripeStatus)) {
    await callStripe(
      'subscription cancel',
      'Failed to delete user: their Stripe subscription could not be cancelled',
      () => billing.stripe.subscriptions.cancel(subscriptionId),
    );
  }
  const payers = await db.transaction(async (tx) => {
    const teams = await tx
      .select({ id: teamMember.teamId })
      .from(teamMember)
      .where(eq(teamMember.userId, targetId));
    await tx.execute(sql`
      delete from ${team} t where t.personal_of = ${targetId}
        and not exists (select 1 from team_member m where m.team_id = t.id and m.user_id <> ${targetId})`);
    await tx.delete(user).where(eq(user.id, targetId));
    await tx.execute(sql`
      update team_member set role = 'owner' where id in (
        select distinct on (m.team_id) m.id from team_member m
        where not exists (select 1 from team_member o where o.team_id = m.team_id and o.role = 'owner')
        order by m.team_id, (m.role = 'admin') desc, m.created_at, m.id)`);
    return teams.length === 0
      ? []
      : ownersOfTeams(
          tx,
          teams.map((t) => t.id),
        );
  });
  await invalidateUserAuth(db, targetId);
  await invalidateTeams(db);
  // The memberships went by cascade, without the plugin's hooks: the seats of whoever pays for those teams change.
  if (billing?.perSeat) await queueSeatSync(boss, payers);
}

/** The owners of the teams that remain of `teamIds` (after the deletion: promoted owners included). */
async function ownersOfTeams(tx: Tx, teamIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(
      and(inArray(teamMember.teamId, teamIds), sql`'owner' = any(string_to_array(${teamMember.role}, ','))`),
    );
  return rows.map((r) => r.userId);
}
