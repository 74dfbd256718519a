import { eq } from 'drizzle-orm';
import type { TUpdateProfileRequest } from '@contracts/account';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export async function updateProfile(db: Db, userId: string, input: TUpdateProfileRequest): Promise<void> {
  await db
    .update(profiles)
    .set({ fullName: input.fullName || null, companyName: input.companyName || null })
    .where(eq(profiles.id, userId));
}
