import { load } from 'cheerio';
import type { BrowserContext, Page as BrowserPage, Route } from 'playwright-core';
import type { BrowserPool } from '../../integrations/chromium/browser-pool';
import { PAGE_TEXT_LIMITS } from '@contracts/crawler';
import { needsBrowser } from './needs-browser';
import type { WaitClock } from './crawl-budget';
import { buildPage, type Page } from './page';
import { robotsFor } from './robots';
import { safeFetch, type Resolver, type SafeFetchOptions } from './safe-fetch';
import { isSameSite, siteHostOf } from './same-site';

export type RenderOptions = {
  /** The crawler's identity and network policy: exactly the static fetch's (decision 094). */
  userAgent: string;
  allowPrivateNetworks: boolean;
  allowedNetworks?: readonly string[];
  resolve?: Resolver;
  trust?: SafeFetchOptions['trust'];
  /** Wall-clock limit of one render, from the moment a browser slot is free (BROWSER_RENDER_MS). */
  renderMs: number;
};

/** Per render: same-site requests served, bytes read for them, and one response's cap. */
const CAPS = { requests: 80, totalBytes: 12_000_000, responseBytes: 4_000_000, navigations: 3 };
/** Page types the DOM does not need: never fetched, not even from the site. */
const SKIPPED_TYPES = new Set(['image', 'media', 'font', 'texttrack', 'manifest', 'ping', 'cspreport']);
/** Response headers handed to Chromium; everything else (Set-Cookie, Link preconnects, encodings) is dropped. */
const KEPT_HEADERS = ['content-type', 'content-language', 'last-modified'];
/** The network is quiet for this long and no short timer is pending: the page has settled. */
const QUIET_MS = 400;
/** After the render's time is up, how long the page may take to hand over its DOM before its context is closed. */
const HARD_STOP_GRACE_MS = 3_000;
/** The longest one interaction or probe of the page may take. */
const STEP_MS = 1_000;
/**
 * Timers up to this delay are waited for (a chat widget "after a few seconds", "after 10 seconds"); longer ones
 * are not.
 */
const SHORT_TIMER_MS = 20_000;
/** Such a timer fires after at most this long: the render does not sit out a loader's delay in real time. */
const HURRIED_TIMER_MS = 1_200;

/**
 * Runs in every frame before the page's scripts: forms are never submitted, and short timers are hurried and
 * counted so the render can wait for a loader that starts "after a few seconds".
 */
const INIT_SCRIPT = `(() => {
  const block = (event) => { event.preventDefault(); event.stopImmediatePropagation(); };
  window.addEventListener('submit', block, true);
  HTMLFormElement.prototype.submit = function () {};
  HTMLFormElement.prototype.requestSubmit = function () {};
  const pending = new Set();
  const originalSetTimeout = window.setTimeout;
  const originalClearTimeout = window.clearTimeout;
  window.setTimeout = function (handler, delay, ...args) {
    const wait = Number(delay) || 0;
    const short = typeof handler === 'function' && wait <= ${SHORT_TIMER_MS};
    const id = originalSetTimeout.call(window, function () {
      pending.delete(id);
      return handler.apply(this, arguments);
    }, short ? Math.min(wait, ${HURRIED_TIMER_MS}) : delay, ...args);
    if (short) pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) { pending.delete(id); return originalClearTimeout.call(window, id); };
  Object.defineProperty(window, '__leadscoutPendingTimers', { value: () => pending.size });
})();`;

/** Run in the page (a string: the bundler's helpers do not exist there). */
const COPY_SHADOW_ROOTS = `(() => {
  const hosts = [];
  const visit = (root) => root.querySelectorAll('*').forEach((el) => {
    if (!el.shadowRoot) return;
    hosts.push(el);
    visit(el.shadowRoot);
  });
  visit(document);
  for (const host of hosts.reverse()) {
    const copy = document.createElement('div');
    copy.setAttribute('data-shadow-root', '');
    copy.innerHTML = host.shadowRoot.innerHTML;
    host.appendChild(copy);
  }
})()`;

/**
 * Run in the page after its HTML was taken: the text a visitor sees (`innerText` leaves out what CSS hides), with
 * closed \`<details>\` opened for the reading as a visitor would open them, then closed again. Capped with room
 * for the whitespace page-texts.ts collapses.
 */
const READ_TEXT = `(() => {
  const closed = [...document.querySelectorAll('details:not([open])')];
  closed.forEach((el) => { el.open = true; });
  const text = document.body ? document.body.innerText : '';
  closed.forEach((el) => { el.open = false; });
  return text.slice(0, ${PAGE_TEXT_LIMITS.pageChars * 2});
})()`;

function unique<T>(items: T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The rendered DOM as a `Page`, keeping what only the static page had (parked code, headers, cookies). */
function mergePages(stat: Page, rendered: Page, thirdParty: string[], cookieNames: string[]): Page {
  return {
    ...rendered,
    headers: stat.headers,
    cookieNames: unique([...stat.cookieNames, ...cookieNames]),
    comments: unique([...stat.comments, ...rendered.comments]),
    resourceUrls: unique([...stat.resourceUrls, ...rendered.resourceUrls, ...thirdParty]),
    assetUrls: unique([...stat.assetUrls, ...rendered.assetUrls]),
    inlineCode: unique([...stat.inlineCode, ...rendered.inlineCode]),
    links: unique([...stat.links, ...rendered.links]),
    jsonLd: unique([...stat.jsonLd, ...rendered.jsonLd], (node) => JSON.stringify(node)),
    ...(stat.role ? { role: stat.role } : {}),
    ...(stat.fetchedAt !== undefined ? { fetchedAt: stat.fetchedAt } : {}),
    ...(stat.truncated ? { truncated: true } : {}),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value, or `fallback` when it fails or takes longer than `ms`. */
function bounded<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * Renders one page in a fresh context of the pool. Every request the page makes is intercepted: same-site GETs
 * allowed by robots.txt are served through `safeFetch` (the static crawler's address policy, identity and
 * caps); everything else is recorded when it is another site's and aborted. WebSockets are closed unopened,
 * popups closed, forms never submitted, no cookie is sent to anyone (nothing from the browser reaches the
 * network: Chromium itself is launched unable to connect, see launch-chromium.ts). After load, a pointer
 * move and a scroll wake delayed loaders; the page settles (quiet network, no short timer pending) within
 * `renderMs`, and its DOM becomes the page. Rejects when it cannot render (the caller keeps the static page).
 * While the page waits for a free slot, `clock` (the site's budget) stands still.
 */
export async function renderPage(
  pool: BrowserPool,
  stat: Page,
  signal: AbortSignal,
  options: RenderOptions,
  clock?: WaitClock,
): Promise<Page> {
  const siteHost = siteHostOf(stat.url);
  const queue = clock && { waiting: () => clock.pause(), started: () => clock.resume() };
  return pool.withContext(
    signal,
    async (context) => {
      const deadline = Date.now() + options.renderMs;
      const renderSignal = AbortSignal.any([signal, AbortSignal.timeout(options.renderMs)]);
      // The hard stop: a page that hangs the browser (a busy loop, a stuck load) has its context closed, which
      // ends every call still waiting on it.
      const hardStop = setTimeout(
        () => void context.close().catch(() => undefined),
        options.renderMs + HARD_STOP_GRACE_MS,
      );
      try {
        return await render(context, deadline, renderSignal);
      } finally {
        clearTimeout(hardStop);
      }
    },
    queue,
  );

  async function render(context: BrowserContext, deadline: number, renderSignal: AbortSignal): Promise<Page> {
    const fetchOptions: SafeFetchOptions = {
      userAgent: options.userAgent,
      allowPrivateNetworks: options.allowPrivateNetworks,
      allowedNetworks: options.allowedNetworks,
      resolve: options.resolve,
      trust: options.trust,
      signal: renderSignal,
      timeoutMs: options.renderMs,
      maxBytes: CAPS.responseBytes,
      accept: 'any',
    };
    const thirdParty: string[] = [];
    let served = 0;
    let bytes = 0;
    let navigations = 0;
    let inFlight = 0;
    let lastActivity = Date.now();

    const handle = async (route: Route): Promise<void> => {
      const request = route.request();
      // A refused navigation is cancelled (ERR_ABORTED), so the page stays instead of an error page.
      const refusal = request.isNavigationRequest() ? 'aborted' : 'blockedbyclient';
      let url: URL;
      try {
        url = new URL(request.url());
      } catch {
        return route.abort(refusal);
      }
      const sameSite = /^https?:$/.test(url.protocol) && isSameSite(url.hostname, siteHost);
      if (!sameSite) {
        thirdParty.push(url.href);
        return route.abort(refusal);
      }
      let mainFrame = false;
      try {
        mainFrame = request.frame().page() === main && request.frame() === main?.mainFrame();
      } catch {
        // A worker's request has no frame.
      }
      if (
        request.method() !== 'GET' ||
        SKIPPED_TYPES.has(request.resourceType()) ||
        served >= CAPS.requests ||
        bytes >= CAPS.totalBytes ||
        (mainFrame && request.isNavigationRequest() && ++navigations > CAPS.navigations) ||
        renderSignal.aborted
      )
        return route.abort(refusal);
      served++;
      inFlight++;
      try {
        if (!(await robotsFor(url.href, fetchOptions)).isAllowed(url.href)) return await route.abort(refusal);
        const result = await safeFetch(url.href, fetchOptions);
        if (!result.ok || !isSameSite(new URL(result.response.url).hostname, siteHost))
          return await route.abort(request.isNavigationRequest() ? 'aborted' : 'failed');
        const { response } = result;
        bytes += response.body.length;
        if (response.truncated && request.resourceType() !== 'document') return await route.abort(refusal);
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) if (response.headers[name]) headers[name] = response.headers[name];
        await route.fulfill({ status: response.status, headers, body: response.body });
      } catch {
        await route.abort(refusal).catch(() => undefined);
      } finally {
        inFlight--;
        lastActivity = Date.now();
      }
    };

    let main: BrowserPage | null = null;
    await context.addInitScript({ content: INIT_SCRIPT });
    await context.routeWebSocket(/.*/, (ws) => {
      const host = new URL(ws.url()).hostname;
      if (!isSameSite(host, siteHost)) thirdParty.push(ws.url());
      void ws.close({ code: 1008, reason: 'not opened by the crawler' }).catch(() => undefined);
    });
    await context.route('**/*', handle);
    main = await context.newPage();
    // Popups (window.open, target=_blank) are closed as they open; their requests were routed like any other.
    context.on('page', (opened) => {
      if (opened !== main) void opened.close().catch(() => undefined);
    });
    main.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    main.on('request', () => (lastActivity = Date.now()));

    const remaining = (): number => Math.max(0, deadline - Date.now());
    try {
      // At least 1 ms: Playwright reads a timeout of 0 as "wait for ever".
      await main.goto(stat.url, { waitUntil: 'load', timeout: Math.max(1, remaining()) });
    } catch {
      // A page that did not finish loading in time is read as far as it got (below), unless nothing came.
      if (renderSignal.aborted && signal.aborted) throw signal.reason;
    }
    // Wake loaders that wait for the visitor: pointer moves, a wheel scroll, scrolls of the window. Each step
    // is bounded: a page busy navigating or computing does not hold the render past its time.
    const step = (action: () => Promise<unknown>): Promise<unknown> =>
      bounded(action(), Math.min(STEP_MS, remaining()), undefined);
    await step(() => main.mouse.move(120, 160));
    await step(() => main.mouse.move(480, 360, { steps: 4 }));
    await step(() => main.mouse.wheel(0, 800));
    await step(() =>
      main.evaluate(() => {
        window.scrollBy(0, 800);
        window.dispatchEvent(new Event('scroll'));
      }),
    );
    // Down to the footer, where loaders wait for it to come into view.
    await step(() => main.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)));
    // Settle: no request in flight for a moment and no short timer left, or the time is up.
    while (remaining() > 0 && !signal.aborted) {
      await sleep(Math.min(100, remaining()));
      const timers = await bounded(
        main.evaluate(
          () =>
            (window as unknown as { __leadscoutPendingTimers?: () => number }).__leadscoutPendingTimers?.() ??
            0,
        ),
        Math.min(STEP_MS, remaining()),
        1,
      );
      if (inFlight === 0 && timers === 0 && Date.now() - lastActivity >= QUIET_MS) break;
    }
    if (signal.aborted) throw signal.reason;
    // Web components render into shadow roots, which the document's HTML leaves out: copy each open one into
    // its host as light DOM (innermost first, so nested ones come along).
    await step(() => main.evaluate(COPY_SHADOW_ROOTS));
    const html = await main.content();
    // Its own short allowance (within the hard stop's grace): the render's time may be spent by now.
    const renderedText = await bounded(
      main.evaluate(READ_TEXT).then((text) => (typeof text === 'string' ? text : undefined)),
      STEP_MS,
      undefined,
    );
    const finalUrl = main.url();
    const cookieNames = (await context.cookies().catch(() => [])).map((cookie) => cookie.name);
    const url =
      /^https?:/.test(finalUrl) && isSameSite(new URL(finalUrl).hostname, siteHost) ? finalUrl : stat.url;
    const rendered: Page = {
      ...buildPage(url, load(html)),
      source: { body: html, contentType: null },
      ...(renderedText !== undefined && { renderedText }),
    };
    return mergePages(stat, rendered, thirdParty, cookieNames);
  }
}

export type BrowserPass = {
  /** The deep pass's `upgradePage`: renders the pages that need it, returns the others unchanged. */
  upgradePage(page: Page, signal: AbortSignal, clock?: WaitClock): Promise<Page>;
  close(): Promise<void>;
};

/** `upgradePage` over a pool: only pages whose HTML shows they need a browser are rendered. */
export function browserUpgrade(pool: BrowserPool, options: RenderOptions): BrowserPass {
  return {
    async upgradePage(page, signal, clock) {
      if (!needsBrowser(page)) return page;
      // The caller's budget ends the wait whatever the browser is doing (the render cleans up behind it).
      let onAbort = (): void => undefined;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => reject(signal.reason);
        if (signal.aborted) onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        return await Promise.race([renderPage(pool, page, signal, options, clock), aborted]);
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    close: () => pool.close(),
  };
}
