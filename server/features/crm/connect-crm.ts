import { CRM_NAMES, type TCrmProvider } from '@contracts/crm';
import type { AppDeps } from '../../lib/app-context';
import type { TeamScope } from '../../lib/team-scope';
import { createCrmClient } from '../../integrations/crm/create-crm-client';
import { crmAppError } from './crm-app-error';
import { saveCrmConnection, toCrmConnection } from './crm-connection-store';

/** Tries the token against the CRM first; only a token the CRM accepts is saved (sealed) for the team. */
export async function connectCrm(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  provider: TCrmProvider,
  token: string,
) {
  const { accountName } = await createCrmClient(config, provider, token)
    .test()
    .catch((error: unknown) => {
      throw crmAppError(error, CRM_NAMES[provider]);
    });
  return toCrmConnection(await saveCrmConnection(db, appSecret, scope, provider, token, accountName));
}
