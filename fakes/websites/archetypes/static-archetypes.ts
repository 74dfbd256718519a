/**
 * Kinds of real small-business websites that static reading used to get wrong (issue 20): slow and heavy
 * homepages, deeper pages (branches, team behind about, contact links in other languages), other people's
 * contacts on the page (web agency credits, theme authors, vendors, embedded posts of suppliers), chat widgets
 * loaded from the site's own script or held back by a consent manager, free-mail addresses and bot protection.
 * Each names its facts in `expected` and the other people's contacts it shows in `expected.decoys`.
 */
import { HTML, ok, page, type Archetype, type Context } from '../site-html';

const TAWK = (id: string) =>
  `<script type="text/javascript">var Tawk_API=Tawk_API||{};(function(){var s1=document.createElement("script");s1.async=true;s1.src='https://embed.tawk.to/${id}/default';document.head.appendChild(s1);})();</script>`;

const own = (ctx: Context, local: string) => `${local}@${ctx.slug}.com`;
const social = (network: string, handle: string) =>
  network === 'twitter' ? `https://x.com/${handle}` : `https://${network}.com/${handle}`;

/** Agencies' credit lines as they are written in several languages (the fake varies them by site). */
const CREDITS: ((agency: string, link: string) => string)[] = [
  (agency, link) => `Website by <a href="${link}">${agency}</a>`,
  (agency, link) => `Site réalisé par <a href="${link}" target="_blank">${agency}</a>`,
  (agency, link) => `<span>Diseño web:</span> <a href="${link}">${agency}</a>`,
  (agency, link) => `Webdesign von <a href="${link}">${agency}</a>`,
  (agency, link) => `Designed &amp; developed by <a href="${link}">${agency}</a>`,
];

/** Contact links that do not say "contact" in English, with their page path. */
const CONTACT_LINKS: { text: string; path: string; lang: string }[] = [
  { text: 'Nous joindre', path: '/nous-joindre', lang: 'fr' },
  { text: 'Contáctenos', path: '/pagina-7', lang: 'es' },
  { text: 'Anfahrt', path: '/anfahrt', lang: 'de' },
  { text: 'Kontakt', path: '/seite/3', lang: 'de' },
  { text: 'Contatti', path: '/p/12', lang: 'it' },
];

/** A realistic bulk of inline JSON (product data, builder state) that makes a homepage heavy. */
function inlineJson(bytes: number): string {
  const item =
    '{"id":1234567,"title":"Copper pipe fitting 22mm","price":"4.99","tags":["plumbing","parts"]},';
  return `<script type="application/json" id="__STATE__">[${item.repeat(Math.ceil(bytes / item.length))}{}]</script>`;
}

function inlineImages(bytes: number): string {
  const chunk = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';
  return `<img alt="" src="data:image/png;base64,${chunk.repeat(Math.ceil(bytes / chunk.length))}">`;
}

export const STATIC_ARCHETYPES: Record<string, Archetype> = {
  // Answers in 2–4 s: too slow for the first pass, filled in by the deep pass.
  'slow-homepage': (ctx) => ({
    routes: {
      '/': {
        ...ok(
          page(ctx, {
            body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'hello')}">Email</a>
<a href="https://www.instagram.com/${ctx.slug}/">Instagram</a></footer>${TAWK(`5f${ctx.index}a/1h`)}`,
          }),
        ),
        delayMs: 2_000 + (ctx.index % 3) * 500,
      },
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'hello')],
      socials: { instagram: social('instagram', ctx.slug) },
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
    },
    firstPass: { status: 'failed', failureReason: 'timeout' },
  }),

  // 3–5 MB: inline images, then builder state; facts at the top and after the first pass's 1.5 MB cap.
  'heavy-homepage': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<header><h1>${ctx.name}</h1><a href="mailto:${own(ctx, 'shop')}">${own(ctx, 'shop')}</a></header>
${inlineImages(1_200_000)}${inlineJson(2_000_000 + (ctx.index % 3) * 500_000)}
<footer><p>Orders: ${own(ctx, 'orders')}</p><a href="https://www.facebook.com/${ctx.slug}">Facebook</a></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'shop'), own(ctx, 'orders')],
      socials: { facebook: social('facebook', ctx.slug) },
    },
    firstPass: { status: 'ok', emails: [own(ctx, 'shop')], socials: { facebook: null } },
  }),

  // Three branches, each page with its own address and email.
  'multi-location': (ctx) => {
    const branches = [
      ['austin', 'Austin', '12 Congress Ave, Austin, TX 78701'],
      ['dallas', 'Dallas', '400 Elm St, Dallas, TX 75202'],
      ['houston', 'Houston', '9 Main St, Houston, TX 77002'],
    ] as const;
    const branchPage = ([slug, city, address]: (typeof branches)[number]) =>
      ok(
        page(ctx, {
          head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"${ctx.name} ${city}","address":{"@type":"PostalAddress","streetAddress":"${address.split(',')[0]}","addressLocality":"${city}"}}</script>`,
          body: `<h1>${ctx.name} ${city}</h1><address>${address}</address><p>Email the ${city} team: <a href="mailto:${own(ctx, slug)}">${own(ctx, slug)}</a></p>`,
        }),
      );
    return {
      routes: {
        '/': ok(
          page(ctx, {
            body: `<nav><a href="/services">Services</a><a href="/our-locations">Locations</a></nav><h1>${ctx.name}</h1>
<footer>Head office: <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></footer>`,
          }),
        ),
        '/our-locations': ok(
          page(ctx, {
            body: `<h1>Our locations</h1><ul>${branches.map(([slug, city]) => `<li><a href="/our-locations/${slug}">${city}</a></li>`).join('')}</ul>`,
          }),
        ),
        ...Object.fromEntries(branches.map((branch) => [`/our-locations/${branch[0]}`, branchPage(branch)])),
      },
      expected: {
        status: 'ok',
        emails: [own(ctx, 'info'), ...branches.map(([slug]) => own(ctx, slug))],
        branchEmails: Object.fromEntries(branches.map(([slug, city]) => [own(ctx, slug), city])),
      },
      firstPass: { status: 'ok', emails: [own(ctx, 'info')] },
    };
  },

  // The team page is linked only from the about page.
  'team-behind-about': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<nav><a href="/who-we-are">About</a></nav><h1>${ctx.name}</h1><p>Call us today.</p>`,
        }),
      ),
      '/who-we-are': ok(
        page(ctx, {
          body: `<h1>About ${ctx.name}</h1><p>Family run since 1987.</p><a href="/who-we-are/people">Meet the team</a>`,
        }),
      ),
      '/who-we-are/people': ok(
        page(ctx, {
          body: `<h1>Our people</h1><div class="card"><h3>Anna Berg</h3><p>Owner</p><p>${own(ctx, 'anna')}</p></div>
<div class="card"><h3>Tom Reyes</h3><p>Office Manager</p></div>`,
        }),
      ),
    },
    expected: { status: 'ok', emails: [own(ctx, 'anna')], contacts: ['Anna Berg', 'Tom Reyes'] },
    firstPass: { status: 'ok', emails: [], contacts: [] },
  }),

  // "Nous joindre", "Contáctenos", "Anfahrt", "Kontakt", "Contatti": the contact page in the site's language.
  'contact-link-in-another-language': (ctx) => {
    const link = CONTACT_LINKS[ctx.index % CONTACT_LINKS.length];
    return {
      routes: {
        '/': ok(
          page(ctx, {
            lang: link.lang,
            body: `<nav><a href="/">Accueil</a><a href="${link.path}">${link.text}</a></nav><h1>${ctx.name}</h1>`,
          }),
        ),
        [link.path]: ok(
          page(ctx, { lang: link.lang, body: `<h1>${link.text}</h1><p>E-mail: ${own(ctx, 'bureau')}</p>` }),
        ),
      },
      expected: { status: 'ok', emails: [own(ctx, 'bureau')] },
    };
  },

  // A web agency's credit with its address and its profiles, beside the business's own.
  'agency-credit': (ctx) => {
    const agency = [
      'Pixelforge Studio',
      'Nordlicht Media',
      'Agence Lumen',
      'Estudio Faro',
      'Brightpath Digital',
    ][ctx.index % 5];
    const agencySlug = agency.toLowerCase().replace(/[^a-z]/g, '');
    const credit = CREDITS[ctx.index % CREDITS.length](agency, `https://${agencySlug}.io/?utm_source=client`);
    return {
      routes: {
        '/': ok(
          page(ctx, {
            body: `<h1>${ctx.name}</h1><footer><div class="footer-contact"><a href="mailto:${own(ctx, 'contact')}">${own(ctx, 'contact')}</a>
<a href="https://www.facebook.com/${ctx.slug}">Facebook</a></div>
<div class="credits"><p>${credit} · <a href="mailto:hello@${agencySlug}.io">hello@${agencySlug}.io</a></p>
<div class="agency-social"><a href="https://www.instagram.com/${agencySlug}/">Instagram</a><a href="https://www.linkedin.com/company/${agencySlug}">LinkedIn</a></div></div></footer>`,
          }),
        ),
      },
      expected: {
        status: 'ok',
        emails: [own(ctx, 'contact')],
        socials: { facebook: social('facebook', ctx.slug), instagram: null, linkedin: null },
        decoys: {
          emails: [`hello@${agencySlug}.io`],
          socials: [social('instagram', agencySlug), `https://linkedin.com/company/${agencySlug}`],
        },
      },
    };
  },

  // The theme's own social menu was never replaced; the business's profile is in the header.
  'theme-author-socials': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<link rel="stylesheet" href="/wp-content/themes/flavor/style.css">`,
          body: `<header><a href="https://www.instagram.com/${ctx.slug}.official/">Instagram</a></header><h1>${ctx.name}</h1>
<footer><ul class="social-menu"><li><a href="https://twitter.com/flavorthemes">Twitter</a></li><li><a href="https://www.facebook.com/flavorthemes">Facebook</a></li></ul>
<p>Flavor theme by <a href="https://flavorthemes.com">FlavorThemes</a></p></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      socials: { instagram: social('instagram', `${ctx.slug}.official`), twitter: null, facebook: null },
      decoys: { socials: [social('twitter', 'flavorthemes'), social('facebook', 'flavorthemes')] },
    },
  }),

  // A booking vendor's tutorial channel and support address next to its widget.
  // (Its booking embed's script also writes the vendor's help mailto when it runs, from a config the page holds
  // inline: static reading sees that address in the code, a browser would see it as a link. Neither is stored.)
  'vendor-tutorial-channel': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><section class="booking"><h2>Book online</h2><iframe src="https://booking.bookwell.app/w/${ctx.slug}"></iframe>
<p>New to online booking? <a href="https://www.youtube.com/@BookwellApp">Watch the Bookwell tutorials</a> or write to support@bookwell.app.</p>
<p>Powered by <a href="https://bookwell.app">Bookwell</a></p><div id="bookwell-help"></div>
<script>window.BookwellConfig={account:'${ctx.slug}',helpLink:'mailto:help@bookwell.app?subject=Booking'};</script>
<script async src="https://booking.bookwell.app/embed.js"></script></section>
<footer><a href="mailto:${own(ctx, 'frontdesk')}">Email us</a><a href="https://www.youtube.com/@${ctx.slug}">YouTube</a></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'frontdesk')],
      socials: { youtube: `https://youtube.com/@${ctx.slug}` },
      decoys: {
        emails: ['support@bookwell.app', 'help@bookwell.app'],
        socials: ['https://youtube.com/@BookwellApp'],
      },
    },
  }),

  // Embedded posts of a supplier (Instagram, Facebook, X), and the supplier's page plugin.
  'supplier-embeds': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><main><h2>From our suppliers</h2>
<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1a2b3c4/"><a href="https://www.instagram.com/greenleafsupply/">View this post on Instagram</a><p>A post shared by Greenleaf Supply (@greenleafsupply)</p></blockquote>
<div class="fb-post" data-href="https://www.facebook.com/greenleafsupply/posts/1234567890"><blockquote><a href="https://www.facebook.com/greenleafsupply">Greenleaf Supply</a></blockquote></div>
<blockquote class="twitter-tweet"><p>New stock in! orders@greenleafsupply.com</p>&mdash; Greenleaf (@greenleafsupply) <a href="https://twitter.com/greenleafsupply/status/1700000000000000000">May 1</a></blockquote>
<div class="fb-page" data-href="https://www.facebook.com/greenleafsupply"></div></main>
<footer><p>${own(ctx, 'team')}</p><a href="https://www.instagram.com/${ctx.slug}/">Instagram</a></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [own(ctx, 'team')],
      socials: { instagram: social('instagram', ctx.slug), facebook: null, twitter: null },
      decoys: {
        emails: ['orders@greenleafsupply.com'],
        socials: [
          social('instagram', 'greenleafsupply'),
          social('facebook', 'greenleafsupply'),
          social('twitter', 'greenleafsupply'),
        ],
      },
    },
  }),

  // The chat loader lives in the site's own script file.
  'widget-in-own-script': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script src="/assets/js/jquery-3.7.1.min.js"></script><script defer src="/assets/js/site.js?v=12"></script>`,
          body: `<h1>${ctx.name}</h1>`,
        }),
      ),
      '/assets/js/site.js': {
        status: 200,
        headers: { 'content-type': 'application/javascript' },
        body: `/* ${ctx.name} site scripts */\ndocument.addEventListener('DOMContentLoaded',function(){var s=document.createElement('script');s.src='https://code.tidio.co/${ctx.slug}abc.js';s.async=true;document.body.appendChild(s);});\nvar CONTACT='${own(ctx, 'service')}';`,
      },
    },
    expected: { status: 'ok', hasChatbot: true, chatbotPlatform: 'Tidio', emails: [own(ctx, 'service')] },
    firstPass: { status: 'ok', hasChatbot: false, emails: [] },
  }),

  // The widget is held back by a consent manager until the visitor agrees; its markup still names it.
  'consent-gated-widget': (ctx) => {
    const variants = [
      `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="abc"></script><script type="text/plain" data-cookieconsent="preferences" src="https://embed.tawk.to/${ctx.slug}/default"></script>`,
      `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="abc"></script><script type="text/plain" class="optanon-category-C0003" src="https://embed.tawk.to/${ctx.slug}/default"></script>`,
      `<script type="text/plain" data-category="functional" data-service="tawk">var Tawk_API=Tawk_API||{};(function(){var s=document.createElement('script');s.src='https://embed.tawk.to/${ctx.slug}/default';document.head.appendChild(s);})();</script>`,
      `<div class="brlbs-cmpnt-container" data-borlabs-cookie-content="${Buffer.from(`<script src="https://embed.tawk.to/${ctx.slug}/default"></script>`).toString('base64')}"></div>`,
    ];
    return {
      routes: {
        '/': ok(page(ctx, { body: `<h1>${ctx.name}</h1>${variants[ctx.index % variants.length]}` })),
      },
      expected: { status: 'ok', hasChatbot: true, chatbotPlatform: 'tawk.to' },
    };
  },

  // The business's address is a free-mail one; the designer's free-mail address sits in the credit.
  'free-mail-business': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><section id="contact"><h2>Contact</h2><p>Email: <a href="mailto:${ctx.slug}.shop@gmail.com">${ctx.slug}.shop@gmail.com</a></p></section>
<footer><p>Site design by Sam Lee — samleedesigns@outlook.com</p></footer>`,
        }),
      ),
    },
    expected: {
      status: 'ok',
      emails: [`${ctx.slug}.shop@gmail.com`],
      decoys: { emails: ['samleedesigns@outlook.com'] },
    },
  }),

  // Bot protection: non-browser user agents get a challenge (403) or a rate limit (429). Counted as refused.
  'bot-protected': (ctx) => {
    const status = ctx.index % 2 === 0 ? 403 : 429;
    const challenge = `<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id="challenge-form"><noscript>Enable JavaScript and cookies to continue</noscript></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>`;
    const real = ok(page(ctx, { body: `<h1>${ctx.name}</h1><p>${own(ctx, 'secret')}</p>` }));
    return {
      routes: {
        '/': { status, headers: HTML, body: challenge, forBrowsers: real },
        '/robots.txt': { status, headers: HTML, body: challenge },
      },
      expected: { status: 'failed', failureReason: `http_${status}` },
    };
  },
};
