import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The paying owner of a team, as a scalar subquery over `teamId` (decision 110): its person for a personal team;
 * else the owner whose subscription is active, then one who ever subscribed, then the earliest owner. Members of
 * the team act under this person's subscription and count against its monthly limits.
 */
export const payerOfTeamSql = (teamId: SQL | string) => sql`(
  select o.user_id from team_member o
  join team pt on pt.id = o.team_id
  left join subscriptions ps on ps.user_id = o.user_id
  where o.team_id = ${teamId} and 'owner' = any(string_to_array(o.role, ','))
  order by coalesce(o.user_id = pt.personal_of, false) desc,
           coalesce(ps.status = 'active', false) desc,
           (ps.stripe_subscription_id is not null) desc,
           o.created_at, o.user_id
  limit 1)`;

/** Who pays for `teamId`; null for a team with no owner (none exists: the plugin keeps one). */
export async function payerOf(db: Reader, teamId: string): Promise<string | null> {
  const [row] = rowsOf<{ payer: string | null }>(
    await db.execute(sql`select ${payerOfTeamSql(teamId)} as payer`),
  );
  return row?.payer ?? null;
}

/** The teams a person pays for: the teams they own whose paying owner they are. */
const coveredTeamsSql = (payerId: string) => sql`
  select t.id from team t
  where exists (
    select 1 from team_member mine
    where mine.team_id = t.id and mine.user_id = ${payerId} and 'owner' = any(string_to_array(mine.role, ','))
  ) and ${payerOfTeamSql(sql`t.id`)} = ${payerId}`;

export type PayerCover = { teams: number; seats: number };

/** How many teams a person pays for and how many distinct people are members of them (the seats). */
export async function payerCover(db: Reader, payerId: string): Promise<PayerCover> {
  const [row] = rowsOf<{ teams: number | string; seats: number | string }>(
    await db.execute(sql`
      with covered as (${coveredTeamsSql(payerId)})
      select (select count(*) from covered) as teams,
             (select count(distinct m.user_id) from team_member m where m.team_id in (select id from covered)) as seats`),
  );
  return { teams: Number(row?.teams ?? 0), seats: Number(row?.seats ?? 0) };
}

/** The owners of a team (candidates to pay for it), read before a change that may move who pays. */
export async function ownersOf(db: Reader, teamId: string): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select user_id from team_member
      where team_id = ${teamId} and 'owner' = any(string_to_array(role, ','))`),
  );
  return rows.map((r) => r.user_id);
}
