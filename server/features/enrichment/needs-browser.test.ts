import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { RENDERED_ARCHETYPE_NAMES, renderedFakeSite } from '@fakes/websites/archetypes/rendered-archetypes';
import { ARCHETYPE_NAMES, fakeSite } from '@fakes/websites/site-archetypes';
import { needsBrowser } from './needs-browser';
import { buildPage } from './page';

const pageOf = (html: string, url = 'https://joesplumbing.com/') => buildPage(url, load(html));
const htmlPages = (routes: Record<string, { headers?: Record<string, string | string[]>; body?: unknown }>) =>
  Object.entries(routes).filter(
    ([, route]) =>
      typeof route.body === 'string' && /html/.test(String(route.headers?.['content-type'] ?? '')),
  ) as [string, { body: string }][];

/** A normal WordPress homepage: jQuery, the emoji loader, Elementor's config, gtag, a theme's scroll handler. */
const WORDPRESS = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Joe's Plumbing</title>
<meta name="generator" content="WordPress 6.5.2">
<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","source":{"concatemoji":"https:\\/\\/joesplumbing.com\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.5.2"}};
!function(i,n){var o,s,e;function c(e){try{var t={supportTests:e,timestamp:(new Date).valueOf()};sessionStorage.setItem(o,JSON.stringify(t))}catch(e){}}e=new Promise(function(e){i.addEventListener("DOMContentLoaded",e,{once:!0})});function u(e){var t=i.createElement("script");t.src=e,t.defer=!0,i.head.appendChild(t)}n.readyCallback=function(){n.DOMReady=!0}}((window,document),window._wpemojiSettings);</script>
<link rel="stylesheet" href="https://joesplumbing.com/wp-content/themes/astra/style.css?ver=4.6">
<script src="https://joesplumbing.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-ABC123');</script>
</head><body class="home page-template-default"><a class="skip-link" href="#content">Skip to content</a>
<header><nav><a href="/services/">Services</a><a href="/contact/">Contact</a></nav></header>
<main id="content"><h1>Joe's Plumbing</h1><p>Family-run plumbers serving Springfield since 1998. Leaks, boilers, bathrooms.</p>
<p>Call <a href="tel:+15555550100">(555) 555-0100</a> or email <a href="mailto:info@joesplumbing.com">info@joesplumbing.com</a>.</p></main>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false},"urls":{"assets":"https:\\/\\/joesplumbing.com\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};</script>
<script>var astra = {"break_point":"921","is_scroll_to_id":"1","is_scroll_to_top":""};</script>
<script>(function(){var header=document.querySelector('header');window.addEventListener('scroll',function(){header.classList.toggle('is-sticky',window.scrollY>80);});})();</script>
<script>jQuery(function($){ $('.menu-toggle').on('click', function(){ $('nav').toggleClass('open'); }); if (window.location.hash) { $(window.location.hash).addClass('target'); } });</script>
<script>/(trident|msie)/i.test(navigator.userAgent)&&document.getElementById&&window.addEventListener&&window.addEventListener("hashchange",function(){var t,e=location.hash.substring(1);/^[A-z0-9_-]+$/.test(e)&&(t=document.getElementById(e))&&(/^(?:a|select|input|button|textarea)$/i.test(t.tagName)||(t.tabIndex=-1),t.focus())},!1);</script>
<footer><p>&copy; 2026 Joe's Plumbing</p><a href="https://www.facebook.com/joesplumbing">Facebook</a></footer>
<script src="https://joesplumbing.com/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6"></script>
</body></html>`;

describe('needsBrowser', () => {
  it('leaves a normal WordPress page static', () => {
    expect(needsBrowser(pageOf(WORDPRESS))).toBeNull();
  });

  it('renders a page whose loader waits for its footer to come into view', () => {
    const page = pageOf(
      `<body><h1>Joe's</h1><footer id="f"></footer><script>new IntersectionObserver(function (entries) { var s = document.createElement('script'); s.src = '/chat.js'; document.body.appendChild(s); }).observe(document.getElementById('f'));</script></body>`,
    );
    expect(needsBrowser(page)).toBe('delayed_loader');
  });

  it('reads the site’s own script files once known: a late loader or a written address there counts', () => {
    const home = pageOf(WORDPRESS);
    const late = `setTimeout(function () { var s = document.createElement('script'); s.src = 'https://' + host + '/l.js'; document.head.appendChild(s); }, 3000);`;
    const writes = `document.querySelectorAll('.em').forEach(function (e) { var a = e.dataset.u + '@' + e.dataset.d; e.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });`;
    // A theme's own file does DOM work of every kind (a sticky header on scroll): not a reason by itself.
    const theme = `window.addEventListener('scroll', function () { document.body.appendChild(document.createElement('div')); });`;
    expect(needsBrowser({ ...home, ownScriptCode: [theme, late] })).toBe('delayed_loader');
    expect(needsBrowser({ ...home, ownScriptCode: [writes] })).toBe('script_written_contacts');
    expect(needsBrowser({ ...home, ownScriptCode: [theme] })).toBeNull();
  });

  it('renders a page whose own script decodes an address-shaped data attribute, whatever words it uses', () => {
    const rot13 = `document.querySelectorAll('[data-enc]').forEach(function(el){var v=r(el.getAttribute('data-enc'));el.textContent=v;});`;
    const reversed = `$('.rv').each(function(){var v=$(this).data('r').split('').reverse().join('');$(this).text(v);});`;
    const withRot13 = pageOf(`${WORDPRESS}<p>Write to <span data-enc="vasb@wbrfcyhzovat.pbz"></span></p>`);
    const withReversed = pageOf(
      `${WORDPRESS}<p><a class="rv" href="#" data-r="moc.gnibmulpseoj@ofni">…</a></p>`,
    );
    expect(needsBrowser({ ...withRot13, ownScriptCode: [rot13] })).toBe('script_written_contacts');
    expect(needsBrowser({ ...withReversed, ownScriptCode: [reversed] })).toBe('script_written_contacts');
    // A slider reading its options, or a handle: no address waits to be decoded.
    const slider = pageOf(`${WORDPRESS}<div data-enc="fade" data-r="@joesplumbing"></div>`);
    expect(needsBrowser({ ...slider, ownScriptCode: [rot13, reversed] })).toBeNull();
  });

  it('renders a page whose own script turns a fetched config into scripts, or creates a non-media iframe', () => {
    const home = pageOf(WORDPRESS);
    const container = `fetch('/tm/container.json').then(function(r){return r.json()}).then(function(c){c.tags.forEach(function(t){var s=document.createElement('script');s.text=t.code;document.head.appendChild(s);});});`;
    const assistant = `window.addEventListener('load',function(){var f=document.createElement('iframe');f.src='https://'+host+'/frame/'+id;document.body.appendChild(f);});`;
    const lazyVideo = `document.querySelectorAll('.lite-yt').forEach(function(el){el.addEventListener('click',function(){var f=document.createElement('iframe');f.src='https://www.youtube-nocookie.com/embed/'+el.dataset.id;el.replaceWith(f);});});`;
    expect(needsBrowser({ ...home, ownScriptCode: [container] })).toBe('delayed_loader');
    expect(needsBrowser({ ...home, ownScriptCode: [assistant] })).toBe('delayed_loader');
    expect(needsBrowser({ ...home, ownScriptCode: [lazyVideo] })).toBeNull();
  });

  it('leaves every static archetype static (consent-gated loaders and bot challenges included)', () => {
    for (let index = 0; index < ARCHETYPE_NAMES.length * 4; index++) {
      const site = fakeSite(index);
      for (const [path, route] of htmlPages(site.routes))
        expect(
          needsBrowser(pageOf(route.body, `http://127.0.1.1${path}`)),
          `${site.archetype} ${path}`,
        ).toBeNull();
    }
  });

  it('renders every rendered archetype, each for its reason', () => {
    const reasons = RENDERED_ARCHETYPE_NAMES.map((_, index) => {
      const site = renderedFakeSite(index);
      const page = pageOf(String(site.routes['/'].body), 'http://127.0.1.1/');
      // The deep pass offers a page again with its own script files' code when its HTML alone was no reason.
      const files = page.assetUrls
        .map((url) => site.routes[new URL(url).pathname]?.body)
        .filter((body): body is string => typeof body === 'string');
      return [site.archetype, needsBrowser(page) ?? needsBrowser({ ...page, ownScriptCode: files })];
    });
    expect(Object.fromEntries(reasons)).toEqual({
      'spa-empty-shell': 'app_shell',
      'script-written-mailto': 'script_written_contacts',
      'late-chat-widget': 'delayed_loader',
      'widget-after-first-interaction': 'delayed_loader',
      'widget-from-own-bundle': 'framework_bundle',
      'loader-in-own-file': 'script_written_contacts',
      'widget-when-footer-in-view': 'delayed_loader',
      'script-redirect': 'script_redirect',
    });
  });

  it.each([
    [
      'an app shell of Next.js',
      '<html><body><div id="__next"></div><script src="/_next/static/chunks/main-abc.js"></script></body></html>',
      'app_shell',
    ],
    [
      'a Vue mount point with a loading text',
      '<html><body><div id="app">Loading…</div><script src="/js/app.js"></script></body></html>',
      'app_shell',
    ],
    [
      'a body of nothing but scripts',
      '<html><body><script src="/bundle.js"></script></body></html>',
      'app_shell',
    ],
    [
      'document.write of an address',
      '<html><body><h1>Shop</h1><script>document.write("<a href=\\"mailto:" + "info" + "@" + "shop.com\\">Mail</a>")</script></body></html>',
      'script_written_contacts',
    ],
    [
      'an address decoded from char codes',
      '<html><body><h1>Shop</h1><span id="e"></span><script>document.getElementById("e").textContent = String.fromCharCode(105,110,102,111) + "@shop.com"; // email</script></body></html>',
      'script_written_contacts',
    ],
    [
      'a setTimeout loader',
      '<html><body><h1>Shop</h1><script>setTimeout(function(){var s=document.createElement("script");s.src="/chat.js";document.body.appendChild(s)},4000)</script></body></html>',
      'delayed_loader',
    ],
    [
      'a loader waiting for the first pointer move',
      '<html><body><h1>Shop</h1><script>window.addEventListener("mousemove", function load(){ import("/widgets.js"); }, { once: true })</script></body></html>',
      'delayed_loader',
    ],
    [
      'a Perfmatters-parked own script',
      '<html><body><h1>Shop</h1><script type="pmdelayedscript" data-src="/wp-content/themes/x/chat.js"></script></body></html>',
      'delayed_loader',
    ],
    [
      'location.href assignment',
      '<html><head><script>location.href = "/en/";</script></head><body></body></html>',
      'script_redirect',
    ],
    [
      'location.replace',
      '<html><head><script>window.location.replace("https://joesplumbing.com/home")</script></head><body><p>Redirecting to our new home page, please wait a moment while we take you there…</p></body></html>',
      'script_redirect',
    ],
    [
      'a meta refresh',
      '<html><head><meta http-equiv="refresh" content="0;url=/home"></head><body><a href="/home">Home</a></body></html>',
      'script_redirect',
    ],
  ])('renders %s', (_, html, reason) => {
    expect(needsBrowser(pageOf(html))).toBe(reason);
  });

  it.each([
    [
      'a consent-parked widget',
      '<html><body><h1>Shop</h1><script type="text/plain" data-cookieconsent="preferences">setTimeout(function(){var s=document.createElement("script");s.src="https://embed.tawk.to/x/default";document.head.appendChild(s)},100)</script></body></html>',
    ],
    [
      'a Cloudflare challenge',
      '<html><head><title>Just a moment...</title></head><body><div id="challenge-form"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
    ],
    [
      'Cloudflare email protection',
      '<html><body><h1>Shop</h1><a href="/cdn-cgi/l/email-protection#0e676068614e"><span class="__cf_email__" data-cfemail="0e676068614e">[email&#160;protected]</span></a><script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script></body></html>',
    ],
    [
      'a location read, not a redirect',
      '<html><body><h1>Shop</h1><p>Plumbing</p><script>if (window.location.href === "/") { console.log(location.href == "/x"); }</script></body></html>',
    ],
    [
      'a classic analytics snippet',
      '<html><body><h1>Shop</h1><p>Plumbing</p><script>(function(i,s,o,g,r,a,m){a=s.createElement(o);a.async=1;a.src=g;m=s.getElementsByTagName(o)[0];m.parentNode.insertBefore(a,m)})(window,document,"script","https://www.google-analytics.com/analytics.js","ga");</script></body></html>',
    ],
  ])('leaves %s static', (_, html) => {
    expect(needsBrowser(pageOf(html))).toBeNull();
  });

  it('decides on a 5 MB page at once (no whole-document selector sorts)', () => {
    const html = `<html><body><div id="app">${'<p>lorem <a href="/x">ipsum</a></p><img src="/i.png">'.repeat(100_000)}</div><script src="/a.js"></script></body></html>`;
    // Only the document is big: the page's lists stay those of a small page (buildPage is not what is timed).
    const huge = { ...pageOf('<html><body></body></html>'), $: load(html) };
    const started = performance.now();
    expect(needsBrowser(huge)).toBeNull();
    // ~0.4 s on a quiet 2-core machine; the bound catches a per-element or quadratic pass over the document
    // (seconds to minutes), not a busy machine (speed itself is measured by the benchmarks).
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
