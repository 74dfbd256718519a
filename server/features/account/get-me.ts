import { eq } from 'drizzle-orm';
import type { TMeResponse } from '@contracts/account';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { SessionUser } from '../../lib/app-context';
import { getUserRoles } from '../../lib/session-cache';

export async function getMe(db: Db, sessionUser: SessionUser): Promise<TMeResponse> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, sessionUser.id)).limit(1);
  const roles = await getUserRoles(db, sessionUser.id);
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
