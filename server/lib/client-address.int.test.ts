import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { session } from '../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../tests/test-db';

const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'technical-support',
  subject: 'Export question',
  message: 'How do I export my leads to a spreadsheet?',
};

/**
 * Per-address limits through a real socket (the app served by @hono/node-server on 127.0.0.1), with TRUST_PROXY
 * unset and set to `loopback`. The contact form allows 5 per 10 minutes, better-auth's sign-in 20 per minute.
 */
describe.skipIf(postgresSkipped())(`client address behind TRUST_PROXY on ${testDbKind()}`, () => {
  let t: TestApp;
  const servers: ServerType[] = [];
  const urls: { direct?: string; proxied?: string } = {};

  const listen = (trustProxy: string) =>
    new Promise<string>((resolve) => {
      const app = createApp({ ...t.deps, config: { ...t.deps.config, TRUST_PROXY: trustProxy } });
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
      servers.push(server);
    });

  beforeAll(async () => {
    t = await createTestApp();
    urls.direct = await listen('');
    urls.proxied = await listen('loopback');
    await t.signUp('limited@example.com', { password: 'right-horse-battery' });
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  const post = (base: string, path: string, body: unknown, forwardedFor?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
    });
  const contact = (base: string, forwardedFor?: string) => post(base, '/api/contact', MESSAGE, forwardedFor);
  const signIn = (base: string, password: string, forwardedFor?: string) =>
    post(base, '/api/auth/sign-in/email', { email: 'limited@example.com', password }, forwardedFor);

  it('without TRUST_PROXY, a client cannot escape its contact limit by sending X-Forwarded-For', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(urls.direct!, `198.51.100.${i}`)).status).toBe(201);
    const sixth = await contact(urls.direct!, '198.51.100.99');
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).code).toBe('RATE_LIMITED');
  });

  it('with TRUST_PROXY, two forwarded clients get separate contact limits; IPv6 counts per /64', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(urls.proxied!, '203.0.113.10')).status).toBe(201);
    expect((await contact(urls.proxied!, '203.0.113.10')).status).toBe(429);
    expect((await contact(urls.proxied!, '203.0.113.11')).status).toBe(201);
    // The proxy's own address (127.0.0.1, used up above) does not decide either.
    for (let i = 1; i <= 5; i++)
      expect((await contact(urls.proxied!, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(201);
    expect((await contact(urls.proxied!, '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await contact(urls.proxied!, '2001:db8:5:7::1')).status).toBe(201);
  });

  it("keys better-auth's limits on the same address: per forwarded client with trust, per socket without", async () => {
    // better-auth's own rule for /request-password-reset: 3 per minute per address (cheap: no password hashing).
    const resets = async (base: string, forwardedFor: () => string) => {
      const seen: number[] = [];
      for (let i = 0; i < 4; i++)
        seen.push(
          (await post(base, '/api/auth/request-password-reset', { email: 'x@example.com' }, forwardedFor()))
            .status,
        );
      return seen;
    };
    const trusted = await resets(urls.proxied!, () => '192.0.2.50');
    expect(trusted.slice(0, 3)).not.toContain(429);
    expect(trusted[3]).toBe(429);
    expect((await resets(urls.proxied!, () => '192.0.2.51'))[0]).not.toBe(429);
    let n = 0;
    const direct = await resets(urls.direct!, () => `192.0.2.${100 + n++}`);
    expect(direct.slice(0, 3)).not.toContain(429);
    expect(direct[3]).toBe(429);

    // Sessions record the resolved address too.
    const signedIn = await signIn(urls.proxied!, 'right-horse-battery', '192.0.2.52');
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row.ipAddress).toBe('192.0.2.52');
  });
});
