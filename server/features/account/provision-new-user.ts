import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, subscriptions } from '../../db/schema';

/**
 * Gives a new account its profile, an inactive subscription row and a role. The first account on a
 * fresh instance becomes admin (decided in one statement, so two first sign-ups cannot both win).
 */
export async function provisionNewUser(
  db: Db,
  newUser: { id: string; email: string; fullName: string | null },
) {
  const fullName = newUser.fullName?.trim() || null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7461003)`);
    await tx
      .insert(profiles)
      .values({ id: newUser.id, email: newUser.email, fullName })
      .onConflictDoNothing();
    await tx.insert(subscriptions).values({ userId: newUser.id }).onConflictDoNothing();
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select ${newUser.id}, case when exists (select 1 from user_roles where role = 'admin') then 'user' else 'admin' end
      on conflict do nothing`);
  });
}
