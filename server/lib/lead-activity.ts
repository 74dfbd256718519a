import { sql } from 'drizzle-orm';
import {
  collisionMessage,
  CONTACT_GUARD_DAYS,
  type TContactCollision,
  type TLeadActivityKind,
} from '@contracts/lead-activity';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { TeamScope } from './team-scope';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

type TActor = Pick<TeamScope, 'teamId' | 'userId'>;

/**
 * The one writer of the activity trail (decision 112): one row per lead of the scope's team, by the scope's user
 * (`null`: nobody of the team — the prospect who opened a shared report, decision 130).
 * Ids of another team's leads write nothing (the insert selects through the team), nor do leads deleted meanwhile:
 * the rows are locked as they are read (`for key share`), so a lead deleted by a concurrent request is skipped
 * rather than failing the foreign key (an export racing a bulk delete). Call it after the operation's own write,
 * in the same transaction when there is one.
 */
export async function recordLeadActivity(
  db: Db,
  actor: Pick<TActor, 'teamId'> & { userId: string | null },
  leadIds: readonly string[],
  kind: TLeadActivityKind,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (leadIds.length === 0) return;
  const ids = uuidList(leadIds);
  await db.execute(sql`
    insert into lead_activity (team_id, lead_id, created_by, kind, details, at)
    select ${actor.teamId}, b.id, ${actor.userId}, ${kind}, ${JSON.stringify(details)}::jsonb, clock_timestamp()
    from business_results b
    where b.team_id = ${actor.teamId} and b.id in (${ids})
    for key share of b
  `);
}

type TCollisionRow = { lead_id: string; by_name: string | null; on: string; kind: string };

/**
 * The colleagues' contacts that stop a write (decision 112): for each lead (or another copy of the same place in
 * the team), the latest "contacted" entry of the trail or email a campaign of theirs sent (`sent`, dated in the
 * mailbox's day), when it is someone else's and its date is within the last 30 days. A contact without a known actor
 * (set before the trail existed) does not stop anyone.
 */
export async function findContactCollisions(
  db: Db,
  actor: TActor,
  leadIds: readonly string[],
): Promise<TContactCollision[]> {
  if (leadIds.length === 0) return [];
  const ids = uuidList(leadIds);
  const result = await db.execute(sql`
    with target as (
      select b.id, b.google_place_id from business_results b
      where b.team_id = ${actor.teamId} and b.id in (${ids})
    ),
    copies as (
      select t.id as lead_id, o.id as copy_id from target t
      join business_results o on o.team_id = ${actor.teamId}
        and (o.id = t.id or (t.google_place_id is not null and o.google_place_id = t.google_place_id))
    ),
    latest as (
      select distinct on (c.lead_id) c.lead_id, a.created_by, a.kind, a.details->>'date' as on_date
      from copies c
      join lead_activity a on a.lead_id = c.copy_id and a.team_id = ${actor.teamId}
        and a.kind in ('contacted', 'sent')
      order by c.lead_id, a.at desc, a.id desc
    )
    select l.lead_id, u.name as by_name, l.on_date as on, l.kind
    from latest l join "user" u on u.id = l.created_by
    where l.created_by <> ${actor.userId}
      and l.on_date ~ '^\\d{4}-\\d{2}-\\d{2}$'
      and l.on_date::date >= current_date - ${CONTACT_GUARD_DAYS}::int
  `);
  return rowsOf<TCollisionRow>(result).map((r) => ({
    leadId: r.lead_id,
    byName: r.by_name?.trim() || 'a teammate',
    on: r.on,
    how: r.kind === 'sent' ? ('emailed' as const) : ('marked' as const),
  }));
}

/**
 * The collision guard: refuses with 409 `CONTACTED_BY_COLLEAGUE` ("Marked contacted by Ana on 12 Nov — continue?",
 * with who and when) unless the request says the user saw it and goes on.
 */
export async function guardColleagueContact(
  db: Db,
  actor: TActor,
  leadIds: readonly string[],
  confirmed: boolean | undefined,
): Promise<void> {
  if (confirmed) return;
  const collisions = await findContactCollisions(db, actor, leadIds);
  const first = collisions[0];
  if (!first) return;
  throw new AppError('CONTACTED_BY_COLLEAGUE', collisionMessage(first), {
    collisions,
  });
}
