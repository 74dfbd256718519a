import { vi } from 'vitest';
import type { TMeResponse, TOverviewResponse } from '@contracts/account';

type TApiStubs = { me?: TMeResponse; overview?: TOverviewResponse };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces `fetch` with canned answers for our API; anything else gets a 404 error body. */
export function stubApi({ me, overview }: TApiStubs) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/me' && me) return json(me);
    if (path === '/api/dashboard/overview' && overview) return json(overview);
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
