import { vi } from 'vitest';
import type { TMeResponse, TOverviewResponse } from '@contracts/account';

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

/** Replaces `fetch` with canned answers for our API; anything else gets a 404 error body. */
export function stubApi({ me, overview, routes = {} }: TApiStubs) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/me' && me) return json(me);
    if (path === '/api/dashboard/overview' && overview) return json(overview);
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = new URL(path, 'http://localhost');
    const route = findRoute(routes, method, url);
    if (route !== undefined) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer =
        typeof route === 'function' ? await route({ method, path: url.pathname, url, body }) : route;
      if (answer instanceof Response) return answer.clone();
      return answer === undefined ? new Response(null, { status: 204 }) : json(answer);
    }
    return json({ code: 'NOT_FOUND', message: `No stub for ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
