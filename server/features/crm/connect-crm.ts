import { CRM_NAMES, type TConnectCrmRequest, type TCrmProvider } from '@contracts/crm';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { createCrmClient } from '../../integrations/crm/create-crm-client';
import { crmAppError } from './crm-app-error';
import { saveCrmConnection, toCrmConnection } from './crm-connection-store';

/** Tries the token against the CRM first; only a token the CRM accepts is saved (sealed) for the team. */
export async function connectCrm(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  provider: TCrmProvider,
  request: TConnectCrmRequest,
) {
  const locationId = provider === 'highlevel' ? request.locationId : undefined;
  if (provider === 'highlevel' && !locationId)
    throw new AppError('VALIDATION_ERROR', 'Please enter the HighLevel location id');
  const { accountName } = await createCrmClient(config, provider, request.token, locationId)
    .test()
    .catch((error: unknown) => {
      throw crmAppError(error, CRM_NAMES[provider]);
    });
  return toCrmConnection(
    await saveCrmConnection(db, appSecret, scope, provider, request.token, accountName, locationId),
  );
}
