import type { Page } from './page';

export type BrowserReason =
  'app_shell' | 'script_written_contacts' | 'delayed_loader' | 'script_redirect' | 'framework_bundle';

/** Where single-page apps mount: React, Vue, Next, Nuxt, Angular, Svelte, Gatsby, Ember, Flutter web. */
const MOUNT_POINTS =
  '#root, #app, #__next, #__nuxt, #___gatsby, #svelte, [data-reactroot], [ng-version], app-root, flt-glass-pane, #main-app, #application';
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
const ADDS_SCRIPT =
  /createElement\s*\(\s*['"`]script['"`]|\bimport\s*\(|\.src\s*=|appendChild\s*\(|insertBefore\s*\(|getScript\s*\(/;
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

function isAppShell(page: Page): boolean {
  const { $ } = page;
  const body = $('body').clone();
  body.find('script, noscript, style, template').remove();
  const text = body.text().replace(/\s+/g, ' ').trim();
  if (text.length >= SHELL_TEXT_CHARS) return false;
  const hasScripts = $('script[src], script[type="module" i]').length > 0;
  if (!hasScripts) return false;
  // Little text and an empty mount point, or no text, heading or link at all: the scripts build the page.
  const mountPoint =
    $(MOUNT_POINTS).filter((_, el) => $(el).text().trim().length < SHELL_TEXT_CHARS).length > 0;
  return mountPoint || (text.length === 0 && body.find('a[href], h1, h2, img').length === 0);
}

/**
 * Why a page's static HTML is not the page a visitor sees, or null when it is: an app shell (empty body and
 * a mount point), contacts written by a script, a loader that waits for the visitor or a timer, a redirect
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
  if (
    code.some(
      (body) => WRITES_DOM.test(body) && BUILDS_ADDRESS.test(body) && /mail|@|contact|email/i.test(body),
    )
  )
    return 'script_written_contacts';
  if (
    code.some(
      (body) => (WAITS_FOR_VISITOR.test(body) || WAITS_FOR_TIMER.test(body)) && ADDS_SCRIPT.test(body),
    )
  )
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
