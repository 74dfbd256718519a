/**
 * Marker probe, part 2 (issue 20): chat widgets as real sites install them (WordPress plugins' own embeds,
 * vendors' current snippets, a widget parked in a `<template>` until the visitor clicks) next to what is not a
 * chatbot (WhatsApp buttons, booking badges, a reviews widget, the Facebook chat plugin Meta switched off, a
 * snippet left in a comment, a blog post quoting a snippet) on static-site generators and hand-made sites that no
 * builder made (a WordPress blog on another domain, text that names Shopify or Wix, a YouTube video and a map).
 */
import { ok, type Archetype, type Context } from '../site-html';
import {
  agencyCredit,
  chatbotBlogTeaser,
  BLOG_TEASER_VENDORS,
  cookieBanner,
  doc,
  expectMarkerSite,
  own,
  siteFooter,
  poweredBy,
} from './marker-parts';

const UNKNOWN = 'custom/unknown';

const page = (lang: string, head: string, content: string) =>
  doc(
    lang,
    head,
    `<body>
${content}
</body>`,
  );

/** A plain WordPress theme's head and body start (Astra), as most small-business sites have it. */
const wpAstra = (ctx: Context, extraHead = '') => `<title>${ctx.name}</title>
<meta name="generator" content="WordPress 6.6.2" />
<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3' media='all' />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' media='all' />
<link rel="https://api.w.org/" href="/wp-json/" />${extraHead}`;

export const WIDGET_MARKER_ARCHETYPES: Record<string, Archetype> = {
  // Chaty's WhatsApp/phone buttons: a "chat" that is a messaging link, not a chatbot.
  'wp-chaty-whatsapp-buttons': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Emergency locksmith, 24/7</h1><p>Message us on WhatsApp or call. We answer on Intercom for business accounts.</p></main>
${siteFooter(ctx, 'keystone-web')}
<script id="chaty-js-extra">var chaty_settings = {"ajax_url":"https:\\/\\/www.${ctx.slug}.com\\/wp-admin\\/admin-ajax.php","analytics":"0","capture_analytics":"0","token":"1a2b3c4d5e","chaty_widgets":[{"id":0,"identifier":0,"settings":{"cta_type":"simple-view","show_close_button":1,"position":"right","bottom_spacing":"25","side_spacing":"25","icon_view":"vertical","default_state":"click","cta_text":"Contact us","widget_size":"54","widget_type":"chat-base"},"channels":[{"channel":"Whatsapp","value":"15551234567","hover_text":"WhatsApp","url":"https:\\/\\/web.whatsapp.com\\/send?phone=15551234567","target":"_blank","is_mobile":1,"is_desktop":1},{"channel":"Phone","value":"+15551234567","url":"tel:+15551234567"}]}]};</script>
<script src="/wp-content/plugins/chaty/js/cht-front-script.min.js?ver=3.2.4" id="chaty-js" defer></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', null, 'keystone-web', ['Intercom']),
  }),

  // Click to Chat (WhatsApp) plus a Calendly badge: neither is a chatbot; a blog teaser names vendors.
  'wp-click-to-chat-calendly-badge': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(
            ctx,
            `<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>`,
          ),
          `<main><h1>Business coaching</h1><p>Book a free 20-minute call.</p>${chatbotBlogTeaser}</main>
${siteFooter(ctx, 'clarity-co')}
<div class="ht-ctc ht-ctc-chat ctc-analytics ctc_wp_desktop style-2" id="ht-ctc-chat" style="display: none; position: fixed; bottom: 15px; right: 15px;"><div class="ht_ctc_style ht_ctc_chat_style"><div class="ctc-analytics ctc_s_2"><p class="ctc-analytics ctc_cta ctc_cta_stick ht-ctc-cta">WhatsApp us</p></div></div></div>
<span class="ht_ctc_chat_data" data-no_number="" data-settings="{&quot;number&quot;:&quot;15551234567&quot;,&quot;pre_filled&quot;:&quot;&quot;,&quot;dis_m&quot;:&quot;show&quot;,&quot;dis_d&quot;:&quot;show&quot;}"></span>
<script id="ht_ctc_app_js-js-extra">var ht_ctc_chat_var = {"number":"15551234567","pre_filled":"","dis_m":"show","dis_d":"show","url_target_d":"_blank","ga":"yes","fb":"yes","g_an_event_name":"chat: {number}","pixel_event_name":"Click to Chat by HoliThemes"};</script>
<script src="/wp-content/plugins/click-to-chat-for-whatsapp/new/inc/assets/js/app.js?ver=4.5" id="ht_ctc_app_js-js"></script>
<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: 'https://calendly.com/${ctx.slug}/intro-call', text: 'Schedule time with me', color: '#0069ff', textColor: '#ffffff', branding: undefined }); }</script>`,
        ),
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'WordPress', null, 'clarity-co', BLOG_TEASER_VENDORS),
      marketingTools: ['Calendly'],
    },
  }),

  // The Facebook customer-chat plugin, switched off by Meta in 2024: no working chat.
  'wp-facebook-customer-chat-dead': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Pizza, pasta &amp; catering</h1><p>Order by phone or Messenger.</p></main>
${siteFooter(ctx, 'slice-media')}
<!-- Messenger Chat Plugin Code -->
<div id="fb-root"></div>
<div id="fb-customer-chat" class="fb-customerchat"></div>
<script>
  var chatbox = document.getElementById('fb-customer-chat');
  chatbox.setAttribute("page_id", "104512345678901");
  chatbox.setAttribute("attribution", "biz_inbox");
</script>
<script>
  window.fbAsyncInit = function() { FB.init({ xfbml: true, version: 'v18.0' }); };
  (function(d, s, id) { var js, fjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) return; js = d.createElement(s); js.id = id; js.src = 'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js'; fjs.parentNode.insertBefore(js, fjs); }(document, 'script', 'facebook-jssdk'));
</script>`,
        ),
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'WordPress', null, 'slice-media'),
      outdatedSignals: ['dead_facebook_chat'],
    },
  }),

  // Birdeye's webchat (bewebchat) next to its reviews widget on a WordPress site.
  'wp-birdeye-webchat-and-reviews': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Auto repair &amp; inspections</h1><div id="bf-revz-widget-9876543210"></div><script type="text/javascript" src="https://birdeye.com/embed/v7/169098765432109/1/9876543210/fe98dc76ba54" async></script></main>
${siteFooter(ctx, 'gearbox-web')}
<script type="text/javascript" id="bewebchat" data-bizid="169098765432109" data-htmlparams="{&quot;color&quot;:&quot;#1976d2&quot;}" src="https://birdeye.com/embed/v6/169098765432109/1/9876543210/0a1b2c3d4e5f6a7b8c9d"></script>`,
        ),
      ),
    },
    expected: {
      ...expectMarkerSite(ctx, 'WordPress', 'Birdeye Webchat', 'gearbox-web'),
      marketingTools: ['Birdeye'],
    },
  }),

  // LeadConnector's current snippet: only the loader, with the chat resources and widget id as data attributes.
  'wp-leadconnector-loader-snippet': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Med spa &amp; aesthetics</h1><p>Text us any time.</p></main>
${siteFooter(ctx, 'glow-agency')}
<script src="https://widgets.leadconnectorhq.com/loader.js" data-resources-url="https://widgets.leadconnectorhq.com/chat-widget/loader.js" data-widget-id="66a1b2c3d4e5f6a7b8c9d0e1"></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'LeadConnector (GoHighLevel) Chat', 'glow-agency'),
  }),

  // Tidio's WordPress plugin (plain enqueue) with Joinchat: the chatbot is Tidio, WhatsApp is not one.
  'wp-tidio-plugin-and-joinchat': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'es-ES',
          wpAstra(ctx),
          `<main><h1>Clínica veterinaria</h1><p>Escríbenos por el chat o por WhatsApp.</p></main>
${siteFooter(ctx, 'huella-digital')}
<div class="joinchat joinchat--left" data-settings='{"telephone":"34600123456","mobile_only":false,"button_delay":1,"whatsapp_web":false,"message_send":"Hola"}'><div class="joinchat__button"></div></div>
<script src="/wp-content/plugins/creame-whatsapp-me/public/js/joinchat.min.js?ver=5.1.5" id="joinchat-js" defer></script>
<script type="text/javascript" src="//code.tidio.co/z9y8x7w6v5u4t3s2r1q0p9o8n7m6l5k4.js?ver=6.0.2" id="tidio-live-chat-js" async></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'Tidio', 'huella-digital'),
  }),

  // A "chat with us" facade: the tawk.to loader waits in a <template> until the visitor clicks the button.
  'wp-chat-loader-in-template': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Tax preparation</h1><p>Questions about your return? Open the chat.</p></main>
${siteFooter(ctx, 'ledger-web')}${cookieBanner}
<button id="open-chat" class="chat-facade" aria-label="Chat with us">Chat with us</button>
<template id="chat-loader"><script type="text/javascript">var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/66b1c2d3e4f5a6b7c8d9e0f1/1i2j3k4l5';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0);})();</script></template>
<script>document.getElementById('open-chat').addEventListener('click', function () { var t = document.getElementById('chat-loader'); document.body.appendChild(t.content.cloneNode(true)); this.remove(); });</script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'tawk.to', 'ledger-web'),
  }),

  // Elfsight's platform loader: one embed for every Elfsight app (chatbot, reviews, Instagram feed…); which app
  // it is only Elfsight's server knows, so static reading cannot call it a chatbot.
  'wp-elfsight-app-embed': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Wedding venue</h1><p>Ask our virtual assistant about dates and packages.</p>
<script src="https://static.elfsight.com/platform/platform.js" async></script>
<div class="elfsight-app-3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f" data-elfsight-app-lazy></div></main>
${siteFooter(ctx, 'vow-studio')}`,
        ),
      ),
    },
    expected: { ...expectMarkerSite(ctx, 'WordPress', null, 'vow-studio'), hasChatbot: undefined },
  }),

  // Hugo site with Botpress v2 (inject + the bot's config file).
  'hugo-botpress-v2': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<meta name="generator" content="Hugo 0.126.1">
<title>${ctx.name}</title>
<link rel="stylesheet" href="/css/main.min.4c5b8f9e.css" integrity="sha256-abc=" crossorigin="anonymous">`,
          `<header><a href="/">${ctx.name}</a></header><main><h1>Solar installation</h1><p>Our assistant answers common questions instantly.</p></main>
${siteFooter(ctx, 'sunbeam-dev')}
<script src="https://cdn.botpress.cloud/webchat/v2.2/inject.js"></script>
<script src="https://files.bpcontent.cloud/2024/10/01/12/20241001120000-ABCDEF12.js"></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'Botpress', 'sunbeam-dev'),
  }),

  // Next.js export with Voiceflow's widget-next bundle; its page state holds a blog excerpt quoting a snippet.
  'nextjs-voiceflow': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/8f1e2d3c4b5a6978.css" data-precedence="next"/><title>${ctx.name}</title></head><body><div id="__next"><main><h1>Property management</h1><p>Tenants: ask our assistant. <a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a></p></main><footer>${agencyCredit('vercelcraft')}</footer></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"latestPosts":[{"slug":"tenant-portal-chat","title":"Why we added a chat assistant","excerpt":"Before the assistant we tried tawk.to \\u2014 their snippet \\u003cscript src=\\"https:\\/\\/embed.tawk.to\\/PROPERTY_ID\\/default\\"\\u003e was easy, but tenants wanted answers at night."}]}},"page":"/","query":{},"buildId":"Xy12Ab34","nextExport":true,"autoExport":true,"isFallback":false,"scriptLoader":[]}</script>
<script type="text/javascript">
  (function(d, t) {
      var v = d.createElement(t), s = d.getElementsByTagName(t)[0];
      v.onload = function() {
        window.voiceflow.chat.load({
          verify: { projectID: '66c1d2e3f4a5b6c7d8e9f0a1' },
          url: 'https://general-runtime.voiceflow.com',
          versionID: 'production'
        });
      }
      v.src = "https://cdn.voiceflow.com/widget-next/bundle.mjs"; v.type = "text/javascript"; s.parentNode.insertBefore(v, s);
  })(document, 'script');
</script></body></html>`,
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'Voiceflow', 'vercelcraft', ['tawk.to']),
  }),

  // Gatsby site with LeadConnector's chat-widget element.
  'gatsby-leadconnector-element': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<meta name="generator" content="Gatsby 5.13.3"/><title>${ctx.name}</title><link as="script" rel="preload" href="/webpack-runtime-8a7b6c5d4e3f.js"/>`,
          `<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main><h1>Roof repair</h1><p>Text us a photo of the damage.</p></main>${siteFooter(ctx, 'shingle-media')}</div></div>
<chat-widget location-id="Ab12Cd34Ef56Gh78Ij90" style="--chat-widget-primary-color: #188bf6; --chat-widget-active-color:#188bf6; --chat-widget-bubble-color: #188bf6" sub-heading="Enter your question below and a representative will get right back to you." prompt-msg="Hi there, have a question? Text us here." use-email-field="true"></chat-widget>
<script src="https://widgets.leadconnectorhq.com/loader.js" data-resources-url="https://widgets.leadconnectorhq.com/chat-widget/loader.js"></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'LeadConnector (GoHighLevel) Chat', 'shingle-media'),
  }),

  // A hand-made PHP site whose blog is WordPress on another domain (links and a feed only); Smith.ai chat.
  'custom-php-wp-blog-elsewhere-smithai': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<title>${ctx.name} – Law office</title>
<link rel="stylesheet" href="/css/site.css?v=20240211">
<link rel="alternate" type="application/rss+xml" title="Our blog" href="https://${ctx.slug}-news.wordpress.com/feed/">`,
          `<header><a href="/index.php">${ctx.name}</a><nav><a href="/practice.php">Practice areas</a> <a href="https://${ctx.slug}-news.wordpress.com/">Blog</a> <a href="https://lawnotes-blog.com/wp-admin/">Editor login</a></nav></header>
<main><h1>Family law &amp; estate planning</h1><p>Read our latest article on <a href="https://lawnotes-blog.com/2024/09/updating-your-will/">lawnotes-blog.com</a>, the WordPress blog we write for.</p></main>
${siteFooter(ctx, 'gavel-web')}
<script type="text/javascript">window.smithChatAccount = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';(function(){var s=document.createElement('script');s.async=true;s.src='https://app.smith.ai/chat/widget-latest.js';document.head.appendChild(s);})();</script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'Smith.ai Chat', 'gavel-web'),
  }),

  // A static site whose text names Shopify and Wix and links to a partner's Wix site; Trengo chat.
  'custom-static-mentions-builders-trengo': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'nl',
          `<title>${ctx.name} – Webshop-fotografie</title><link rel="stylesheet" href="/assets/style.css">`,
          `<main><h1>Productfotografie voor webshops</h1><p>Wij leveren foto's die direct passen in Shopify, Wix en WooCommerce. Bekijk het werk voor onze partner <a href="https://bloemenhuis.wixsite.com/winkel">Bloemenhuis (Wix-site)</a> en de <a href="https://apps.shopify.com/">Shopify App Store</a>-koppeling. Site gemaakt met Squarespace? Ook prima.</p></main>
${siteFooter(ctx, 'lens-en-licht')}
<script type="text/javascript">
  window.Trengo = window.Trengo || {};
  window.Trengo.key = 'aB3dE5fG7hI9jK1l';
  (function(d, script, t) {
    script = d.createElement('script');
    script.type = 'text/javascript';
    script.async = true;
    script.src = 'https://static.widget.trengo.eu/embed.js';
    d.getElementsByTagName('head')[0].appendChild(script);
  }(document));
</script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'Trengo', 'lens-en-licht'),
  }),

  // A YouTube video and a Google Map (no platform signal), Freshchat through the Freshworks fw-cdn snippet.
  'custom-youtube-map-freshchat': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<title>${ctx.name} – Climbing gym</title><link rel="stylesheet" href="/styles/main.css">`,
          `<main><h1>Bouldering for everyone</h1>
<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=AbCdEf" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3153.1!2d-122.4!3d37.7!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMzfCsDQ2!5e0!3m2!1sen!2sus!4v1716300000000" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></main>
${siteFooter(ctx, 'crux-creative')}
<script src='//fw-cdn.com/11223344/4556677.js' chat='true'></script>`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, 'Freshchat', 'crux-creative'),
  }),

  // An old Tidio snippet left inside an HTML comment, and Tidio's "powered by" link: no chat.
  'custom-chat-in-comment-powered-by-link': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<title>${ctx.name} – Bakery</title><link rel="stylesheet" href="/style.css">`,
          `<main><h1>Sourdough &amp; pastries</h1><p>Order by phone; our chat is gone for now.</p></main>
${siteFooter(ctx, 'crumb-studio', poweredBy('Tidio', 'https://www.tidio.com/'))}
<!-- chat disabled 2024-03, see ticket 118
<script src="//code.tidio.co/a1s2d3f4g5h6j7k8l9z0x1c2v3b4n5m6.js" async></script>
-->`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, null, 'crumb-studio', ['Tidio']),
  }),

  // A marketing consultancy's page: its blog post quotes a tawk.to snippet as code and a Chatbase iframe as text.
  'custom-blog-quotes-snippets': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en',
          `<title>${ctx.name} – Marketing for trades</title><link rel="stylesheet" href="/css/app.css">`,
          `<main><h1>Marketing for plumbers and electricians</h1>
<article><h2>How to add live chat in 5 minutes</h2><p>Sign up at tawk.to, copy the widget code and paste it before the closing body tag:</p>
<pre><code>&lt;script type="text/javascript"&gt;
var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();
(function(){var s1=document.createElement("script");s1.src='https://embed.tawk.to/YOUR_PROPERTY_ID/default';})();
&lt;/script&gt;</code></pre>
<p>For an AI bot, Chatbase gives you an iframe like <code>&lt;iframe src="https://www.chatbase.co/chatbot-iframe/YOUR_BOT_ID"&gt;</code>. Intercom (window.intercomSettings) is pricier.</p></article>
${chatbotBlogTeaser}</main>
${siteFooter(ctx, 'tradeup-marketing')}`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, UNKNOWN, null, 'tradeup-marketing', BLOG_TEASER_VENDORS),
  }),

  // Chatbase's iframe embedded inline in an "ask our assistant" section of a WordPress page.
  'wp-chatbase-iframe': (ctx) => ({
    routes: {
      '/': ok(
        page(
          'en-US',
          wpAstra(ctx),
          `<main><h1>Home inspections</h1><section class="assistant"><h2>Ask our assistant</h2>
<iframe src="https://www.chatbase.co/chatbot-iframe/Qw3Er5Ty7Ui9" width="100%" style="height: 100%; min-height: 700px" frameborder="0"></iframe></section></main>
${siteFooter(ctx, 'inspect-web')}`,
        ),
      ),
    },
    expected: expectMarkerSite(ctx, 'WordPress', 'Chatbase', 'inspect-web'),
  }),
};
