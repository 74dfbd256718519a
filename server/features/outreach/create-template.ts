import type { TEmailTemplate, TTemplateInput } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { toTemplate } from './template-queries';

export async function createTemplate(
  db: Db,
  userId: string,
  input: Required<TTemplateInput>,
): Promise<TEmailTemplate> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ ...input, userId, isSystemTemplate: false })
    .returning();
  return toTemplate(row);
}
