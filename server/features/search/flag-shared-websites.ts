import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { placeKey, SHARED_WEBSITE_PLACES, sharedWebsiteFlag, websiteKey } from './chain-flag';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks every lead of the team on a website that three or more of the team's places share (decision 129), and
 * keeps the count in the reason current. A brand or a directory flag is never replaced. Runs in the transaction
 * that saved the new leads, so they count; returns the leads whose flag it set, by id.
 */
export async function flagSharedWebsites(
  tx: Tx,
  teamId: string,
  websites: readonly (string | null)[],
): Promise<Map<string, typeof businessResults.$inferSelect.chain>> {
  const keys = [...new Set(websites.map(websiteKey).filter((key): key is string => key !== null))];
  const changed = new Map<string, typeof businessResults.$inferSelect.chain>();
  if (keys.length === 0) return changed;
  // Only leads whose address names one of these hosts are read; their keys are then computed as above.
  const hosts = [...new Set(keys.map((key) => key.split('/')[0]))].map(escapeRegex).join('|');
  const rows = await tx
    .select({
      id: businessResults.id,
      website: businessResults.website,
      placeId: businessResults.googlePlaceId,
      address: businessResults.address,
      phone: businessResults.phone,
      chain: businessResults.chain,
    })
    .from(businessResults)
    .where(
      and(
        eq(businessResults.teamId, teamId),
        isNotNull(businessResults.website),
        sql`${businessResults.website} ~* ${`^\\s*https?://(www\\.)?(${hosts})([:/?#]|$)`}`,
      ),
    );
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = websiteKey(row.website);
    if (key && keys.includes(key)) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const [key, leads] of byKey) {
    const places = new Set(leads.map(placeKey)).size;
    if (places < SHARED_WEBSITE_PLACES) continue;
    const flag = sharedWebsiteFlag(key, places);
    const ids = leads
      .filter(
        (lead) =>
          (lead.chain === null || lead.chain.kind === 'shared_domain') && lead.chain?.reason !== flag.reason,
      )
      .map((lead) => lead.id);
    if (ids.length === 0) continue;
    await tx
      .update(businessResults)
      .set({ chain: flag, revision: nextLeadRevision(), updatedAt: sql`clock_timestamp()` })
      .where(and(inArray(businessResults.id, ids), eq(businessResults.teamId, teamId)));
    ids.forEach((id) => changed.set(id, flag));
  }
  return changed;
}
