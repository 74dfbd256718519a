import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { REPORT_BEACON_CSP_SOURCE } from '../audit-reports/report-beacon';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

/**
 * Every answer carries the browser's security headers (server/app.ts, hono's secureHeaders): the API's JSON, its
 * errors, and the built pages and assets. The CSP is asserted directive by directive, so loosening one fails here.
 */
describe.skipIf(postgresSkipped())(`security headers on ${testDbKind()}`, () => {
  let t: TestApp;
  let site: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    const root = mkdtempSync(join(tmpdir(), 'leadscout-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>LeadScout</title>');
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    site = createApp(t.deps, { staticDir: root });
  });
  afterAll(async () => t?.close());

  const CSP = [
    "default-src 'self'",
    // The shared report page's beacon, its one inline script, by its hash (decision 130).
    `script-src 'self' ${REPORT_BEACON_CSP_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];

  function expectSecurityHeaders(res: Response) {
    const csp = (res.headers.get('content-security-policy') ?? '').split(/;\s*/).filter(Boolean);
    expect(csp.sort()).toEqual([...CSP].sort());
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  }

  it('on the API, its errors, the pages and the assets', async () => {
    const cookie = await t.signUp('headers@example.com');
    const answers = [
      await t.request('/api/health'),
      await t.request('/api/me', { cookie }),
      await t.request('/api/me'), // 401
      await t.request('/api/searches', { cookie, body: '{' }), // 400
      await t.request('/api/auth/get-session', { cookie }), // better-auth's own routes
      await site.request('/', { headers: { origin: TEST_ORIGIN } }),
      await site.request('/dashboard/settings'),
      await site.request('/assets/app-abc123.js'),
      await site.request('/assets/missing.js'), // 404
      await site.request(`/r/${'x'.repeat(43)}`), // a shared report link that is not one: 404
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 400, 200, 200, 200, 200, 404, 404]);
    for (const res of answers) expectSecurityHeaders(res);
  });
});
