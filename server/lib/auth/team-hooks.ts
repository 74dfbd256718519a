import { eq } from 'drizzle-orm';
import { getSessionFromCtx } from 'better-auth/api';
import type { Db } from '../../db/client';
import { team } from '../../db/schema';
import { getPersonalTeamId, invalidateTeams } from '../session-cache';
import { keepPersonalOwner, personalTeamName } from '../team-membership';
import type { OnTeamMembersChanged } from '../team-plugin';
import { ownersOf } from '../team-payer';
import type { AuthHookStep } from './hook-steps';

/** The team the body of `/organization/leave` names. */
const teamIdOf = (body: unknown) => (body as { organizationId?: unknown } | undefined)?.organizationId;

/** A person leaving a team they own as their personal team is refused (the plugin's own rule keeps one owner). */
export const keepPersonalOwnerOnLeave =
  (db: Db): AuthHookStep =>
  async (ctx) => {
    if (ctx.path !== '/organization/leave') return;
    const current = await getSessionFromCtx(ctx);
    const teamId = teamIdOf(ctx.body);
    if (current && typeof teamId === 'string') await keepPersonalOwner(db, teamId, current.user.id);
  };

/** Memberships changed (accepted, removed, left, role, team deleted): every instance asks again at once. */
export const forgetTeams =
  (db: Db): AuthHookStep =>
  async (ctx) => {
    if (ctx.path.startsWith('/organization/') && ctx.request?.method !== 'GET') await invalidateTeams(db);
  };

/** Leaving has no plugin hook; the seats of whoever pays for the team change all the same (decision 111). */
export const tellSeatsOnLeave =
  (db: Db, onMembersChanged: OnTeamMembersChanged | undefined): AuthHookStep =>
  async (ctx) => {
    if (ctx.path !== '/organization/leave' || !onMembersChanged) return;
    const teamId = teamIdOf(ctx.body);
    const left = (await getSessionFromCtx(ctx))?.user.id;
    if (typeof teamId === 'string')
      await onMembersChanged([...(await ownersOf(db, teamId)), ...(left ? [left] : [])]);
  };

/** The plugin's team creation, as the auth instance offers it (a system action: no request, no session). */
export type CreateTeam = (body: {
  name: string;
  slug: string;
  userId: string;
}) => Promise<{ id: string } | null>;

/** Every account's personal team, made through the plugin as a system action (decision 101). */
export const personalTeamMaker =
  (db: Db, createTeam: CreateTeam) =>
  async (person: { id: string; name: string }): Promise<void> => {
    if (await getPersonalTeamId(db, person.id)) return;
    const made = await createTeam({
      name: personalTeamName(person.name),
      slug: `personal-${person.id.toLowerCase()}`,
      userId: person.id,
    });
    if (made) await db.update(team).set({ personalOf: person.id }).where(eq(team.id, made.id));
  };
