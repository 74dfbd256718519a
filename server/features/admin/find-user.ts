import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export async function assertUserExists(db: Db, userId: string): Promise<void> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (!found) throw notFound('User');
}
