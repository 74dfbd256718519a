import { copyName, type TEmailTemplate } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { createTemplate } from './create-template';
import { findVisibleTemplates } from './template-queries';
import { type TeamScope } from '../../lib/team-scope';

/** Copies one of the user's own or a system template into a new template of theirs named "… (Copy)". */
export async function duplicateTemplate(db: Db, scope: TeamScope, id: string): Promise<TEmailTemplate> {
  const original = (await findVisibleTemplates(db, scope, [id])).get(id)!;
  return createTemplate(db, scope, {
    name: copyName(original.name),
    subject: original.subject,
    body: original.body,
    tone: original.tone,
    sequencePosition: original.sequencePosition as 1 | 2 | 3,
  });
}
