import { eq } from 'drizzle-orm';
import type { TMeResponse, TRole } from '@contracts/account';
import type { Db } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import type { SessionUser } from '../../lib/app-context';

export async function getMe(db: Db, sessionUser: SessionUser): Promise<TMeResponse> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, sessionUser.id)).limit(1);
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, sessionUser.id))).map(
    (r) => r.role as TRole,
  );
  return {
    id: sessionUser.id,
    email: sessionUser.email,
    fullName: profile?.fullName ?? null,
    companyName: profile?.companyName ?? null,
    roles,
    isAdmin: roles.includes('admin'),
    isBeta: roles.includes('beta'),
  };
}
