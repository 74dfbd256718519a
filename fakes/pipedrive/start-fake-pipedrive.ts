import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type {
  PipedriveEnvelope,
  PipedriveMe,
  PipedriveNote,
  PipedrivePipeline,
  PipedriveStage,
} from '../../server/integrations/pipedrive/pipedrive-wire';

/**
 * A local Pipedrive (API v1): the `api_token` query parameter, organizations, persons (email and phone as
 * labelled lists), notes, deals, pipelines and stages, item search with `exact_match`, `{ success, data }`
 * envelopes and `{ success: false, error }` refusals, and the `x-ratelimit-*` headers with 429 when
 * `rateLimitNext` asks for it.
 */
export type TFakePipedriveOptions = { port?: number; token?: string };
type TRecord = Record<string, unknown> & { id: number };

export type TFakePipedrive = {
  url: string;
  organizations: Map<number, TRecord>;
  persons: Map<number, TRecord>;
  deals: Map<number, TRecord>;
  notes: Map<number, PipedriveNote>;
  requests: { method: string; path: string; status: number }[];
  rateLimitNext: (times: number, resetSeconds?: number) => void;
  onRequest: (hook: ((path: string, method: string) => void | Promise<void>) | null) => void;
  close: () => Promise<void>;
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
  const notes = new Map<number, PipedriveNote>();
  const requests: TFakePipedrive['requests'] = [];
  let nextId = 1;
  let limited = { times: 0, reset: 2 };
  let hook: ((path: string, method: string) => void | Promise<void>) | null = null;

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

  const app = new Hono();
  app.get('/__fake/health', (c) => c.json({ ok: true }));
  app.use('*', async (c, next) => {
    await next();
    requests.push({ method: c.req.method, path: c.req.path, status: c.res.status });
  });
  app.use('/api/v1/*', async (c, next) => {
    const token = c.req.query('api_token') ?? '';
    if (token.length < 20 || (options.token && token !== options.token))
      return refuse(c, 401, 'You need to be authorized to make this request.');
    await hook?.(c.req.path, c.req.method);
    c.header('x-ratelimit-limit', '80');
    c.header('x-ratelimit-remaining', String(limited.times > 0 ? 0 : 79));
    c.header('x-ratelimit-reset', String(limited.reset));
    if (limited.times > 0) {
      limited.times -= 1;
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

  const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...tables,
    notes,
    requests,
    rateLimitNext: (times, reset = 1) => {
      limited = { times, reset };
    },
    onRequest: (next) => {
      hook = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
