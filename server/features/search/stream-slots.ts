import { AppError } from '../../lib/app-error';

/** Live search streams one person may hold open on one instance (each costs a read loop every 200 ms). */
export const STREAMS_PER_PERSON = 6;

const open = new Map<string, number>();

/**
 * Takes one of the person's live-stream slots on this instance, or refuses with 429. Call the returned function
 * exactly once when the stream ends.
 */
export function takeStreamSlot(userId: string): () => void {
  const held = open.get(userId) ?? 0;
  if (held >= STREAMS_PER_PERSON) {
    throw new AppError(
      'TOO_MANY_STREAMS',
      `You are following ${STREAMS_PER_PERSON} searches live already. Close another tab and try again.`,
    );
  }
  open.set(userId, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}
