import { STATIC_ARCHETYPES } from './archetypes/static-archetypes';
import { CHAT_SNIPPETS, DEAD_FACEBOOK_CHAT_SNIPPET, HUBSPOT_LOADER_SNIPPET } from './chat-snippets';
import { HTML, ok, page, type Archetype, type Context, type FakeSite } from './site-html';

export type { FakeResponse, FakeSite, FakeSiteExpectation } from './site-html';

const NAMES = [
  "Joe's Plumbing",
  'Bright Smile Dental',
  'Evergreen Landscaping',
  'Summit Roofing',
  'Main Street Bakery',
  'Lakeside Auto Repair',
  'Harbor Law Group',
  'Sunrise Yoga Studio',
  'Pinecrest Veterinary',
  'Oak & Iron Fitness',
  'Blue Sky HVAC',
  'Golden Comb Barbers',
  'Riverside Chiropractic',
  'Maple Leaf Cleaning',
  'Northside Electric',
  'Cedar Creek Dentistry',
  'Urban Paws Grooming',
  'Keystone Accounting',
  'Silverline Salon',
  'Coastal Realty',
];

const GA4 = (id: string) =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;
const FB_PIXEL = `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','123456789012345');fbq('track','PageView');</script>`;

function cloudflareEmail(email: string, key: number): string {
  return [key, ...Buffer.from(email)]
    .map((byte, i) => (i === 0 ? byte : byte ^ key).toString(16).padStart(2, '0'))
    .join('');
}

const WORDPRESS_HEAD = `<meta name="generator" content="WordPress 6.5.2"><link rel="https://api.w.org/" href="/wp-json/">
<link rel="stylesheet" href="/wp-content/themes/astra/style.css?ver=4.6">`;

const ARCHETYPES: Record<string, Archetype> = {
  'wordpress-elementor-tawk': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `${WORDPRESS_HEAD}<link rel="stylesheet" href="/wp-content/plugins/elementor/assets/css/frontend.min.css">${GA4('G-AB12CD34EF')}${FB_PIXEL}`,
          body: `<header><nav><a href="/">Home</a><a href="/about/">About</a><a href="/contact-us/">Contact</a></nav></header>
<div class="elementor elementor-12"><h1>${ctx.name}</h1><p>Family owned since 1998. <a href="mailto:Office@${ctx.slug}.com?subject=Hello">Email us</a></p>
<a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2F${ctx.slug}.com">Share</a>
<a href="https://twitter.com/intent/tweet?text=hi">Tweet</a></div>
<footer><div class="social-icons"><a href="https://www.facebook.com/${ctx.slug}">Facebook</a><a href="https://www.instagram.com/${ctx.slug}/">Instagram</a></div>
<p>© ${ctx.year} ${ctx.name}</p></footer>${CHAT_SNIPPETS.find((s) => s.id === 'tawkto')?.html}`,
        }),
        { link: '<https://example.invalid/wp-json/>; rel="https://api.w.org/"' },
      ),
      '/contact-us/': ok(
        page(ctx, {
          head: WORDPRESS_HEAD,
          body: `<h1>Contact</h1><p>Jane Smith, Owner</p><p>Call (512) 555-0100 or write to office@${ctx.slug}.com.</p>`,
        }),
      ),
      '/about/': ok(
        page(ctx, {
          head: WORDPRESS_HEAD,
          body: `<h1>Our team</h1><div class="team-member"><h3>Mark Lee</h3><p>Lead Technician</p></div>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      emails: [`office@${ctx.slug}.com`],
      socials: {
        facebook: `https://facebook.com/${ctx.slug}`,
        instagram: `https://instagram.com/${ctx.slug}`,
        twitter: null,
      },
      contacts: ['Jane Smith', 'Mark Lee'],
      marketingTools: ['Google Analytics 4', 'Facebook Pixel'],
    },
  }),

  wix: (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<meta name="generator" content="Wix.com Website Builder"><script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.js"></script>
<script type="application/json" id="wix-essential-viewer-model">{"sentryDsn":"https://abc123def4567890abc123def4567890@sentry-next.wixpress.com/12"}</script>`,
          body: `<img src="https://static.wixstatic.com/media/logo.png" alt=""><h1>${ctx.name}</h1><p>Email: hello@${ctx.slug}.com</p>
<footer><a href="https://www.facebook.com/wix">Facebook</a></footer>`,
        }),
        { 'x-wix-request-id': '1700000000.1234567890' },
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'Wix',
      hasChatbot: false,
      emails: [`hello@${ctx.slug}.com`],
      socials: { facebook: null },
    },
  }),

  squarespace: (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"abc"}};</script><link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/abc/site.css">`,
          body: `<nav><a href="/contact">Contact</a></nav><h1>${ctx.name}</h1>
<footer><a href="https://www.facebook.com/squarespace">Facebook</a><a href="https://instagram.com/${ctx.slug}">Instagram</a></footer>`,
        }),
        { server: 'Squarespace' },
      ),
      '/contact': ok(page(ctx, { body: `<h1>Say hello</h1><p>Owner: Maria Garcia</p>` }), {
        server: 'Squarespace',
      }),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'Squarespace',
      socials: { facebook: null, instagram: `https://instagram.com/${ctx.slug}` },
      contacts: ['Maria Garcia'],
    },
  }),

  'shopify-gorgias': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<link rel="stylesheet" href="https://cdn.shopify.com/s/files/1/0123/4567/t/2/assets/theme.css"><script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123"></script>`,
          body: `<h1>${ctx.name} shop</h1>${CHAT_SNIPPETS.find((s) => s.id === 'gorgias')?.html}`,
        }),
        { 'x-shopid': '12345678', 'set-cookie': ['_shopify_y=abc; Path=/', 'localization=US; Path=/'] },
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'Shopify',
      hasChatbot: true,
      chatbotPlatform: 'Gorgias',
      marketingTools: ['Klaviyo'],
    },
  }),

  'plain-html': (ctx) => ({
    routes: {
      '/': {
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: page(ctx, {
          viewport: false,
          head: `<script src="/js/jquery-1.8.3.min.js"></script>`,
          body: `<table><tr><td><h1>${ctx.name}</h1><p>Write to info [at] ${ctx.slug} [dot] com</p><p>Copyright 2012 ${ctx.name}</p></td></tr></table>`,
        }),
      },
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'custom/unknown',
      hasChatbot: false,
      emails: [`info@${ctx.slug}.com`],
      outdatedSignals: ['copyright_outdated', 'jquery_1x'],
    },
  }),

  'chat-vendor': (ctx) => {
    const vendor =
      CHAT_SNIPPETS[Math.floor(ctx.index / Object.keys(ARCHETYPES).length) % CHAT_SNIPPETS.length];
    return {
      routes: { '/': ok(page(ctx, { head: WORDPRESS_HEAD, body: `<h1>${ctx.name}</h1>${vendor.html}` })) },
      expected: { status: 'ok', cmsPlatform: 'WordPress', hasChatbot: true, chatbotPlatform: vendor.name },
    };
  },

  'inline-loader-only': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><script>(function(){var w=window;var i=function(){i.c(arguments);};i.q=[];i.c=function(a){i.q.push(a);};w.Intercom=i;var s=document.createElement('script');s.async=true;s.src='https://widget.intercom.io/widget/'+'q9w8e7';document.head.appendChild(s);})();</script>`,
        }),
      ),
    },
    expected: { status: 'ok', hasChatbot: true, chatbotPlatform: 'Intercom' },
  }),

  'commented-out-widget': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><!-- old chat, removed 2021\n${CHAT_SNIPPETS.find((s) => s.id === 'olark')?.html}\n-->`,
        }),
      ),
    },
    expected: { status: 'ok', hasChatbot: false, chatbotPlatform: null },
  }),

  'dead-facebook-chat': (ctx) => ({
    routes: {
      '/': ok(page(ctx, { body: `<h1>${ctx.name}</h1>${DEAD_FACEBOOK_CHAT_SNIPPET}<p>© ${ctx.year}</p>` })),
    },
    expected: {
      status: 'ok',
      hasChatbot: false,
      chatbotPlatform: null,
      outdatedSignals: ['dead_facebook_chat'],
    },
  }),

  'obfuscated-emails': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><img src="/img/logo@2x.png" alt="logo@2x.png">
<p><a href="mailto:Office@${ctx.slug}.com?subject=Hi%20there">Office</a></p>
<p>Bookings: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cloudflareEmail(`bookings@${ctx.slug}.com`, 0x5a)}">[email&#160;protected]</a></p>
<p>Sales: sales [at] ${ctx.slug} [dot] com · Billing: billing(at)${ctx.slug}.com</p>
<p>Template text: you@example.com, name@domain.com, icon@2x.png</p>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [
        `office@${ctx.slug}.com`,
        `bookings@${ctx.slug}.com`,
        `sales@${ctx.slug}.com`,
        `billing@${ctx.slug}.com`,
      ],
    },
  }),

  'social-links': (ctx) => {
    const handle = ctx.slug.slice(0, 15);
    return {
      routes: {
        '/': ok(
          page(ctx, {
            body: `<h1>${ctx.name}</h1>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=x">f</a><a href="https://twitter.com/share?url=x">t</a>
<a href="https://www.linkedin.com/shareArticle?mini=true&url=x">in</a><a href="https://pinterest.com/pin/create/button/?url=x">p</a></div>
<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><a href="https://www.instagram.com/p/Cabc123/">Our latest post</a>
<footer class="social"><a href="https://m.facebook.com/${ctx.slug}/">Facebook</a><a href="https://twitter.com/${handle}?ref_src=twsrc%5Etfw">X</a>
<a href="https://www.instagram.com/${ctx.slug}?igsh=abc">Instagram</a><a href="https://uk.linkedin.com/company/${ctx.slug}/about/">LinkedIn</a>
<a href="https://www.tiktok.com/@${ctx.slug}/video/7200000000000000000">TikTok</a><a href="https://www.pinterest.com/${ctx.slug}/boards/">Pinterest</a>
<a href="https://www.youtube.com/@${ctx.slug}/videos">YouTube</a></footer>`,
          }),
        ),
      },
      expected: {
        status: 'ok',
        socials: {
          facebook: `https://facebook.com/${ctx.slug}`,
          twitter: `https://x.com/${handle}`,
          instagram: `https://instagram.com/${ctx.slug}`,
          linkedin: `https://linkedin.com/company/${ctx.slug}`,
          tiktok: `https://tiktok.com/@${ctx.slug}`,
          pinterest: `https://pinterest.com/${ctx.slug}`,
          youtube: `https://youtube.com/@${ctx.slug}`,
        },
      },
    };
  },

  'robots-disallow': (ctx) => ({
    routes: {
      '/robots.txt': {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: 'User-agent: *\nDisallow: /\n',
      },
      '/': ok(page(ctx, { body: `<h1>${ctx.name}</h1>` })),
    },
    expected: { status: 'failed', failureReason: 'robots_denied' },
  }),

  slow: (ctx) => ({
    routes: { '/': { ...ok(page(ctx, { body: `<h1>${ctx.name}</h1>` })), delayMs: 10_000 } },
    expected: { status: 'failed', failureReason: 'timeout' },
  }),

  'server-error': () => ({
    routes: {
      '/': { status: 500, headers: { 'content-type': 'text/html' }, body: '<h1>Internal Server Error</h1>' },
    },
    expected: { status: 'failed', failureReason: 'http_500' },
  }),

  // Read up to the size cap and parsed as far as it was read, never a failed site.
  huge: () => ({
    routes: { '/': { status: 200, headers: HTML, streamBytes: 3_000_000 } },
    expected: { status: 'ok' },
  }),

  'redirect-loop': () => ({
    routes: {
      '/': { status: 302, headers: { location: '/a' } },
      '/a': { status: 302, headers: { location: '/b' } },
      '/b': { status: 302, headers: { location: '/a' } },
    },
    expected: { status: 'failed', failureReason: 'redirect_loop' },
  }),

  pdf: () => ({
    routes: {
      '/': {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
        body: '%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n',
      },
    },
    expected: { status: 'failed', failureReason: 'not_html' },
  }),

  'bad-encoding': (ctx) => ({
    routes: {
      // Declared UTF-8 but Latin-1 bytes and stray 0xFF bytes: must decode with replacement, not fail.
      '/': ok(
        Buffer.concat([
          Buffer.from(
            `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${ctx.name}</title></head><body><h1>Caf`,
          ),
          Buffer.from([0xe9, 0x20, 0xff, 0xfe]),
          Buffer.from(
            ` ${ctx.name}</h1><p>Schreiben Sie an bonjour@${ctx.slug}.com</p>${CHAT_SNIPPETS.find((s) => s.id === 'crisp')?.html}</body></html>`,
          ),
        ]),
      ),
    },
    expected: {
      status: 'ok',
      hasChatbot: true,
      chatbotPlatform: 'Crisp',
      emails: [`bonjour@${ctx.slug}.com`],
    },
  }),

  'webflow-hubspot-loader': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html data-wf-site="64f0c0ffee" data-wf-page="64f0c0ffef"><head><meta name="generator" content="Webflow">
<meta name="viewport" content="width=device-width, initial-scale=1"><link href="https://cdn.prod.website-files.com/64f0c0ffee/css/site.css" rel="stylesheet">
${HUBSPOT_LOADER_SNIPPET}</head><body><h1>${ctx.name}</h1></body></html>`,
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'Webflow',
      hasChatbot: null,
      chatbotPlatform: null,
      marketingTools: ['HubSpot'],
    },
  }),

  'redirect-then-godaddy': (ctx) => ({
    routes: {
      '/': { status: 301, headers: { location: '/home' } },
      '/home': ok(
        page(ctx, {
          head: `<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000">`,
          body: `<img src="https://img1.wsimg.com/isteam/ip/abc/logo.png"><h1>${ctx.name}</h1><p>© ${ctx.year}</p>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      cmsPlatform: 'GoDaddy Website Builder',
      finalPath: '/home',
      outdatedSignals: [],
    },
  }),
  ...STATIC_ARCHETYPES,
};

export const ARCHETYPE_NAMES = Object.keys(ARCHETYPES);

/** The business website number `index`: same index, same site. */
export function fakeSite(index: number, year = new Date().getUTCFullYear()): FakeSite {
  const archetype = ARCHETYPE_NAMES[index % ARCHETYPE_NAMES.length];
  const name = NAMES[(index + Math.floor(index / ARCHETYPE_NAMES.length)) % NAMES.length];
  const ctx: Context = { index, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, ''), year };
  return { index, archetype, name, ...ARCHETYPES[archetype](ctx) };
}
