import type { Db } from '../../db/client';
import { setUserRole } from './set-user-role';

/** ADMIN_EMAIL's account becomes admin once its address is verified (decision 099); anyone else is left alone. */
export async function promoteConfiguredAdmin(
  db: Db,
  adminEmail: string | undefined,
  verified: { id: string; email: string },
): Promise<boolean> {
  if (!adminEmail || verified.email.toLowerCase() !== adminEmail) return false;
  await setUserRole(db, { userId: verified.id }, 'admin');
  return true;
}
