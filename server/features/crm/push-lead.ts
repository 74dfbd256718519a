import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TCrmField } from '@contracts/crm';
import type { Db } from '../../db/client';
import { businessResults, crmConnections, crmRecords } from '../../db/schema';
import { CrmError, type CrmClient } from '../../integrations/crm/crm-client';
import { findLeadAnswers } from '../research';
import { leadToCompany, leadToPersons } from './lead-to-crm';

type Lead = typeof businessResults.$inferSelect;
type Connection = typeof crmConnections.$inferSelect;
export type PushOutcome = { status: 'created' | 'updated' | 'skipped'; recordUrl: string };

/**
 * Pushes one lead (idempotent, decision 115): the record a previous push stored is updated; otherwise the client
 * finds the same business in the CRM (domain, phone) before it creates one, and people are upserted by email.
 * The company's id is stored as soon as the CRM gave it, so a crash later in this lead cannot lose it. An
 * unchanged lead already pushed with the same settings is skipped. A Pipedrive lead (Leads inbox) is updated on
 * every push and is what the lead's link opens; a deal is made once.
 */
export async function pushLead(
  db: Db,
  client: CrmClient,
  connection: Connection,
  lead: Lead,
  leadUrl: string,
): Promise<PushOutcome> {
  const fields = connection.fields as TCrmField[];
  const answers = fields.includes('research') ? await findLeadAnswers(db, lead, lead.id) : [];
  const company = leadToCompany(lead, fields, leadUrl, answers);
  const persons = leadToPersons(lead, fields);
  // Pipedrive can make a lead in its Leads inbox instead of a deal.
  const upsertLead = connection.createDeal && connection.dealKind === 'lead' ? client.upsertLead : undefined;
  const deal = connection.createDeal
    ? {
        name: lead.businessName,
        pipelineId: connection.pipelineId ?? undefined,
        stageId: connection.stageId ?? undefined,
        ...(upsertLead ? { kind: 'lead' } : {}),
      }
    : null;
  const payloadHash = createHash('sha256').update(JSON.stringify({ company, persons, deal })).digest('hex');
  const [known] = await db
    .select()
    .from(crmRecords)
    .where(and(eq(crmRecords.connectionId, connection.id), eq(crmRecords.leadId, lead.id)))
    .limit(1);
  if (known?.payloadHash === payloadHash) return { status: 'skipped', recordUrl: known.recordUrl };

  const upserted = await client.upsertCompany(company, known?.companyId).catch((error: unknown) => {
    // Deleted in the CRM since: look for it (or make it) again.
    if (known && error instanceof CrmError && error.status === 404) return client.upsertCompany(company);
    throw error;
  });
  const recordUrl = client.recordUrl(upserted.id);
  const save = (values: Partial<typeof crmRecords.$inferInsert>) =>
    db
      .insert(crmRecords)
      .values({
        teamId: lead.teamId,
        connectionId: connection.id,
        leadId: lead.id,
        companyId: upserted.id,
        recordUrl,
        payloadHash: '',
        ...values,
      })
      .onConflictDoUpdate({
        target: [crmRecords.connectionId, crmRecords.leadId],
        set: { companyId: upserted.id, recordUrl, ...values },
      });
  if (!known || known.companyId !== upserted.id) await save({});

  const personIds: string[] = [];
  for (const person of persons) personIds.push((await client.upsertPerson(person, upserted.id)).id);
  const crmLead = upsertLead
    ? await upsertLead({ title: lead.businessName }, upserted.id, personIds, known?.crmLeadId ?? undefined)
    : null;
  const dealId =
    known?.dealId ?? (deal && !crmLead ? (await client.createDeal(deal, upserted.id, personIds)).id : null);
  const url = crmLead?.url ?? recordUrl;
  await save({
    personIds,
    dealId,
    crmLeadId: crmLead?.id ?? known?.crmLeadId,
    recordUrl: url,
    payloadHash,
    pushedAt: sql`now()` as unknown as Date,
  });
  return { status: upserted.created && !known ? 'created' : 'updated', recordUrl: url };
}
