import { CRM_NAMES, type TCrmProvider } from '@contracts/crm';
import type { AppDeps } from '../../app-deps';
import type { TeamScope } from '../../lib/team-scope';
import { crmAppError } from './crm-app-error';
import { crmClientOf, getCrmConnection } from './crm-connection-store';

/** The CRM's deal pipelines and their stages, for the pipeline/stage choice. */
export async function findCrmPipelines(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: Pick<TeamScope, 'teamId'>,
  provider: TCrmProvider,
) {
  const row = await getCrmConnection(db, scope, provider);
  try {
    return { pipelines: await crmClientOf({ appSecret, config }, row).pipelines() };
  } catch (error) {
    throw crmAppError(error, CRM_NAMES[provider]);
  }
}
