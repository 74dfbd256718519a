import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TRole } from '@contracts/account';
import type { TAdminUser } from '@contracts/admin';
import { parseTeamRole } from '@contracts/team-roles';
import type { Db } from '../../db/client';
import {
  passkey,
  profiles,
  searchHistory,
  subscriptions,
  team,
  teamMember,
  user,
  userRoles,
} from '../../db/schema';

const ROLE_ORDER: TRole[] = ['admin', 'beta', 'user'];

/** The role a row shows: the strongest one the user holds (a role change keeps one row anyway). */
export function primaryRole(roles: string[]): TRole {
  return ROLE_ORDER.find((role) => roles.includes(role)) ?? 'user';
}

/**
 * Every account for /admin/users, newest first, with role, subscription, search count, two-step sign-in and the
 * teams it belongs to (personal team first).
 */
export async function listUsers(db: Db, actorId: string, onlyUserId?: string): Promise<TAdminUser[]> {
  const accounts = db
    .select({
      id: user.id,
      email: user.email,
      fullName: profiles.fullName,
      createdAt: user.createdAt,
      status: subscriptions.status,
      planType: subscriptions.planType,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .orderBy(desc(user.createdAt), user.id);
  const memberships = db
    .select({ userId: teamMember.userId, id: team.id, name: team.name, role: teamMember.role })
    .from(teamMember)
    .innerJoin(team, eq(team.id, teamMember.teamId))
    .orderBy(sql`${team.personalOf} = ${teamMember.userId} desc nulls last`, asc(team.name), team.id);
  const [rows, roles, searches, passkeys, teams] = await Promise.all([
    onlyUserId ? accounts.where(eq(user.id, onlyUserId)) : accounts,
    db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles),
    db
      .select({ userId: searchHistory.createdBy, total: count() })
      .from(searchHistory)
      .groupBy(searchHistory.createdBy),
    db.select({ userId: passkey.userId, total: count() }).from(passkey).groupBy(passkey.userId),
    onlyUserId ? memberships.where(eq(teamMember.userId, onlyUserId)) : memberships,
  ]);
  const rolesOf = new Map<string, string[]>();
  for (const r of roles) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r.role]);
  const searchesOf = new Map(searches.map((s) => [s.userId, s.total]));
  const passkeysOf = new Map(passkeys.map((p) => [p.userId, p.total]));
  const teamsOf = new Map<string, TAdminUser['teams']>();
  for (const { userId, id, name, role: stored } of teams) {
    // A stored role that is not one of the four grants nothing (decision 101 addendum): not a team of theirs.
    const role = parseTeamRole(stored);
    if (role) teamsOf.set(userId, [...(teamsOf.get(userId) ?? []), { id, name, role }]);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.fullName ?? null,
    role: primaryRole(rolesOf.get(row.id) ?? []),
    subscriptionStatus: row.status === 'active' ? 'active' : 'inactive',
    planType: row.planType ?? null,
    searchCount: searchesOf.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === actorId,
    twoStep: { authenticatorApp: row.twoFactorEnabled === true, passkeys: passkeysOf.get(row.id) ?? 0 },
    teams: teamsOf.get(row.id) ?? [],
  }));
}
