import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type {
  PipedriveEnvelope,
  PipedriveLead,
  PipedriveDealSearch,
  PipedriveLeadSearch,
  PipedriveMe,
  PipedriveNote,
  PipedrivePipeline,
  PipedriveStage,
} from '../../server/integrations/pipedrive/pipedrive-wire';
import { createCrmFake, type TCrmFakeControls } from '../crm-fake-server';

/**
 * A local Pipedrive (API v1): the `api_token` query parameter, organizations, persons (email and phone as
 * labelled lists), notes, deals, leads of the Leads inbox (UUID ids, PATCH to update), pipelines and stages, item
 * and lead search with `exact_match`, `{ success, data }` envelopes and `{ success: false, error }` refusals, and the `x-ratelimit-*` headers with 429 when
 * `rateLimitNext` asks for it.
 */
export type TFakePipedriveOptions = { port?: number; token?: string };
type TRecord = Record<string, unknown> & { id: number };

export type TFakePipedrive = TCrmFakeControls & {
  organizations: Map<number, TRecord>;
  persons: Map<number, TRecord>;
  deals: Map<number, TRecord>;
  leads: Map<string, PipedriveLead>;
  notes: Map<number, PipedriveNote>;
};

const PIPELINES: PipedrivePipeline[] = [{ id: 1, name: 'Pipeline', order_nr: 1, active: true }];
const STAGES: PipedriveStage[] = ['Qualified', 'Contact Made', 'Proposal Made', 'Negotiations Started'].map(
  (name, i) => ({ id: i + 1, name, pipeline_id: 1, order_nr: i + 1 }),
);

export async function startFakePipedrive(options: TFakePipedriveOptions = {}): Promise<TFakePipedrive> {
  const tables = { organizations: new Map(), persons: new Map(), deals: new Map() } as Record<
    'organizations' | 'persons' | 'deals',
    Map<number, TRecord>
  >;
  const leads = new Map<string, PipedriveLead>();
  const notes = new Map<number, PipedriveNote>();
  let nextId = 1;
  const fake = createCrmFake();
  const { app, limit } = fake;

  const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
    c.json({ success: true, data } satisfies PipedriveEnvelope<T>, status);
  const refuse = (c: Context, status: 400 | 401 | 404 | 429, error: string) =>
    c.json(
      {
        success: false,
        error,
        errorCode: status,
        error_info: 'Please check developers.pipedrive.com',
        data: null,
      },
      status,
    );

  app.use('/api/v1/*', async (c, next) => {
    const token = c.req.query('api_token') ?? '';
    if (token.length < 20 || (options.token && token !== options.token))
      return refuse(c, 401, 'You need to be authorized to make this request.');
    await fake.hook(c.req.path, c.req.method);
    c.header('x-ratelimit-limit', '80');
    c.header('x-ratelimit-remaining', String(limit.times > 0 ? 0 : 79));
    c.header('x-ratelimit-reset', String(limit.seconds));
    if (limit.times > 0) {
      limit.times -= 1;
      return refuse(c, 429, 'Request over limit');
    }
    await next();
  });

  app.get('/api/v1/users/me', (c) =>
    ok(c, {
      id: 1,
      name: 'Demo User',
      company_id: 77,
      company_name: 'Demo Agency',
      company_domain: 'demo-agency',
    } satisfies PipedriveMe),
  );
  app.get('/api/v1/pipelines', (c) => ok(c, PIPELINES));
  app.get('/api/v1/stages', (c) => ok(c, STAGES));
  app.get('/api/v1/leads/search', (c) => {
    const term = (c.req.query('term') ?? '').toLowerCase();
    const exact = c.req.query('exact_match') === 'true' || c.req.query('exact_match') === '1';
    const orgId = Number(c.req.query('organization_id') ?? 0);
    const personId = Number(c.req.query('person_id') ?? 0);
    const named = (kind: 'organizations' | 'persons', id: number | null) => {
      const record = id === null ? undefined : tables[kind].get(id);
      return record ? { id: record.id, name: String(record.name) } : null;
    };
    const items: PipedriveLeadSearch['items'] = [...leads.values()]
      .filter((l) => (exact ? l.title.toLowerCase() === term : l.title.toLowerCase().includes(term)))
      .filter((l) => (!orgId || l.organization_id === orgId) && (!personId || l.person_id === personId))
      .map((l) => ({
        result_score: 1,
        item: {
          id: l.id,
          type: 'lead',
          title: l.title,
          organization: named('organizations', l.organization_id),
          person: named('persons', l.person_id),
        },
      }));
    return ok(c, { items: items.slice(0, Number(c.req.query('limit') ?? 100)) });
  });
  app.post('/api/v1/leads', async (c) => {
    const body = (await c.req.json()) as Partial<PipedriveLead>;
    const invalid = leadRefusal(body, true);
    if (invalid) return refuse(c, 400, invalid);
    const now = new Date().toISOString();
    const lead: PipedriveLead = {
      id: randomUUID(),
      title: body.title!,
      organization_id: body.organization_id ?? null,
      person_id: body.person_id ?? null,
      owner_id: 1,
      source_name: 'API',
      is_archived: false,
      add_time: now,
      update_time: now,
    };
    leads.set(lead.id, lead);
    return ok(c, lead, 201);
  });
  app.patch('/api/v1/leads/:id', async (c) => {
    if (!UUID.test(c.req.param('id'))) return refuse(c, 400, 'Validation failed: id: Invalid uuid');
    const lead = leads.get(c.req.param('id'));
    if (!lead) return refuse(c, 404, 'Lead not found');
    const body = (await c.req.json()) as Partial<PipedriveLead>;
    const invalid = leadRefusal({ ...lead, ...body }, false);
    if (invalid) return refuse(c, 400, invalid);
    Object.assign(lead, body, { id: lead.id, update_time: new Date().toISOString() });
    return ok(c, lead);
  });
  app.get('/api/v1/deals/search', (c) => {
    const term = (c.req.query('term') ?? '').toLowerCase();
    const exact = c.req.query('exact_match') === 'true' || c.req.query('exact_match') === '1';
    const orgId = Number(c.req.query('organization_id') ?? 0);
    const items: PipedriveDealSearch['items'] = [...tables.deals.values()]
      .filter((d) => {
        const title = String(d.title ?? '').toLowerCase();
        return exact ? title === term : title.includes(term);
      })
      .filter((d) => !orgId || d.org_id === orgId)
      .map((d) => {
        const org = tables.organizations.get(Number(d.org_id));
        return {
          result_score: 1,
          item: {
            id: d.id,
            type: 'deal',
            title: String(d.title),
            organization: org ? { id: org.id, name: String(org.name) } : null,
          },
        };
      });
    return ok(c, { items: items.slice(0, Number(c.req.query('limit') ?? 100)) });
  });
  app.get('/api/v1/:kind/search', (c) => {
    const table = tables[c.req.param('kind') as 'organizations' | 'persons'];
    if (!table) return refuse(c, 404, 'Unknown method .');
    const term = (c.req.query('term') ?? '').toLowerCase();
    const fields = (c.req.query('fields') ?? 'name').split(',');
    const exact = c.req.query('exact_match') === 'true' || c.req.query('exact_match') === '1';
    const values = (r: TRecord) =>
      fields.flatMap((f) => {
        const v = r[f];
        return Array.isArray(v) ? v.map((e: { value: string }) => e.value) : [String(v ?? '')];
      });
    const items = [...table.values()]
      .filter((r) =>
        values(r).some((v) => (exact ? v.toLowerCase() === term : v.toLowerCase().includes(term))),
      )
      .map((r) => ({
        result_score: 1,
        item: { id: r.id, name: String(r.name), type: c.req.param('kind').slice(0, -1) },
      }));
    return ok(c, { items: items.slice(0, Number(c.req.query('limit') ?? 100)) });
  });
  for (const kind of ['organizations', 'persons', 'deals'] as const) {
    app.post(`/api/v1/${kind}`, async (c) => {
      const body = (await c.req.json()) as Record<string, unknown>;
      if (!body[kind === 'deals' ? 'title' : 'name'])
        return refuse(c, 400, kind === 'deals' ? 'Deal title must be given.' : 'Name must be given.');
      const record = { ...body, id: nextId++, add_time: new Date().toISOString() };
      tables[kind].set(record.id, record);
      return ok(c, record, 201);
    });
    app.put(`/api/v1/${kind}/:id`, async (c) => {
      const record = tables[kind].get(Number(c.req.param('id')));
      if (!record)
        return refuse(
          c,
          404,
          `${kind === 'organizations' ? 'Organization' : kind === 'persons' ? 'Person' : 'Deal'} not found`,
        );
      Object.assign(record, await c.req.json(), { update_time: new Date().toISOString() });
      return ok(c, record);
    });
  }
  app.get('/api/v1/notes', (c) => {
    const orgId = Number(c.req.query('org_id'));
    const found = [...notes.values()].filter((n) => !orgId || n.org_id === orgId);
    return ok(c, found.length ? found : null);
  });
  app.post('/api/v1/notes', async (c) => {
    const body = (await c.req.json()) as { content?: string; org_id?: number };
    if (!body.content) return refuse(c, 400, 'Note content must be given.');
    const note = { id: nextId++, content: body.content, org_id: body.org_id ?? null };
    notes.set(note.id, note);
    return ok(c, note, 201);
  });
  app.put('/api/v1/notes/:id', async (c) => {
    const note = notes.get(Number(c.req.param('id')));
    if (!note) return refuse(c, 404, 'Note not found');
    note.content = ((await c.req.json()) as { content: string }).content;
    return ok(c, note);
  });
  app.all('*', (c) => refuse(c, 404, 'Unknown method .'));

  /** Pipedrive's own checks of a lead: a title, and a person or an organization that exists. */
  function leadRefusal(lead: Partial<PipedriveLead>, creating: boolean) {
    if (creating && !lead.title) return 'Validation failed: title: Required';
    if (!lead.organization_id && !lead.person_id)
      return 'A lead always has to be linked to a person or an organization or both';
    if (lead.organization_id && !tables.organizations.has(lead.organization_id))
      return `Organization with id ${lead.organization_id} does not exist`;
    if (lead.person_id && !tables.persons.has(lead.person_id))
      return `Person with id ${lead.person_id} does not exist`;
    return null;
  }

  return { ...(await fake.listen(options.port)), ...tables, leads, notes };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
