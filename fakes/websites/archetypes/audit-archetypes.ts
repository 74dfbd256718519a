/**
 * The website audit's fake sites (issue 32, decision 127): one business per archetype, each under its own name
 * in *.audit.test (`auditResolver` maps it to the fake server), over real TLS with the committed certificates of
 * fakes/websites/tls/, each showing some of the audit's findings (or a near miss of one) and listing all it
 * shows in `expected.audit`. Judged at `AUDIT_CLOCK`: the certificates' dates and the footers' years are set
 * against it. Not part of `ARCHETYPE_NAMES`; `bench:quality` reads them too.
 */
import type { TAuditFindingId } from '@contracts/audit';
import { siteAddress } from '../site-address';
import { startFakeWebsites, type FakeWebsites } from '../start-fake-websites';
import { HTML, type Context, type FakeResponse, type FakeSite } from '../site-html';
import type { FakeCertificate } from '../tls/fake-certificates';

/** The audit's clock for these sites: "expired" ended 12 days before it, "expiring" ends 19 days after it. */
export const AUDIT_CLOCK = new Date('2027-03-15T12:00:00Z');
const YEAR = AUDIT_CLOCK.getUTCFullYear();

type Knobs = {
  /** The certificate; 'none': no https at all (the site is listed with its http address). */
  certificate?: FakeCertificate | 'none';
  plainHttp?: 'redirect' | 'serve';
  /** Listed (and so crawled) at its http address although it has https. */
  listedAsHttp?: boolean;
  viewport?: boolean;
  title?: string;
  description?: boolean;
  /** The main heading's markup; '' for none. */
  h1?: string;
  /** Head markup for structured data; default a LocalBusiness (Plumber) in JSON-LD. */
  schema?: string;
  openGraph?: boolean;
  /** 'link': a link to /favicon.png; 'file': /favicon.ico without a link; 'none'; 'soft-404': /favicon.ico answers HTML. */
  icon?: 'link' | 'file' | 'none' | 'soft-404';
  footer?: string;
  /** The contact page's body; default one with a message form. */
  contactPage?: string;
  /** Booking markup on the homepage; default a Calendly link. */
  booking?: string;
  /** The jQuery the site loads (a script tag); default 3.7.1 from the site itself. */
  jquery?: string;
  head?: string;
  body?: string;
  /** Delay of the homepage's answer, on top of the server's latency. */
  homeDelayMs?: number;
};

const GOOD_SCHEMA = (ctx: Context) =>
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"${ctx.name}","telephone":"+1-512-555-0142","address":{"@type":"PostalAddress","streetAddress":"12 Main St","addressLocality":"Austin","addressRegion":"TX","postalCode":"78701"}}</script>`;
const MESSAGE_FORM = `<h1>Contact us</h1><form action="/contact/send" method="post"><label>Name <input name="name"></label>
<label>Email <input type="email" name="email"></label><label>Message <textarea name="message"></textarea></label><button>Send</button></form>`;
const PHOTOS = `<img src="/img/van.jpg" alt="Our van"><img src="/img/team.jpg" alt="The team"><img src="/img/job.jpg" alt="A finished job">`;

/** A whole small-business site: clean unless a knob says otherwise. */
function auditSite(ctx: Context, knobs: Knobs = {}): Pick<FakeSite, 'routes' | 'certificate' | 'plainHttp'> {
  const page = (head: string, body: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${knobs.viewport === false ? '' : '<meta name="viewport" content="width=device-width, initial-scale=1">'}${head}</head><body>${body}</body></html>`;
  const icon = knobs.icon ?? 'link';
  const head = [
    `<title>${knobs.title ?? `${ctx.name} | Plumber in Austin, TX`}</title>`,
    knobs.description === false
      ? ''
      : `<meta name="description" content="${ctx.name}: repairs, drains and water heaters in Austin since 1998.">`,
    knobs.openGraph === false
      ? ''
      : `<meta property="og:title" content="${ctx.name}"><meta property="og:image" content="/img/og.jpg">`,
    icon === 'link' ? '<link rel="icon" type="image/png" href="/favicon.png">' : '',
    knobs.schema ?? GOOD_SCHEMA(ctx),
    '<link rel="stylesheet" href="/css/site.css">',
    knobs.jquery ?? '<script src="/js/jquery-3.7.1.min.js"></script>',
    knobs.head ?? '',
  ].join('');
  const body = `<header><nav><a href="/">Home</a><a href="/services">Services</a><a href="/contact">Contact</a></nav></header>
<main>${knobs.h1 ?? `<h1>${ctx.name}</h1>`}<p>Family owned and trusted by Austin homeowners.</p>${PHOTOS}
${knobs.booking ?? `<p><a href="https://calendly.com/${ctx.slug}/visit">Book a visit</a></p>`}${knobs.body ?? ''}</main>
<footer>${knobs.footer ?? `<p>© ${YEAR} ${ctx.name}. Call (512) 555-0142.</p>`}</footer>`;
  const home: FakeResponse = {
    status: 200,
    headers: HTML,
    body: page(head, body),
    delayMs: knobs.homeDelayMs,
  };
  const favicon: Record<string, FakeResponse> = {
    link: { '/favicon.png': { status: 200, headers: { 'content-type': 'image/png' }, body: 'PNG' } },
    file: { '/favicon.ico': { status: 200, headers: { 'content-type': 'image/x-icon' }, body: 'ICO' } },
    none: {},
    'soft-404': {
      '/favicon.ico': { status: 200, headers: HTML, body: page('<title>Home</title>', '<h1>Home</h1>') },
    },
  }[icon] as Record<string, FakeResponse>;
  const certificate = knobs.certificate ?? 'valid';
  return {
    routes: {
      '/': home,
      '/contact': {
        status: 200,
        headers: HTML,
        body: page(`<title>Contact ${ctx.name}</title>`, knobs.contactPage ?? MESSAGE_FORM),
      },
      ...favicon,
    },
    certificate: certificate === 'none' ? undefined : certificate,
    plainHttp: certificate === 'none' ? undefined : knobs.plainHttp,
  };
}

type AuditArchetype = (ctx: Context) => { knobs?: Knobs; audit: TAuditFindingId[] };

const ARCHETYPES: Record<string, AuditArchetype> = {
  // Clean sites, each with its own way of having what the audit looks for.
  'clean-calendly': () => ({ audit: [] }),
  'clean-wordpress-acuity': (ctx) => ({
    knobs: {
      icon: 'file',
      head: '<meta name="generator" content="WordPress 6.5.2">',
      jquery: '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>',
      schema: `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"${ctx.name}"},{"@type":["Dentist","LocalBusiness"],"name":"${ctx.name}"}]}</script>`,
      booking: `<iframe src="https://app.acuityscheduling.com/schedule.php?owner=21234567" title="Schedule"></iframe>`,
      contactPage: `<div class="wpcf7"><form class="wpcf7-form" action="/contact/#wpcf7-f12" method="post"><input type="hidden" name="_wpcf7" value="12"><input name="your-name"><input type="email" name="your-email"><textarea name="your-message"></textarea><input type="submit" value="Send"></form></div>`,
    },
    audit: [],
  }),
  'clean-restaurant-opentable': (ctx) => ({
    knobs: {
      schema: '',
      h1: `<div itemscope itemtype="https://schema.org/Restaurant"><h1 itemprop="name">${ctx.name}</h1></div>`,
      booking: `<script type="text/javascript" src="//www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=standard&domain=com&lang=en-US"></script>`,
      contactPage: `<h1>Private events</h1><div id="hs-form"></div><script src="https://js.hsforms.net/forms/embed/v2.js"></script><script>hbspt.forms.create({region:"na1",portalId:"4412345",formId:"0b1c2d3e"});</script>`,
    },
    audit: [],
  }),
  'clean-salon-fresha': (ctx) => ({
    knobs: {
      schema: `<script type="application/ld+json">[{"@context":"https://schema.org","@type":"HairSalon","name":"${ctx.name}"}]</script>`,
      booking: `<a class="button" href="https://www.fresha.com/a/${ctx.slug}-austin-12-main-street-abc123">Book now</a>`,
      body: MESSAGE_FORM.replace('<h1>Contact us</h1>', '<h2>Write to us</h2>'),
      contactPage: '<h1>Find us</h1><p>12 Main St, Austin</p>',
    },
    audit: [],
  }),
  'clean-logo-heading-setmore': (ctx) => ({
    knobs: {
      h1: `<h1><img src="/img/logo.svg" alt="${ctx.name}"></h1>`,
      booking: `<a href="https://${ctx.slug}.setmore.com">Schedule an appointment</a>`,
    },
    audit: [],
  }),
  'clean-square-appointments': (ctx) => ({
    knobs: {
      booking: `<a href="https://book.squareup.com/appointments/ab12cd34/location/EF56/services">Book</a>`,
      footer: `<p>© 2019–${YEAR} ${ctx.name}</p>`,
    },
    audit: [],
  }),
  'clean-simplybook-widget': () => ({
    knobs: {
      booking: `<script src="//widget.simplybook.me/v2/widget/widget.js"></script><script>var widget = new SimplybookWidget({"widget_type":"iframe","url":"https://austinplumbing.simplybook.me"});</script>`,
    },
    audit: [],
  }),
  'clean-book-online-wordpress-plugin': () => ({
    knobs: {
      booking: `<link rel="stylesheet" href="/wp-content/plugins/ameliabooking/public/css/frontend.css"><div id="amelia-app-booking0"></div>`,
      footer: `<p>Copyright © ${YEAR - 2} Austin Plumbing Co.</p>`,
    },
    audit: [],
  }),
  'clean-booksy-decorative-images': () => ({
    knobs: {
      booking: `<a href="https://booksy.com/en-us/123456_austin-barber_barber-shop_38745_austin">Book on Booksy</a>`,
      body: `${'<img src="/img/divider.svg" alt="">'.repeat(6)}<img src="/img/shop.jpg">`,
    },
    audit: [],
  }),

  // Certificates, over real TLS.
  'tls-expired': () => ({ knobs: { certificate: 'expired' }, audit: ['tls_expired'] }),
  'tls-expiring': () => ({ knobs: { certificate: 'expiring' }, audit: ['tls_expiring_soon'] }),
  'tls-self-signed': () => ({ knobs: { certificate: 'self-signed' }, audit: ['tls_self_signed'] }),
  'tls-wrong-name': () => ({ knobs: { certificate: 'wrong-name' }, audit: ['tls_name_mismatch'] }),
  'tls-untrusted': () => ({ knobs: { certificate: 'untrusted' }, audit: ['tls_invalid'] }),

  // https and its redirect.
  'http-only': () => ({ knobs: { certificate: 'none' }, audit: ['no_https'] }),
  'https-unused': () => ({ knobs: { listedAsHttp: true, plainHttp: 'serve' }, audit: ['no_https_redirect'] }),
  'no-redirect': () => ({ knobs: { plainHttp: 'serve' }, audit: ['no_https_redirect'] }),
  'listed-as-http-redirects': () => ({ knobs: { listedAsHttp: true }, audit: [] }),

  // The page itself.
  'no-viewport': () => ({ knobs: { viewport: false }, audit: ['no_viewport'] }),
  'heavy-homepage': () => ({
    knobs: {
      body: `<svg viewBox="0 0 10 10">${'<path d="M0 0L10 10L0 10Z" fill="#123456"/>'.repeat(26_000)}</svg>`,
    },
    audit: ['heavy_homepage'],
  }),
  'many-resources': () => ({
    knobs: {
      body: Array.from({ length: 110 }, (_, i) => `<img src="/img/gallery/${i}.jpg" alt="Job ${i}">`).join(
        '',
      ),
    },
    audit: ['many_resources'],
  }),
  'slow-server': () => ({ knobs: { homeDelayMs: 3_000 }, audit: ['slow_response'] }),
  'no-title': () => ({ knobs: { title: ' ' }, audit: ['no_title'] }),
  'no-meta-description': () => ({ knobs: { description: false }, audit: ['no_meta_description'] }),
  'no-h1': (ctx) => ({ knobs: { h1: `<h2>${ctx.name}</h2>` }, audit: ['no_h1'] }),
  'organization-schema-only': (ctx) => ({
    knobs: {
      schema: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"${ctx.name}","url":"/"}</script>`,
    },
    audit: ['no_local_business_schema'],
  }),
  'twitter-card-only': () => ({
    knobs: { openGraph: false, head: '<meta name="twitter:card" content="summary">' },
    audit: ['no_open_graph'],
  }),
  'no-favicon': () => ({ knobs: { icon: 'none' }, audit: ['no_favicon'] }),
  'soft-404-favicon': () => ({ knobs: { icon: 'soft-404' }, audit: ['no_favicon'] }),
  'old-footer': (ctx) => ({
    knobs: { footer: `<p>Copyright © 2015–2019 ${ctx.name}. All rights reserved.</p>` },
    audit: ['copyright_outdated'],
  }),
  'no-contact-form': (ctx) => ({
    knobs: {
      body: `<form action="/newsletter"><input type="email" name="email" placeholder="Your email"><button>Subscribe</button></form>`,
      contactPage: `<h1>Contact</h1><p>Call (512) 555-0142 or write to office@${ctx.slug}.com.</p><form role="search" action="/search"><input type="search" name="q"></form>`,
    },
    audit: ['no_contact_form'],
  }),
  'book-now-by-phone': () => ({
    knobs: {
      booking: `<p><a href="/contact">Book now</a> or <a href="tel:+15125550142">call to book</a></p>`,
    },
    audit: ['no_online_booking'],
  }),
  'wordpress-4': () => ({
    knobs: { head: '<meta name="generator" content="WordPress 4.9.8">' },
    audit: ['outdated_cms'],
  }),
  'jquery-1-cdn': () => ({
    knobs: {
      jquery: `<script src="https://ajax.googleapis.com/ajax/libs/jquery/1.12.4/jquery.min.js"></script>`,
    },
    audit: ['old_jquery'],
  }),
  'jquery-2-wordpress': () => ({
    knobs: {
      head: '<meta name="generator" content="WordPress 6.4.3">',
      jquery: '<script src="/wp-includes/js/jquery/jquery.min.js?ver=2.2.4"></script>',
    },
    audit: ['old_jquery'],
  }),
  'flash-intro': () => ({
    knobs: {
      body: `<object type="application/x-shockwave-flash" data="/intro.swf" width="600" height="300"><param name="movie" value="/intro.swf"></object>`,
    },
    audit: ['flash'],
  }),
  'images-without-alt': () => ({
    knobs: { body: Array.from({ length: 5 }, (_, i) => `<img src="/img/work-${i}.jpg">`).join('') },
    audit: ['images_without_alt'],
  }),

  // Everything at once: the site nobody has touched in years.
  neglected: (ctx) => ({
    knobs: {
      certificate: 'none',
      viewport: false,
      description: false,
      openGraph: false,
      icon: 'none',
      schema: '',
      h1: '',
      head: '<meta name="generator" content="WordPress 4.7.2">',
      jquery: '<script src="/wp-includes/js/jquery/jquery.js?ver=1.12.4"></script>',
      booking: '',
      body: `<embed src="/flash/intro.swf" width="800" height="200"><img src="/img/a.gif"><img src="/img/b.gif">`,
      footer: `<p>© 2016 ${ctx.name}</p>`,
      contactPage: `<h1>Contact</h1><p>Call us.</p>`,
    },
    audit: [
      'no_https',
      'no_viewport',
      'no_meta_description',
      'no_h1',
      'no_local_business_schema',
      'no_open_graph',
      'no_favicon',
      'copyright_outdated',
      'no_contact_form',
      'no_online_booking',
      'outdated_cms',
      'old_jquery',
      'flash',
      'images_without_alt',
    ],
  }),
};

export const AUDIT_ARCHETYPE_NAMES = Object.keys(ARCHETYPES);

const NAMES = ['Lone Star', 'Bluebonnet', 'Barton Creek', 'Zilker', 'Congress Avenue', 'Pecan Street'];

/** The audit site number `index`, one business per archetype, named after its archetype. */
export function auditFakeSite(index: number): FakeSite {
  const archetype = AUDIT_ARCHETYPE_NAMES[index % AUDIT_ARCHETYPE_NAMES.length];
  const name = `${NAMES[index % NAMES.length]} Plumbing`;
  const ctx: Context = { index, name, slug: archetype, year: YEAR };
  const { knobs = {}, audit } = ARCHETYPES[archetype](ctx);
  return {
    index,
    archetype,
    name,
    domain: `${archetype}.audit.test`,
    ...auditSite(ctx, knobs),
    expected: { status: 'ok', audit },
  };
}

/** The audit site a host name names, for `startFakeWebsites({ hostIndex })`. */
export function auditHostIndex(host: string): number | null {
  const index = AUDIT_ARCHETYPE_NAMES.indexOf(host.toLowerCase().replace(/\.audit\.test$/, ''));
  return index < 0 || !host.toLowerCase().endsWith('.audit.test') ? null : index;
}

/** Resolves each audit site's name to its loopback address (the crawl's `resolve` option). */
export async function auditResolver(hostname: string): Promise<{ address: string; family: number }[]> {
  const index = auditHostIndex(hostname);
  return index === null ? [] : [{ address: siteAddress(index), family: 4 }];
}

/** Whether the site is listed (and so first crawled) at its http address. */
function listedAsHttp(index: number): boolean {
  const site = auditFakeSite(index);
  const { knobs = {} } = ARCHETYPES[site.archetype]({
    index,
    name: site.name,
    slug: site.archetype,
    year: YEAR,
  });
  return !site.certificate || knobs.listedAsHttp === true;
}

/**
 * The audit sites on one fake server speaking http and TLS on one port; `siteUrl` is the address a listing
 * gives (https, or http for a site without https or listed so). Crawl with `auditResolver` and the fake CA.
 */
export async function startAuditWebsites(latencyMs = 0): Promise<FakeWebsites> {
  const websites = await startFakeWebsites({
    latencyMs,
    sites: auditFakeSite,
    hostIndex: auditHostIndex,
    tls: true,
  });
  const port = new URL(websites.url).port;
  return {
    ...websites,
    siteUrl: (index) =>
      `${listedAsHttp(index) ? 'http' : 'https'}://${AUDIT_ARCHETYPE_NAMES[index % AUDIT_ARCHETYPE_NAMES.length]}.audit.test:${port}/`,
  };
}
