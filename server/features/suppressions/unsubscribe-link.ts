import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppressions, team } from '../../db/schema';
import { recordLeadActivity } from '../../lib/lead-activity';
import { ofTeam } from '../../lib/team-scope';
import { emitTeamEvent } from '../webhooks';
import { addSuppression } from './add-suppression';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** What the public page shows of a live link: who sent it, to which address, and whether it is already honoured. */
export type TUnsubscribeLink = { teamName: string; email: string; unsubscribed: boolean };

/** The most leads one unsubscribe writes a trail entry on (the same address on many copies of a place). */
const MAX_LEADS_MARKED = 500;

async function findLink(db: Db, appSecret: string, token: string) {
  const subject = verifyUnsubscribeToken(appSecret, token);
  if (!subject) return null;
  const [owner] = await db.select({ name: team.name }).from(team).where(eq(team.id, subject.teamId));
  return owner ? { subject, teamName: owner.name } : null;
}

/**
 * GET /u/:token — reads only (link scanners open every link of a message): the link's team and address and whether
 * the address is already on the list. Null for a token that is forged, altered, or whose team is gone.
 */
export async function readUnsubscribeLink(
  db: Db,
  appSecret: string,
  token: string,
): Promise<TUnsubscribeLink | null> {
  const link = await findLink(db, appSecret, token);
  if (!link) return null;
  const { teamId, email } = link.subject;
  const [listed] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(and(ofTeam(suppressions, { teamId }), eq(suppressions.email, email)));
  return { teamName: link.teamName, email, unsubscribed: Boolean(listed) };
}

/** The team's leads that carry the address, as their email or one of the emails found on their site. */
async function leadsWithAddress(db: Db, teamId: string, email: string): Promise<string[]> {
  const result = await db.execute(sql`
    select b.id from business_results b
    where b.team_id = ${teamId}
      and (lower(b.email) = ${email}
        or exists (
          select 1 from jsonb_array_elements(case when jsonb_typeof(b.emails) = 'array' then b.emails else '[]'::jsonb end) e
          where lower(e->>'email') = ${email}))
    limit ${MAX_LEADS_MARKED}
  `);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * POST /u/:token — the recipient's one-click unsubscribe (RFC 8058) or the page's button: the address goes on the
 * team's list as `unsubscribed` (by nobody of the team), the team's leads with that address get an `unsubscribed`
 * trail entry and its webhooks an `email.unsubscribed` event, once, in the same transaction. Idempotent: a second POST finds it listed and changes nothing.
 */
export async function unsubscribeByToken(
  db: Db,
  appSecret: string,
  token: string,
): Promise<TUnsubscribeLink | null> {
  const link = await findLink(db, appSecret, token);
  if (!link) return null;
  const { teamId, email, ref } = link.subject;
  await db.transaction(async (tx) => {
    const { added, suppression } = await addSuppression(
      tx,
      { teamId, userId: null },
      {
        email,
        reason: 'unsubscribed',
        source: 'Unsubscribe link',
      },
    );
    if (!added) return;
    const leadIds = await leadsWithAddress(tx, teamId, email);
    await recordLeadActivity(
      tx,
      { teamId, userId: null },
      leadIds,
      'unsubscribed',
      ref ? { email, ref } : { email },
    );
    await emitTeamEvent(tx, teamId, 'email.unsubscribed', {
      email,
      unsubscribedAt: suppression.createdAt,
      source: suppression.source,
      leadIds,
    });
  });
  return { teamName: link.teamName, email, unsubscribed: true };
}
