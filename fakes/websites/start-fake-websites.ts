import { createServer, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Server as TlsServer, type TLSSocket } from 'node:tls';
import type { FakeResponse, FakeSite } from './site-archetypes';
import { siteAddress, siteIndexOf } from './site-address';
import { SITE_ORIGIN } from './site-html';
import { fakeCertificateContext } from './tls/fake-certificates';
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
  /**
   * Also speak TLS on the same port (told apart by the first byte a client sends): a handshake is answered with
   * the certificate of the site its server name (SNI, through `hostIndex`) names, and fails for a site without
   * one. Plain http to a site with a certificate is redirected to https unless the site says `plainHttp: 'serve'`.
   */
  tls?: boolean;
};

/** The first byte of a TLS ClientHello (a handshake record). */
const TLS_HANDSHAKE = 0x16;

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
  const siteOf = (index: number): FakeSite => {
    const site = sites.get(index) ?? (options.sites ?? worldSite)(index);
    sites.set(index, site);
    return site;
  };
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
    const site = siteOf(index);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ site: index, path, at: Date.now() });
    const encrypted = (req.socket as TLSSocket).encrypted === true;
    const route: FakeResponse | undefined =
      !encrypted && site.certificate && site.plainHttp !== 'serve'
        ? { status: 301, headers: { location: `https://${host}${req.url ?? '/'}` } }
        : site.routes[path];
    // Bot protection: only what looks like a browser gets the page.
    const isBrowser =
      /^Mozilla\/5\.0 \(/.test(req.headers['user-agent'] ?? '') &&
      !/bot\b/i.test(req.headers['user-agent'] ?? '');
    const response = route?.forBrowsers && isBrowser ? route.forBrowsers : route;
    const origin = `${encrypted ? 'https' : 'http'}://${req.headers.host ?? ''}`;
    const timer = setTimeout(() => send(res, response, origin), latencyMs + (response?.delayMs ?? 0));
    res.on('close', () => clearTimeout(timer));
  });
  const listener: Server = options.tls
    ? bothProtocols(server, (name) => {
        const index = name ? options.hostIndex?.(name) : null;
        const certificate = index === null || index === undefined ? undefined : siteOf(index).certificate;
        return certificate && fakeCertificateContext(certificate);
      })
    : server;
  await new Promise<void>((resolve) => listener.listen(options.port ?? 0, '0.0.0.0', resolve));
  const { port } = listener.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    siteUrl: (index) => `http://${siteAddress(index)}:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        if (listener === server) server.close(() => resolve());
        else {
          server.close();
          listener.close(() => resolve());
        }
      }),
  };
}

/**
 * One port for plain http and TLS: a connection whose first byte starts a TLS handshake goes to a TLS server
 * (certificate by server name), every other to `http`; decrypted connections are served by `http` too.
 */
function bothProtocols(
  http: ReturnType<typeof createServer>,
  certificateFor: (serverName: string | undefined) => ReturnType<typeof fakeCertificateContext> | undefined,
): Server {
  const tls = new TlsServer({
    SNICallback: (name, callback) => {
      const context = certificateFor(name);
      callback(context ? null : new Error(`no certificate for ${name}`), context);
    },
  });
  tls.on('secureConnection', (socket) => http.emit('connection', socket));
  tls.on('tlsClientError', (_error, socket) => socket.destroy());
  const sockets = new Set<Socket>();
  const listener = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return void socket.destroy();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? tls : http).emit('connection', socket);
    });
    socket.on('error', () => socket.destroy());
  });
  const close = listener.close.bind(listener);
  listener.close = (callback) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  };
  return listener;
}
