import { count, desc, eq } from 'drizzle-orm';
import type { TRole } from '@contracts/account';
import type { TAdminUser } from '@contracts/admin';
import type { Db } from '../../db/client';
import { passkey, profiles, searchHistory, subscriptions, user, userRoles } from '../../db/schema';

const ROLE_ORDER: TRole[] = ['admin', 'beta', 'user'];

/** The role a row shows: the strongest one the user holds (a role change keeps one row anyway). */
export function primaryRole(roles: string[]): TRole {
  return ROLE_ORDER.find((role) => roles.includes(role)) ?? 'user';
}

/** Every account for /admin/users, newest first, with role, subscription, search count and two-step sign-in. */
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
  const [rows, roles, searches, passkeys] = await Promise.all([
    onlyUserId ? accounts.where(eq(user.id, onlyUserId)) : accounts,
    db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles),
    db
      .select({ userId: searchHistory.userId, total: count() })
      .from(searchHistory)
      .groupBy(searchHistory.userId),
    db.select({ userId: passkey.userId, total: count() }).from(passkey).groupBy(passkey.userId),
  ]);
  const rolesOf = new Map<string, string[]>();
  for (const r of roles) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r.role]);
  const searchesOf = new Map(searches.map((s) => [s.userId, s.total]));
  const passkeysOf = new Map(passkeys.map((p) => [p.userId, p.total]));
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
  }));
}
