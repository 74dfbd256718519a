import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import {
  HIGHLEVEL_API_VERSION,
  type HighLevelContact,
  type HighLevelNote,
  type HighLevelOpportunity,
  type HighLevelPipeline,
} from '../../server/integrations/highlevel/highlevel-wire';
import { createCrmFake, type TCrmFakeControls } from '../crm-fake-server';

/**
 * A local HighLevel (LeadConnector API v2) for one location: Bearer private integration tokens (`pit-…`), the
 * `Version` header, contacts with upsert deduped by email then phone, contact notes, opportunities, pipelines,
 * the location itself, `{ statusCode, message }` refusals (a list naming each property a contact body does not
 * have), and the `X-RateLimit-*` burst headers with 429 and Retry-After when `rateLimitNext` asks for it.
 */
export type TFakeHighLevelOptions = { port?: number; locationId?: string };

export type TFakeHighLevel = TCrmFakeControls & {
  locationId: string;
  contacts: Map<string, HighLevelContact>;
  notes: Map<string, HighLevelNote>;
  opportunities: Map<string, HighLevelOpportunity>;
};

export const FAKE_HIGHLEVEL_LOCATION = 've9EPM428h8vShlRW1KT';
const PIPELINES: HighLevelPipeline[] = [
  {
    id: 'pl-sales',
    name: 'Sales Pipeline',
    stages: ['New Lead', 'Contacted', 'Proposal Sent', 'Closed'].map((name, i) => ({
      id: `st-${i + 1}`,
      name,
      position: i,
    })),
  },
];

const newId = () => randomBytes(10).toString('base64url');

/**
 * The properties HighLevel's contact bodies have (UpdateContactDto and UpsertContactDto of its OpenAPI, as in the
 * official GoHighLevel/highlevel-api-sdk); like HighLevel's validation, the fake refuses any other.
 */
const UPDATE_PROPERTIES = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'address1',
  'city',
  'state',
  'postalCode',
  'website',
  'timezone',
  'dnd',
  'dndSettings',
  'inboundDndSettings',
  'tags',
  'customFields',
  'source',
  'dateOfBirth',
  'country',
  'assignedTo',
];
const UPSERT_PROPERTIES = [
  ...UPDATE_PROPERTIES,
  'locationId',
  'gender',
  'companyName',
  'createNewIfDuplicateAllowed',
];
const unknownProperties = (body: object, known: string[]) =>
  Object.keys(body)
    .filter((key) => !known.includes(key))
    .map((key) => `property ${key} should not exist`);

export async function startFakeHighLevel(options: TFakeHighLevelOptions = {}): Promise<TFakeHighLevel> {
  const locationId = options.locationId ?? FAKE_HIGHLEVEL_LOCATION;
  const contacts = new Map<string, HighLevelContact>();
  const notes = new Map<string, HighLevelNote>();
  const opportunities = new Map<string, HighLevelOpportunity>();
  const fake = createCrmFake();
  const { app, limit } = fake;

  const refuse = (c: Context, statusCode: 400 | 401 | 403 | 404 | 422 | 429, message: string | string[]) =>
    c.json({ statusCode, message }, statusCode);
  const sameLocation = (c: Context, id: string | undefined) =>
    id === locationId ? null : refuse(c, 403, 'The token does not have access to this location.');
  const contactOf = (c: Context) => contacts.get(c.req.param('contactId') ?? '');

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/__fake')) return next();
    const token = /^Bearer (pit-[\w-]{16,})$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return refuse(c, 401, 'Invalid Private Integration token');
    if (c.req.header('version') !== HIGHLEVEL_API_VERSION) return refuse(c, 400, 'Version header is missing');
    await fake.hook(c.req.path, c.req.method);
    c.header('x-ratelimit-max', '100');
    c.header('x-ratelimit-interval-milliseconds', '10000');
    c.header('x-ratelimit-remaining', String(limit.times > 0 ? 0 : 99));
    c.header('x-ratelimit-limit-daily', '200000');
    c.header('x-ratelimit-daily-remaining', '199000');
    if (limit.times > 0) {
      limit.times -= 1;
      c.header('retry-after', String(limit.seconds));
      return refuse(c, 429, 'Too Many Requests');
    }
    await next();
  });

  app.get('/locations/:locationId', (c) => {
    const denied = sameLocation(c, c.req.param('locationId'));
    return denied ?? c.json({ location: { id: locationId, name: 'Demo Roofing Agency' } });
  });
  app.get('/opportunities/pipelines', (c) => {
    const denied = sameLocation(c, c.req.query('locationId'));
    return denied ?? c.json({ pipelines: PIPELINES });
  });
  app.post('/contacts/upsert', async (c) => {
    const body = (await c.req.json()) as Partial<HighLevelContact>;
    const unknown = unknownProperties(body, UPSERT_PROPERTIES);
    if (unknown.length) return refuse(c, 422, unknown);
    const denied = sameLocation(c, body.locationId);
    if (denied) return denied;
    const found = [...contacts.values()].find(
      (k) => (body.email && k.email === body.email) || (body.phone && k.phone === body.phone),
    );
    if (found) {
      Object.assign(found, body);
      return c.json({ new: false, contact: found, traceId: newId() });
    }
    const contact = { ...body, id: newId(), locationId } as HighLevelContact;
    contacts.set(contact.id, contact);
    return c.json({ new: true, contact, traceId: newId() }, 201);
  });
  app.get('/contacts/:contactId', (c) => {
    const contact = contactOf(c);
    return contact ? c.json({ contact }) : refuse(c, 400, 'Contact not found');
  });
  app.put('/contacts/:contactId', async (c) => {
    const contact = contactOf(c);
    if (!contact) return refuse(c, 400, 'Contact not found');
    const body = (await c.req.json()) as Record<string, unknown>;
    const unknown = unknownProperties(body, UPDATE_PROPERTIES);
    if (unknown.length) return refuse(c, 422, unknown);
    Object.assign(contact, body);
    return c.json({ succeded: true, contact });
  });
  app.get('/contacts/:contactId/notes', (c) => {
    const contact = contactOf(c);
    if (!contact) return refuse(c, 400, 'Contact not found');
    return c.json({ notes: [...notes.values()].filter((n) => n.contactId === contact.id) });
  });
  app.post('/contacts/:contactId/notes', async (c) => {
    const contact = contactOf(c);
    if (!contact) return refuse(c, 400, 'Contact not found');
    const { body } = (await c.req.json()) as { body?: string };
    if (!body) return refuse(c, 422, ['body should not be empty']);
    const note = { id: newId(), body, contactId: contact.id, dateAdded: new Date().toISOString() };
    notes.set(note.id, note);
    return c.json({ note }, 201);
  });
  app.put('/contacts/:contactId/notes/:noteId', async (c) => {
    const note = notes.get(c.req.param('noteId'));
    if (!note || note.contactId !== c.req.param('contactId')) return refuse(c, 404, 'Note not found');
    note.body = ((await c.req.json()) as { body: string }).body;
    return c.json({ note });
  });
  /** The body of a create or an upsert, checked as HighLevel does; a refusal, or the body. */
  const opportunityBody = async (c: Context): Promise<Response | Partial<HighLevelOpportunity>> => {
    const body = (await c.req.json()) as Partial<HighLevelOpportunity>;
    const denied = sameLocation(c, body.locationId);
    if (denied) return denied;
    const stage = PIPELINES.find((p) => p.id === body.pipelineId)?.stages.find(
      (s) => s.id === body.pipelineStageId,
    );
    if (!stage) return refuse(c, 400, 'Pipeline stage not found');
    if (!body.contactId || !contacts.has(body.contactId)) return refuse(c, 400, 'Contact not found');
    if (!body.name) return refuse(c, 422, ['name should not be empty']);
    return body;
  };
  const create = (body: Partial<HighLevelOpportunity>): HighLevelOpportunity => {
    const opportunity = {
      ...body,
      id: newId(),
      locationId,
      status: body.status ?? 'open',
    } as HighLevelOpportunity;
    opportunities.set(opportunity.id, opportunity);
    return opportunity;
  };
  app.post('/opportunities/', async (c) => {
    const body = await opportunityBody(c);
    if (body instanceof Response) return body;
    return c.json({ opportunity: create(body) }, 201);
  });
  // Upsert: the contact's opportunity in that pipeline is updated, or one is made.
  app.post('/opportunities/upsert', async (c) => {
    const body = await opportunityBody(c);
    if (body instanceof Response) return body;
    const existing = [...opportunities.values()].find(
      (o) => o.contactId === body.contactId && o.pipelineId === body.pipelineId,
    );
    if (!existing) return c.json({ opportunity: create(body), new: true });
    Object.assign(existing, body, { id: existing.id, locationId });
    return c.json({ opportunity: existing, new: false });
  });
  app.all('*', (c) => refuse(c, 404, `Cannot ${c.req.method} ${c.req.path}`));

  return { ...(await fake.listen(options.port)), locationId, contacts, notes, opportunities };
}
