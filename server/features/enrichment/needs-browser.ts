import type { DomNode } from './dom-walk';
import type { Page } from './page';

export type BrowserReason =
  'app_shell' | 'script_written_contacts' | 'delayed_loader' | 'script_redirect' | 'framework_bundle';

/** Where single-page apps mount: React, Vue, Next, Nuxt, Angular, Svelte, Gatsby, Ember, Flutter web. */
const MOUNT_IDS = new Set([
  'root',
  'app',
  '__next',
  '__nuxt',
  '___gatsby',
  'svelte',
  'main-app',
  'application',
]);
const MOUNT_TAGS = new Set(['app-root', 'flt-glass-pane']);
const MOUNT_ATTRIBUTES = ['data-reactroot', 'ng-version'];
const HIDDEN = new Set(['script', 'noscript', 'style', 'template']);
/** Less visible text than this in the body, besides what `<noscript>` says, is an empty shell. */
const SHELL_TEXT_CHARS = 200;

/** A script writes an address into the page: mailto built or written by code. */
const WRITES_DOM =
  /document\.write(?:ln)?\s*\(|\.innerHTML\s*[+]?=|\.outerHTML\s*=|insertAdjacentHTML\s*\(|\.textContent\s*=|\.innerText\s*=|\.href\s*=|setAttribute\s*\(\s*['"]href/;
const BUILDS_ADDRESS =
  /['"`]mailto:?['"`]?|['"`]\s*@\s*['"`]|['"`]@['"`]|String\.fromCharCode|atob\s*\(|\.reverse\(\)\.join|&#(?:64|x40);|%40/i;
/**
 * Loaders that wait: for the visitor's first pointer move, scroll, touch or key (performance plugins), or for
 * a timer; they add a script (or import one) when it fires.
 */
const VISITOR_EVENT =
  /['"`](?:mousemove|pointermove|mouseover|scroll|wheel|touchstart|touchmove|keydown|mousedown|pointerdown)['"`]/;
const WAITS_FOR_VISITOR = {
  test: (code: string): boolean =>
    (/addEventListener\s*\(/.test(code) && VISITOR_EVENT.test(code)) ||
    /\bon(?:scroll|mousemove|touchstart)\s*=/.test(code),
};
const WAITS_FOR_TIMER = /\bsetTimeout\s*\(|\brequestIdleCallback\s*\(/;
/** A loader that waits for a part of the page to come into view (the visitor scrolling down to it). */
const WAITS_FOR_VIEW = /\bnew\s+IntersectionObserver\s*\(/;
const ADDS_SCRIPT =
  /createElement\s*\(\s*['"`]script['"`]|\bimport\s*\(|\.src\s*=|appendChild\s*\(|insertBefore\s*\(|getScript\s*\(/;
/** In a whole script file (where DOM work of every kind is common), only a script element or an import counts. */
const ADDS_SCRIPT_ELEMENT = /createElement\s*\(\s*['"`]script['"`]|\bimport\s*\(|getScript\s*\(/;
/** A file that fetches data (a tag container's config) and turns it into script elements is a loader too. */
const FETCHES_DATA = /\bfetch\s*\(|\bXMLHttpRequest\b|\$\.(?:getJSON|ajax)\s*\(/;
/**
 * Code that creates an iframe itself (a chat or assistant frame built at run time). Lazy video and map embeds
 * create iframes too, and are no reason.
 */
const CREATES_FRAME = /createElement\s*\(\s*['"`]iframe['"`]\s*\)/i;
const MEDIA_FRAME =
  /youtube|youtu\.be|vimeo|google\.[a-z.]+\/maps|maps\.google|openstreetmap|spotify|soundcloud/i;
/** The data attributes a script reads: `getAttribute('data-x')`, `dataset.x`, `dataset['x']`, jQuery's `.data('x')`. */
const READS_DATA_ATTRIBUTE =
  /getAttribute\s*\(\s*['"`](data-[\w-]+)['"`]\s*\)|\.dataset\.(\w+)|\.dataset\[\s*['"`](\w+)['"`]\s*\]|\.data\s*\(\s*['"`]([\w-]+)['"`]\s*\)/g;
/** An attribute value shaped like an address, kept encoded (ROT13, reversed…) until a script turns it back. */
const ENCODED_ADDRESS = /^(?=.*\.)[^\s@<>/:'"]{1,64}@[^\s@<>/:'"]{1,253}$/;
/** Script types performance plugins park delayed scripts under (WP Rocket, Perfmatters, LiteSpeed, WP Meteor, Flying Scripts). */
const DELAYED_TYPES =
  /^(?:rocketlazyloadscript|pmdelayedscript|litespeed\/javascript|text\/wpmeteor|flying-scripts|lazyloadscript|text\/delayscript)$/i;
/** A script sends the visitor elsewhere: assigns the location or calls replace/assign on it. */
const REDIRECTS =
  /\blocation(?:\.href)?\s*=(?!=)|\blocation\.(?:replace|assign)\s*\(|\bwindow\.navigate\s*\(/;
/** Hashed build output of the common bundlers: the content comes from this code. */
const BUNDLE_PATH =
  /\/(?:assets\/(?:index|main|app)[-.][\w-]{6,}\.js|_next\/static\/|_nuxt\/|static\/js\/main\.[\da-f]{6,}(?:\.chunk)?\.js|build\/bundle\.js|_app\/immutable\/)/i;
/** Bot-protection challenges (Cloudflare, hCaptcha/Turnstile, DataDome, Imperva, Sucuri, AWS WAF). */
const BOT_CHALLENGE =
  /\/cdn-cgi\/challenge-platform\/|challenges\.cloudflare\.com|captcha-delivery\.com|_Incapsula_Resource|sucuri_cloudproxy|awswaf|__cf_chl_/i;
/** Cloudflare's email protection is decoded statically; its decoder is not a reason to render. */
const CLOUDFLARE_DECODER = /email-decode(?:\.min)?\.js|__cf_email__/;

function sameOrigin(url: string, base: string): boolean {
  try {
    return new URL(url).host === new URL(base).host;
  } catch {
    return false;
  }
}

/** The code that runs on the page (not JSON, not templates, not a consent manager's parked script). */
function runnableCode(page: Page): string[] {
  return page
    .$('script:not([src])')
    .filter((_, el) => {
      const type = (page.$(el).attr('type') ?? '').trim().toLowerCase();
      return (
        type === '' || type === 'module' || /javascript|ecmascript/.test(type) || DELAYED_TYPES.test(type)
      );
    })
    .map((_, el) => page.$(el).text())
    .get()
    .filter((code) => !CLOUDFLARE_DECODER.test(code));
}

/**
 * A script reads a data attribute that, on this page, holds an address-shaped value: a generic decoder (ROT13,
 * reversed text) writes the address, whatever words its code uses.
 */
function decodesAddressAttribute(page: Page, code: string[]): boolean {
  const names = new Set<string>();
  for (const body of code)
    for (const match of body.matchAll(READS_DATA_ATTRIBUTE)) {
      const name =
        match[1] ??
        `data-${(match[2] ?? match[3] ?? match[4]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      if (/^data-[\w-]+$/.test(name)) names.add(name);
    }
  return [...names].some((name) =>
    page
      .$(`body [${name}]`)
      .get()
      .some((el) => ENCODED_ADDRESS.test((el.attribs[name] ?? '').trim())),
  );
}

const writesContacts = (code: string): boolean =>
  WRITES_DOM.test(code) && BUILDS_ADDRESS.test(code) && /mail|@|contact|email/i.test(code);
const waits = (code: string): boolean =>
  WAITS_FOR_VISITOR.test(code) || WAITS_FOR_TIMER.test(code) || WAITS_FOR_VIEW.test(code);

type Node = DomNode & { attribs?: Record<string, string> };

/**
 * Little text (under 200 characters) and a mount point, or no text, heading, link or image at all besides
 * scripts. One walk that stops as soon as the text is long enough: a 10 MB page costs next to nothing (cheerio's
 * selector lists sort whole documents, which is quadratic on big pages).
 */
function isAppShell(page: Page): boolean {
  const { $ } = page;
  if ($('script[src], script[type="module" i]').length === 0) return false;
  const body = $('body').get(0) as Node | undefined;
  if (!body) return false;
  let text = 0;
  let mountPoint = false;
  let content = false;
  const stack: Node[] = [];
  for (const child of (body.children ?? []) as Node[]) stack.push(child);
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.type === 'text') {
      text += (node.data ?? '').replace(/\s+/g, '').length;
      if (text >= SHELL_TEXT_CHARS) return false;
      continue;
    }
    if (!node.name || HIDDEN.has(node.name)) continue;
    const attribs = node.attribs ?? {};
    if (
      MOUNT_TAGS.has(node.name) ||
      MOUNT_IDS.has(attribs.id ?? '') ||
      MOUNT_ATTRIBUTES.some((a) => a in attribs)
    )
      mountPoint = true;
    if (
      node.name === 'h1' ||
      node.name === 'h2' ||
      node.name === 'img' ||
      (node.name === 'a' && attribs.href)
    )
      content = true;
    for (const child of (node.children ?? []) as Node[]) stack.push(child);
  }
  return mountPoint || (text === 0 && !content);
}

/**
 * Why a page's static HTML is not the page a visitor sees, or null when it is: an app shell (empty body and
 * a mount point), contacts written by a script, a loader that waits for the visitor, a timer or a part of the
 * page to come into view (in the page or, once the deep pass has read them, in its own script files), a redirect
 * done by a script (or a meta refresh), a framework bundle. Consent managers' parked scripts are not a reason:
 * they are read in their markup and the crawler never consents for anyone; nor is a bot challenge, which is a
 * refusal the crawler respects. Performance plugins' parked scripts are (they run on the first pointer move,
 * which the browser pass makes). A plain server-rendered page (a normal WordPress page, with its jQuery,
 * emoji loader and analytics snippets) needs no browser.
 */
export function needsBrowser(page: Page): BrowserReason | null {
  // A bot challenge is a refusal: the crawler never solves one, with or without a browser.
  if (
    page.resourceUrls.some((url) => BOT_CHALLENGE.test(url)) ||
    page.inlineCode.some((code) => BOT_CHALLENGE.test(code))
  )
    return null;
  if (isAppShell(page)) return 'app_shell';
  const code = runnableCode(page);
  if (code.some((body) => REDIRECTS.test(body))) return 'script_redirect';
  if (page.$('meta[http-equiv="refresh" i]').length > 0) return 'script_redirect';
  const files = page.ownScriptCode ?? [];
  if ([...code, ...files].some(writesContacts)) return 'script_written_contacts';
  if (decodesAddressAttribute(page, [...code, ...files])) return 'script_written_contacts';
  if (code.some((body) => waits(body) && ADDS_SCRIPT.test(body))) return 'delayed_loader';
  if (files.some((body) => (waits(body) || FETCHES_DATA.test(body)) && ADDS_SCRIPT_ELEMENT.test(body)))
    return 'delayed_loader';
  if ([...code, ...files].some((body) => CREATES_FRAME.test(body) && !MEDIA_FRAME.test(body)))
    return 'delayed_loader';
  // A performance plugin parks scripts until the visitor moves: the site's own files (what they load is
  // unknown) and inline loaders that add a script.
  const parked = page
    .$('script')
    .filter((_, el) => DELAYED_TYPES.test((page.$(el).attr('type') ?? '').trim()));
  const parkedLoader = parked.get().some((el) => {
    const src = Object.entries(el.attribs).find(([name]) => /src$/i.test(name))?.[1];
    if (src === undefined) return ADDS_SCRIPT.test(page.$(el).text());
    return sameOrigin(new URL(src, page.url).href, page.url);
  });
  if (parkedLoader) return 'delayed_loader';
  if (page.assetUrls.some((url) => sameOrigin(url, page.url) && BUNDLE_PATH.test(new URL(url).pathname)))
    return 'framework_bundle';
  return null;
}
