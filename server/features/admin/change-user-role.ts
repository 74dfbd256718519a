import type { TRole } from '@contracts/account';
import type { Db } from '../../db/client';
import { setUserRole } from '../account';
import { refuseSelf } from './refuse-self';

/** Replaces another user's role row (spec §6); an admin cannot change their own. */
export async function changeUserRole(db: Db, actorId: string, targetId: string, role: TRole): Promise<void> {
  refuseSelf(actorId, targetId, 'You cannot change your own role');
  await setUserRole(db, { userId: targetId }, role);
}
