import type { TEmailTemplate, TTemplatePatch } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { ownedBy, refuseChange, toTemplate } from './template-queries';
import { type TeamScope } from '../../lib/team-scope';

export async function updateTemplate(
  db: Db,
  scope: TeamScope,
  id: string,
  patch: TTemplatePatch,
): Promise<TEmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(ownedBy(scope, id))
    .returning();
  return row ? toTemplate(row) : refuseChange(db, id);
}
