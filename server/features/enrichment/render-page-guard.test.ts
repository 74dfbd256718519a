import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserPool, type BrowserPool } from '@server/integrations/chromium/browser-pool';
import { chromiumExecutable, DEFAULT_CHROMIUM_PATH } from '@server/integrations/chromium/launch-chromium';
import { buildPage } from './page';
import { renderPage, type RenderOptions } from './render-page';

/**
 * The browser pass obeys exactly the static fetch's policy (issue 20, decision 094). The fake site lives on a
 * loopback sub-range of its own, opened with CRAWLER_ALLOWED_NETWORKS (no CRAWLER_ALLOW_PRIVATE_NETWORKS); the
 * test owns listeners outside it, on 127.0.0.1 and ::1 (HTTP/TCP, which also takes WebSockets, and UDP), and
 * renders a page that tries every way out to them. None may see a connection or a datagram.
 */
const SITE_HOST = '127.77.0.1';
const OPTIONS: Omit<RenderOptions, 'renderMs'> = {
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  allowPrivateNetworks: false,
  allowedNetworks: ['127.77.0.0/16'],
};
const hasChromium = 'path' in chromiumExecutable(DEFAULT_CHROMIUM_PATH);

type Owned = { name: string; port: number; hits: string[]; close(): Promise<void> };

async function ownedTcp(host: string): Promise<Owned> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('reached');
  });
  server.on('connection', () => hits.push('tcp connection'));
  server.on('upgrade', (req, socket) => {
    hits.push(`upgrade ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    name: `tcp ${host}`,
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function ownedUdp(host: string): Promise<Owned> {
  const hits: string[] = [];
  const socket: UdpSocket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (message) => hits.push(`udp ${message.length} bytes`));
  await new Promise<void>((resolve) => socket.bind(0, host, resolve));
  return {
    name: `udp ${host}`,
    port: socket.address().port,
    hits,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** Every way out a page has, aimed at the owned listeners. */
function trapPage(
  v4: number,
  v6: number,
  udp4: number,
  udp6: number,
): { html: string; script: string; worker: string } {
  const out = `http://127.0.0.1:${v4}`;
  const out6 = `http://[::1]:${v6}`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Trap</title>
<link rel="preconnect" href="${out}"><link rel="preconnect" href="${out6}">
<link rel="dns-prefetch" href="//localhost:${v4}">
<link rel="prefetch" href="${out}/prefetch"><link rel="prerender" href="${out}/prerender">
<link rel="modulepreload" href="${out}/modulepreload.js">
<link rel="stylesheet" href="${out6}/style.css">
<style>body { background: url('${out}/background.png'); } @import url('${out}/import.css');</style>
<script type="speculationrules">{"prerender":[{"source":"list","urls":["${out}/speculation-prerender"]}],"prefetch":[{"source":"list","urls":["${out6}/speculation-prefetch"]}]}</script>
<meta http-equiv="refresh" content="2;url=${out}/meta-refresh">
</head><body>
<h1>Trap &amp; Co</h1>
<div id="own"></div>
<img src="${out}/image.png"><img src="${out6}/image.png">
<iframe src="${out}/frame"></iframe><iframe src="/go"></iframe>
<form id="post" method="post" action="${out}/form"><input name="a" value="b"></form>
<form id="get" method="get" action="${out6}/form"><input name="c" value="d"></form>
<form id="same" method="post" action="/form"><input name="e" value="f"></form>
<a id="link" href="${out}/link" ping="${out}/ping" target="_blank">link</a>
<video src="${out}/video.mp4" autoplay muted></video>
<object data="${out}/object"></object><embed src="${out}/embed">
<script src="/own.js"></script>
</body></html>`;
  const script = `
fetch('/data.json').then((r) => r.json()).then((d) => {
  document.getElementById('own').innerHTML = '<a href="mailto:' + d.email + '">' + d.email + '</a>';
});
const attempts = () => {
  fetch('${out}/fetch').catch(() => {});
  fetch('${out6}/fetch', { mode: 'no-cors', credentials: 'include' }).catch(() => {});
  fetch('/post', { method: 'POST', body: 'x' }).catch(() => {});
  const xhr = new XMLHttpRequest(); xhr.open('GET', '${out}/xhr'); xhr.send();
  for (const url of ['ws://127.0.0.1:${v4}/ws', 'ws://[::1]:${v6}/ws', 'ws://' + location.host + '/ws', 'wss://localhost:${v4}/ws'])
    try { new WebSocket(url); } catch (e) {}
  try { new EventSource('${out}/events'); } catch (e) {}
  navigator.sendBeacon('${out}/beacon', 'x'); navigator.sendBeacon('/beacon', 'x');
  try { document.getElementById('post').submit(); } catch (e) {}
  try { document.getElementById('get').requestSubmit(); } catch (e) {}
  try { document.getElementById('same').submit(); } catch (e) {}
  document.getElementById('link').click();
  window.open('${out}/popup'); window.open('/same-site-popup');
  const blob = URL.createObjectURL(new Blob(["fetch('${out}/blob-worker').catch(() => {}); try { new WebSocket('ws://127.0.0.1:${v4}/worker-ws'); } catch (e) {}"], { type: 'text/javascript' }));
  try { new Worker(blob); } catch (e) {}
  try { new Worker('/worker.js'); } catch (e) {}
  try { new SharedWorker('/worker.js'); } catch (e) {}
  if (navigator.serviceWorker) navigator.serviceWorker.register('/sw.js').catch(() => {});
  try {
    const pc = new RTCPeerConnection({ iceServers: [
      { urls: ['stun:127.0.0.1:${udp4}', 'stun:[::1]:${udp6}'] },
      { urls: 'turn:127.0.0.1:${v4}?transport=tcp', username: 'u', credential: 'p' },
    ] });
    pc.createDataChannel('out');
    pc.createOffer().then((offer) => pc.setLocalDescription(offer)).catch(() => {});
  } catch (e) {}
  try { new WebTransport('https://127.0.0.1:${udp4}/wt').ready.catch(() => {}); } catch (e) {}
  const s = document.createElement('script'); s.src = '${out}/script.js'; document.head.appendChild(s);
  const i = document.createElement('img'); i.src = '${out6}/pixel.gif';
  import('${out}/module.js').catch(() => {});
  document.head.insertAdjacentHTML('beforeend', '<link rel="preconnect" href="${out6}/late"><link rel="prefetch" href="${out}/late-prefetch">');
  const f = document.createElement('iframe'); f.srcdoc = '<img src="${out}/srcdoc.png"><script>fetch("${out}/srcdoc-fetch")<\\/script>'; document.body.appendChild(f);
};
attempts();
setTimeout(attempts, 500);
setTimeout(() => { location.href = '${out}/script-redirect'; }, 800);
setTimeout(() => { location.replace('${out6}/script-replace'); }, 1200);
setTimeout(() => { window.location = '/go'; }, 1600);
`;
  const worker = `fetch('${out}/worker-fetch').catch(() => {}); try { new WebSocket('ws://[::1]:${v6}/worker-ws'); } catch (e) {}`;
  return { html, script, worker };
}

describe.skipIf(!hasChromium)('a rendered page reaches nothing outside the crawler policy', () => {
  let pool: BrowserPool;
  let owned: Owned[];
  let site: Server;
  let siteUrl: string;
  const siteRequests: string[] = [];
  const EMAIL = 'office@trap-and-co.example';

  beforeAll(async () => {
    owned = [
      await ownedTcp('127.0.0.1'),
      await ownedTcp('::1'),
      await ownedUdp('127.0.0.1'),
      await ownedUdp('::1'),
    ];
    const trap = trapPage(owned[0].port, owned[1].port, owned[2].port, owned[3].port);
    site = createServer((req, res) => {
      siteRequests.push(`${req.method} ${req.url}`);
      const path = new URL(req.url ?? '/', 'http://site').pathname;
      if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(trap.html);
      if (path === '/own.js')
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end(trap.script);
      if (path === '/worker.js' || path === '/sw.js')
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end(trap.worker);
      if (path === '/data.json')
        return res
          .writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=1' })
          .end(JSON.stringify({ email: EMAIL }));
      // A same-site HTTP redirect to a listener outside the range.
      if (path === '/go')
        return res.writeHead(302, { location: `http://127.0.0.1:${owned[0].port}/http-redirect` }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, SITE_HOST, resolve));
    siteUrl = `http://${SITE_HOST}:${(site.address() as AddressInfo).port}/`;
    pool = await startBrowserPool({
      chromiumPath: DEFAULT_CHROMIUM_PATH,
      heapMb: 256,
      userAgent: OPTIONS.userAgent,
      size: 1,
    });
  }, 60_000);

  afterAll(async () => {
    await pool?.close();
    await Promise.all(owned.map((listener) => listener.close()));
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it(
    'tries every way out, reaches none of the owned listeners, and still renders the same-site content',
    { timeout: 60_000 },
    async () => {
      const staticPage = buildPage(
        siteUrl,
        load('<html><body><div id="own"></div><script src="/own.js"></script></body></html>'),
      );
      const rendered = await renderPage(pool, staticPage, AbortSignal.timeout(30_000), {
        ...OPTIONS,
        renderMs: 5_000,
      });
      // Give anything that slipped out a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      for (const listener of owned) expect(listener.hits, listener.name).toEqual([]);
      // Same-site content came through safeFetch and rendered.
      expect(rendered.$('#own a').attr('href')).toBe(`mailto:${EMAIL}`);
      expect(new URL(rendered.url).pathname).toBe('/');
      // Only GETs reached the site: no form, beacon or POST; and the crawler's identity on each.
      expect(siteRequests.filter((line) => !line.startsWith('GET '))).toEqual([]);
      expect(siteRequests).toContain('GET /data.json');
      // Attempts at other hosts are recorded (the signal for widgets and trackers), never made.
      const recorded = rendered.resourceUrls.join(' ');
      for (const path of ['/fetch', '/xhr', '/script.js', '/beacon', '/image.png', '/ws'])
        expect(recorded).toContain(`127.0.0.1:${owned[0].port}${path}`);
    },
  );

  it(
    'Chromium on its own, with no interception at all, cannot open a connection either',
    { timeout: 60_000 },
    async () => {
      const { html, script } = trapPage(owned[0].port, owned[1].port, owned[2].port, owned[3].port);
      const requested: string[] = [];
      await pool.withContext(AbortSignal.timeout(30_000), async (context) => {
        const page = await context.newPage();
        for (const target of [
          `http://127.0.0.1:${owned[0].port}/direct`,
          `http://[::1]:${owned[1].port}/direct`,
          `http://localhost:${owned[0].port}/direct`,
        ])
          await expect(page.goto(target, { timeout: 5_000 })).rejects.toThrow();
        // The trap in a page of its own: the refused navigations above may still be turning into error pages.
        const trap = await context.newPage();
        // What the page asked for: a trap script that never ran would prove nothing.
        trap.on('request', (request) => requested.push(request.url()));
        const trapRan = trap.waitForRequest(`http://127.0.0.1:${owned[0].port}/fetch`, { timeout: 15_000 });
        // The page's own timers navigate it within a second or so: on a loaded machine that can come before
        // setContent sees the load event, which is no connection and not what this test is about.
        await trap
          .setContent(html.replace('<script src="/own.js"></script>', `<script>${script}</script>`))
          .catch((error: Error) => {
            if (!/context was destroyed|navigat/i.test(error.message)) throw error;
          });
        await trapRan.catch(() => undefined); // asserted below, with everything the page asked for
        await trap.waitForTimeout(3_000);
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The trap script ran: Chromium was asked for what only its attempts ask for, and let none of it through.
      for (const path of ['/fetch', '/xhr'])
        expect(requested).toContain(`http://127.0.0.1:${owned[0].port}${path}`);
      expect(requested).toContain(`http://[::1]:${owned[1].port}/fetch`);
      for (const listener of owned) expect(listener.hits, listener.name).toEqual([]);
    },
  );
});
