import { AppError } from '../../lib/app-error';

/** Spec §5: an admin cannot change the role or subscription of, or delete, their own row. */
export function refuseSelf(actorId: string, targetId: string, message: string): void {
  if (actorId === targetId) throw new AppError('SELF_CHANGE_FORBIDDEN', message);
}
