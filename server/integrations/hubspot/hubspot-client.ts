import { Client } from '@hubspot/api-client';
import type { CrmClient, CrmCompany, CrmPerson } from '../crm/crm-client';
import { CrmError } from '../crm/crm-client';
import { HUBSPOT_ASSOCIATION, type HubSpotAccountDetails, type HubSpotErrorBody } from './hubspot-wire';

type AssociationCategory = 'HUBSPOT_DEFINED';

/**
 * HubSpot through its official client (`@hubspot/api-client` 13.5, the last for Node 20) with a private-app token:
 * a lead becomes a company (found again by domain, then phone) with its people as contacts (upserted by email)
 * and, when asked, a deal in the chosen pipeline and stage. The client's own retries are off: the push job waits
 * what a 429's Retry-After says (decision 115).
 */
export function createHubSpotClient(baseUrl: string, token: string): CrmClient {
  const client = new Client({
    accessToken: token,
    basePath: baseUrl.replace(/\/$/, ''),
    numberOfApiCallRetries: 0,
  });
  let uiDomain = 'app.hubspot.com';
  let portalId = 0;

  async function findCompany(company: CrmCompany): Promise<string | undefined> {
    for (const [propertyName, value] of [
      ['domain', company.domain],
      ['phone', company.phone],
    ] as const) {
      if (!value) continue;
      const found = await call(() =>
        client.crm.companies.searchApi.doSearch({
          filterGroups: [{ filters: [{ propertyName, operator: 'EQ' as never, value }] }],
          properties: ['name', 'domain', 'phone'],
          sorts: [],
          limit: 1,
          after: '0',
        }),
      );
      if (found.results[0]) return found.results[0].id;
    }
    return undefined;
  }

  return {
    async test() {
      const response = await client.apiRequest({ method: 'GET', path: '/account-info/v3/details' });
      if (!response.ok) throw await errorOfResponse(response);
      const details = (await response.json()) as HubSpotAccountDetails;
      uiDomain = details.uiDomain;
      portalId = details.portalId;
      return { accountName: `HubSpot account ${details.portalId}` };
    },
    async upsertCompany(company, knownId) {
      const properties = companyProperties(company);
      const id = knownId ?? (await findCompany(company));
      if (id) {
        await call(() => client.crm.companies.basicApi.update(id, { properties }));
        return { id, created: false };
      }
      const created = await call(() =>
        client.crm.companies.basicApi.create({ properties, associations: [] }),
      );
      return { id: created.id, created: true };
    },
    async upsertPerson(person: CrmPerson, companyId) {
      const properties = personProperties(person);
      const answer = await call(() =>
        client.crm.contacts.batchApi.upsert({
          inputs: [{ id: person.email, idProperty: 'email', properties }],
        }),
      );
      const contact = answer.results[0];
      if (!contact) throw new CrmError('HubSpot did not return the contact', 502);
      await call(() =>
        client.crm.associations.v4.basicApi.createDefault('contacts', contact.id, 'companies', companyId),
      );
      return { id: contact.id, created: contact._new };
    },
    async createDeal(deal, companyId, personIds) {
      const to = (id: string, associationTypeId: number) => ({
        to: { id },
        types: [
          { associationCategory: 'HUBSPOT_DEFINED' as AssociationCategory as never, associationTypeId },
        ],
      });
      const created = await call(() =>
        client.crm.deals.basicApi.create({
          properties: {
            dealname: deal.name,
            ...(deal.pipelineId ? { pipeline: deal.pipelineId } : {}),
            ...(deal.stageId ? { dealstage: deal.stageId } : {}),
          },
          associations: [
            to(companyId, HUBSPOT_ASSOCIATION.dealToCompany),
            ...personIds.map((id) => to(id, HUBSPOT_ASSOCIATION.dealToContact)),
          ],
        }),
      );
      return { id: created.id };
    },
    async pipelines() {
      const answer = await call(() => client.crm.pipelines.pipelinesApi.getAll('deals'));
      return answer.results.map((p) => ({
        id: p.id,
        label: p.label,
        stages: p.stages.map((s) => ({ id: s.id, label: s.label })),
      }));
    },
    recordUrl: (companyId) => `https://${uiDomain}/contacts/${portalId}/record/0-2/${companyId}`,
  };
}

function companyProperties(company: CrmCompany): Record<string, string> {
  return defined({
    name: company.name,
    domain: company.domain,
    website: company.website,
    phone: company.phone,
    address: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    country: company.country,
    description: company.description,
  });
}

function personProperties(person: CrmPerson): Record<string, string> {
  return defined({
    email: person.email,
    firstname: person.firstName,
    lastname: person.lastName,
    jobtitle: person.jobTitle,
    phone: person.phone,
  });
}

const defined = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined));

/** Runs one call of the generated client, turning its ApiException into a CrmError with HubSpot's message. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw errorOf(error);
  }
}

type ApiExceptionLike = { code: number; body: unknown; headers: Record<string, string> };
const isApiException = (e: unknown): e is ApiExceptionLike =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'number' && 'headers' in e;

function errorOf(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  if (!isApiException(error))
    return new CrmError(`HubSpot could not be reached: ${(error as Error).message ?? String(error)}`, 503);
  const body = parseBody(error.body);
  return new CrmError(
    body?.message ?? `HubSpot answered ${error.code}`,
    error.code,
    retryAfter(error.headers['retry-after']),
  );
}

/** The fetch response of `apiRequest` (node-fetch's, shaped like the platform's). */
type RawResponse = { status: number; text(): Promise<string>; headers: { get(name: string): string | null } };

async function errorOfResponse(response: RawResponse): Promise<CrmError> {
  const body = parseBody(await response.text());
  return new CrmError(
    body?.message ?? `HubSpot answered ${response.status}`,
    response.status,
    retryAfter(response.headers.get('retry-after') ?? undefined),
  );
}

function parseBody(body: unknown): Partial<HubSpotErrorBody> | undefined {
  if (typeof body === 'object' && body !== null) return body as Partial<HubSpotErrorBody>;
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as Partial<HubSpotErrorBody>;
  } catch {
    return undefined;
  }
}

function retryAfter(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
