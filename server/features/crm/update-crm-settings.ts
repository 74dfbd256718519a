import { eq, sql } from 'drizzle-orm';
import type { TCrmProvider, TUpdateCrmSettingsRequest } from '@contracts/crm';
import type { Db } from '../../db/client';
import { crmConnections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { getCrmConnection, toCrmConnection } from './crm-connection-store';

/**
 * The fields that go to the CRM, whether (and where) a deal is made (for Pipedrive, or a lead in its Leads inbox),
 * and the auto-push threshold and scope.
 */
export async function updateCrmSettings(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  provider: TCrmProvider,
  changes: TUpdateCrmSettingsRequest,
) {
  if (changes.dealKind === 'lead' && provider !== 'pipedrive')
    throw new AppError('VALIDATION_ERROR', 'Only Pipedrive has a Leads inbox');
  const row = await getCrmConnection(db, scope, provider);
  const [updated] = await db
    .update(crmConnections)
    .set({
      ...(changes.fields ? { fields: [...new Set(changes.fields)] } : {}),
      ...(changes.createDeal !== undefined ? { createDeal: changes.createDeal } : {}),
      ...(changes.dealKind ? { dealKind: changes.dealKind } : {}),
      ...(changes.pipelineId !== undefined ? { pipelineId: changes.pipelineId || null } : {}),
      ...(changes.stageId !== undefined ? { stageId: changes.stageId || null } : {}),
      ...(changes.autoPushMinScore !== undefined ? { autoPushMinScore: changes.autoPushMinScore } : {}),
      ...(changes.autoPushScope ? { autoPushScope: changes.autoPushScope } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(crmConnections.id, row.id))
    .returning();
  return toCrmConnection(updated!);
}
