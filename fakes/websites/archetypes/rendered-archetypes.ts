/**
 * Kinds of real small-business websites whose facts only a browser sees (issue 20): an app shell whose
 * contacts a script writes, an address written by a script, a chat widget that loads after a few seconds,
 * one held back until the visitor first moves (a performance plugin), one loaded from the site's own bundle,
 * an address and a late widget both written by the site's own script file, a widget that waits for the footer
 * to come into view, and a redirect done by a script. Every loader builds its vendor's address at run time, so reading the
 * code does not find it. Each site also shows someone else's contacts (`expected.decoys`): never stored.
 */
import { HTML, ok, page, type Archetype, type Context, type FakeSite, siteOfSet } from '../site-html';

const JS = { 'content-type': 'application/javascript; charset=utf-8' };
const JSON_TYPE = { 'content-type': 'application/json' };
const own = (ctx: Context, local: string) => `${local}@${ctx.slug}.com`;
const script = (body: string) => ({ status: 200, headers: JS, body });

/** A web agency's credit with its own contacts, as the static archetypes show it. */
const credit = (agency: string) =>
  `<div class="credits"><p>Website by <a href="https://${agency}.io/?utm_source=client">${agency}</a> · <a href="mailto:hello@${agency}.io">hello@${agency}.io</a></p></div>`;

export const RENDERED_ARCHETYPES: Record<string, Archetype> = {
  // A single-page app: the HTML is an empty shell; the bundle fetches the site's data and writes everything.
  'spa-empty-shell': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${ctx.name}</title>
<script type="module" crossorigin src="/assets/index-8c1f2e9a.js"></script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`,
      ),
      '/assets/index-8c1f2e9a.js': script(
        `const root = document.getElementById('root');
fetch('/api/site.json').then((r) => r.json()).then((site) => {
  root.innerHTML = '<header><h1>' + site.name + '</h1></header><main><p>Call us or write to ' +
    '<a href="mailto:' + site.email + '">' + site.email + '</a></p></main><footer>' +
    site.socials.map((s) => '<a href="' + s + '">' + s.split('/')[2] + '</a>').join(' ') + site.footer + '</footer>';
});`,
      ),
      '/api/site.json': {
        status: 200,
        headers: JSON_TYPE,
        body: JSON.stringify({
          name: ctx.name,
          email: own(ctx, 'hello'),
          socials: [`https://www.instagram.com/${ctx.slug}/`],
          footer: credit('brightpath'),
        }),
      },
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'hello')],
      socials: { instagram: `https://instagram.com/${ctx.slug}` },
      decoys: { emails: ['hello@brightpath.io'] },
    },
  }),

  // A server-rendered page whose address a small script assembles against harvesters.
  'script-written-mailto': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>Email: <span id="mail"></span></p>
<script>(function(){var u='office',d='${ctx.slug}'+'.'+'com';var a=document.createElement('a');a.href='mai'+'lto:'+u+'@'+d;a.textContent=u+'@'+d;document.getElementById('mail').appendChild(a);})();</script>
<section class="booking"><h2>Book online</h2><iframe src="https://booking.bookwell.app/w/${ctx.slug}"></iframe><p>New to online booking? <a href="https://www.youtube.com/@BookwellApp">Watch the Bookwell tutorials</a> or write to support@bookwell.app.</p></section>
<footer><a href="https://www.facebook.com/${ctx.slug}">Facebook</a></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'office')],
      socials: { facebook: `https://facebook.com/${ctx.slug}` },
      decoys: { emails: ['support@bookwell.app'], socials: ['https://youtube.com/@BookwellApp'] },
    },
  }),

  // The chat widget comes a few seconds after load, from a loader the page starts on a timer.
  'late-chat-widget': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></footer>${credit('pixelforge')}
<script>window.setTimeout(function () { var s = document.createElement('script'); s.src = '/js/chat-loader.js?v=4'; document.body.appendChild(s); }, 2500);</script>`,
        }),
      ),
      '/js/chat-loader.js': script(
        `(function(){var cfg={host:['client','crisp','chat'].join('.'),file:'l.js'};var s=document.createElement('script');s.async=true;s.src='https://'+cfg.host+'/'+cfg.file;document.head.appendChild(s);})();`,
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'info')],
      hasChatbot: true,
      chatbotPlatform: 'Crisp',
      decoys: { emails: ['hello@pixelforge.io'] },
    },
  }),

  // A performance plugin (WP Rocket style) parks every script until the visitor first moves or scrolls.
  'widget-after-first-interaction': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<meta name="generator" content="WordPress 6.5.2"><link rel="stylesheet" href="/wp-content/themes/astra/style.css?ver=4.6">`,
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'desk')}">Email us</a></footer>${credit('nordlicht')}
<script type="rocketlazyloadscript">(function(){var id='${ctx.slug}';var s=document.createElement('script');s.async=true;s.src='https://embed.'+'tawk'+'.to/'+id+'/default';document.head.appendChild(s);})();</script>
<script>(function(){var events=['keydown','mousedown','mousemove','touchmove','touchstart','touchend','wheel'];function run(){events.forEach(function(e){window.removeEventListener(e,run,{passive:true});});document.querySelectorAll('script[type="rocketlazyloadscript"]').forEach(function(parked){var s=document.createElement('script');if(parked.dataset.rocketSrc)s.src=parked.dataset.rocketSrc;else s.text=parked.text;parked.replaceWith(s);});}events.forEach(function(e){window.addEventListener(e,run,{passive:true});});})();</script>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'WordPress',
      emails: [own(ctx, 'desk')],
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      decoys: { emails: ['hello@nordlicht.io'] },
    },
  }),

  // The site's own bundle loads its chat module, which reads the vendor's address from the site's config.
  'widget-from-own-bundle': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script type="module" src="/assets/main-4f9c2a1b.js"></script>`,
          body: `<h1>${ctx.name}</h1><main><h2>From our suppliers</h2><blockquote class="twitter-tweet"><p>New stock in! orders@greenleafsupply.com</p>&mdash; Greenleaf (@greenleafsupply) <a href="https://twitter.com/greenleafsupply/status/1700000000000000000">May 1</a></blockquote></main>
<footer><p>${own(ctx, 'team')}</p></footer>`,
        }),
      ),
      '/assets/main-4f9c2a1b.js': script(`import('/assets/chat-7d1e0c.js').then((m) => m.start());`),
      '/assets/chat-7d1e0c.js': script(
        `export function start() { fetch('/assets/chat.json').then((r) => r.json()).then((c) => { const s = document.createElement('script'); s.src = c.src; document.head.appendChild(s); }); }`,
      ),
      '/assets/chat.json': {
        status: 200,
        headers: JSON_TYPE,
        body: JSON.stringify({ src: `https://widget.${'intercom'}.io/widget/${ctx.slug}` }),
      },
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'team')],
      hasChatbot: true,
      chatbotPlatform: 'Intercom',
      decoys: { emails: ['orders@greenleafsupply.com'], socials: ['https://x.com/greenleafsupply'] },
    },
  }),

  // The site's own script file (not the page) writes the address from data attributes and, after a few
  // seconds, loads the chat widget: the HTML shows neither, nor a reason to run it.
  'loader-in-own-file': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>Family-run since 1998. Visit our shop on the high street, open every day from eight until six, or write to us.</p>
<p>Email: <span class="js-mail" data-user="bookings" data-host="${ctx.slug}.com"></span></p>
<p class="partner">Booking questions? Our booking partner: help@tablehop.io</p>${credit('quillstack')}
<script src="/js/site.js?ver=2.1"></script>`,
        }),
      ),
      '/js/site.js': script(
        `document.querySelectorAll('.js-mail').forEach(function (el) { var a = el.dataset.user + '@' + el.dataset.host; el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });
setTimeout(function () { var s = document.createElement('script'); s.src = 'https://' + ['code', 'tidio', 'co'].join('.') + '/abc123.js'; document.body.appendChild(s); }, 2000);`,
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'bookings')],
      hasChatbot: true,
      chatbotPlatform: 'Tidio',
      decoys: { emails: ['hello@quillstack.io', 'help@tablehop.io'] },
    },
  }),

  // The chat widget loads when the visitor scrolls down to the footer (an IntersectionObserver).
  'widget-when-footer-in-view': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><main style="min-height:4000px"><p>Our services, our prices, our story.</p><section class="testimonials"><blockquote>“Quick and friendly!” — Tom, tom.baker77@gmail.com</blockquote></section></main>
<footer id="site-footer"><a href="mailto:${own(ctx, 'hello')}">${own(ctx, 'hello')}</a></footer>
<script>new IntersectionObserver(function (entries, observer) { if (!entries[0].isIntersecting) return; observer.disconnect(); var s = document.createElement('script'); s.src = 'https://' + 'js.' + 'driftt' + '.com/include/abc/def.js'; document.head.appendChild(s); }).observe(document.getElementById('site-footer'));</script>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'hello')],
      hasChatbot: true,
      chatbotPlatform: 'Drift',
      decoys: { emails: ['tom.baker77@gmail.com'] },
    },
  }),

  // The homepage only sends the visitor on with a script; the real page is elsewhere on the site.
  'script-redirect': (ctx) => ({
    routes: {
      '/': {
        status: 200,
        headers: HTML,
        body: `<!DOCTYPE html><html><head><title>${ctx.name}</title><script>window.location.replace('/en/home/');</script></head><body><noscript>Please enable JavaScript.</noscript></body></html>`,
      },
      '/en/home/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'contact')}">${own(ctx, 'contact')}</a>
<a href="https://www.linkedin.com/company/${ctx.slug}">LinkedIn</a></footer>
<footer><ul class="social-menu"><li><a href="https://twitter.com/flavorthemes">Twitter</a></li></ul><p>Flavor theme by <a href="https://flavorthemes.com">FlavorThemes</a></p></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'contact')],
      socials: { linkedin: `https://linkedin.com/company/${ctx.slug}`, twitter: null },
      decoys: { socials: ['https://x.com/flavorthemes'] },
    },
  }),
};

export const RENDERED_ARCHETYPE_NAMES = Object.keys(RENDERED_ARCHETYPES);

const NAMES = [
  'Copperleaf Cafe',
  'Harborview Dental',
  'Tall Pines Lodge',
  'Redwood Plumbing',
  'Fernhill Florist',
  'Atlas Movers',
];

/** The rendered site number `index`: same index, same site (served with `startFakeWebsites({ sites })`). */
export function renderedFakeSite(index: number, year = new Date().getUTCFullYear()): FakeSite {
  return siteOfSet(RENDERED_ARCHETYPES, NAMES, index, year);
}
