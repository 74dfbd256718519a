import { vi } from 'vitest';
import type { TMeResponse } from '@contracts/account';
import { NOT_SUBSCRIBED, type TPlansResponse, type TSubscriptionStatus } from '@contracts/billing';

export type TRouteAnswer = unknown | Response;
export type TRouteHandler = (request: {
  method: string;
  body: unknown;
  path: string;
}) => TRouteAnswer | Promise<TRouteAnswer>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` for billing, settings and admin component tests: `routes` are keyed `'METHOD /path'`; a value
 * is the JSON answer, a Response, or a handler. Anything else is a 404 in our error shape.
 */
export function stubRoutes(routes: Record<string, TRouteAnswer | TRouteHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return jsonResponse({ code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname}` }, 404);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer =
      typeof route === 'function'
        ? await (route as TRouteHandler)({ method, body, path: url.pathname })
        : route;
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeMeAnswer(overrides: Partial<TMeResponse> = {}): TMeResponse {
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

export function makeStatus(overrides: Partial<TSubscriptionStatus> = {}): TSubscriptionStatus {
  return { ...NOT_SUBSCRIBED, billing_enabled: true, ...overrides };
}

export function makePlans(overrides: Partial<TPlansResponse> = {}): TPlansResponse {
  return {
    billingEnabled: true,
    trialDays: 7,
    trialLimits: { searches: 50, exports: 5 },
    prices: {
      monthly: { id: 'price_m', amount: 79, currency: 'usd', interval: 'month' },
      founder: { id: 'price_f', amount: 37, currency: 'usd', interval: 'month' },
      trialFee: { id: 'price_t', amount: 1, currency: 'usd', interval: null },
    },
    founderSeats: { total: 100, claimed: 87, remaining: 13 },
    ...overrides,
  };
}

/** A promise the test resolves when it wants the stubbed call to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
