import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

/** Bodies a careless or hostile client might send to any endpoint. */
const BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '42',
  '{"id":{"$ne":null},"limit":-1,"email":[],"name":{"a":1}}',
  JSON.stringify({ limit: 1e308, location: 'x'.repeat(5000), tags: Array(500).fill('t'), ids: ['not-a-uuid'] }),
];

/**
 * Every API route, called by a signed-in admin with malformed ids and bodies, answers a clear 4xx JSON error
 * (or succeeds) — never a 500.
 */
describe.skipIf(postgresSkipped())(`bad input on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUp('fuzz-admin@example.com');
  });
  afterAll(async () => t?.close());

  it('never answers 500', async () => {
    const routes = t.app.routes.filter(
      (r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('/events') && !r.path.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const id of [randomUUID(), 'not-a-uuid', '%00']) {
        const path = route.path.replace(/:[a-zA-Z]+/g, id);
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          const res = await t.request(`${path}${route.method === 'GET' ? '?limit=abc&listId=x&searchId=y' : ''}`, {
            method: route.method,
            cookie,
            body,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          });
          if (res.status >= 500 && !(res.status === 503 && (await res.clone().json()).code === "BILLING_DISABLED")) failures.push(`${route.method} ${path} ${body?.slice(0, 40)} → ${res.status} ${await res.text()}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
