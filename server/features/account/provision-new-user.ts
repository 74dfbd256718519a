import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, subscriptions } from '../../db/schema';

/** How a new account may become admin (decision 099), from configuration. */
export type TAdminRule = {
  /** The embedded local default: the first account on a fresh instance is admin. */
  firstAccountIsAdmin: boolean;
  /** ADMIN_EMAIL: that address is admin once verified (here: an account created already verified, by Google). */
  adminEmail?: string;
};

/**
 * Gives a new account its profile, an inactive subscription row and a role. Under the embedded local default the
 * first account becomes admin (decided in one statement, so two first sign-ups cannot both win); elsewhere only
 * ADMIN_EMAIL, verified, or the setup token make an admin.
 */
export async function provisionNewUser(
  db: Db,
  newUser: { id: string; email: string; fullName: string | null; emailVerified: boolean },
  rule: TAdminRule,
) {
  const fullName = newUser.fullName?.trim() || null;
  const isConfiguredAdmin =
    Boolean(rule.adminEmail) && newUser.emailVerified && newUser.email.toLowerCase() === rule.adminEmail;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7461003)`);
    await tx
      .insert(profiles)
      .values({ id: newUser.id, email: newUser.email, fullName })
      .onConflictDoNothing();
    await tx.insert(subscriptions).values({ userId: newUser.id }).onConflictDoNothing();
    const role = isConfiguredAdmin
      ? sql`'admin'`
      : rule.firstAccountIsAdmin
        ? sql`case when exists (select 1 from user_roles where role = 'admin') then 'user' else 'admin' end`
        : sql`'user'`;
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select ${newUser.id}, ${role}
      on conflict do nothing`);
  });
}
