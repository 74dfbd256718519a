import { and, desc, eq } from 'drizzle-orm';
import type { TEmailSequence, TSequenceStep } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailSequences } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findVisibleTemplates } from './template-queries';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';

type SequenceRow = typeof emailSequences.$inferSelect;

const toSequence = (row: SequenceRow): TEmailSequence => ({
  id: row.id,
  name: row.name,
  steps: row.steps.map((step) => ({ ...step, newThread: step.newThread ?? false })),
  createdAt: row.createdAt.toISOString(),
});

export async function listSequences(db: Db, scope: TeamScope): Promise<TEmailSequence[]> {
  const rows = await db
    .select()
    .from(emailSequences)
    .where(ofTeam(emailSequences, scope))
    .orderBy(desc(emailSequences.createdAt));
  return rows.map(toSequence);
}

export async function getSequence(db: Db, scope: TeamScope, id: string): Promise<TEmailSequence> {
  const [row] = await db
    .select()
    .from(emailSequences)
    .where(and(eq(emailSequences.id, id), ofTeam(emailSequences, scope)))
    .limit(1);
  if (!row) throw notFound('Sequence');
  return toSequence(row);
}

/** Saves a named sequence; every step must use a template the user can see. */
export async function createSequence(
  db: Db,
  scope: TeamScope,
  input: { name: string; steps: TSequenceStep[] },
): Promise<TEmailSequence> {
  await findVisibleTemplates(
    db,
    scope,
    input.steps.map((s) => s.templateId),
  );
  const [row] = await db
    .insert(emailSequences)
    .values({
      ...ownerColumns(scope),
      name: input.name,
      steps: input.steps.map((s) => ({
        templateId: s.templateId,
        dayOffset: s.dayOffset,
        newThread: s.newThread,
      })),
    })
    .returning();
  return toSequence(row);
}

export async function deleteSequence(db: Db, scope: TeamScope, id: string): Promise<void> {
  const deleted = await db
    .delete(emailSequences)
    .where(and(eq(emailSequences.id, id), ofTeam(emailSequences, scope)))
    .returning({ id: emailSequences.id });
  if (deleted.length === 0) throw notFound('Sequence');
}
