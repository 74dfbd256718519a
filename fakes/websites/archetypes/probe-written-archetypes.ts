/**
 * Held-out probe (issue 20), contacts as real sites write them: Cloudflare-protected and entity-encoded
 * addresses, addresses split by spans, URL-encoded mailto links with a subject, uppercase, JSON-LD only, builder
 * junk in inline JSON (Wix, Sentry), form placeholders; socials as fb.com, m.facebook.com, profile.php?id=,
 * ?hl=/igsh tracking, /in/ profiles, @handles, sameAs only; and the decoys around them: agency and theme
 * credits, embedded posts, tweets, videos and page plugins of suppliers, share links, partner lists,
 * franchise head offices, accreditation bodies, payment providers, job boards, testimonials, comments, a
 * developer's HTML comment and a hosting company's default page.
 */
import type { Archetype } from '../site-html';
import { cfEmail, doc, entities, jsonLd } from './probe-html';

export const PROBE_WRITTEN_ARCHETYPES: Record<string, Archetype> = {
  // Australian coffee roaster on Shopify: Cloudflare-protected addresses, icon-only socials, an embedded supplier post.
  'probe-au-shopify-cloudflare': () => ({
    domain: 'beantherecoffee.com.au',
    routes: {
      '/': doc({
        lang: 'en-AU',
        title: 'Bean There Coffee Roasters – Specialty coffee, Melbourne',
        head: `<link rel="preconnect" href="https://cdn.shopify.com"><script>window.Shopify = window.Shopify || {};Shopify.shop = "bean-there-coffee.myshopify.com";</script>`,
        body: `<header class="header"><a href="/collections/all">Shop</a> <a href="/pages/wholesale">Wholesale</a> <a href="/pages/contact">Contact</a></header>
<main><h1>Roasted in Brunswick</h1><section class="instagram-feed"><h2>From our farmers</h2><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/CxYz12AbCdE/"><a href="https://www.instagram.com/fincalaesperanza_coffee/">A post shared by Finca La Esperanza (@fincalaesperanza_coffee)</a></blockquote></section>
<p>Buy now, pay later with Afterpay. Questions about a payment? Contact customerservice@afterpay.com.au</p></main>
<footer class="site-footer"><ul class="list-social"><li><a href="https://www.instagram.com/beantherecoffee/" class="link"><svg aria-hidden="true" class="icon icon-instagram"></svg><span class="visually-hidden">Instagram</span></a></li><li><a href="https://www.tiktok.com/@beantherecoffee.au" class="link"><svg aria-hidden="true" class="icon icon-tiktok"></svg><span class="visually-hidden">TikTok</span></a></li><li><a href="https://au.pinterest.com/beantherecoffeeau/" class="link"><svg aria-hidden="true" class="icon icon-pinterest"></svg><span class="visually-hidden">Pinterest</span></a></li></ul>
<p>Wholesale: <a href="/cdn-cgi/l/email-protection#${cfEmail('wholesale@beantherecoffee.com.au')}" class="__cf_email__" data-cfemail="${cfEmail('wholesale@beantherecoffee.com.au')}">[email&#160;protected]</a></p>
<small>© 2024, Bean There Coffee Roasters <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby">Powered by Shopify</a></small></footer>`,
      }),
      '/pages/contact': doc({
        lang: 'en-AU',
        title: 'Contact – Bean There Coffee Roasters',
        body: `<main><h1>Contact</h1><p>Drop us a line at <span class="__cf_email__" data-cfemail="${cfEmail('hello@beantherecoffee.com.au', 0x21)}">[email&#160;protected]</span> or use the form.</p>
<form method="post" action="/contact#contact_form"><input type="email" name="contact[email]" placeholder="Email"></form></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['hello@beantherecoffee.com.au', 'wholesale@beantherecoffee.com.au'],
      socials: {
        instagram: 'https://instagram.com/beantherecoffee',
        tiktok: 'https://tiktok.com/@beantherecoffee.au',
        pinterest: 'https://pinterest.com/beantherecoffeeau',
      },
      decoys: {
        emails: ['customerservice@afterpay.com.au'],
        socials: ['https://instagram.com/fincalaesperanza_coffee'],
      },
    },
  }),

  // Yoga studio on Wix: the address in a rich-text element, Wix's and Sentry's addresses in the inline JSON.
  'probe-wix-inline-json-junk': () => ({
    domain: 'lotusflowyoga.com',
    routes: {
      '/': doc({
        title: 'Home | Lotus Flow Yoga',
        head: `<meta name="generator" content="Wix.com Website Builder"><link rel="preconnect" href="https://static.parastorage.com">
<script type="application/json" id="wix-viewer-model">{"siteFeaturesConfigs":{"sentry":{"dsn":"https://8eb368c655b84e029ed79ad7a5c1718e@sentry-viewer.wixpress.com/3"}},"userInfo":{"email":"lotusflowyoga.owner@gmail.com"},"requestUrl":"https:\\/\\/www.lotusflowyoga.com\\/","richText":"\\u003cp\\u003eEmail: \\u003ca href=\\"mailto:namaste@lotusflowyoga.com\\"\\u003enamaste@lotusflowyoga.com\\u003c/a\\u003e","errorReporting":"https://2f8c1d3a9b7e4f60a1c2d3e4f5a6b7c8@o12345.ingest.sentry.io/56789"}</script>`,
        body: `<div id="SITE_CONTAINER"><header id="SITE_HEADER"><img src="https://static.wixstatic.com/media/ab12cd_logo~mv2.png/v1/fill/w_120,h_60/logo@2x.png" alt="Lotus Flow Yoga"></header>
<main id="PAGES_CONTAINER"><div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0">Breathe. Move. Flow.</h1><p class="font_8"><span style="color:#3D3D3D;">Email: <a data-auto-recognition="true" href="mailto:namaste@lotusflowyoga.com">namaste@lotusflowyoga.com</a></span></p></div>
<ul class="wixui-social-bar" aria-label="Social Bar"><li><a href="https://www.instagram.com/lotusflowyoga" target="_blank" data-testid="linkElement"><img alt="Instagram" src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png"></a></li><li><a href="https://www.youtube.com/@LotusFlowYogaStudio" target="_blank" data-testid="linkElement"><img alt="YouTube" src="https://static.wixstatic.com/media/yt.png"></a></li></ul></main></div>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['namaste@lotusflowyoga.com'],
      socials: {
        instagram: 'https://instagram.com/lotusflowyoga',
        youtube: 'https://youtube.com/@LotusFlowYogaStudio',
      },
      decoys: { emails: ['lotusflowyoga.owner@gmail.com'] },
    },
  }),

  // Photographer on Squarespace: uppercase address, form placeholders, socials only in JSON-LD sameAs.
  'probe-squarespace-placeholders': () => ({
    domain: 'anaruizphoto.com',
    routes: {
      '/': doc({
        title: 'Ana Ruiz Photography — Wedding & Portrait Photographer, San Diego',
        head: `<!-- This is Squarespace. -->${jsonLd({
          '@context': 'http://schema.org',
          '@type': 'LocalBusiness',
          name: 'Ana Ruiz Photography',
          sameAs: [
            'https://www.instagram.com/anaruizphoto',
            'https://www.pinterest.com/anaruizphotography/',
            'https://www.facebook.com/anaruizphotography',
          ],
        })}${jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: 'Dan Miller',
          jobTitle: 'Web designer',
          sameAs: ['https://twitter.com/danmillerdesign'],
        })}`,
        body: `<header><nav><a href="/portfolio">Portfolio</a> <a href="/investment">Investment</a> <a href="/inquire">Inquire</a></nav></header>
<main><h1>Wedding &amp; portrait photography</h1><p>For inquiries: HELLO@ANARUIZPHOTO.COM</p>
<form><input type="text" placeholder="First Name"><input type="email" name="email" placeholder="name@yourdomain.com"><input type="email" value="example@domain.com" class="field-placeholder"><textarea placeholder="Tell me about your day!"></textarea></form></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['hello@anaruizphoto.com'],
      socials: {
        instagram: 'https://instagram.com/anaruizphoto',
        pinterest: 'https://pinterest.com/anaruizphotography',
        facebook: 'https://facebook.com/anaruizphotography',
        twitter: null,
      },
      decoys: {
        emails: ['name@yourdomain.com', 'example@domain.com'],
        socials: ['https://x.com/danmillerdesign'],
      },
    },
  }),

  // Quebec renovation company: address split by spans and entity-encoded mailto; a manufacturer's video embedded.
  'probe-ca-spans-bilingual': () => {
    const domain = 'renovationsgagnon.ca';
    const href = entities('mailto:soumission@renovationsgagnon.ca');
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'fr-CA',
          title: 'Rénovations Gagnon | Entrepreneur général à Québec',
          body: `<header><nav><a href="/">Accueil</a> <a href="/realisations">Réalisations</a> <a href="/nous-joindre">Nous joindre</a> <a href="/en/">English</a></nav></header>
<main><h1>Entrepreneur général – Licence RBQ 5678-1234-01</h1><p>Vérifiez notre licence auprès de la Régie du bâtiment : info@rbq.gouv.qc.ca</p>
<section class="fenetres"><h2>Nos fenêtres</h2><iframe width="560" height="315" src="https://www.youtube.com/embed/Ab12Cd34Ef5" title="Fenêtres Novatech"></iframe><p><a href="https://www.youtube.com/c/NovatechGroupe">Abonnez-vous à la chaîne Novatech</a></p></section></main>
<footer><p>Courriel : <span class="e">soumission</span><span class="e">@</span><span class="e">renovationsgagnon.ca</span></p>
<p><a href="https://www.facebook.com/RenovationsGagnonQc/?ref=page_internal" title="Facebook">f</a> <a href="https://www.youtube.com/@renovationsgagnon" title="YouTube">yt</a></p>
<small>Conception Web : <a href="https://www.agenceboreal.ca">Agence Boréal</a> · <a href="https://www.facebook.com/agenceboreal">Facebook</a></small></footer>`,
        }),
        '/nous-joindre': doc({
          lang: 'fr-CA',
          title: 'Nous joindre | Rénovations Gagnon',
          body: `<main><h1>Nous joindre</h1><p>Pour une soumission : <a href="${href}">Écrivez-nous</a></p><p>Service après-vente : <a href="mailto:service@renovationsgagnon.ca">service@renovationsgagnon.ca</a></p></main>`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['soumission@renovationsgagnon.ca', 'service@renovationsgagnon.ca'],
        socials: {
          facebook: 'https://facebook.com/RenovationsGagnonQc',
          youtube: 'https://youtube.com/@renovationsgagnon',
        },
        decoys: {
          emails: ['info@rbq.gouv.qc.ca'],
          socials: ['https://youtube.com/c/NovatechGroupe', 'https://facebook.com/agenceboreal'],
        },
      },
    };
  },

  // Irish B&B: URL-encoded mailto with a subject, MAILTO in capitals, "share by email" links, a booking engine's support.
  'probe-ie-mailto-encoded': () => ({
    domain: 'theoldforge.ie',
    routes: {
      '/': doc({
        lang: 'en-IE',
        title: 'The Old Forge B&B | Dingle, Co. Kerry',
        body: `<header><nav><a href="/">Home</a> <a href="/rooms">Rooms</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Céad míle fáilte</h1><p>Book direct: <a href="MAILTO:Bookings%40TheOldForge.ie?subject=Booking%20enquiry%20%E2%80%93%20The%20Old%20Forge">Bookings@TheOldForge.ie</a></p>
<p>Online bookings powered by <a href="https://www.littlehotelier.com">Little Hotelier</a> – booking problems? support@littlehotelier.com</p>
<div class="share"><a href="mailto:?subject=The%20Old%20Forge%20B%26B&amp;body=https%3A%2F%2Ftheoldforge.ie">Email a friend</a> <a href="https://www.facebook.com/sharer.php?u=https://theoldforge.ie">Share</a></div></main>
<footer><a href="https://fb.com/theoldforgedingle" aria-label="Facebook"><i class="fa fa-facebook"></i></a> <a href="https://instagram.com/theoldforgedingle?igshid=YmMyMTA2M2Y=" aria-label="Instagram"><i class="fa fa-instagram"></i></a> <a href="https://x.com/OldForgeDingle" aria-label="X"><i class="fa fa-x-twitter"></i></a> <a href="https://www.tripadvisor.ie/Hotel_Review-g186611" aria-label="Tripadvisor"><i class="fa fa-tripadvisor"></i></a></footer>`,
      }),
      '/contact': doc({
        lang: 'en-IE',
        title: 'Contact | The Old Forge B&B',
        body: `<main><h1>Contact</h1><p>Phone / email: <a href="tel:+353669151234">+353 66 915 1234</a> | <a href="mailto:info@theoldforge.ie,bookings@theoldforge.ie">info@theoldforge.ie</a></p><p>Registered with Fáilte Ireland – queries to registrations@failteireland.ie</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['bookings@theoldforge.ie', 'info@theoldforge.ie'],
      socials: {
        facebook: 'https://facebook.com/theoldforgedingle',
        instagram: 'https://instagram.com/theoldforgedingle',
        twitter: 'https://x.com/OldForgeDingle',
      },
      decoys: { emails: ['support@littlehotelier.com', 'registrations@failteireland.ie'] },
    },
  }),

  // Dutch bike shop: a manufacturer's page plugin, an embedded tweet and video, a "partners" list.
  'probe-nl-bike-embeds': () => ({
    domain: 'fietsenvandijk.nl',
    routes: {
      '/': doc({
        lang: 'nl',
        title: 'Fietsenwinkel Van Dijk – Fietsen, e-bikes en reparatie in Utrecht',
        body: `<header><nav><a href="/">Home</a> <a href="/e-bikes/">E-bikes</a> <a href="/werkplaats/">Werkplaats</a> <a href="/contact/">Contact</a></nav></header>
<main><h1>Dé fietsenwinkel van Utrecht</h1>
<aside class="widget"><h3>Nieuws van Gazelle</h3><iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fgazellebikes&amp;tabs=timeline&amp;width=340&amp;height=500" width="340" height="500" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allow="encrypted-media"></iframe></aside>
<section><blockquote class="twitter-tweet"><p lang="nl" dir="ltr">De nieuwe Ultimate C380 is er! 🚲</p>&mdash; Gazelle (@GazelleBikes) <a href="https://twitter.com/GazelleBikes/status/1712345678901234567?ref_src=twsrc%5Etfw">October 12, 2023</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></section>
<section><iframe src="https://www.youtube-nocookie.com/embed/Xy12Ab34Cd5?rel=0" title="Bosch eBike Systems"></iframe></section>
<section class="partners"><h2>Onze partners</h2><ul><li><a href="https://www.instagram.com/boscheBikeSystems/">Bosch eBike Systems</a></li><li><a href="https://www.linkedin.com/company/accell-group/">Accell Group</a></li><li><a href="https://www.youtube.com/@ShimanoEurope">Shimano</a></li></ul></section></main>
<footer class="footer"><div class="socials"><a href="https://www.facebook.com/fietsenvandijk" target="_blank" aria-label="Facebook"><i class="icon-facebook"></i></a> <a href="https://www.instagram.com/fietsenvandijk/" target="_blank" aria-label="Instagram"><i class="icon-instagram"></i></a></div><p>info@fietsenvandijk.nl · Amsterdamsestraatweg 200, Utrecht</p></footer>`,
      }),
      '/contact/': doc({
        lang: 'nl',
        title: 'Contact – Fietsenwinkel Van Dijk',
        body: `<main><h1>Contact</h1><p>Werkplaats: <a href="mailto:werkplaats@fietsenvandijk.nl">werkplaats@fietsenvandijk.nl</a></p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['info@fietsenvandijk.nl', 'werkplaats@fietsenvandijk.nl'],
      socials: {
        facebook: 'https://facebook.com/fietsenvandijk',
        instagram: 'https://instagram.com/fietsenvandijk',
        twitter: null,
        linkedin: null,
        youtube: null,
      },
      decoys: {
        socials: [
          'https://facebook.com/gazellebikes',
          'https://x.com/GazelleBikes',
          'https://instagram.com/boscheBikeSystems',
          'https://linkedin.com/company/accell-group',
          'https://youtube.com/@ShimanoEurope',
        ],
      },
    },
  }),

  // The business's domain still shows the hosting company's default page: nothing on it is the business's.
  'probe-hosting-default-page': () => ({
    domain: 'kellysbeautybar.com',
    routes: {
      '/': doc({
        title: 'Default Web Site Page',
        body: `<div class="container"><h1>Future home of something quite cool.</h1><p>If you're the site owner, <a href="https://my.hostpapa.com/login">log in</a> to launch this site.</p>
<p>If you are a visitor, check back soon.</p><p>Need help? Contact <a href="mailto:support@hostpapa.com">support@hostpapa.com</a></p>
<p class="social"><a href="https://www.facebook.com/HostPapa" aria-label="Facebook"><i class="fa fa-facebook"></i></a> <a href="https://twitter.com/hostpapa" aria-label="Twitter"><i class="fa fa-twitter"></i></a></p>
<p class="powered">Powered by <a href="https://www.hostpapa.com">HostPapa</a></p></div>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: [],
      socials: { facebook: null, twitter: null },
      decoys: {
        emails: ['support@hostpapa.com'],
        socials: ['https://facebook.com/HostPapa', 'https://x.com/hostpapa'],
      },
    },
  }),

  // Polish caterer on WordPress + Astra: theme credits, theme demo socials left in, a developer comment, retina images.
  'probe-pl-wp-theme-credits': () => ({
    domain: 'kowalskicatering.pl',
    routes: {
      '/': doc({
        lang: 'pl-PL',
        title: 'Kowalski Catering – Catering weselny i firmowy, Kraków',
        head: `<meta name="generator" content="WordPress 6.3.1"><link rel="stylesheet" href="/wp-content/themes/astra/style.css">`,
        body: `<!-- Strona: jan.nowak.webdev@gmail.com -->
<header class="site-header"><img src="/wp-content/uploads/2022/05/logo@2x.png" srcset="/wp-content/uploads/2022/05/logo@3x.png 3x" alt="Kowalski Catering"><nav><a href="/">Start</a> <a href="/oferta/">Oferta</a> <a href="/kontakt/">Kontakt</a></nav></header>
<main><h1>Catering weselny i firmowy</h1><p>Zamówienia: <a href="mailto:zamowienia@kowalskicatering.pl">zamowienia@kowalskicatering.pl</a></p></main>
<footer class="site-footer"><div class="ast-builder-social-element"><a href="https://www.facebook.com/kowalskicatering" aria-label="Facebook" class="ast-social-color-type-official"><span class="ahfb-svg-iconset"></span></a><a href="https://www.linkedin.com/company/kowalski-catering-sp-z-o-o/" aria-label="Linkedin"><span class="ahfb-svg-iconset"></span></a><a href="https://twitter.com/" aria-label="Twitter"><span class="ahfb-svg-iconset"></span></a></div>
<div class="ast-footer-copyright"><p>Copyright © 2024 Kowalski Catering | Powered by <a href="https://wpastra.com/" rel="nofollow noopener">Astra WordPress Theme</a></p></div>
<div class="theme-author">Theme by <a href="https://themeforest.net/user/gorillathemes">GorillaThemes</a> · <a href="https://twitter.com/gorillathemes">@gorillathemes</a></div></footer>`,
      }),
      '/kontakt/': doc({
        lang: 'pl-PL',
        title: 'Kontakt – Kowalski Catering',
        body: `<main><h1>Kontakt</h1><p>Biuro: biuro@kowalskicatering.pl</p><p>Płatności online obsługuje Przelewy24 – reklamacje płatności: serwis@przelewy24.pl</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['zamowienia@kowalskicatering.pl', 'biuro@kowalskicatering.pl'],
      socials: {
        facebook: 'https://facebook.com/kowalskicatering',
        linkedin: 'https://linkedin.com/company/kowalski-catering-sp-z-o-o',
        twitter: null,
      },
      decoys: {
        emails: ['jan.nowak.webdev@gmail.com', 'serwis@przelewy24.pl'],
        socials: ['https://x.com/gorillathemes'],
      },
    },
  }),

  // Swedish salon: the address only in JSON-LD, "Följ oss", a job board address, a credit in Swedish.
  'probe-se-salon-jsonld-jobs': () => ({
    domain: 'salonglugn.se',
    routes: {
      '/': doc({
        lang: 'sv-SE',
        title: 'Salong Lugn – Frisör i Göteborg',
        head: jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'HairSalon',
              '@id': '/#salon',
              name: 'Salong Lugn',
              email: 'hej@salonglugn.se',
              telephone: '+46 31 123 45 67',
            },
            { '@type': 'WebSite', '@id': '/#website', publisher: { '@id': '/#salon' } },
          ],
        }),
        body: `<header><nav><a href="/">Hem</a> <a href="/priser">Priser</a> <a href="https://www.bokadirekt.se/places/salong-lugn-12345">Boka tid</a></nav></header>
<main><h1>Frisör i Majorna</h1><p>Vi söker en frisör! Ansök via <a href="https://www.frisorjobb.se">Frisörjobb.se</a>, ansokan@frisorjobb.se</p></main>
<footer><p><span>Följ oss</span> <a href="https://www.instagram.com/salonglugn/?hl=sv">@salonglugn</a></p><p>Hemsida av <a href="https://www.webbyran-vast.se">Webbyrån Väst</a> – hej@webbyran-vast.se</p></footer>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['hej@salonglugn.se'],
      socials: { instagram: 'https://instagram.com/salonglugn' },
      decoys: { emails: ['ansokan@frisorjobb.se', 'hej@webbyran-vast.se'] },
    },
  }),

  // A franchise location's own site: the brand's head office and national accounts beside the local ones.
  'probe-us-franchise-location': () => ({
    domain: 'bugshieldtampa.com',
    routes: {
      '/': doc({
        title: 'BugShield of Tampa Bay | Mosquito & Pest Control',
        body: `<header><nav><a href="/">Home</a> <a href="/services/">Services</a> <a href="/contact-us/">Contact Us</a></nav></header>
<main><h1>BugShield of Tampa Bay</h1><p>Locally owned and operated by Rick &amp; Dana Alvarez.</p></main>
<footer><div class="local"><h4>BugShield of Tampa Bay</h4><p><a href="mailto:tampabay@bugshieldtampa.com">tampabay@bugshieldtampa.com</a></p><p><a href="https://www.facebook.com/BugShieldTampaBay">Facebook</a> <a href="https://www.instagram.com/bugshieldtampabay/">Instagram</a></p></div>
<div class="corporate"><p>Each BugShield® franchise is independently owned and operated. Franchise opportunities: <a href="mailto:franchising@bugshieldfranchise.com">franchising@bugshieldfranchise.com</a></p><p><a href="https://www.linkedin.com/company/bugshield-franchise-systems/">BugShield Franchise Systems on LinkedIn</a> <a href="https://www.youtube.com/@BugShieldFranchise">BugShield on YouTube</a></p></div></footer>`,
      }),
      '/contact-us/': doc({
        title: 'Contact Us | BugShield of Tampa Bay',
        body: `<main><h1>Contact Us</h1><p>Call (813) 555-0142 or email <a href="mailto:tampabay@bugshieldtampa.com">tampabay@bugshieldtampa.com</a></p><p>Corporate customer care: care@bugshieldfranchise.com</p></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['tampabay@bugshieldtampa.com'],
      socials: {
        facebook: 'https://facebook.com/BugShieldTampaBay',
        instagram: 'https://instagram.com/bugshieldtampabay',
        linkedin: null,
        youtube: null,
      },
      decoys: {
        emails: ['franchising@bugshieldfranchise.com', 'care@bugshieldfranchise.com'],
        socials: [
          'https://linkedin.com/company/bugshield-franchise-systems',
          'https://youtube.com/@BugShieldFranchise',
        ],
      },
    },
  }),

  // UK handyman on a free-mail address: a customer's address in a testimonial and a comment on the about page.
  'probe-uk-handyman-freemail': () => {
    const domain = 'fixithandymanleeds.co.uk';
    const nav = `<nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav>`;
    return {
      domain,
      routes: {
        '/': doc({
          lang: 'en-GB',
          title: 'Fixit Handyman Services Leeds – No job too small',
          head: `<meta name="generator" content="WordPress 6.5">`,
          body: `<header>${nav}</header><main><h1>Fixit Handyman Services</h1><p>Email <a href="mailto:fixithandyman.leeds@gmail.com">fixithandyman.leeds@gmail.com</a> for a free quote.</p>
<section class="testimonials"><div class="testimonial"><p>“Dave was brilliant, fitted our kitchen units in a day. Happy to recommend him — ring or email me on sue.barker61@hotmail.co.uk”</p><p class="author">Sue B, Headingley</p></div></section>
<p>Gas work is carried out by a Gas Safe registered engineer. Check at enquiries@gassaferegister.co.uk. Card payments by <a href="https://sumup.co.uk">SumUp</a>.</p></main>
<footer><a href="https://www.facebook.com/FixitHandymanLeeds" aria-label="facebook"><i class="fab fa-facebook"></i></a> <a href="https://www.checkatrade.com/trades/fixithandymanleeds" aria-label="Checkatrade"><img src="/wp-content/uploads/checkatrade.png" alt="Checkatrade"></a></footer>`,
        }),
        '/about/': doc({
          lang: 'en-GB',
          title: 'About – Fixit Handyman Services',
          body: `<header>${nav}</header><main><article class="page"><h1>About</h1><p>I'm Dave, a time-served joiner.</p></article>
<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on “About”</h2><ol class="comment-list"><li id="comment-12" class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">Gary Holt</b> says:</footer><div class="comment-content"><p>Can you do a quote for a fence? Contact me on g.holt.leeds@gmail.com</p></div></article></li></ol></div></main>`,
        }),
        '/contact/': doc({
          lang: 'en-GB',
          title: 'Contact – Fixit Handyman Services',
          body: `<header>${nav}</header><main><h1>Contact</h1><p>Mobile 07700 900456</p><p>Email: fixithandyman.leeds@gmail.com</p></main>`,
        }),
      },
      expected: {
        status: 'ok',
        emails: ['fixithandyman.leeds@gmail.com'],
        socials: { facebook: 'https://facebook.com/FixitHandymanLeeds' },
        decoys: {
          emails: ['sue.barker61@hotmail.co.uk', 'g.holt.leeds@gmail.com', 'enquiries@gassaferegister.co.uk'],
        },
      },
    };
  },

  // A solo consultant: "at … dot" address, a personal LinkedIn profile, a YouTube handle, X and TikTok.
  'probe-solo-consultant-handles': () => ({
    domain: 'martalopez.mx',
    routes: {
      '/': doc({
        lang: 'es-MX',
        title: 'Marta López · Consultoría de marketing para restaurantes',
        body: `<header><nav><a href="/">Inicio</a> <a href="/servicios">Servicios</a> <a href="/contacto">Contacto</a></nav></header>
<main><h1>Marta López</h1><p>Ayudo a restaurantes a llenar mesas.</p><p>Agenda una llamada en <a href="https://calendly.com/martalopez/30min">Calendly</a>.</p></main>
<footer><p>Escríbeme: marta at martalopez dot mx</p><p class="redes"><a href="https://www.linkedin.com/in/marta-lopez-marketing/?originalSubdomain=mx" aria-label="LinkedIn"><svg></svg></a> <a href="https://www.youtube.com/@martalopezmkt" aria-label="YouTube"><svg></svg></a> <a href="https://twitter.com/martalopezmkt?lang=es" aria-label="X (Twitter)"><svg></svg></a> <a href="https://www.tiktok.com/@martalopez.mkt" aria-label="TikTok"><svg></svg></a></p></footer>`,
      }),
      '/contacto': doc({
        lang: 'es-MX',
        title: 'Contacto · Marta López',
        body: `<main><h1>Contacto</h1><p>Correo: marta [arroba] martalopez [punto] mx</p><form><input type="email" placeholder="tu@correo.com"></form></main>`,
      }),
    },
    expected: {
      status: 'ok',
      emails: ['marta@martalopez.mx'],
      socials: {
        linkedin: 'https://linkedin.com/in/marta-lopez-marketing',
        youtube: 'https://youtube.com/@martalopezmkt',
        twitter: 'https://x.com/martalopezmkt',
        tiktok: 'https://tiktok.com/@martalopez.mkt',
      },
    },
  }),
};
