import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { ARCHETYPE_NAMES } from '@fakes/websites/site-archetypes';
import {
  AUDIT_ARCHETYPE_NAMES,
  auditResolver,
  startAuditWebsites,
} from '@fakes/websites/archetypes/audit-archetypes';
import { FAKE_CA_FILE } from '@fakes/websites/tls/fake-certificates';
import { crawlerTrust } from './crawler-trust';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

const UA = 'LeadScoutBot/1.0 (+http://localhost/bot)';
const refuseToResolve = async (): Promise<never> => {
  throw new Error('no DNS lookup expected');
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let port: number;
const seen: { host: string; path: string }[] = [];
const routes: Record<string, Handler> = {
  '/page': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>ok</h1>'),
  '/gzip': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      .end(gzipSync('<h1>zipped</h1>')),
  '/gzip-bomb': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      .end(gzipSync(Buffer.alloc(5_000_000, 'a'))),
  '/weird-encoding': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'compress' }).end('x'),
  '/declared-large': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html', 'content-length': '3000000' })
      .end(`<p>info@joes.com</p>${'x'.repeat(3_000_000 - 20)}`),
  '/inline-images': (_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<img src="data:image/png;base64,${'iVBORw0KGgo'.repeat(300_000)}"><p>after the images</p>`),
  '/to-loopback': (_req, res) => res.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end(),
  '/to-metadata': (_req, res) =>
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' }).end(),
  '/to-octal-metadata': (_req, res) => res.writeHead(301, { location: 'http://0251.0376.0251.0376/' }).end(),
  '/to-intranet': (_req, res) => res.writeHead(307, { location: 'http://intranet.corp.test/admin' }).end(),
  '/to-private': (_req, res) => res.writeHead(302, { location: 'http://192.168.1.1/' }).end(),
  '/to-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://example.com/file' }).end(),
  '/secret': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('secret'),
};
for (let hop = 0; hop < 7; hop++) {
  routes[`/chain/${hop}`] = (_req, res) => res.writeHead(301, { location: `/chain/${hop + 1}` }).end();
}
routes['/chain/7'] = routes['/page'];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ host: req.headers.host ?? '', path });
    (routes[path] ?? ((_q: IncomingMessage, r: ServerResponse) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const local = (path: string) => `http://127.0.0.1:${port}${path}`;
const privateOk: SafeFetchOptions = { userAgent: UA, allowPrivateNetworks: true };

describe('safeFetch: SSRF guard', () => {
  it.each([
    'http://10.0.0.1/',
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.1.1/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[fd00:ec2::254]/',
    'http://[64:ff9b::a00:1]/',
    'http://0251.0376.0251.0376/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://2852039166/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[::a9fe:a9fe]/',
    'http://[::]/',
    'http://0/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.100.100.200/',
    'http://[fe80::1]/',
    'http://１２７.0.0.1/',
  ])('refuses the IP literal %s without resolving or connecting', async (url) => {
    const result = await safeFetch(url, {
      userAgent: UA,
      allowPrivateNetworks: false,
      resolve: refuseToResolve,
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
  });

  it('refuses a hostname that resolves to a private address (injected resolver)', async () => {
    const result = await safeFetch('http://intranet.example.com/', {
      userAgent: UA,
      allowPrivateNetworks: false,
      resolve: async () => [{ address: '10.1.2.3', family: 4 }],
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
  });

  it('refuses when any of several answers is private (no picking the public one to pass the check)', async () => {
    const result = await safeFetch('http://mixed.example.com/', {
      userAgent: UA,
      allowPrivateNetworks: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ],
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
  });

  it('re-checks every redirect hop: a redirect to another loopback address is refused before connecting', async () => {
    const before = seen.filter((r) => r.path === '/secret').length;
    const result = await safeFetch(local('/to-loopback'), {
      userAgent: UA,
      allowPrivateNetworks: false,
      // Treat 127.0.0.1 as the "public" test server and every other address as internal.
      isAllowedAddress: (address) => address === '127.0.0.1',
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
    expect(seen.filter((r) => r.path === '/secret').length).toBe(before);
  });

  it('connects to the address it checked, keeping the Host header of the name', async () => {
    const result = await safeFetch(`http://shop.example.test:${port}/page`, {
      ...privateOk,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(result.ok).toBe(true);
    expect(seen.at(-1)).toEqual({ host: `shop.example.test:${port}`, path: '/page' });
  });

  it('reports a failed lookup as dns', async () => {
    const result = await safeFetch('http://nowhere.example.test/', {
      ...privateOk,
      resolve: async () => {
        throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(result).toEqual({ ok: false, reason: 'dns' });
  });

  it.each(['ftp://example.com/', 'file:///etc/passwd', 'http://user:pass@example.com/', 'not a url'])(
    'refuses %s as invalid_url',
    async (url) => {
      expect(await safeFetch(url, privateOk)).toEqual({ ok: false, reason: 'invalid_url' });
    },
  );

  it('refuses a redirect to a non-http scheme', async () => {
    expect(await safeFetch(local('/to-ftp'), privateOk)).toEqual({ ok: false, reason: 'invalid_url' });
  });
});

describe('safeFetch: responses', () => {
  it('follows up to 5 redirects and no more', async () => {
    expect(await safeFetch(local('/chain/2'), privateOk)).toMatchObject({
      ok: true,
      response: { url: local('/chain/7') },
    });
    expect(await safeFetch(local('/chain/1'), privateOk)).toEqual({
      ok: false,
      reason: 'too_many_redirects',
    });
  });

  it('decompresses gzip and stops reading at the decompressed cap, keeping what it read', async () => {
    const zipped = await safeFetch(local('/gzip'), privateOk);
    expect(zipped.ok && zipped.response.body.toString()).toBe('<h1>zipped</h1>');
    const bomb = await safeFetch(local('/gzip-bomb'), { ...privateOk, maxBytes: 100_000 });
    expect(bomb.ok && [bomb.response.body.length, bomb.response.truncated]).toEqual([100_000, true]);
  });

  it('reads an oversize body up to the cap instead of failing it', async () => {
    const large = await safeFetch(local('/declared-large'), { ...privateOk, maxBytes: 1_000_000 });
    expect(large.ok && large.response.truncated).toBe(true);
    expect(large.ok && large.response.body.subarray(0, 20).toString()).toBe('<p>info@joes.com</p>');
    expect(large.ok && large.response.body.length).toBe(1_000_000);
  });

  it('skips inline data: payloads, so a page heavy with inline images fits under the cap whole', async () => {
    const page = await safeFetch(local('/inline-images'), { ...privateOk, maxBytes: 1_000_000 });
    expect(page.ok && page.response.truncated).toBe(false);
    expect(page.ok && page.response.body.toString()).toBe(
      '<img src="data:image/png;base64,"><p>after the images</p>',
    );
  });

  it('refuses unknown content encodings', async () => {
    expect(await safeFetch(local('/weird-encoding'), privateOk)).toEqual({
      ok: false,
      reason: 'unsupported_encoding',
    });
  });

  it('reports error statuses as http_<status>', async () => {
    expect(await safeFetch(local('/missing'), privateOk)).toEqual({ ok: false, reason: 'http_404' });
  });
});

describe('safeFetch: hostile fake websites finish within their limits', () => {
  let websites: FakeWebsites;
  const site = (archetype: string) => websites.siteUrl(ARCHETYPE_NAMES.indexOf(archetype));
  beforeAll(async () => {
    websites = await startFakeWebsites();
  });
  afterAll(() => websites.close());

  const timed = async (url: string, options: Partial<SafeFetchOptions> = {}) => {
    const started = Date.now();
    const result = await safeFetch(url, { ...privateOk, ...options });
    return { result, ms: Date.now() - started };
  };

  it('times out on a slow site', async () => {
    const { result, ms } = await timed(site('slow'), { timeoutMs: 300 });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(ms).toBeLessThan(1500);
  });

  it('stops when the caller aborts', async () => {
    const { result, ms } = await timed(site('slow'), { signal: AbortSignal.timeout(200) });
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(ms).toBeLessThan(1500);
  });

  it('stops reading a huge page at the size cap and keeps what it read', async () => {
    const { result, ms } = await timed(site('huge'));
    expect(result.ok && [result.response.body.length, result.response.truncated]).toEqual([1_500_000, true]);
    expect(ms).toBeLessThan(1500);
  });

  it('detects a redirect loop', async () => {
    expect((await timed(site('redirect-loop'))).result).toEqual({ ok: false, reason: 'redirect_loop' });
  });

  it('refuses a PDF as not_html', async () => {
    expect((await timed(site('pdf'))).result).toEqual({ ok: false, reason: 'not_html' });
  });

  it('returns a badly encoded page as bytes without failing', async () => {
    const { result } = await timed(site('bad-encoding'));
    expect(result.ok && result.response.body.includes(Buffer.from([0xff, 0xfe]))).toBe(true);
  });
});

describe('safeFetch: the test/demo policy (allowPrivateNetworks) opens loopback only', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.0.10/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[fd00:ec2::254]/',
    'http://[::ffff:a9fe:a9fe]/',
  ])('still refuses %s', async (url) => {
    expect(await safeFetch(url, { ...privateOk, resolve: refuseToResolve })).toEqual({
      ok: false,
      reason: 'blocked_private_address',
    });
  });

  it('still refuses a name that resolves to a private address', async () => {
    const result = await safeFetch('http://intranet.corp.test/', {
      ...privateOk,
      resolve: async () => [{ address: '10.20.30.40', family: 4 }],
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
  });

  it.each(['/to-metadata', '/to-octal-metadata', '/to-private'])(
    'refuses the redirect %s from a loopback fake site before connecting',
    async (path) => {
      expect(await safeFetch(local(path), { ...privateOk, resolve: refuseToResolve })).toEqual({
        ok: false,
        reason: 'blocked_private_address',
      });
    },
  );

  it('refuses a redirect to a name that resolves inside the network', async () => {
    const result = await safeFetch(local('/to-intranet'), {
      ...privateOk,
      resolve: async () => [{ address: '172.20.0.5', family: 4 }],
    });
    expect(result).toEqual({ ok: false, reason: 'blocked_private_address' });
  });

  it('reaches a loopback fake site, by IP and by a name resolving to loopback', async () => {
    expect((await safeFetch(local('/page'), privateOk)).ok).toBe(true);
    const byName = await safeFetch(`http://joes.fake.test:${port}/page`, {
      ...privateOk,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(byName.ok).toBe(true);
  });
});

describe('safeFetch: what the website audit asks of it', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startAuditWebsites();
  });
  afterAll(() => websites.close());
  const site = (archetype: string) => websites.siteUrl(AUDIT_ARCHETYPE_NAMES.indexOf(archetype));
  const audit: SafeFetchOptions = { ...privateOk, resolve: auditResolver };
  const trust = crawlerTrust(FAKE_CA_FILE);

  it('trusts the fake CA only when told to, and reads past an invalid certificate only when asked', async () => {
    expect(await safeFetch(site('clean-calendly'), audit)).toEqual({ ok: false, reason: 'tls' });
    expect((await safeFetch(site('clean-calendly'), { ...audit, trust })).ok).toBe(true);
    expect(await safeFetch(site('tls-self-signed'), { ...audit, trust })).toEqual({
      ok: false,
      reason: 'tls',
    });
    const past = await safeFetch(site('tls-self-signed'), {
      ...audit,
      trust,
      acceptInvalidCertificates: true,
    });
    expect(past.ok && past.response.body.toString()).toContain('<h1>');
  });

  it('hands back a redirect instead of following it, with `redirect: manual`', async () => {
    const result = await safeFetch(local('/chain/0'), { ...privateOk, redirect: 'manual' });
    expect(result).toMatchObject({ ok: true, response: { status: 301, headers: { location: '/chain/1' } } });
  });

  it('weighs a body as read, inline images included, and reads none with `readBody: false`', async () => {
    const read = await safeFetch(local('/inline-images'), privateOk);
    expect(read.ok && read.response.body.length).toBeLessThan(1_000);
    expect(read.ok && read.response.bytesRead).toBeGreaterThan(3_000_000);
    expect(read.ok && read.response.responseMs).toBeGreaterThanOrEqual(0);
    const unread = await safeFetch(local('/inline-images'), { ...privateOk, readBody: false });
    expect(unread).toMatchObject({ ok: true, response: { status: 200, bytesRead: 0 } });
  });
});
