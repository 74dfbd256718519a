import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export { DEFAULT_CHROMIUM_PATH } from '../../core/chromium-paths';

export type ChromiumSettings = {
  /** The executable; '' (or a missing default) means no browser. */
  chromiumPath: string;
  /** V8 old-space limit of each renderer, in MB (`--js-flags=--max-old-space-size`). */
  heapMb: number;
  /** Identity the browser reports (navigator.userAgent): the crawler's, never a disguise. */
  userAgent: string;
};

/**
 * A proxy that cannot be reached: its name is under the reserved `.invalid` TLD and, with the resolver rules
 * below, resolves to nothing. Every connection Chromium would open on its own (IP literals included, loopback
 * included via `<-loopback>`) must go through it and so fails.
 */
const DEAD_PROXY = 'http://no-direct-connections.invalid:9';

/**
 * Launch flags, each failing closed (decision 094). Playwright's interception serves every request of a
 * page; these make sure that whatever it does not see (WebSockets unless routed, WebRTC, preconnect,
 * DNS prefetch, prerender, the browser's own background traffic) cannot resolve a name or open a connection.
 */
export function chromiumArgs(settings: Pick<ChromiumSettings, 'heapMb'>): string[] {
  return [
    // No name resolves: every host maps to "not found" (the proxy's name too).
    '--host-resolver-rules=MAP * ~NOTFOUND',
    // IP literals skip the resolver, so every connection goes to a proxy that cannot be reached...
    `--proxy-server=${DEAD_PROXY}`,
    // ...loopback included (Chromium bypasses the proxy for localhost unless told not to).
    '--proxy-bypass-list=<-loopback>',
    // WebRTC: no UDP outside the proxy, i.e. none at all; no local address disclosed either.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    // No QUIC (HTTP/3, WebTransport): UDP the proxy would not carry.
    '--disable-quic',
    // No speculative connections or loads: DNS prefetch, preconnect, prefetch, prerender, speculation rules.
    '--dns-prefetch-disable',
    '--disable-features=NetworkPrediction,Prerender2,SpeculationRulesPrefetchFuture,PrefetchProxy,LoadingPredictorUseLocalPredictions,PreconnectToSearch,InterestFeedContentSuggestions,MediaRouter,OptimizationHints,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
    // None of the browser's own traffic (updates, safe browsing, metrics, sync, crash reports).
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-domain-reliability',
    '--disable-sync',
    '--disable-breakpad',
    '--no-pings',
    '--no-first-run',
    '--no-default-browser-check',
    // A headless server: no GPU, no sound, /dev/shm is small in containers.
    '--disable-gpu',
    '--mute-audio',
    '--disable-dev-shm-usage',
    '--disable-extensions',
    // Memory: each renderer's JavaScript heap is capped; a page over it crashes alone (its context is closed).
    `--js-flags=--max-old-space-size=${settings.heapMb}`,
  ];
}

/** The executable to use, or null with the reason (no path set, or no file there). */
export function chromiumExecutable(path: string): { path: string } | { missing: string } {
  if (!path) return { missing: 'CHROMIUM_PATH is empty' };
  if (!existsSync(path)) return { missing: `no Chromium at ${path}` };
  return { path };
}

const isRoot = (): boolean => process.getuid?.() === 0;

/**
 * Launches Chromium headless over a pipe (no debugging port). Its sandbox is on unless the process runs as
 * root, where Chromium refuses to start sandboxed.
 */
export async function launchChromium(settings: ChromiumSettings): Promise<Browser> {
  const executable = chromiumExecutable(settings.chromiumPath);
  if ('missing' in executable) throw new Error(executable.missing);
  return chromium.launch({
    executablePath: executable.path,
    headless: true,
    chromiumSandbox: !isRoot(),
    args: chromiumArgs(settings),
    // Playwright's own switches stay, --enable-automation included: the browser does not hide that it is one.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 30_000,
  });
}

/**
 * A fresh context for one site, closed after it: no cookies, storage or cache carried from one site to
 * another. Service workers are blocked, downloads refused, the crawler's user agent reported.
 */
export function newSiteContext(
  browser: Browser,
  settings: Pick<ChromiumSettings, 'userAgent'>,
): Promise<BrowserContext> {
  return browser.newContext({
    userAgent: settings.userAgent,
    serviceWorkers: 'block',
    acceptDownloads: false,
    javaScriptEnabled: true,
    bypassCSP: false,
    ignoreHTTPSErrors: false,
    permissions: [],
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
}
