import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type {
  HubSpotAccountDetails,
  HubSpotErrorBody,
  HubSpotObject,
} from '../../server/integrations/hubspot/hubspot-wire';
import { createCrmFake, type TCrmFakeControls } from '../crm-fake-server';

/**
 * A local HubSpot (developers.hubspot.com/docs/api/crm): private-app Bearer tokens (`pat-…`), CRM v3 objects
 * (create, read, update, search with EQ filters, batch create/update/upsert by a unique property), v4 default
 * associations, deal pipelines, account details, and HubSpot's error body and rate-limit headers. `rateLimitNext`
 * makes the next requests answer 429 with Retry-After, as the ten-second limit does.
 */
export type TFakeHubSpotOptions = {
  port?: number;
  /** The only token accepted; by default any `pat-…` token is. */
  token?: string;
  portalId?: number;
  /** Requests per ten seconds before 429s (HubSpot's private apps: 100 to 190). */
  maxPerInterval?: number;
};

type TStoredObject = HubSpotObject & { associations: { type: string; id: string; typeId: number }[] };

export type TFakeHubSpot = TCrmFakeControls & {
  /** Objects by type (`companies`, `contacts`, `deals`) and id. */
  objects: Record<string, Map<string, TStoredObject>>;
};

const INTERVAL_MS = 10_000;
const DAILY = 1_000_000;
const OBJECT_TYPES = ['companies', 'contacts', 'deals'] as const;
/** Properties a batch upsert may use as its id (unique-value properties). */
const UNIQUE_PROPERTIES: Record<string, string[]> = { contacts: ['email'], companies: [], deals: [] };
const PIPELINES = [
  {
    id: 'default',
    label: 'Sales Pipeline',
    displayOrder: 0,
    stages: [
      ['appointmentscheduled', 'Appointment Scheduled'],
      ['qualifiedtobuy', 'Qualified To Buy'],
      ['presentationscheduled', 'Presentation Scheduled'],
      ['closedwon', 'Closed Won'],
    ].map(([id, label], displayOrder) => ({
      id,
      label,
      displayOrder,
      metadata: { probability: String((displayOrder + 1) / 5) },
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      archived: false,
    })),
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    archived: false,
  },
];

export async function startFakeHubSpot(options: TFakeHubSpotOptions = {}): Promise<TFakeHubSpot> {
  const portalId = options.portalId ?? 146_000_001;
  const maxPerInterval = options.maxPerInterval ?? 190;
  const objects: TFakeHubSpot['objects'] = Object.fromEntries(OBJECT_TYPES.map((t) => [t, new Map()]));
  let nextId = 1000;
  let window = { start: Date.now(), count: 0 };
  let served = 0;
  const fake = createCrmFake();
  const { app, limit } = fake;

  app.use('*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!token.startsWith('pat-') || (options.token && token !== options.token))
      return error(
        c,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    await fake.hook(c.req.path, c.req.method);
    served += 1;
    if (Date.now() - window.start > INTERVAL_MS) window = { start: Date.now(), count: 0 };
    window.count += 1;
    const remaining = Math.max(0, maxPerInterval - window.count);
    const headers = {
      'X-HubSpot-RateLimit-Daily': String(DAILY),
      'X-HubSpot-RateLimit-Daily-Remaining': String(DAILY - served),
      'X-HubSpot-RateLimit-Interval-Milliseconds': String(INTERVAL_MS),
      'X-HubSpot-RateLimit-Max': String(maxPerInterval),
      'X-HubSpot-RateLimit-Remaining': String(limit.times > 0 ? 0 : remaining),
    };
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (limit.times > 0 || remaining === 0) {
      const windowLeft = Math.ceil((window.start + INTERVAL_MS - Date.now()) / 1000);
      c.header('Retry-After', String(limit.times > 0 ? limit.seconds : Math.max(1, windowLeft)));
      limit.times = Math.max(0, limit.times - 1);
      return error(c, 429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
      });
    }
    await next();
  });

  app.get('/account-info/v3/details', (c) =>
    c.json({
      portalId,
      accountType: 'STANDARD',
      timeZone: 'US/Eastern',
      companyCurrency: 'USD',
      uiDomain: 'app.hubspot.com',
      dataHostingLocation: 'na1',
    } satisfies HubSpotAccountDetails),
  );
  app.get('/crm/v3/pipelines/deals', (c) => c.json({ results: PIPELINES }));

  const store = (c: Context) => objects[c.req.param('type') ?? ''];
  const create = (type: string, properties: Record<string, string>) => {
    const now = new Date().toISOString();
    const object: TStoredObject = {
      id: String((nextId += 1)),
      properties: { ...properties, hs_object_id: String(nextId), createdate: now },
      createdAt: now,
      updatedAt: now,
      archived: false,
      associations: [],
    };
    objects[type]!.set(object.id, object);
    return object;
  };
  const update = (object: TStoredObject, properties: Record<string, string>) => {
    object.properties = { ...object.properties, ...properties };
    object.updatedAt = new Date().toISOString();
    return object;
  };
  const wire = ({ associations: _, ...object }: TStoredObject, extra: object = {}) => ({
    ...object,
    ...extra,
  });
  const batch = (results: unknown[]) => ({
    status: 'COMPLETE',
    results,
    startedAt: new Date().toISOString(),
    completedAt: new Date().toISOString(),
  });

  app.post('/crm/v3/objects/:type/search', async (c) => {
    const map = store(c);
    if (!map) return notFound(c);
    const body = (await c.req.json()) as {
      filterGroups?: { filters: { propertyName: string; operator: string; value?: string }[] }[];
      limit?: number;
    };
    const groups = body.filterGroups ?? [];
    const matches = [...map.values()].filter(
      (o) =>
        groups.length === 0 ||
        groups.some((g) =>
          g.filters.every(
            (f) =>
              f.operator === 'EQ' &&
              (o.properties[f.propertyName] ?? '').toLowerCase() === (f.value ?? '').toLowerCase(),
          ),
        ),
    );
    return c.json({ total: matches.length, results: matches.slice(0, body.limit ?? 10).map((o) => wire(o)) });
  });
  app.post('/crm/v3/objects/:type/batch/create', async (c) => {
    const type = c.req.param('type');
    if (!store(c)) return notFound(c);
    const { inputs } = (await c.req.json()) as { inputs: { properties: Record<string, string> }[] };
    return c.json(batch(inputs.map((i) => wire(create(type, i.properties)))), 201);
  });
  app.post('/crm/v3/objects/:type/batch/update', async (c) => {
    const map = store(c);
    if (!map) return notFound(c);
    const { inputs } = (await c.req.json()) as {
      inputs: { id: string; properties: Record<string, string> }[];
    };
    const missing = inputs.find((i) => !map.has(i.id));
    if (missing) return error(c, 404, 'OBJECT_NOT_FOUND', `Object ${missing.id} not found`);
    return c.json(batch(inputs.map((i) => wire(update(map.get(i.id)!, i.properties)))));
  });
  app.post('/crm/v3/objects/:type/batch/upsert', async (c) => {
    const type = c.req.param('type');
    const map = store(c);
    if (!map) return notFound(c);
    const { inputs } = (await c.req.json()) as {
      inputs: { id: string; idProperty: string; properties: Record<string, string> }[];
    };
    const bad = inputs.find((i) => !UNIQUE_PROPERTIES[type]?.includes(i.idProperty));
    if (bad)
      return error(c, 400, 'VALIDATION_ERROR', `Property "${bad.idProperty}" is not a unique-value property`);
    const results = inputs.map((input) => {
      const key = input.id.toLowerCase();
      const found = [...map.values()].find(
        (o) => (o.properties[input.idProperty] ?? '').toLowerCase() === key,
      );
      if (found) return wire(update(found, input.properties), { new: false });
      return wire(create(type, { ...input.properties, [input.idProperty]: input.id }), { new: true });
    });
    return c.json(batch(results));
  });
  app.post('/crm/v3/objects/:type', async (c) => {
    const type = c.req.param('type');
    if (!store(c)) return notFound(c);
    const body = (await c.req.json()) as {
      properties: Record<string, string>;
      associations?: { to: { id: string }; types: { associationTypeId: number }[] }[];
    };
    if (!body.properties?.name && type === 'companies' && !body.properties?.domain)
      return error(c, 400, 'VALIDATION_ERROR', 'A company needs a name or a domain');
    const object = create(type, body.properties);
    for (const a of body.associations ?? [])
      object.associations.push({ type: 'unknown', id: a.to.id, typeId: a.types[0]?.associationTypeId ?? 0 });
    return c.json(wire(object), 201);
  });
  app.get('/crm/v3/objects/:type/:id', (c) => {
    const object = store(c)?.get(c.req.param('id'));
    return object ? c.json(wire(object)) : notFound(c);
  });
  app.patch('/crm/v3/objects/:type/:id', async (c) => {
    const object = store(c)?.get(c.req.param('id'));
    if (!object) return notFound(c);
    const { properties } = (await c.req.json()) as { properties: Record<string, string> };
    return c.json(wire(update(object, properties)));
  });
  app.put('/crm/v4/objects/:from/:fromId/associations/default/:to/:toId', (c) => {
    const { from, fromId, to, toId } = c.req.param();
    const object = objects[from]?.get(fromId);
    if (!object || !objects[to]?.get(toId)) return notFound(c);
    if (!object.associations.some((a) => a.type === to && a.id === toId))
      object.associations.push({ type: to, id: toId, typeId: 279 });
    return c.json(
      batch([
        {
          from: { id: fromId },
          to: { id: toId },
          associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 },
        },
      ]),
    );
  });
  app.all('*', (c) => notFound(c));

  return { ...(await fake.listen(options.port)), objects };
}

function error(
  c: Context,
  status: 400 | 401 | 404 | 429,
  category: string,
  message: string,
  extra: Partial<HubSpotErrorBody> = {},
) {
  return c.json(
    { status: 'error', message, correlationId: randomUUID(), category, ...extra } satisfies HubSpotErrorBody,
    status,
  );
}

const notFound = (c: Context) => error(c, 404, 'OBJECT_NOT_FOUND', 'resource not found');
