/**
 * Marker probe, part 1 (issue 20): homepages as site builders and CMSes ship them today, each with the chat
 * widget (or none) its owner added the way that platform allows. WordPress without its generator and with its
 * folders renamed or moved to a CDN, WordPress with Elementor/Divi/WooCommerce, Wix Thunderbolt, Squarespace 7.1,
 * Shopify (Dawn, and a theme served only from the shop's own domain), Webflow, GoDaddy, Duda, Weebly, Square
 * Online, Joomla 4/5, Drupal 9/10, HubSpot CMS, Jimdo, Framer, Hostinger, Strikingly, Carrd and Google Sites.
 * Decoys (agency credits, prose naming vendors) are in `expected.decoys`.
 */
import { ok, type Archetype, type Context } from '../site-html';
import {
  agencyCredit,
  agencyEmail,
  chatbotBlogTeaser,
  BLOG_TEASER_VENDORS,
  cookieBanner,
  doc,
  expectMarkerSite,
  own,
  siteFooter,
} from './marker-parts';

const yoast = (ctx: Context) =>
  `<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://www.${ctx.slug}.com/","url":"https://www.${ctx.slug}.com/","name":"${ctx.name}","isPartOf":{"@id":"https://www.${ctx.slug}.com/#website"},"datePublished":"2023-02-11T09:12:44+00:00","dateModified":"2024-11-02T16:20:01+00:00"},{"@type":"WebSite","@id":"https://www.${ctx.slug}.com/#website","url":"https://www.${ctx.slug}.com/","name":"${ctx.name}","potentialAction":[{"@type":"SearchAction","target":{"@type":"EntryPoint","urlTemplate":"https://www.${ctx.slug}.com/?s={search_term_string}"},"query-input":"required name=search_term_string"}]}]}</script>`;

const emojiSettings = (base: string) =>
  `<script type="text/javascript">
/* <![CDATA[ */
window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/svg\\/","svgExt":".svg","source":{"concatemoji":"${base}\\/js\\/wp-emoji-release.min.js?ver=6.6.2"}};
/*! This file is auto-generated */
!function(i,n){var o,s,e;function c(e){try{var t={supportTests:e,timestamp:(new Date).valueOf()};sessionStorage.setItem(o,JSON.stringify(t))}catch(e){}}}(window,document);
/* ]]> */
</script>`;

/** The usual WordPress head: block library, global styles, REST link, emoji loader (`assets` is wp-content's URL). */
const wpHead = (ctx: Context, assets: string, theme: string) => `<title>${ctx.name}</title>
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
${yoast(ctx)}
<link rel="alternate" type="application/rss+xml" title="${ctx.name} &raquo; Feed" href="/feed/" />
${emojiSettings('https:\\/\\/www.' + ctx.slug + '.com\\/wp-includes')}
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' type='text/css' media='all' />
<style id='global-styles-inline-css' type='text/css'>:root{--wp--preset--color--black: #000000;--wp--preset--color--white: #ffffff;--wp--preset--font-size--small: 13px;}</style>
<link rel='stylesheet' id='${theme}-css' href='${assets}/themes/${theme}/style.css?ver=4.7.1' type='text/css' media='all' />
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="/wp-json/wp/v2/pages/12" />`;

const TIDIO_WP_ASYNC = `<script type='text/javascript'>
document.tidioChatCode = "k3l9mzq8xv2rjw7hp4nc6tbd1sfyag5e";
(function() {
  function asyncLoad() {
    var tidioScript = document.createElement("script");
    tidioScript.type = "text/javascript";
    tidioScript.async = true;
    tidioScript.src = "//code.tidio.co/" + document.tidioChatCode + ".js";
    document.body.appendChild(tidioScript);
  }
  if (window.attachEvent) {
    window.attachEvent("onload", asyncLoad);
  } else {
    window.addEventListener("load", asyncLoad, false);
  }
})();
</script>`;

export const PLATFORM_MARKER_ARCHETYPES: Record<string, Archetype> = {
  // Bedrock + Sage: WordPress under /app/ (themes, plugins, uploads), no generator, no REST link, no jQuery.
  'wp-bedrock-sage-tidio-plugin': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en-US',
          `<title>${ctx.name} | Licensed plumbers in Austin</title>
<meta name="description" content="Same-day plumbing repairs, water heaters and drain cleaning in Austin, TX.">
<link rel="canonical" href="https://www.${ctx.slug}.com/" />
<meta property="og:locale" content="en_US" /><meta property="og:type" content="website" />
${yoast(ctx)}
<link rel="stylesheet" href="/app/themes/sage/public/css/app.9c1f2b.css">
<link rel="preload" as="image" href="/app/uploads/2024/03/hero-1920x900.webp">`,
          `<body class="home page-template-default page page-id-7 wp-embed-responsive app-data index-data singular-data page-data page-7-data page-home-data front-page-data">
<header class="banner"><a class="brand" href="/">${ctx.name}</a><nav class="nav-primary"><ul id="menu-primary" class="nav"><li class="menu-item menu-item-type-post_type"><a href="/services/">Services</a></li><li class="menu-item"><a href="/contact/">Contact</a></li></ul></nav></header>
<main class="main"><section class="hero"><img width="1920" height="900" src="/app/uploads/2024/03/hero-1920x900.webp" class="attachment-full size-full wp-image-42" alt="" srcset="/app/uploads/2024/03/hero-1920x900.webp 1920w, /app/uploads/2024/03/hero-768x360.webp 768w" sizes="(max-width: 1920px) 100vw, 1920px" /><h1>Plumbing done right, the first time.</h1><p>Questions after hours? Use the chat bubble — a real person answers, not a bot. (We used to answer on Intercom; the new chat is faster.)</p></section></main>
${siteFooter(ctx, 'roundhouse')}
<script src="/app/themes/sage/public/js/app.5e2a91.js"></script>
${TIDIO_WP_ASYNC}
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'Tidio', 'roundhouse', ['Intercom']),
  }),

  // Images offloaded to a CDN; WordPress paths appear only in srcset (src holds the optimizer's URL).
  'wp-cdn-srcset-only-tawk-plugin': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'de-DE',
          `<title>Zahnarztpraxis ${ctx.name}</title>
<link rel="preconnect" href="https://${ctx.slug}.b-cdn.net">
<style id="perfmatters-used-css">body{margin:0;font-family:Inter,sans-serif}.hero{display:grid}</style>
<script src="https://${ctx.slug}.b-cdn.net/assets/js/main.min.js?ver=2.1" defer></script>`,
          `<body class="home page-template page-template-template-home page page-id-2">
<header><a href="/">${ctx.name}</a><nav><a href="/leistungen/">Leistungen</a> <a href="/team/">Team</a> <a href="/kontakt/">Kontakt</a></nav></header>
<main><h1>Ihre Zahnarztpraxis im Herzen der Stadt</h1>
<img width="800" height="533" src="https://${ctx.slug}.b-cdn.net/img/praxis.webp" class="attachment-large size-large wp-image-88" alt="Praxis" decoding="async" srcset="https://${ctx.slug}.b-cdn.net/wp-content/uploads/2024/05/praxis-300x200.webp 300w, https://${ctx.slug}.b-cdn.net/wp-content/uploads/2024/05/praxis-768x512.webp 768w" sizes="(max-width: 800px) 100vw, 800px" />
<p>Termine auch online. Fragen? Schreiben Sie uns im Chat unten rechts.</p></main>
${siteFooter(ctx, 'pixelwerk')}
<!--Start of Tawk.to Script (0.9.0)-->
<script id="tawk-script" type="text/javascript">
var Tawk_API = Tawk_API || {};
var Tawk_LoadStart=new Date();
(function(){
	var s1 = document.createElement( 'script' ),s0=document.getElementsByTagName( 'script' )[0];
	s1.async = true;
	s1.src = 'https://embed.tawk.to/65a1b2c3d4e5f6a7b8c9d0e1/1hk2l3m4n';
	s1.charset = 'UTF-8';
	s1.setAttribute( 'crossorigin','*' );
	s0.parentNode.insertBefore( s1, s0 );
})();
</script>
<!--End of Tawk.to Script (0.9.0)-->
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'tawk.to', 'pixelwerk'),
  }),

  // A hardening plugin renamed every WordPress folder; only the REST API's Link header is left.
  'wp-link-header-only-crisp-plugin': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'fr-FR',
          `<title>Boulangerie ${ctx.name}</title>
<link rel="stylesheet" href="/ressources/theme/style.min.css?ver=1.4.0" media="all">
<script src="/ressources/lib/jquery.min.js?ver=3.7.1"></script>`,
          `<body class="accueil">
<header><a href="/">${ctx.name}</a><nav><a href="/nos-pains/">Nos pains</a> <a href="/nous-trouver/">Nous trouver</a></nav></header>
<main><h1>Pains au levain, viennoiseries et gâteaux</h1><p>Commandez vos gâteaux par le chat en bas de page.</p></main>
${siteFooter(ctx, 'atelier-lumen', '')}
<script data-cfasync="false">window.$crisp=[];CRISP_RUNTIME_CONFIG = {locale : "fr"};CRISP_WEBSITE_ID = "3b9d2c1e-7f4a-4e8b-9c0d-1a2b3c4d5e6f";</script>
<script async src="https://client.crisp.chat/l.js" data-cfasync="false"></script>
</body>`,
        ),
        {
          link: `<https://www.${ctx.slug}.com/wp-json/>; rel="https://api.w.org/", <https://www.${ctx.slug}.com/wp-json/wp/v2/pages/5>; rel="alternate"; title="JSON"; type="application/json", <https://www.${ctx.slug}.com/>; rel=shortlink`,
        },
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'Crisp', 'atelier-lumen'),
  }),

  // Folders renamed too; the emoji loader's file name is the only WordPress trace. LiveChat's own snippet.
  'wp-emoji-only-livechat': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'es-ES',
          `<title>${ctx.name} – Fisioterapia</title>
${emojiSettings('https:\\/\\/www.' + ctx.slug + '.com\\/nucleo')}
<link rel="stylesheet" href="/plantilla/estilos.css?ver=3.2" media="all">`,
          `<body class="inicio">
<header><a href="/">${ctx.name}</a></header>
<main><h1>Fisioterapia y osteopatía</h1><p>Pide cita por teléfono o por el chat.</p></main>
${siteFooter(ctx, 'estudio-norte')}
<!-- Start of LiveChat (www.livechat.com) code -->
<script>
    window.__lc = window.__lc || {};
    window.__lc.license = 15234567;
    window.__lc.integration_name = "manual_onboarding";
    window.__lc.product_name = "livechat";
    ;(function(n,t,c){function i(n){return e._h?e._h.apply(null,n):e._q.push(n)}var e={_q:[],_h:null,_v:"2.0",on:function(){i(["on",c.call(arguments)])},once:function(){i(["once",c.call(arguments)])},off:function(){i(["off",c.call(arguments)])},get:function(){if(!e._h)throw new Error("[LiveChatWidget] You can't use getters before load.");return i(["get",c.call(arguments)])},call:function(){i(["call",c.call(arguments)])},init:function(){var n=t.createElement("script");n.async=!0,n.type="text/javascript",n.src="https://cdn.livechatinc.com/tracking.js",t.head.appendChild(n)}};!n.__lc.asyncInit&&e.init(),n.LiveChatWidget=n.LiveChatWidget||e}(window,document,[].slice))
</script>
<noscript><a href="https://www.livechat.com/chat-with/15234567/" rel="nofollow">Chat with us</a>, powered by <a href="https://www.livechat.com/?welcome" rel="noopener nofollow" target="_blank">LiveChat</a></noscript>
<!-- End of LiveChat code -->
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'LiveChat', 'estudio-norte'),
  }),

  // Elementor on the Hello theme, WordPress's generator removed (Elementor's own is left): still WordPress.
  'wp-elementor-3cx-live-chat': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en-US',
          `${wpHead(ctx, '/wp-content', 'hello-elementor')}
<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4' type='text/css' media='all' />
<link rel='stylesheet' id='elementor-post-12-css' href='/wp-content/uploads/elementor/css/post-12.css?ver=1716300000' type='text/css' media='all' />
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">`,
          `<body class="home page-template-default page page-id-12 elementor-default elementor-kit-5 elementor-page elementor-page-12">
<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12"><section class="elementor-section elementor-top-section"><div class="elementor-widget-container"><h1 class="elementor-heading-title">Roofing &amp; gutters, 25 years in business</h1><p>Free estimates. Chat with our office team below.</p></div></section></div>
${siteFooter(ctx, 'brightlane')}
<call-us-selector phonesystem-url="https://${ctx.slug}.3cx.us:5001" party="LiveChat${ctx.index}"></call-us-selector>
<script defer src="https://downloads-global.3cx.com/downloads/livechatandtalk/v1/callus.js" id="tcx-callus-js" charset="utf-8"></script>
<script type="text/javascript" src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', '3CX Live Chat', 'brightlane'),
  }),

  // Divi with HubSpot's WordPress plugin: the tracking loader only shows chat when it is switched on (weak).
  'wp-divi-hubspot-plugin': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en-US',
          `${wpHead(ctx, '/wp-content', 'Divi')}
<meta name="generator" content="Divi v.4.25.0" />
<link rel='stylesheet' id='et-core-unified-deferred-2-cached-inline-styles' href='/wp-content/et-cache/2/et-core-unified-deferred-2.min.css?ver=1716300000' />
<script class="hsq-set-content-id" data-content-id="standard-page">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);</script>`,
          `<body class="home page-template-default page page-id-2 et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container"><div id="et-main-area"><div id="main-content"><div class="et_pb_section et_pb_section_0"><div class="et_pb_text_inner"><h1>Bookkeeping for small businesses</h1><p>Book a call or send us a message.</p></div></div></div></div></div>
${siteFooter(ctx, 'north-digital')}
<script type="text/javascript" id="leadin-script-loader-js-js-extra">
/* <![CDATA[ */
var leadin_wordpress = {"userRole":"visitor","pageType":"page","leadinPluginVersion":"11.1.5"};
/* ]]> */
</script>
<script type="text/javascript" src="https://js.hs-scripts.com/21987654.js?integration=WordPress&amp;ver=11.1.5" async defer id="hs-script-loader"></script>
<script type="text/javascript" src="/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.0" id="divi-custom-script-js"></script>
</body>`,
        ),
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'WordPress', null, 'north-digital', [], null),
      marketingTools: ['HubSpot'],
    },
  }),

  // WooCommerce shop that moved from Shopify (text and a link to the old store) with a WhatsApp button.
  'wp-woocommerce-joinchat': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en-GB',
          `${wpHead(ctx, '/wp-content', 'storefront')}
<meta name="generator" content="WooCommerce 9.1.2" />
<link rel='stylesheet' id='woocommerce-general-css' href='/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.1.2' type='text/css' media='all' />
<link rel='stylesheet' id='joinchat-css' href='/wp-content/plugins/creame-whatsapp-me/public/css/joinchat-btn.min.css?ver=5.1.5' type='text/css' media='all' />`,
          `<body class="home page-template page-template-template-homepage page page-id-6 theme-storefront woocommerce-no-js storefront-full-width-content">
<script type="text/javascript">(function () { var c = document.body.className; c = c.replace(/woocommerce-no-js/, 'woocommerce-js'); document.body.className = c; })();</script>
<main><h1>Hand-thrown ceramics</h1><p>We moved our shop from Shopify to our own site this spring — old orders are still on <a href="https://${ctx.slug}-ceramics.myshopify.com/account">our Shopify store</a>. Shopify and Wix are fine, but WooCommerce lets us own everything.</p>
<ul class="products columns-4"><li class="product type-product"><a href="/product/moon-jar/" class="woocommerce-LoopProduct-link"><img src="/wp-content/uploads/2024/04/moon-jar-324x324.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt=""><h2 class="woocommerce-loop-product__title">Moon jar</h2><span class="price"><span class="woocommerce-Price-amount amount">£85.00</span></span></a></li></ul></main>
${siteFooter(ctx, 'kiln-studio')}${cookieBanner}
<div class="joinchat joinchat--right joinchat--btn" data-settings='{"telephone":"447700900123","mobile_only":false,"button_delay":3,"whatsapp_web":false,"qr":false,"message_views":2,"message_delay":10,"message_badge":false,"message_send":"Hi! I have a question","message_hash":""}'><div class="joinchat__button"><div class="joinchat__button__open"></div><div class="joinchat__button__sendtext">Open chat</div></div></div>
<script type="text/javascript" src="/wp-content/plugins/creame-whatsapp-me/public/js/joinchat.min.js?ver=5.1.5" id="joinchat-js" defer data-wp-strategy="defer"></script>
<script type="text/javascript" src="/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=9.1.2" id="woocommerce-js" defer data-wp-strategy="defer"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', null, 'kiln-studio'),
  }),

  // Wix (Thunderbolt renderer): parastorage bundles, wixstatic media, warm-up data at the end of the body.
  'wix-thunderbolt-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/5b8c2e_0f1e2d3c4b5a~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/5b8c2e_0f1e2d3c4b5a~mv2.png" type="image/png"/>
  <script type="text/javascript">window.__browser_deprecation__ = window.navigator.userAgent.indexOf('MSIE') > -1;</script>
  <link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5b1e2c3d.bundle.min.js" as="script">
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
  <title>Home | ${ctx.name}</title>
  <link rel="canonical" href="https://www.${ctx.slug}.com"/>
  <meta property="og:title" content="Home | ${ctx.name}"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus"></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope"><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="comp-lq1a2b3c" class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_0 wixui-rich-text__text">Dog grooming with a gentle touch</h1><p class="font_8 wixui-rich-text__text">Message us on WhatsApp: <a href="https://wa.me/15125550177" target="_blank" class="wixui-rich-text__text">+1 512 555 0177</a></p></div>
<div id="comp-lq9z8y7x" class="wixui-rich-text"><p class="font_8">${ctx.name} · <a href="mailto:${own(ctx, 'info')}" class="wixui-rich-text__text">${own(ctx, 'info')}</a></p></div>
</main></div></div></div></div>
${agencyCredit('wagtail-web')}
<script id="wix-warmup-data" type="application/json">{"platform":{"ssrPropsUpdates":[],"ssrStyleUpdates":[],"ssrStructureUpdates":[]},"ooi":{"failedInSsr":{}},"appsWarmupData":{}}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5b1e2c3d.bundle.min.js" async></script>
</body>
</html>`,
        { 'x-wix-request-id': '1716300000.123456789012345', server: 'Pepyaka' },
      ),
    },
    expected: expectMarkerSite(ctx, 'Wix', null, 'wagtail-web'),
  }),

  // Squarespace 7.1 with Podium webchat in the footer code injection; its "This is Squarespace." comment only.
  'squarespace-71-podium': (ctx) => ({
    routes: {
      '/': ok(
        `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- ${ctx.slug} -->
<base href="">
<meta charset="utf-8" />
<title>${ctx.name}</title>
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6123abcdef0123456789abcd/1a2b3c4d-favicon/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.${ctx.slug}.com"/>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","pageType":2,"website":{"id":"6123abcdef0123456789abcd","identifier":"${ctx.slug}","websiteType":1,"siteTitle":"${ctx.name}","authenticUrl":"https://www.${ctx.slug}.com","internalUrl":"https://${ctx.slug}.squarespace.com","baseUrl":"https://www.${ctx.slug}.com","primaryDomain":"www.${ctx.slug}.com"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6123abcdef0123456789abcd/12/5c5a519771c10ba3470d8101/6123abcdef0123456789abce/1534/site.css"/>
</head>
<body id="collection-6123abcdef0123456789abcf" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled header-overlay-alignment-center homepage">
<div id="siteWrapper" class="clearfix site-wrapper">
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="6123abcdef0123456789abd0">
<section data-test="page-section" data-section-theme="white" class="page-section full-bleed-section"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1716300000000_1234"><div class="sqs-block-content"><h1>Family dentistry in Boise</h1><p>Text us from the website — we reply within the hour.</p><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></div></div></section>
</article></main>
<footer class="sections" id="footer-sections">${agencyCredit('sawtooth-creative')}</footer>
</div>
<script defer src="https://connect.podium.com/widget.js#ORG_TOKEN=3f9d8a1e-2b4c-4d5e-8f6a-7b8c9d0e1f2a" id="podium-widget" data-organization-api-token="3f9d8a1e-2b4c-4d5e-8f6a-7b8c9d0e1f2a"></script>
</body>
</html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Squarespace', 'Podium Webchat', 'sawtooth-creative'),
  }),

  // Shopify's Dawn theme on a custom domain (assets under the shop's own /cdn/) with Gorgias chat.
  'shopify-dawn-gorgias': (ctx) => ({
    routes: {
      '/': ok(
        `<!doctype html>
<html class="js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://${ctx.slug}.com/">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${ctx.name}</title>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
<meta name="shopify-checkout-api-token" content="9f8e7d6c5b4a39281706f5e4d3c2b1a0">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61234567/digital_wallets/dialog">
<script async="async" src="/checkouts/internal/preloads.js?locale=en-US"></script>
<script id="shopify-features" type="application/json">{"accessToken":"9f8e7d6c5b4a39281706f5e4d3c2b1a0","betas":["rich-media-storefront-analytics"],"domain":"${ctx.slug}.com","predictiveSearch":true,"shopId":61234567,"locale":"en"}</script>
<script>var Shopify = Shopify || {};
Shopify.shop = "${ctx.slug}.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"USD","rate":"1.0"};
Shopify.country = "US";
Shopify.theme = {"name":"Dawn","id":132456789012,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};
Shopify.theme.handle = "null";
Shopify.cdnHost = "${ctx.slug}.com/cdn";
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
<script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
<link href="//${ctx.slug}.com/cdn/shop/t/3/assets/base.css?v=144968985024194912401716300000" rel="stylesheet" type="text/css" media="all" />
<script src="//${ctx.slug}.com/cdn/shop/t/3/assets/global.js?v=37284204640041572741716300000" defer="defer"></script>
</head>
<body class="gradient">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1"><section id="shopify-section-template--16--image_banner" class="shopify-section section"><h2 class="banner__heading h1">Small-batch hot sauce</h2></section></main>
<footer class="footer"><p>Questions? <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('ember-labs')}<small class="copyright__content">&copy; 2025, <a href="/" title="">${ctx.name}</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></footer>
<script id="gorgias-chat-widget-install-v3" src="https://config.gorgias.chat/bundle-loader/01HX2Y3Z4A5B6C7D8E9F0G1H2J"></script>
</body>
</html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Shopify', 'Gorgias', 'ember-labs'),
  }),

  // A paid Shopify theme with no cdn.shopify.com anywhere: assets, apps and Tidio (an app's script tag) via
  // the shop's own domain and Shopify's asyncLoad list (escaped slashes).
  'shopify-own-cdn-tidio-app': (ctx) => ({
    routes: {
      '/': ok(
        `<!doctype html>
<html class="no-js" lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="https://${ctx.slug}.nl/">
<link rel="preconnect" href="//${ctx.slug}.nl/cdn" crossorigin>
<title>${ctx.name} – Fietsen &amp; onderdelen</title>
<link href="//${ctx.slug}.nl/cdn/shop/t/12/assets/theme.css?v=98237457683456" rel="stylesheet" type="text/css" media="all" />
<meta name="shopify-checkout-api-token" content="0a1b2c3d4e5f60718293a4b5c6d7e8f9">
<script>var Shopify = Shopify || {};
Shopify.shop = "${ctx.slug}-nl.myshopify.com";
Shopify.locale = "nl";
Shopify.theme = {"name":"Impulse","id":140123456789,"schema_name":"Impulse","schema_version":"7.5.0","theme_store_id":857,"role":"main"};
Shopify.cdnHost = "${ctx.slug}.nl/cdn";</script>
<script>(function() {
  var isLoaded = false;
  function asyncLoad() {
    if (isLoaded) return;
    isLoaded = true;
    var urls = ["https:\\/\\/code.tidio.co\\/q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3.js?shop=${ctx.slug}-nl.myshopify.com","https:\\/\\/static.klaviyo.com\\/onsite\\/js\\/klaviyo.js?company_id=XyZ123\\u0026shop=${ctx.slug}-nl.myshopify.com"];
    for (var i = 0; i < urls.length; i++) {
      var s = document.createElement('script');
      s.type = 'text/javascript';
      s.async = true;
      s.src = urls[i];
      var x = document.getElementsByTagName('script')[0];
      x.parentNode.insertBefore(s, x);
    }
  };
  if(window.attachEvent) { window.attachEvent('onload', asyncLoad); } else { window.addEventListener('load', asyncLoad, false); }
})();</script>
<script id="shop-js-analytics" type="application/json">{"pageType":"index"}</script>
<script defer="defer" async type="module" src="//${ctx.slug}.nl/cdn/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_BdyHc3Nr.nl.esm.js"></script>
</head>
<body class="template-index">
<main id="MainContent"><h1>Fietsen, onderdelen en reparatie</h1><p>Vragen? Chat met ons rechtsonder.</p></main>
<footer><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('fietsweb', 'Webdesign door')}</footer>
</body>
</html>`,
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'Shopify', 'Tidio', 'fietsweb'),
      decoys: { emails: [agencyEmail('fietsweb')], chatbotPlatforms: [] },
    },
  }),

  // Webflow with Intercom through custom code that keeps the app id in a variable.
  'webflow-intercom-app-id-var': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><!-- Last Published: Tue Oct 01 2024 10:12:33 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.${ctx.slug}.com" data-wf-page="66f1a2b3c4d5e6f7a8b9c0d1" data-wf-site="66f1a2b3c4d5e6f7a8b9c0aa" lang="en"><head><meta charset="utf-8"/><title>${ctx.name}</title><meta content="Architecture studio" name="description"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/66f1a2b3c4d5e6f7a8b9c0aa/css/${ctx.slug}.webflow.shared.1a2b3c4d5.min.css" rel="stylesheet" type="text/css"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<script>
  var APP_ID = "kq3x9v2b";
  window.intercomSettings = { api_base: "https://api-iam.intercom.io", app_id: APP_ID };
</script>
<script>
(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('reattach_activator');ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/' + APP_ID;var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();
</script></head><body class="body"><div class="w-nav navbar" data-animation="default" role="banner"><a href="/" aria-current="page" class="brand w-nav-brand w--current">${ctx.name}</a></div><section class="hero-section"><h1 class="heading">Homes that breathe</h1><p>We answer on chat during office hours.</p></section>
<footer class="footer"><a href="mailto:${own(ctx, 'info')}" class="footer-link">${own(ctx, 'info')}</a>${agencyCredit('flowstate')}</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=66f1a2b3c4d5e6f7a8b9c0aa" type="text/javascript" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/66f1a2b3c4d5e6f7a8b9c0aa/js/webflow.4b2c1d.js" type="text/javascript"></script></body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Webflow', 'Intercom', 'flowstate'),
  }),

  // GoDaddy Websites + Marketing: generator, wsimg.com isteam media, data-ux markup; no chat.
  'godaddy-wm-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${ctx.name}</title><meta name="author" content="${ctx.name}"/><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/><link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" sizes="57x57" href="//img1.wsimg.com/isteam/ip/static/pwa-app/logo-default.png/:/rs=w:57,h:57,m"/><meta property="og:url" content="https://${ctx.slug}.com/"/><meta property="og:site_name" content="${ctx.name}"/><script type="text/javascript" src="//img1.wsimg.com/poly/v3/polyfill.min.js?unknown=polyfill&amp;flags=gated&amp;features=default"></script><script type="text/javascript" src="//img1.wsimg.com/blobby/go/3c1a5d7e-2f4b-4c6d-8e9f-0a1b2c3d4e5f/gpub/2f3e4d5c6b7a8f9e/script.js" crossorigin></script></head>
<body><div id="layout-3c1a5d7e-2f4b-4c6d-8e9f-0a1b2c3d4e5f" class="layout layout-layout layout-layout-layout-13 locale-en-US lang-en"><div data-ux="Page" id="page-13361" class="x-el x-el-div x-el c1-1 c1-2 c1-3 c1-4"><div data-ux="Block" class="x-el x-el-div c1-1 c1-2"><h1 data-ux="SectionHeading" class="x-el x-el-h1 c1-5">Lawn care &amp; landscaping</h1><p data-ux="Text" class="x-el x-el-p c1-6">Call or email for a free quote. (We are not on any chat app — call us!)</p><a data-ux="ContentText" href="mailto:${own(ctx, 'info')}" class="x-el x-el-a">${own(ctx, 'info')}</a></div>
<div data-ux="Block">${chatbotBlogTeaser}</div>
<div data-ux="Block">${agencyCredit('greenleaf-sites')}</div>
<p data-ux="FooterText" class="x-el x-el-p">Powered by <a href="https://www.godaddy.com/websites/website-builder?isc=pwugc&amp;utm_source=wsb&amp;utm_medium=applications&amp;utm_campaign=en-us_corp_applications_base" target="_blank" rel="nofollow noopener">GoDaddy</a></p></div></div>
<script type="text/javascript">window.cxs_site_id='3c1a5d7e-2f4b-4c6d-8e9f-0a1b2c3d4e5f';</script></body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'GoDaddy Website Builder', null, 'greenleaf-sites', BLOG_TEASER_VENDORS),
  }),

  // Duda's current runtime (static.cdn-website.com, lirp images) with Birdeye's reviews widget (not chat).
  'duda-birdeye-reviews': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en"><head><base href="https://www.${ctx.slug}.com/"><meta name="viewport" content="width=device-width, initial-scale=1"><meta charset="utf-8"><title>${ctx.name} | HVAC</title>
<script type="text/javascript">window._currentDevice = 'desktop'; window.Parameters = window.Parameters || { HomeUrl: 'https://www.${ctx.slug}.com/', AccountUUID: '1a2b3c4d5e6f4a8b9c0d1e2f3a4b5c6d', SystemID: 'US_DIRECT_PRODUCTION', SiteAlias: 'a1b2c3d4', SiteType: atob('RFVEQU9ORQ=='), PublicationDate: 'Mon Sep 30 12:00:00 UTC 2024', InitialPageAlias: 'home', IsCurrentHomePage: true, CurrentThemeName: 'Layout Theme', HasCustomDomain: true, productId: 'DM_DIRECT', isFlexSite: true };</script>
<link rel="preconnect" href="https://lirp.cdn-website.com/">
<link rel="stylesheet" href="https://static.cdn-website.com/mnlt/production/5412/_dm/s/rt/dist/css/d-css-runtime-flex.min.css" />
<script src="https://static.cdn-website.com/mnlt/production/5412/_dm/s/rt/dist/scripts/d-js-one-runtime-unified-desktop.min.js"></script>
</head>
<body id="dmRoot" data-page-alias="home" class="dmRoot dmDesktopBody fix-mobile-scrolling addCanvasBorder dmResellerSite dmLargeBody responsiveTablet" style="padding:0;margin:0;">
<div id="dm" class="dmwr"><div class="dm_wrapper standard-var5 widgetStyle-3 standard"><div dmwrapped="true" id="1901957768" class="dm-home-page"><div class="dmInner"><div class="dmContent" id="dmFirstContainer"><div class="dmBody"><div class="dmRespRow"><h1 class="dmNewParagraph">Heating &amp; cooling you can count on</h1><img src="https://lirp.cdn-website.com/a1b2c3d4/dms3rep/multi/opt/hero-1920w.jpg" alt=""></div>
<div class="dmRespRow"><h3>What our customers say</h3><div id="bf-revz-widget-1234567890"></div><script type="text/javascript" src="https://birdeye.com/embed/v7/169012345678901/1/1234567890/ab12cd34ef56" async></script></div>
<div class="dmRespRow"><a href="mailto:${own(ctx, 'info')}" class="dmNewParagraph">${own(ctx, 'info')}</a>${agencyCredit('comfort-web')}</div>
</div></div></div></div></div></div>
</body></html>`,
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'Duda', null, 'comfort-web', ['Birdeye Webchat']),
      marketingTools: ['Birdeye'],
    },
  }),

  // Classic Weebly: editmysite.com CSS/JS, _W globals, wsite classes; JivoChat in the footer code.
  'weebly-jivochat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en"><head><title>${ctx.name} - Home</title><meta property="og:site_name" content="${ctx.name}" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=1712345678" />
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/old/fancybox.css?1712345678" />
<link rel="stylesheet" type="text/css" href="/files/main_style.css?1712345699" title="wsite-theme-css" />
<script>var STATIC_BASE = '//cdn1.editmysite.com/'; var ASSETS_BASE = '//cdn2.editmysite.com/'; var STYLE_PREFIX = 'wsite';</script>
<script src='https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js'></script>
<script type="text/javascript" src="//cdn2.editmysite.com/js/lang/en/stl.js?buildTime=1712345678&"></script>
<script>_W = _W || {}; _W.securePrefix='www.${ctx.slug}.com'; _W.configDomain = "www.weebly.com";</script>
</head><body class="no-header-page wsite-theme-light wsite-page-index">
<div class="wsite-section-wrap"><div class="wsite-section wsite-body-section"><div class="wsite-section-content"><h2 class="wsite-content-title">Piano lessons for all ages</h2><div class="paragraph">Write to <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a> or use the chat.</div></div></div></div>
<div class="wsite-footer">${agencyCredit('tuneful-design')}</div>
<script src="//code.jivosite.com/widget/AbCdEf1234" async></script>
</body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Weebly', 'JivoChat', 'tuneful-design'),
  }),

  // Square Online (Weebly's app platform) on a square.site address.
  'square-online-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ctx.name}</title>
<link rel="canonical" href="https://${ctx.slug}.square.site/">
<link rel="preconnect" href="https://cdn5.editmysite.com">
<link rel="stylesheet" href="https://cdn5.editmysite.com/app/website/css/app.8f7e6d5c.css">
<script>window.__BOOTSTRAP_STATE__ = {"siteData":{"site":{"id":"123456789012345678","title":"${ctx.name}","domain":"${ctx.slug}.square.site"}},"locale":{"language":"en"}};</script>
</head><body><div id="app-root"><main><h1>Tacos, burritos &amp; catering</h1><p>Order online for pickup. Email <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></main><footer>${agencyCredit('salsa-sites')}</footer></div>
<script src="https://cdn5.editmysite.com/app/website/js/runtime.4d3e2b7a.js"></script><script src="https://cdn5.editmysite.com/app/website/js/app.9a8b7c6d.js"></script>
</body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Square Online', null, 'salsa-sites'),
  }),

  // Joomla 4 with a commercial template and no generator; Zoho SalesIQ's older snippet (id set in script).
  'joomla4-no-generator-zoho-salesiq': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'de-de',
          `<meta name="description" content="Steuerberatung für Selbstständige und kleine Unternehmen.">
<title>Startseite – ${ctx.name}</title>
<link href="/index.php?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="Startseite">
<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet" />
<link href="/media/system/css/joomla-fontawesome.min.css?4b1c2d3e" rel="stylesheet" />
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Fehler","MESSAGE":"Nachricht","NOTICE":"Hinweis","WARNING":"Warnung","JCLOSE":"Schließen","JOK":"OK","JOPEN":"Öffnen"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.${ctx.slug}.de\\/","base":"","baseFull":"https:\\/\\/www.${ctx.slug}.de\\/"},"csrf.token":"1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d"}</script>
<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script src="/templates/shaper_helixultimate/js/main.js"></script>`,
          `<body class="site helix-ultimate hu com_content com-content view-featured layout-default task-none itemid-101 de-de ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
<header id="sp-header"><div class="logo"><a href="/">${ctx.name}</a></div></header>
<main id="sp-main-body"><h1>Steuerberatung mit persönlichem Ansprechpartner</h1><p>Schreiben Sie uns im Live-Chat oder per E-Mail.</p></main>
<footer id="sp-footer"><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('alpenweb', 'Webdesign von')}</footer>
<script type="text/javascript" id="zsiqchat">var $zoho=$zoho || {};$zoho.salesiq = $zoho.salesiq || {widgetcode: "siq1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b", values:{},ready:function(){}};var d=document;s=d.createElement("script");s.type="text/javascript";s.id="zsiqscript";s.defer=true;s.src="https://salesiq.zoho.eu/widget";t=d.getElementsByTagName("script")[0];t.parentNode.insertBefore(s,t);</script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Joomla', 'Zoho SalesIQ', 'alpenweb'),
  }),

  // Joomla 5 with Cassiopeia and its generator; Userlike's classic embed.
  'joomla5-cassiopeia-userlike': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'fr-fr',
          `<meta name="generator" content="Joomla! - Open Source Content Management">
<title>Accueil – ${ctx.name}</title>
<link href="/media/templates/site/cassiopeia/css/template.min.css?5a1b2c" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?5a1b2c" rel="stylesheet">
<script src="/media/templates/site/cassiopeia/js/template.min.js?5a1b2c" defer></script>`,
          `<body class="site com_content wrapper-static view-featured no-layout no-task itemid-101 has-sidebar-right">
<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/">${ctx.name}</a></div></header>
<main><h1>Cabinet d'architecture d'intérieur</h1><p>Une question ? Écrivez-nous via la messagerie en bas à droite.</p></main>
<footer class="container-footer footer full-width"><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('studio-brume', 'Site réalisé par')}</footer>
<script async type="text/javascript" src="https://userlike-cdn-widgets.s3-eu-west-1.amazonaws.com/6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b.js"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Joomla', 'Userlike', 'studio-brume'),
  }),

  // Drupal 10 without generator meta or header, a multisite files folder; Drift's snippet.
  'drupal10-no-generator-drift': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en',
          `<link rel="canonical" href="https://www.${ctx.slug}.com/" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<link rel="icon" href="/themes/custom/${ctx.slug}/favicon.ico" type="image/vnd.microsoft.icon" />
<title>Home | ${ctx.name}</title>
<link rel="stylesheet" media="all" href="/sites/www.${ctx.slug}.com/files/css/css_Xk2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c.css?delta=0&amp;language=en&amp;theme=${ctx.slug}&amp;include=eJxLz8lPSszRz8nMS9VJzs9LS03OSy0pLinNS8_JTE7Vzy9Kzs8BAKcLDLM" />`,
          `<body class="path-frontpage page-node-type-landing-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><main role="main"><h1>IT support for law firms</h1><p>Talk to an engineer now — chat is bottom right.</p></main>
<footer><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('drop-studio')}</footer></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentPathIsAdmin":false,"isFront":true,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4c1b2a3d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b"}}</script>
<script src="/sites/www.${ctx.slug}.com/files/js/js_Ab1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=${ctx.slug}"></script>
<script>
"use strict";
!function() {
  var t = window.driftt = window.drift = window.driftt || [];
  if (!t.init) {
    if (t.invoked) return void (window.console && console.error && console.error("Drift snippet included twice."));
    t.invoked = !0, t.methods = [ "identify", "config", "track", "reset", "debug", "show", "ping", "page", "hide", "off", "on" ],
    t.factory = function(e) { return function() { var n = Array.prototype.slice.call(arguments); return n.unshift(e), t.push(n), t; }; }, t.methods.forEach(function(e) { t[e] = t.factory(e); }), t.load = function(t) {
      var e = 3e5, n = Math.ceil(new Date() / e) * e, o = document.createElement("script");
      o.type = "text/javascript", o.async = !0, o.crossorigin = "anonymous", o.src = "https://js.driftt.com/include/" + n + "/" + t + ".js";
      var i = document.getElementsByTagName("script")[0];
      i.parentNode.insertBefore(o, i);
    };
  }
}();
drift.SNIPPET_VERSION = '0.3.1';
drift.load('p9r8s7t6u5v4');
</script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Drupal', 'Drift', 'drop-studio'),
  }),

  // Drupal 9 the usual way (generator, X-Generator, default files folder) with Zendesk's ze-snippet.
  'drupal9-zendesk': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en',
          `<meta name="Generator" content="Drupal 9 (https://www.drupal.org)" />
<title>${ctx.name}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q1w2e3r4t5y6u7i8o9p0.css" />
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.6.3"></script>`,
          `<body class="layout-no-sidebars path-frontpage">
<main><h1>Veterinary clinic</h1><p>Our team replies in the help widget.</p></main>
<footer><p><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('paws-digital')}</footer>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=7c2e9a41-5b3d-4f6e-8a9b-0c1d2e3f4a5b"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Drupal', 'Zendesk', 'paws-digital'),
  }),

  // HubSpot CMS: hsstatic assets, hubfs files, the tracking loader on the site's own /hs/scriptloader/.
  'hubspot-cms-tracking-only': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en',
          `<title>${ctx.name} | Commercial cleaning</title>
<link rel="shortcut icon" href="https://www.${ctx.slug}.com/hubfs/favicon.png">
<meta name="description" content="Commercial cleaning for offices and clinics.">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<link rel="stylesheet" href="https://www.${ctx.slug}.com/hubfs/hub_generated/template_assets/1/123456789/1716000000000/template_main.min.css">
<link rel="stylesheet" href="/hs/hsstatic/AsyncSupport/static-1.501/sass/rss_post_listing.css">
<meta name="generator" content="HubSpot">`,
          `<body><div class="body-wrapper hs-content-id-123456789 hs-site-page page"><main id="main-content" class="body-container-wrapper"><h1>Spotless offices, every night</h1><p>Request a quote or <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a>.</p></main>
<footer>${agencyCredit('inbound-crew')}</footer></div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || []; _hsq.push(["setContentType", "standard-page"]); _hsq.push(["setCanonicalUrl", "https:\\/\\/www.${ctx.slug}.com"]); _hsq.push(["setPageId", "123456789"]);</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/23456789.js"></script>
<!-- End of HubSpot Analytics Code -->
</body>`,
        ),
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'HubSpot CMS', null, 'inbound-crew', [], null),
      marketingTools: ['HubSpot'],
    },
  }),

  // Jimdo Creator (German): jimstatic assets, jimdoData, a WhatsApp link (not a chatbot).
  'jimdo-creator-whatsapp-link': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'de-DE',
          `<title>${ctx.name} - Friseursalon</title>
<link href="https://assets.jimstatic.com/web.css.0f1e2d3c4b5a.css" rel="stylesheet" type="text/css" media="all"/>
<script type="text/javascript">var jimdoData = {"isTestserver":false,"isLcJimdoCom":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cstok":"","cacheJsKey":"0f1e2d3c4b5a","cacheCssKey":"0f1e2d3c4b5a","cdnUrl":"https:\\/\\/assets.jimstatic.com\\/","minUrl":"https:\\/\\/assets.jimstatic.com\\/app\\/cdn\\/min\\/file\\/","webPath":"https:\\/\\/www.${ctx.slug}.de\\/","cmsLanguage":"de_DE","isFreePackage":false,"mobile":false};</script>`,
          `<body class="body cc-page cc-page-index j-m-flash-styles j-m-gallery-styles cc-content-parent" id="page-2069491914">
<div id="cc-inner" class="cc-content-parent"><h1>Haarschnitte, Farbe &amp; Styling</h1><p><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=640x10000:format=jpg/path/s1a2b3c4d5e6f7a8b/image/i9f8e7d6c5b4a3928/version/1716300000/image.jpg" alt=""></p>
<p>Termin per WhatsApp: <a href="https://wa.me/491701234567" target="_blank">0170 1234567</a> oder E-Mail <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></div>
<div id="contentfooter">${agencyCredit('schnittwerk-web', 'Webdesign von')}</div>
<script src="https://assets.jimstatic.com/web.js.0f1e2d3c4b5a.js"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Jimdo', null, 'schnittwerk-web'),
  }),

  // Framer (no generator): framerusercontent modules and images; Chatbase in the site's custom code.
  'framer-chatbase-script': (ctx) => ({
    routes: {
      '/': ok(
        `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Oct 3, 2024, 10:17 AM UTC -->
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="framer-search-index" content="https://framerusercontent.com/sites/4XYZabc1DEF/searchIndex-a1b2c3d4.json">
<link href="https://framerusercontent.com/images/abc123def456.png" rel="icon" media="(prefers-color-scheme: light)">
<title>${ctx.name} — Yoga studio</title>
<meta name="viewport" content="width=device-width, height=device-height, initial-scale=1">
<link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/4XYZabc1DEF/react.BcD1eF2g.mjs">
<link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/4XYZabc1DEF/framer.Hj3kL4mN.mjs">
</head>
<body>
<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;augiA20Il&quot;,&quot;localeId&quot;:&quot;default&quot;}" data-framer-ssr-released-at="2024-10-01T12:00:00.000Z" data-framer-page-optimized-at="2024-10-03T10:17:00.000Z"><div class="framer-X1y2Z framer-72rtr7"><h1 class="framer-text">Breathe. Move. Rest.</h1><p class="framer-text">Ask our assistant about class times. <a class="framer-text" href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('lotus-labs')}</div></div>
<script>
(function(){if(!window.chatbase||window.chatbase("getState")!=="initialized"){window.chatbase=(...arguments)=>{if(!window.chatbase.q){window.chatbase.q=[]}window.chatbase.q.push(arguments)};window.chatbase=new Proxy(window.chatbase,{get(target,prop){if(prop==="q"){return target.q}return(...args)=>target(prop,...args)}})}const onLoad=function(){const script=document.createElement("script");script.src="https://www.chatbase.co/embed.min.js";script.id="Kx9Lm2Np4Qr6";script.domain="www.chatbase.co";document.body.appendChild(script)};if(document.readyState==="complete"){onLoad()}else{window.addEventListener("load",onLoad)}})();
</script>
<script type="module" async src="https://framerusercontent.com/sites/4XYZabc1DEF/script_main.Ab12Cd34.mjs"></script>
</body>
</html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Framer', 'Chatbase', 'lotus-labs'),
  }),

  // Hostinger Website Builder (Zyro): zyrosite assets and Vue markup; no chat.
  'hostinger-builder-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'pt-BR',
          `<title>${ctx.name} | Confeitaria</title>
<meta name="generator" content="Hostinger Website Builder">
<link rel="preconnect" href="https://assets.zyrosite.com">
<link rel="icon" href="https://assets.zyrosite.com/cdn-cgi/image/format=auto,w=48,h=48,fit=crop,f=png/AwvD1a2b3c4d5e6f/favicon-A1b2C3d4.png">
<link rel="stylesheet" href="/_astro-1716300000000/_slug_.Bx4kW9pQ.css">`,
          `<body><div id="app"><main class="page" data-v-1a2b3c4d><section class="block" data-v-5e6f7a8b><h1 class="text-heading" data-v-5e6f7a8b>Bolos e doces por encomenda</h1><img src="https://assets.zyrosite.com/cdn-cgi/image/format=auto,w=1440,h=756,fit=crop/AwvD1a2b3c4d5e6f/bolo-m7V8b9N0.jpg" alt=""><p>Encomendas: <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></section></main>${agencyCredit('doce-web', 'Site feito por')}</div>
<script type="module" src="/_astro-1716300000000/page.C2dE3fG4.js"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Hostinger Website Builder', null, 'doce-web'),
  }),

  // Strikingly: strikinglycdn assets and images; no chat.
  'strikingly-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        doc(
          'en',
          `<title>${ctx.name}</title>
<link rel="stylesheet" href="https://static-assets.strikinglycdn.com/webpack/themes/s5-theme.9a8b7c6d.css" media="all">
<script>window.__PRELOADED_STATE__ = {"page":{"id":12345678,"permalink":"${ctx.slug}","theme":"s5-theme"}};</script>`,
          `<body class="s-theme s5-theme"><div id="s-content" class="s-variation-default"><div class="s-section"><h1 class="s-title">Wedding photography</h1><img src="https://custom-images.strikinglycdn.com/res/hrscywv4p/image/upload/c_limit,fl_lossy,h_9000,w_1200,f_auto,q_auto/1234567/hero_abcd.jpg" alt=""><p>Booking: <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></div></div>${agencyCredit('shutter-sites')}
<script src="https://static-assets.strikinglycdn.com/webpack/runtime.1a2b3c.js"></script>
</body>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'Strikingly', null, 'shutter-sites'),
  }),

  // Carrd: everything inline, the free plan's "Made with Carrd" credit.
  'carrd-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE HTML>
<html lang="en">
<head>
<title>${ctx.name}</title>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width,initial-scale=1" />
<meta name="color-scheme" content="light only" />
<meta property="og:site_name" content="${ctx.name}" />
<style>html,body,div,span,h1,p,a{margin:0;padding:0;border:0;} #wrapper{-webkit-overflow-scrolling:touch;align-items:center;display:flex;} #main{z-index:1;max-width:100%;} #main > .inner{position:relative;z-index:1;} #credits{position:fixed;right:1rem;bottom:1rem;}</style>
<noscript><style>body { overflow: auto !important; } #main > .inner { opacity: 1.0 !important; margin-top: 0 !important; }</style></noscript>
</head>
<body class="is-loading">
<div id="wrapper"><div id="main"><div class="inner"><section id="home-section" class="active"><h1 id="text01" class="style1">${ctx.name}</h1><p id="text02" class="style2">Mobile bike repair. Email <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('spoke-sites')}</section></div></div></div>
<div id="credits"><a href="https://carrd.co/build?ref=auto" title="Made with Carrd">Made with Carrd</a></div>
<script>(function() { var on = addEventListener, off = removeEventListener, $ = function(q) { return document.querySelector(q) }, $body = document.body; on('load', function() { setTimeout(function() { $body.classList.remove('is-loading'); $body.classList.add('is-playing'); }, 100); }); })();</script>
</body>
</html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Carrd', null, 'spoke-sites'),
  }),

  // New Google Sites on a custom domain: atari assets, WIZ globals.
  'google-sites-no-chat': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en-US" itemscope itemtype="http://schema.org/WebPage"><head><script nonce="Zx9Yw8">window['ppConfig'] = {productName: '1f2e3d', deleteIsEnforced: false, sealIsEnforced: false, heartbeatRate: 0.5};</script><meta charset="utf-8"><script nonce="Zx9Yw8">var DOCS_timing={}; DOCS_timing['sl']=new Date().getTime();</script><script nonce="Zx9Yw8">function _DumpException(e) {throw e;}</script><script data-id="_gd" nonce="Zx9Yw8">window.WIZ_global_data = {"K1cgmc":"%.@.[null,null,null,[1,1,[1716300000,123456000],4],null,27]]","nQyAE":{}};</script><meta name="referrer" content="origin"><link rel="icon" href="https://ssl.gstatic.com/atari/images/public/favicon.ico"><meta property="og:title" content="Home"><meta property="og:type" content="website"><meta property="og:url" content="https://sites.google.com/view/${ctx.slug}/home"><meta itemprop="url" content="https://sites.google.com/view/${ctx.slug}/home"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="https://www.gstatic.com/_/atari/_/ss/k=atari.vw.1a2b3c4d5e.L.W.O/am=AAAE/d=1/rs=AGEqA5n1a2b3c4d5e6f7" data-id="_cl" nonce="Zx9Yw8"><title>${ctx.name}</title></head>
<body><div jscontroller="pc62j" jsmodel="iTeaXe" jsaction="rcuQ6b:WYd;GvneHb:og1FDd;vbaUQc:uAM5ec;"><div class="UtePc RCETm" role="main"><section class="yaqOZd"><div class="tyJCtd mGzaTb Depvyb baZpAe"><h1 class="zfr3Q duRjpb">${ctx.name} — Tutoring</h1><p class="zfr3Q CDt4Ke">Math and physics tutoring. Email <a class="XqQF9c" href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p>${agencyCredit('tutor-pages')}</div></section></div></div>
<script nonce="Zx9Yw8" src="https://www.gstatic.com/_/atari/_/js/k=atari.vw.en_US.1a2b3c4d5e.O/am=AAAE/d=1/rs=AGEqA5m1a2b3c4d5e6f7/m=view" id="base-js"></script></body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, 'Google Sites', null, 'tutor-pages'),
  }),
};
