import type { CrmClient, CrmCompany, CrmPerson } from '../crm/crm-client';
import { CrmError } from '../crm/crm-client';
import {
  HIGHLEVEL_API_VERSION,
  LEADSCOUT_NOTE_TITLE,
  type HighLevelContact,
  type HighLevelContactInput,
  type HighLevelError,
  type HighLevelLocation,
  type HighLevelNote,
  type HighLevelOpportunityUpsert,
  type HighLevelPipeline,
  type HighLevelUpsert,
} from './highlevel-wire';

/** Every business and person LeadScout sends carries this tag (besides the lead's own). */
const SOURCE_TAG = 'leadscout';

/**
 * HighLevel's LeadConnector API v2 with a location's private integration token (Bearer, `Version` header). v2
 * has no company object: a lead becomes a business contact (companyName, website, phone, address, tags; found
 * again by its stored id, else upserted, which HighLevel dedupes by email or phone per location) with one
 * LeadScout note holding the other facts, updated in place; its people become contacts upserted by email with the
 * same companyName; and, when asked, an open opportunity in the chosen pipeline and stage.
 */
export function createHighLevelClient(baseUrl: string, token: string, locationId: string): CrmClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        version: HIGHLEVEL_API_VERSION,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).catch((error: unknown) => {
      throw new CrmError(`HighLevel could not be reached: ${(error as Error).message}`, 503);
    });
    const json = (await response.json().catch(() => null)) as (T & Partial<HighLevelError>) | null;
    if (response.ok && json) return json;
    throw new CrmError(messageOf(json, response.status), response.status, waitOf(response.headers));
  }

  const location = encodeURIComponent(locationId);
  /** The business name of each contact this client saved, given to its people as their companyName. */
  const companyNames = new Map<string, string>();
  const upsert = (contact: HighLevelContactInput) =>
    call<HighLevelUpsert>('POST', '/contacts/upsert', { ...contact, locationId });

  async function keepNote(contactId: string, facts: string) {
    const body = `${LEADSCOUT_NOTE_TITLE}\n${facts}`;
    const { notes } = await call<{ notes: HighLevelNote[] }>('GET', `/contacts/${contactId}/notes`);
    const ours = notes.find((n) => n.body.startsWith(LEADSCOUT_NOTE_TITLE));
    if (ours?.body === body) return;
    if (ours) await call('PUT', `/contacts/${contactId}/notes/${ours.id}`, { body });
    else await call('POST', `/contacts/${contactId}/notes`, { body });
  }

  async function pipelines() {
    const found = await call<{ pipelines: HighLevelPipeline[] }>(
      'GET',
      `/opportunities/pipelines?locationId=${location}`,
    );
    return found.pipelines.map((p) => ({
      id: p.id,
      label: p.name,
      stages: [...p.stages].sort((a, b) => a.position - b.position).map((s) => ({ id: s.id, label: s.name })),
    }));
  }

  return {
    async test() {
      const { location: found } = await call<HighLevelLocation>('GET', `/locations/${location}`);
      return { accountName: `${found.name} (HighLevel)` };
    },
    async upsertCompany(company, knownId) {
      const fields = businessContact(company);
      // An update's body has no companyName (HighLevel's UpdateContactDto): the name set at creation stays.
      const { companyName: _, ...update } = fields;
      const saved = knownId
        ? {
            new: false,
            contact: (await call<{ contact: HighLevelContact }>('PUT', `/contacts/${knownId}`, update))
              .contact,
          }
        : await upsert(fields);
      companyNames.set(saved.contact.id, fields.companyName!);
      const facts = [company.domain && `Domain: ${company.domain}`, company.description].filter(Boolean);
      if (facts.length) await keepNote(saved.contact.id, facts.join('\n'));
      return { id: saved.contact.id, created: saved.new };
    },
    async upsertPerson(person: CrmPerson, companyId) {
      const companyName = companyNames.get(companyId);
      const saved = await upsert({
        email: person.email,
        ...(person.firstName ? { firstName: person.firstName } : {}),
        ...(person.lastName ? { lastName: person.lastName } : {}),
        ...(person.phone ? { phone: person.phone } : {}),
        ...(companyName ? { companyName } : {}),
        tags: [SOURCE_TAG],
        source: 'LeadScout',
      });
      return { id: saved.contact.id, created: saved.new };
    },
    async createDeal(deal, companyId) {
      // HighLevel needs both: the location's first pipeline and stage stand in for a choice not made.
      const known = deal.pipelineId && deal.stageId ? [] : await pipelines();
      const pipelineId = deal.pipelineId ?? known[0]?.id;
      const stageId = deal.stageId ?? known.find((p) => p.id === pipelineId)?.stages[0]?.id;
      if (!pipelineId || !stageId) throw new CrmError('This HighLevel location has no pipeline', 400);
      // Upsert (by contact and pipeline): one made before a crash kept its id from us is found, not made twice.
      const { opportunity } = await call<HighLevelOpportunityUpsert>('POST', '/opportunities/upsert', {
        locationId,
        pipelineId,
        pipelineStageId: stageId,
        contactId: companyId,
        name: deal.name,
        status: 'open',
      });
      return { id: opportunity.id };
    },
    pipelines,
    recordUrl: (companyId) =>
      `https://app.gohighlevel.com/v2/location/${location}/contacts/detail/${encodeURIComponent(companyId)}`,
  };
}

/** The business as a contact: HighLevel shows companyName as the contact's name when it has no person's name. */
function businessContact(company: CrmCompany): HighLevelContactInput {
  const name = company.name || company.domain || '';
  return {
    name,
    companyName: name,
    ...(company.website ? { website: company.website } : {}),
    ...(company.phone ? { phone: company.phone } : {}),
    ...(company.address ? { address1: company.address } : {}),
    ...(company.city ? { city: company.city } : {}),
    ...(company.state ? { state: company.state } : {}),
    ...(company.zip ? { postalCode: company.zip } : {}),
    ...(company.country ? { country: company.country } : {}),
    tags: [SOURCE_TAG, ...(company.tags ?? [])],
    source: 'LeadScout',
  };
}

const messageOf = (body: Partial<HighLevelError> | null, status: number) => {
  const message = Array.isArray(body?.message) ? body.message.join('; ') : body?.message;
  return message || `HighLevel answered ${status}`;
};

/** Retry-After (seconds) when given, else the burst interval HighLevel reports in milliseconds. */
function waitOf(headers: Headers): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null && Number.isFinite(Number(retryAfter))) return Number(retryAfter);
  const interval = headers.get('x-ratelimit-interval-milliseconds');
  return interval === null ? undefined : Math.ceil(Number(interval) / 1000);
}
