import { copyName, type TEmailTemplate } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { createTemplate } from './create-template';
import { findVisibleTemplates } from './template-queries';

/** Copies one of the user's own or a system template into a new template of theirs named "… (Copy)". */
export async function duplicateTemplate(db: Db, userId: string, id: string): Promise<TEmailTemplate> {
  const original = (await findVisibleTemplates(db, userId, [id])).get(id)!;
  return createTemplate(db, userId, {
    name: copyName(original.name),
    subject: original.subject,
    body: original.body,
    tone: original.tone,
    sequencePosition: original.sequencePosition as 1 | 2 | 3,
  });
}
