import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { ownedBy, refuseChange } from './template-queries';

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(emailTemplates)
    .where(ownedBy(userId, id))
    .returning({ id: emailTemplates.id });
  if (deleted.length === 0) await refuseChange(db, id);
}
