import { http } from 'msw';
import { vi } from 'vitest';
import type { TMeResponse, TOverviewResponse } from '@contracts/account';
import type { TSearchAccess } from '@contracts/search';
import { server } from './msw';

export type TStubRequest = { method: string; path: string; url: URL; body: unknown };
/** A JSON body (answered with 200) or a whole `Response`. */
export type TStubAnswer = Response | Record<string, unknown> | unknown[] | string | number | boolean | null;
/** What a stubbed route answers: an answer, or a function of the request returning one. */
export type TStubRoute =
  TStubAnswer | ((request: TStubRequest) => TStubAnswer | undefined | Promise<TStubAnswer | undefined>);

type TApiStubs = {
  me?: TMeResponse;
  overview?: TOverviewResponse;
  /**
   * More routes, keyed `'METHOD /path'` or `'/path'` (any method). A key with a query string matches that exact
   * URL; one without matches the path whatever the query.
   */
  routes?: Record<string, TStubRoute>;
};

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer in our API's shape. */
export function apiError(status: number, code: string, message: string) {
  return json({ code, message }, status);
}

function findRoute(routes: Record<string, TStubRoute>, method: string, url: URL): TStubRoute | undefined {
  const full = url.pathname + url.search;
  for (const key of [`${method} ${full}`, full, `${method} ${url.pathname}`, url.pathname]) {
    if (key in routes) return routes[key];
  }
  return undefined;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Answers our API with canned answers (through MSW, see ./msw); anything else gets a 404 error body. Returns a
 * spy called once per request with its path (and query) and `{ method, body }`, for tests that check what was sent.
 */
export function stubApi({ me, overview, routes = {} }: TApiStubs) {
  const requests = vi.fn<(path: string, sent: { method: string; body: unknown }) => void>();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const body = await readBody(request);
      requests(url.pathname + url.search, { method, body });
      if (url.pathname === '/api/me' && me) return json(me);
      if (url.pathname === '/api/dashboard/overview' && overview) return json(overview);
      const route = findRoute(routes, method, url);
      if (route === undefined) {
        return json(
          { code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname + url.search}` },
          404,
        );
      }
      const answer =
        typeof route === 'function' ? await route({ method, path: url.pathname, url, body }) : route;
      if (answer instanceof Response) return answer.clone();
      return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
    }),
  );
  return requests;
}

/** GET /api/searches/access for a subscriber with a key; override what a test is about. */
export function makeSearchAccess(overrides: Partial<TSearchAccess> = {}): TSearchAccess {
  return {
    canSearch: true,
    blockedBy: null,
    needsOwnKey: true,
    hasKey: true,
    isAdmin: false,
    isBeta: false,
    monthlyLimit: null,
    searchesThisMonth: 0,
    betaResultsRemaining: null,
    betaResultsLimit: null,
    ...overrides,
  };
}

export function makeMe(overrides: Partial<TMeResponse> = {}): TMeResponse {
  return {
    id: 'user-1',
    email: 'sam.rivera@example.com',
    fullName: null,
    companyName: null,
    roles: ['user'],
    isAdmin: false,
    isBeta: false,
    ...overrides,
  };
}
