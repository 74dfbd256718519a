import { CRM_NAMES, type TCrmProvider } from '@contracts/crm';
import type { AppDeps } from '../../app-deps';
import type { TeamScope } from '../../lib/team-scope';
import { crmClientOf, getCrmConnection, recordCrmTest } from './crm-connection-store';

/** Calls the CRM with the saved token and records the answer; a refusal is a result here, not an error. */
export async function testCrmConnection(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: Pick<TeamScope, 'teamId'>,
  provider: TCrmProvider,
) {
  const row = await getCrmConnection(db, scope, provider);
  try {
    const { accountName } = await crmClientOf({ appSecret, config }, row).test();
    await recordCrmTest(db, row.id, true, accountName);
    return { ok: true, accountName, message: `Connected to ${accountName}` };
  } catch (error) {
    await recordCrmTest(db, row.id, false, null);
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, accountName: row.accountName, message: `${CRM_NAMES[provider]}: ${message}` };
  }
}
