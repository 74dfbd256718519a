import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { ownedBy, refuseChange } from './template-queries';
import { type TeamScope } from '../../lib/team-scope';

export async function deleteTemplate(db: Db, scope: TeamScope, id: string): Promise<void> {
  const deleted = await db
    .delete(emailTemplates)
    .where(ownedBy(scope, id))
    .returning({ id: emailTemplates.id });
  if (deleted.length === 0) await refuseChange(db, id);
}
