import type { CrmClient, CrmCompany } from '../crm/crm-client';
import { CrmError } from '../crm/crm-client';
import {
  LEADSCOUT_NOTE_TITLE,
  type PipedriveEnvelope,
  type PipedriveLead,
  type PipedriveDealSearch,
  type PipedriveLeadSearch,
  type PipedriveMe,
  type PipedriveNote,
  type PipedrivePipeline,
  type PipedriveSearch,
  type PipedriveStage,
} from './pipedrive-wire';

type Query = Record<string, string | number | undefined>;

/**
 * Pipedrive's API v1 with a personal API token (the `api_token` query parameter). A lead becomes an organization
 * (found again by its exact name; Pipedrive has no domain or phone on organizations), a note on it holding the
 * facts without a field (kept up to date, one per organization), its people as persons (found again by email),
 * and, when asked, a deal in the chosen pipeline and stage or a lead in the Leads inbox (found again by its
 * stored id, else by its title among the organization's leads, and updated).
 */
export function createPipedriveClient(baseUrl: string, token: string): CrmClient {
  let companyDomain = 'app';

  async function call<T>(
    method: string,
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<T> {
    const url = new URL(`/api/v1${path}`, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    url.searchParams.set('api_token', token);
    const response = await fetch(url, {
      method,
      headers: options.body ? { 'content-type': 'application/json' } : {},
      body: options.body ? JSON.stringify(options.body) : undefined,
    }).catch((error: unknown) => {
      throw new CrmError(`Pipedrive could not be reached: ${(error as Error).message}`, 503);
    });
    const envelope = (await response.json().catch(() => null)) as PipedriveEnvelope<T> | null;
    if (response.ok && envelope?.success) return envelope.data;
    const wait = response.headers.get('retry-after') ?? response.headers.get('x-ratelimit-reset');
    throw new CrmError(
      (envelope && !envelope.success && envelope.error) || `Pipedrive answered ${response.status}`,
      response.status,
      wait === null ? undefined : Number(wait),
    );
  }

  const search = async (kind: 'organizations' | 'persons', term: string, fields: string) =>
    (
      await call<PipedriveSearch>('GET', `/${kind}/search`, {
        query: { term, fields, exact_match: 'true', limit: 1 },
      })
    ).items[0]?.item.id;

  async function keepNote(orgId: number, description: string | undefined) {
    if (!description) return;
    const content = `${LEADSCOUT_NOTE_TITLE}\n${description}`;
    const notes =
      (await call<PipedriveNote[] | null>('GET', '/notes', { query: { org_id: orgId, limit: 100 } })) ?? [];
    const ours = notes.find((n) => n.content.startsWith(LEADSCOUT_NOTE_TITLE));
    if (ours) await call('PUT', `/notes/${ours.id}`, { body: { content } });
    else await call('POST', '/notes', { body: { content, org_id: orgId } });
  }

  return {
    async test() {
      const me = await call<PipedriveMe>('GET', '/users/me');
      companyDomain = me.company_domain;
      return { accountName: `${me.company_name} (Pipedrive)` };
    },
    async upsertCompany(company: CrmCompany, knownId) {
      const body = { name: company.name || company.domain, address: addressOf(company) };
      const found = knownId ?? (await search('organizations', body.name!, 'name'))?.toString();
      const id = found
        ? (await call<{ id: number }>('PUT', `/organizations/${found}`, { body })).id
        : (await call<{ id: number }>('POST', '/organizations', { body })).id;
      await keepNote(
        id,
        [
          company.website && `Website: ${company.website}`,
          company.phone && `Phone: ${company.phone}`,
          company.description,
        ]
          .filter(Boolean)
          .join('\n'),
      );
      return { id: String(id), created: !found };
    },
    async upsertPerson(person, companyId) {
      const body = {
        name: [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email,
        email: [{ value: person.email, primary: true, label: 'work' }],
        ...(person.phone ? { phone: [{ value: person.phone, primary: true, label: 'work' }] } : {}),
        org_id: Number(companyId),
        ...(person.jobTitle ? { job_title: person.jobTitle } : {}),
      };
      const found = await search('persons', person.email, 'email');
      if (found) {
        await call('PUT', `/persons/${found}`, { body });
        return { id: String(found), created: false };
      }
      return { id: String((await call<{ id: number }>('POST', '/persons', { body })).id), created: true };
    },
    async createDeal(deal, companyId, personIds) {
      // Made before a crash kept its id from us: the organization's deal of that title is found, not made twice.
      const found = (
        await call<PipedriveDealSearch>('GET', '/deals/search', {
          query: {
            term: deal.name,
            fields: 'title',
            exact_match: 'true',
            organization_id: companyId,
            limit: 1,
          },
        })
      ).items[0]?.item.id;
      if (found) return { id: String(found) };
      const created = await call<{ id: number }>('POST', '/deals', {
        body: {
          title: deal.name,
          org_id: Number(companyId),
          ...(personIds[0] ? { person_id: Number(personIds[0]) } : {}),
          ...(deal.pipelineId ? { pipeline_id: Number(deal.pipelineId) } : {}),
          ...(deal.stageId ? { stage_id: Number(deal.stageId) } : {}),
        },
      });
      return { id: String(created.id) };
    },
    async upsertLead(lead, companyId, personIds, knownId) {
      const body = {
        title: lead.title,
        organization_id: Number(companyId),
        ...(personIds[0] ? { person_id: Number(personIds[0]) } : {}),
      };
      const update = (id: string) =>
        call<PipedriveLead>('PATCH', `/leads/${encodeURIComponent(id)}`, { body });
      // Deleted (or converted to a deal) in Pipedrive since: look for it, or make it, again.
      const known = knownId
        ? await update(knownId).catch((error: unknown) => {
            if (error instanceof CrmError && error.status === 404) return null;
            throw error;
          })
        : null;
      const foundId =
        known?.id ??
        (
          await call<PipedriveLeadSearch>('GET', '/leads/search', {
            query: {
              term: lead.title,
              fields: 'title',
              exact_match: 'true',
              organization_id: companyId,
              limit: 1,
            },
          })
        ).items[0]?.item.id;
      const saved =
        known ?? (foundId ? await update(foundId) : await call<PipedriveLead>('POST', '/leads', { body }));
      return {
        id: saved.id,
        created: !foundId,
        url: `https://${companyDomain}.pipedrive.com/leads/inbox/${saved.id}`,
      };
    },
    async pipelines() {
      const [pipelines, stages] = await Promise.all([
        call<PipedrivePipeline[]>('GET', '/pipelines'),
        call<PipedriveStage[]>('GET', '/stages'),
      ]);
      return pipelines.map((p) => ({
        id: String(p.id),
        label: p.name,
        stages: stages
          .filter((s) => s.pipeline_id === p.id)
          .map((s) => ({ id: String(s.id), label: s.name })),
      }));
    },
    recordUrl: (companyId) => `https://${companyDomain}.pipedrive.com/organization/${companyId}`,
  };
}

const addressOf = (c: CrmCompany) =>
  [c.address, c.city, c.state, c.zip, c.country].filter(Boolean).join(', ') || undefined;
