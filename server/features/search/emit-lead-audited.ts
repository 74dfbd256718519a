import type { Db } from '../../db/client';
import type { businessResults } from '../../db/schema';
import { emitTeamEvent } from '../webhooks';
import { toLead } from './to-lead';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `lead.audited` (decision 132): the deep pass stored a website audit on this lead. Call it in the transaction
 * that wrote the audit, with the row as written; a row without a readable audit sends nothing. Its own event, not
 * `lead.updated`, which means a person's edit.
 */
export async function emitLeadAudited(tx: Db | Tx, row: typeof businessResults.$inferSelect): Promise<void> {
  const lead = toLead(row);
  if (lead.audit)
    await emitTeamEvent(tx, row.teamId, 'lead.audited', { lead: { ...lead, audit: lead.audit } });
}
