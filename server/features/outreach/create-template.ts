import type { TEmailTemplate, TTemplateInput } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { toTemplate } from './template-queries';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';

export async function createTemplate(
  db: Db,
  scope: TeamScope,
  input: Required<TTemplateInput>,
): Promise<TEmailTemplate> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ ...input, ...ownerColumns(scope), isSystemTemplate: false })
    .returning();
  return toTemplate(row);
}
