import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadPageTexts } from '../../db/schema';
import type { DeepEnrichLead } from '../../app-deps';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PageTexts = NonNullable<Awaited<ReturnType<DeepEnrichLead>>>['pageTexts'];

/**
 * Keeps what the deep pass read of a lead's pages (decision 143): its texts replace the lead's earlier ones,
 * in the transaction that stores the pass. A pass that read no text leaves the earlier text to its retention.
 */
export async function storePageTexts(
  tx: Db | Tx,
  lead: { id: string; teamId: string },
  texts: PageTexts,
): Promise<void> {
  if (texts.length === 0) return;
  await tx.delete(leadPageTexts).where(eq(leadPageTexts.leadId, lead.id));
  await tx.insert(leadPageTexts).values(
    texts.map((page, position) => ({
      teamId: lead.teamId,
      leadId: lead.id,
      position,
      url: page.url,
      text: page.text,
      fetchedAt: page.fetchedAt,
    })),
  );
}
