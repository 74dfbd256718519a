import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeResponse, FakeSite } from './site-archetypes';
import { siteAddress, siteIndexOf } from './site-address';
import { SITE_ORIGIN } from './site-html';
import { worldSite } from './world-site';

export type FakeRequest = { site: number; path: string; at: number };

export type FakeWebsites = {
  /** The server itself (http://127.0.0.1:port). */
  url: string;
  /** http://127.0.1.N:port/ for site `index`. */
  siteUrl(index: number): string;
  /** Every request served, in arrival order. */
  requests: FakeRequest[];
  close(): Promise<void>;
};

export type FakeWebsitesOptions = {
  /** 0 picks a free port. */
  port?: number;
  /** Added before every response, robots.txt included. */
  latencyMs?: number;
  /** Which site each address serves (default `worldSite`: static archetypes, rendered ones from index 450). */
  sites?: (index: number) => FakeSite;
  /** The site a Host header that is not a loopback address names (sites served under their own domain). */
  hostIndex?: (host: string) => number | null;
};

const CHUNK = Buffer.alloc(64 * 1024, '<p>lorem ipsum dolor sit amet</p>\n');

function streamHtml(res: ServerResponse, bytes: number): void {
  let sent = 0;
  const pump = (): void => {
    while (sent < bytes && !res.destroyed) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  pump();
}

function send(res: ServerResponse, response: FakeResponse | undefined, origin: string): void {
  if (!response) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(response.status ?? 200, response.headers);
  if (response.streamBytes) streamHtml(res, response.streamBytes);
  else if (typeof response.body === 'string') res.end(response.body.replaceAll(SITE_ORIGIN, origin));
  else res.end(response.body);
}

/**
 * A population of small-business websites on one port, routed by Host header (see site-archetypes.ts).
 * Binds 0.0.0.0 so every 127.0.x.y address reaches it.
 */
export async function startFakeWebsites(options: FakeWebsitesOptions = {}): Promise<FakeWebsites> {
  const latencyMs = options.latencyMs ?? 0;
  const requests: FakeRequest[] = [];
  const sites = new Map<number, FakeSite>();
  const server = createServer((req, res) => {
    if (req.url === '/__fake/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const host = req.headers.host ?? '';
    const index = siteIndexOf(host) ?? options.hostIndex?.(host.replace(/:\d+$/, '')) ?? null;
    if (index === null) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown site');
      return;
    }
    const site = sites.get(index) ?? (options.sites ?? worldSite)(index);
    sites.set(index, site);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ site: index, path, at: Date.now() });
    const route = site.routes[path];
    // Bot protection: only what looks like a browser gets the page.
    const isBrowser =
      /^Mozilla\/5\.0 \(/.test(req.headers['user-agent'] ?? '') &&
      !/bot\b/i.test(req.headers['user-agent'] ?? '');
    const response = route?.forBrowsers && isBrowser ? route.forBrowsers : route;
    const origin = `http://${req.headers.host ?? ''}`;
    const timer = setTimeout(() => send(res, response, origin), latencyMs + (response?.delayMs ?? 0));
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '0.0.0.0', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    siteUrl: (index) => `http://${siteAddress(index)}:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
