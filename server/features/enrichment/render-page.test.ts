import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserPool, type BrowserPool } from '@server/integrations/chromium/browser-pool';
import { chromiumExecutable, DEFAULT_CHROMIUM_PATH } from '@server/integrations/chromium/launch-chromium';
import { buildPage } from './page';
import { browserUpgrade, renderPage, type RenderOptions } from './render-page';

const USER_AGENT = 'LeadScoutBot/1.0 (+http://localhost/bot)';
const OPTIONS: RenderOptions = {
  userAgent: USER_AGENT,
  allowPrivateNetworks: false,
  allowedNetworks: ['127.78.0.0/16'],
  renderMs: 5_000,
};
const hasChromium = 'path' in chromiumExecutable(DEFAULT_CHROMIUM_PATH);

const SHELL = `<!DOCTYPE html><html><head><title>Shop</title><style>.gone { display: none }</style></head>
<body><div id="root"></div><p class="gone">Cheap plumber cheap plumber cheap plumber</p>
<details><summary>Call-outs</summary><p>We do not offer emergency call-outs.</p></details>
<script src="/app.js"></script></body></html>`;
const APP = `const root = document.getElementById('root');
document.cookie = 'visited=1';
root.innerHTML = '<p id="ua">' + navigator.userAgent + '</p>';
fetch('/private/data.json').then((r) => r.json()).then((d) => { root.innerHTML += '<p id="private">' + d.email + '</p>'; }).catch(() => {});
fetch('/public/data.json').then((r) => r.json()).then((d) => { root.innerHTML += '<p id="public">' + d.email + '</p>'; });
setTimeout(() => { root.innerHTML += '<p id="late">late</p>'; }, 1500);`;

/** A page whose script never yields: the browser must give it up on time. */
const BUSY =
  '<html><body><div id="root"></div><script>setTimeout(() => { for (;;) {} }, 100);</script></body></html>';

describe.skipIf(!hasChromium)('renderPage', () => {
  let pool: BrowserPool;
  let site: Server;
  let siteUrl: string;
  const seen: { path: string; userAgent: string; cookie?: string }[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://site').pathname;
      seen.push({ path, userAgent: req.headers['user-agent'] ?? '', cookie: req.headers.cookie });
      const json = (email: string) =>
        res
          .writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=abc' })
          .end(JSON.stringify({ email }));
      if (path === '/robots.txt')
        return res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end('User-agent: LeadScoutBot\nDisallow: /private/\n');
      if (path === '/')
        return res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'home=1' }).end(SHELL);
      if (path === '/app.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(APP);
      if (path === '/busy') return res.writeHead(200, { 'content-type': 'text/html' }).end(BUSY);
      if (path === '/private/data.json') return json('private@shop.example');
      if (path === '/public/data.json') return json('hello@shop.example');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.78.0.1', resolve));
    siteUrl = `http://127.78.0.1:${(site.address() as AddressInfo).port}/`;
    pool = await startBrowserPool({
      chromiumPath: DEFAULT_CHROMIUM_PATH,
      heapMb: 256,
      userAgent: USER_AGENT,
      size: 1,
    });
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it(
    'reads the page as the crawler: its user agent, robots.txt, no cookies, and waits for a short timer',
    { timeout: 60_000 },
    async () => {
      const page = await renderPage(
        pool,
        buildPage(siteUrl, load(SHELL)),
        AbortSignal.timeout(30_000),
        OPTIONS,
      );
      expect(page.$('#ua').text()).toBe(USER_AGENT);
      expect(page.$('#public').text()).toBe('hello@shop.example');
      expect(page.$('#late').text()).toBe('late');
      // The text a visitor sees: what CSS hides is left out, a closed <details> is read as opened (and left
      // closed in the page's HTML).
      expect(page.renderedText).toContain('hello@shop.example');
      expect(page.renderedText).toContain('We do not offer emergency call-outs.');
      expect(page.renderedText).not.toContain('Cheap plumber');
      expect(page.$('details').attr('open')).toBeUndefined();
      // robots.txt forbids /private/ to LeadScoutBot: the browser pass never asks for it.
      expect(page.$('#private').length).toBe(0);
      expect(seen.map((request) => request.path)).not.toContain('/private/data.json');
      expect(seen.every((request) => request.userAgent === USER_AGENT)).toBe(true);
      // Set-Cookie is never handed to the browser, and nothing the page sets is ever sent.
      expect(seen.filter((request) => request.cookie !== undefined)).toEqual([]);
    },
  );

  it('is never asked to read a site outside the crawler policy', { timeout: 60_000 }, async () => {
    const outside = siteUrl.replace('127.78.0.1', '127.0.0.1');
    const before = seen.length;
    const page = await renderPage(
      pool,
      buildPage(outside, load(SHELL)),
      AbortSignal.timeout(30_000),
      OPTIONS,
    );
    expect(page.$('#ua').length).toBe(0);
    expect(seen.length).toBe(before);
  });

  it('upgradePage renders only the pages that need it', { timeout: 60_000 }, async () => {
    const pass = browserUpgrade(pool, OPTIONS);
    const plain = buildPage(
      siteUrl,
      load(
        '<html><body><h1>Shop</h1><p>We sell things and answer at hello@shop.example every day.</p></body></html>',
      ),
    );
    const before = seen.length;
    expect(await pass.upgradePage(plain, AbortSignal.timeout(10_000))).toBe(plain);
    expect(seen.length).toBe(before);
  });

  it(
    'gives up a page that never yields within its time limit, and the pool stays usable',
    { timeout: 60_000 },
    async () => {
      const started = Date.now();
      const busy = buildPage(`${siteUrl}busy`, load(BUSY));
      await expect(
        renderPage(pool, busy, AbortSignal.timeout(30_000), { ...OPTIONS, renderMs: 1_500 }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_500 + 3_000 + 2_000);
      const page = await renderPage(
        pool,
        buildPage(siteUrl, load(SHELL)),
        AbortSignal.timeout(30_000),
        OPTIONS,
      );
      expect(page.$('#public').text()).toBe('hello@shop.example');
    },
  );
});
