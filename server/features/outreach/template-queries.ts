import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TEmailTemplate, TTemplateTone } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { systemTemplatesReady } from './system-templates';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

type TemplateRow = typeof emailTemplates.$inferSelect;

export function toTemplate(row: TemplateRow): TEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    tone: row.tone as TTemplateTone,
    sequencePosition: row.sequencePosition,
    isSystemTemplate: row.isSystemTemplate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A template the team may read and use: its own, or a system one. */
export const visibleTo = (scope: Pick<TeamScope, 'teamId'>) =>
  or(
    ofTeam(emailTemplates, scope),
    and(eq(emailTemplates.isSystemTemplate, true), isNull(emailTemplates.teamId)),
  );

/** The team's own templates only: what its members may change or delete. */
export const ownedBy = (scope: Pick<TeamScope, 'teamId'>, id: string) =>
  and(eq(emailTemplates.id, id), ofTeam(emailTemplates, scope), eq(emailTemplates.isSystemTemplate, false));

/** Templates by id that the user may use; any id they may not see is "Template not found". */
export async function findVisibleTemplates(
  db: Db,
  scope: TeamScope,
  ids: string[],
): Promise<Map<string, TEmailTemplate>> {
  await systemTemplatesReady(db);
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select()
        .from(emailTemplates)
        .where(and(inArray(emailTemplates.id, unique), visibleTo(scope)))
    : [];
  if (rows.length !== unique.length) throw notFound('Template');
  return new Map(rows.map((r) => [r.id, toTemplate(r)]));
}

/** Spec §7: the user's own and the system templates, system first, then by sequence position. */
export async function listTemplates(db: Db, scope: TeamScope): Promise<TEmailTemplate[]> {
  await systemTemplatesReady(db);
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(visibleTo(scope))
    .orderBy(
      desc(emailTemplates.isSystemTemplate),
      asc(emailTemplates.sequencePosition),
      asc(emailTemplates.createdAt),
      asc(emailTemplates.name),
    );
  return rows.map(toTemplate);
}

/** After a change found none of the user's rows: a visible system template cannot be changed, anything else is not found. */
export async function refuseChange(db: Db, id: string): Promise<never> {
  const [system] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.id, id),
        eq(emailTemplates.isSystemTemplate, true),
        isNull(emailTemplates.teamId),
      ),
    )
    .limit(1);
  if (system)
    throw new AppError(
      'SYSTEM_TEMPLATE',
      'System templates cannot be changed. Duplicate it to make your own copy.',
    );
  throw notFound('Template');
}
