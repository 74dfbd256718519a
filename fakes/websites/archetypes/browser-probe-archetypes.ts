/**
 * A held-out probe of sites whose facts only a browser sees, and of slow or heavy sites (issue 20), written the
 * way such sites are built in the wild rather than after our rendered archetypes: framework apps (Vue/Vite,
 * Angular, a client-rendered Next.js page, Nuxt, React with hash or history routing, a Wix-like page assembled
 * from a JSON blob), an address decoded by a generic script, chat widgets that arrive late (a timer, the first
 * scroll, the first click or key, an idle callback, a same-site tag container, WordPress performance plugins
 * parking scripts, consent managers holding the loader back, a same-site iframe, a loader that only creates the
 * vendor's iframe), script and meta redirects, and slow, heavy and over-cap pages. Every site also shows someone
 * else's contacts (`expected.decoys`): never stored.
 */
import {
  HTML,
  ok,
  page,
  type Archetype,
  type Context,
  type FakeSite,
  siteOfSet,
  type FakeSiteExpectation,
} from '../site-html';

const JS = { 'content-type': 'application/javascript; charset=utf-8' };
const JSON_TYPE = { 'content-type': 'application/json' };
const own = (ctx: Context, local: string) => `${local}@${ctx.slug}.com`;
const script = (body: string) => ({ status: 200, headers: JS, body });
const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
/** A site that answers and shows this one address of its own, with the rest of what it shows. */
const withOwnEmail = (
  ctx: Context,
  local: string,
  rest: Omit<FakeSiteExpectation, 'status' | 'emails'>,
): FakeSiteExpectation => ({ status: 'ok', emails: [own(ctx, local)], ...rest });
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** An HTML document that is only an app shell: the head's scripts and one mount point. */
const shell = (ctx: Context, head: string, body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><link rel="icon" href="/favicon.ico"><title>${ctx.name}</title>${head}</head><body>${body}</body></html>`;

/** The tiny hyperscript helper most bundles end up with, as a string for served scripts. */
const H = `function h(t,p){var e=document.createElement(t);if(p)Object.keys(p).forEach(function(k){if(k==='className')e.className=p[k];else if(k==='text')e.textContent=p[k];else e.setAttribute(k,p[k]);});for(var i=2;i<arguments.length;i++)e.append(arguments[i]);return e}`;

const tawkSnippet = (id: string) =>
  `var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/${id}/1hb2c3d4e';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0);})();`;
const crispSnippet = (id: string) =>
  `window.$crisp=[];window.CRISP_WEBSITE_ID="${id}";(function(){d=document;s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();`;
const liveChatSnippet = (license: number) =>
  `window.__lc = window.__lc || {}; window.__lc.license = ${license}; window.__lc.integration_name = "manual_onboarding"; (function(n,t,c){function i(n){return e._h?e._h.apply(null,n):e._q.push(n)}var e={_q:[],_h:null,_v:"2.0",on:function(){i(["on",c.call(arguments)])},init:function(){var n=t.createElement("script");n.async=!0,n.type="text/javascript",n.src="https://cdn.livechatinc.com/tracking.js",t.head.appendChild(n)}};!n.__lc.asyncInit&&e.init(),n.LiveChatWidget=n.LiveChatWidget||e}(window,document,[].slice));`;
const driftSnippet = (id: string) =>
  `"use strict";!function(){var t=window.driftt=window.drift=window.driftt||[];if(!t.init){if(t.invoked)return void(window.console&&console.error&&console.error("Drift snippet included twice."));t.invoked=!0,t.methods=["identify","config","track","reset","debug","show","ping","page","hide","off","on"],t.factory=function(e){return function(){var n=Array.prototype.slice.call(arguments);return n.unshift(e),t.push(n),t}},t.methods.forEach(function(e){t[e]=t.factory(e)}),t.load=function(t){var e=3e5,n=Math.ceil(new Date/e)*e,o=document.createElement("script");o.type="text/javascript",o.async=!0,o.crossorigin="anonymous",o.src="https://js.driftt.com/include/"+n+"/"+t+".js";var i=document.getElementsByTagName("script")[0];i.parentNode.insertBefore(o,i)}}}();drift.SNIPPET_VERSION='0.3.1';drift.load('${id}');`;
const intercomSnippet = (appId: string) =>
  `window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"${appId}"};(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('reattach_activator');ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/${appId}';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();`;

/** WordPress's usual head (generator, theme stylesheet, jQuery). */
const wpHead = (theme: string) =>
  `<meta name="generator" content="WordPress 6.6.2"><link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=3.2.1" media="all"><script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`;
const wpFooter = (ctx: Context, email: string, agency: string) =>
  `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><h2 class="widget-title">Get in touch</h2><div class="textwidget"><p>12 Mill Lane<br>Phone: (555) 201-${String(1000 + ctx.index).slice(-4)}<br><a href="mailto:${email}">${email}</a></p></div></section></div><div class="site-info">&copy; ${ctx.year} ${ctx.name} · Website by <a href="https://${agency}.co.uk/" rel="nofollow">${agency}</a> · <a href="mailto:studio@${agency}.co.uk">studio@${agency}.co.uk</a></div></footer>`;

/** Fills a page with inline data of about `bytes` bytes (what page builders inline). */
const inlineImages = (bytes: number) =>
  Array.from(
    { length: Math.ceil(bytes / 200_000) },
    (_, i) => `<img alt="gallery ${i}" src="data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(11_000)}">`,
  ).join('\n');
const inlineState = (bytes: number) =>
  `<script type="application/json" id="__builder_state">${JSON.stringify({
    blocks: Array.from({ length: Math.ceil(bytes / 120) }, (_, i) => ({
      id: `blk-${i}`,
      type: 'text',
      text: 'Seasonal menu item with local ingredients',
    })),
  })}</script>`;
/** A catalogue page that lists every product in its HTML. */
const productGrid = (bytes: number) =>
  `<ul class="products">${'<li class="product"><h3>Handmade ceramic mug</h3><span class="price">$24.00</span></li>'.repeat(Math.ceil(bytes / 84))}</ul>`;
const hugeSvg = (bytes: number) =>
  `<svg class="hero-illustration" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg">${Array.from(
    { length: Math.ceil(bytes / 60) },
    (_, i) => `<path d="M${i % 997} ${i % 991}l3 4 5-2z" fill="#a3c"/>`,
  ).join('')}</svg>`;

export const BROWSER_PROBE_ARCHETYPES: Record<string, Archetype> = {
  // Vue 3 + Vite: `<div id="app">` and one hashed module; the bundle holds the data and builds the DOM.
  'vue-vite-app': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<script type="module" crossorigin src="/assets/index-Dk3f9a1c.js"></script><link rel="stylesheet" crossorigin href="/assets/index-BQ2x7kLm.css">`,
          `<div id="app"></div>`,
          'de',
        ),
      ),
      '/assets/index-Dk3f9a1c.js': script(
        `${H};const t={name:${JSON.stringify(ctx.name)},email:"kontakt@${ctx.slug}.com",instagram:"https://www.instagram.com/${ctx.slug}/",credit:{by:"Webwerk Studio",url:"https://webwerk-studio.de",mail:"hallo@webwerk-studio.de"}};
document.querySelector('#app').append(h('header',null,h('h1',{text:t.name})),h('main',null,h('p',null,'Schreiben Sie uns: ',h('a',{href:'mailto:'+t.email,text:t.email}))),h('footer',null,h('a',{href:t.instagram,text:'Instagram'}),h('p',{className:'credit'},'Webdesign von ',h('a',{href:t.credit.url,text:t.credit.by}),' · ',h('a',{href:'mailto:'+t.credit.mail,text:t.credit.mail}))));`,
      ),
    },
    expected: withOwnEmail(ctx, 'kontakt', {
      socials: { instagram: `https://instagram.com/${ctx.slug}` },
      decoys: { emails: ['hallo@webwerk-studio.de'] },
    }),
  }),

  // Angular: `<app-root>` and the CLI's three bundles; the app reads its settings from assets/ and renders.
  'angular-app-root': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<base href="/"><link rel="stylesheet" href="styles.5e2f1c0a.css">`,
          `<app-root></app-root><script src="runtime.8a2b1c3d.js" type="module"></script><script src="polyfills.3c1d9e8f.js" type="module"></script><script src="main.9f4e7a6b.js" type="module"></script>`,
        ),
      ),
      '/runtime.8a2b1c3d.js': script(`(()=>{"use strict";var e={};})();`),
      '/polyfills.3c1d9e8f.js': script(`(()=>{"use strict";globalThis.Zone=globalThis.Zone||{};})();`),
      '/main.9f4e7a6b.js': script(
        `${H};fetch('assets/config/site.json').then(function(r){return r.json()}).then(function(c){var root=document.querySelector('app-root');root.setAttribute('ng-version','17.3.4');root.append(h('app-header',{'_nghost-ng-c1':''},h('h1',{text:c.title})),h('app-contact',null,h('p',null,'Questions? ',h('a',{href:'mailto:'+c.contact.email,text:c.contact.email}))),h('app-reviews',null,h('blockquote',{className:'testimonial'},'“They fixed our roof in a day.” — Maria K., ',c.reviews[0].mail)),h('app-footer',null,h('a',{href:c.contact.linkedin,text:'LinkedIn'})));});`,
      ),
      '/assets/config/site.json': {
        status: 200,
        headers: JSON_TYPE,
        body: JSON.stringify({
          title: ctx.name,
          contact: { email: own(ctx, 'service'), linkedin: `https://www.linkedin.com/company/${ctx.slug}/` },
          reviews: [{ mail: 'maria.kowalski84@gmail.com' }],
        }),
      },
    },
    expected: withOwnEmail(ctx, 'service', {
      socials: { linkedin: `https://linkedin.com/company/${ctx.slug}` },
      decoys: { emails: ['maria.kowalski84@gmail.com'] },
    }),
  }),

  // A client-rendered Next.js page: the body is empty, `__NEXT_DATA__` holds the props (the business, the
  // credit and a booking vendor's settings), and a page chunk renders the business and the credit.
  'next-data-empty-body': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<meta name="next-head-count" content="3"><script src="/_next/static/chunks/webpack-4c2a.js" defer></script><script src="/_next/static/chunks/pages/index-a1b2c3.js" defer></script>`,
          `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
            props: {
              pageProps: {
                business: {
                  name: ctx.name,
                  email: own(ctx, 'office'),
                  facebook: `https://www.facebook.com/${ctx.slug}`,
                },
                footer: { credit: 'Lumen Digital', creditEmail: 'studio@lumendigital.co' },
                bookingWidget: {
                  vendor: 'Slotly',
                  supportEmail: 'help@slotly-widgets.com',
                  accountId: 88123,
                },
              },
              __N_SSG: true,
            },
            page: '/',
            query: {},
            buildId: 'kX9f2LmQp',
            nextExport: true,
            autoExport: true,
            isFallback: false,
            scriptLoader: [],
          })}</script>`,
        ),
      ),
      '/_next/static/chunks/webpack-4c2a.js': script(`self.webpackChunk_N_E=self.webpackChunk_N_E||[];`),
      '/_next/static/chunks/pages/index-a1b2c3.js': script(
        `${H};(function(){var d=JSON.parse(document.getElementById('__NEXT_DATA__').textContent).props.pageProps;document.getElementById('__next').append(h('main',null,h('h1',{text:d.business.name}),h('p',null,'Reach the office at ',h('a',{href:'mailto:'+d.business.email,text:d.business.email}))),h('footer',null,h('a',{href:d.business.facebook,text:'Facebook'}),h('small',null,' Site by '+d.footer.credit+' — '+d.footer.creditEmail)));})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'office', {
      socials: { facebook: `https://facebook.com/${ctx.slug}` },
      decoys: { emails: ['studio@lumendigital.co', 'help@slotly-widgets.com'] },
    }),
  }),

  // Nuxt 2 (client mode): `window.__NUXT__` is a function call whose arguments are the data; the entry renders.
  'nuxt-client-state': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<link rel="preload" href="/_nuxt/a4b6c1d.js" as="script">`,
          `<div id="__nuxt"><div id="__layout"></div></div><script>window.__NUXT__=(function(a,b,c,d){return {layout:"default",data:[{page:{title:a,contact:{email:b,instagram:c}},designer:d}],fetch:{},error:null,serverRendered:false}}(${JSON.stringify(ctx.name)},"hola@${ctx.slug}.com","https://www.instagram.com/${ctx.slug}/","https://www.instagram.com/pixelkraut.studio/"));</script><script src="/_nuxt/a4b6c1d.js" defer></script>`,
          'es',
        ),
      ),
      '/_nuxt/a4b6c1d.js': script(
        `${H};(function(){var p=window.__NUXT__.data[0];document.getElementById('__layout').append(h('div',{className:'page'},h('h1',{text:p.page.title}),h('p',null,'Escríbenos: ',h('a',{href:'mailto:'+p.page.contact.email,text:p.page.contact.email})),h('footer',null,h('a',{href:p.page.contact.instagram,text:'Instagram'}),h('p',{className:'credits'},'Diseño web: ',h('a',{href:p.designer,text:'@pixelkraut.studio'})))));})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'hola', {
      socials: { instagram: `https://instagram.com/${ctx.slug}` },
      decoys: { socials: ['https://instagram.com/pixelkraut.studio'] },
    }),
  }),

  // React with a hash router: the contact details exist only on the client-side route #/contact.
  'react-hash-route-contact': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<script defer src="/static/js/main.3b9f1e2a.js"></script><link href="/static/css/main.8d1c.css" rel="stylesheet">`,
          `<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>`,
        ),
      ),
      '/static/js/main.3b9f1e2a.js': script(
        `${H};(function(){var root=document.getElementById('root');function view(){var r=location.hash.replace(/^#/,'')||'/';root.innerHTML='';root.append(h('nav',null,h('a',{href:'#/',text:'Home'}),' ',h('a',{href:'#/services',text:'Services'}),' ',h('a',{href:'#/contact',text:'Contact'})));if(r==='/contact'){root.append(h('main',null,h('h1',{text:'Contact us'}),h('p',null,'Email ',h('a',{href:'mailto:bookings@${ctx.slug}.com',text:'bookings@${ctx.slug}.com'})),h('p',null,'Follow us on ',h('a',{href:'https://www.facebook.com/${ctx.slug}',text:'Facebook'}))));}else if(r==='/services'){root.append(h('main',null,h('h1',{text:'Services'}),h('p',{text:'Deep cleaning, windows, carpets.'})));}else{root.append(h('main',null,h('h1',{text:${JSON.stringify(ctx.name)}}),h('p',{text:'Spotless homes since 2009.'})));}root.append(h('footer',null,'Built by ',h('a',{href:'https://reactforge.dev',text:'ReactForge'}),' · hello@reactforge.dev'));}window.addEventListener('hashchange',view);view();})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'bookings', {
      socials: { facebook: `https://facebook.com/${ctx.slug}` },
      decoys: { emails: ['hello@reactforge.dev'] },
    }),
  }),

  // React with the history API: /contact is a client route; the server answers every path with the same shell.
  'react-history-route-contact': (ctx) => {
    const index = ok(
      shell(
        ctx,
        `<script defer src="/static/js/main.71c2d0f4.js"></script>`,
        `<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>`,
      ),
    );
    return {
      routes: {
        '/': index,
        '/contact': index,
        '/about': index,
        '/static/js/main.71c2d0f4.js': script(
          `${H};(function(){var root=document.getElementById('root');function go(e){var a=e.target.closest('a[data-link]');if(!a)return;e.preventDefault();history.pushState({},'',a.getAttribute('href'));view();}function view(){var r=location.pathname;root.innerHTML='';root.append(h('nav',null,h('a',{href:'/','data-link':'',text:'Home'}),' ',h('a',{href:'/about','data-link':'',text:'About'}),' ',h('a',{href:'/contact','data-link':'',text:'Get in touch'})));if(r==='/contact'){root.append(h('main',null,h('h1',{text:'Get in touch'}),h('p',null,'Write to ',h('a',{href:'mailto:team@${ctx.slug}.com',text:'team@${ctx.slug}.com'}))));}else if(r==='/about'){root.append(h('main',null,h('p',{text:'A family business.'})));}else{root.append(h('main',null,h('h1',{text:${JSON.stringify(ctx.name)}}),h('p',{text:'Your local experts.'})));}root.append(h('footer',null,h('a',{href:'https://www.linkedin.com/company/${ctx.slug}',text:'LinkedIn'}),' Theme: ',h('a',{href:'https://twitter.com/themecraftco',text:'@themecraftco'})));}document.addEventListener('click',go);window.addEventListener('popstate',view);view();})();`,
        ),
      },
      expected: withOwnEmail(ctx, 'team', {
        socials: { linkedin: `https://linkedin.com/company/${ctx.slug}` },
        decoys: { socials: ['https://x.com/themecraftco'] },
      }),
    };
  },

  // A Wix-like page: the builder's JSON model is in the page; its viewer script assembles the components.
  'builder-json-blob': (ctx) => ({
    routes: {
      '/': ok(
        shell(
          ctx,
          `<meta name="generator" content="Wix.com Website Builder"><meta http-equiv="X-Wix-Meta-Site-Id" content="9a1b2c3d-4e5f">`,
          `<div id="SITE_CONTAINER"><div id="main_MF"></div></div><script type="application/json" id="wix-viewer-model">${JSON.stringify(
            {
              site: { siteId: '9a1b2c3d-4e5f', language: 'en' },
              components: [
                { id: 'comp-hdr', type: 'RichText', html: `<h1>${ctx.name}</h1>` },
                {
                  id: 'comp-ftr',
                  type: 'RichText',
                  html: `<p>Email: <a href="mailto:${own(ctx, 'studio')}">${own(ctx, 'studio')}</a></p>`,
                },
                {
                  id: 'comp-soc',
                  type: 'SocialBar',
                  links: [`https://www.pinterest.com/${ctx.slug}/`],
                },
              ],
              apps: { bookings: { supportEmail: 'bookings-support@appmarket-help.com' } },
            },
          )}</script><script src="/_partials/viewer/thunderbolt.min.js" defer></script>`,
        ),
      ),
      '/_partials/viewer/thunderbolt.min.js': script(
        `(function(){var m=JSON.parse(document.getElementById('wix-viewer-model').textContent);var root=document.getElementById('main_MF');m.components.forEach(function(c){var d=document.createElement('div');d.id=c.id;if(c.html)d.innerHTML=c.html;if(c.links)c.links.forEach(function(u){var a=document.createElement('a');a.href=u;a.textContent='Pinterest';d.appendChild(a);});root.appendChild(d);});})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'studio', {
      cmsPlatform: 'Wix',
      socials: { pinterest: `https://pinterest.com/${ctx.slug}` },
      decoys: { emails: ['bookings-support@appmarket-help.com'] },
    }),
  }),

  // A theme's generic decoder: data attributes in ROT13, decoded by a same-site script that never says "mail".
  'rot13-data-attributes': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('flavor'),
          body: `<h1>${ctx.name}</h1><p>Write to us: <span class="enc" data-enc="${rot13(own(ctx, 'reception'))}"></span></p>
<section class="partners"><p>Our payment partner: <span class="enc" data-enc="${rot13('merchants@paynexa.com')}"></span></p></section>
<script src="/wp-content/themes/flavor/js/scripts.min.js?ver=3.2.1"></script>`,
        }),
      ),
      '/wp-content/themes/flavor/js/scripts.min.js': script(
        `(function(){function r(s){return s.replace(/[a-zA-Z]/g,function(c){var b=c<='Z'?65:97;return String.fromCharCode((c.charCodeAt(0)-b+13)%26+b)})}document.querySelectorAll('[data-enc]').forEach(function(el){var v=r(el.getAttribute('data-enc'));var a=document.createElement('a');a.href=r('znvygb:')+v;a.textContent=v;el.replaceWith(a)})})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'reception', {
      cmsPlatform: 'WordPress',
      decoys: { emails: ['merchants@paynexa.com'] },
    }),
  }),

  // The address is written backwards in a data attribute and turned round by the site's own script.
  'reversed-address': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          lang: 'fr',
          body: `<h1>${ctx.name}</h1><p>Écrivez-nous : <a class="rv" href="#" data-r="${[...own(ctx, 'bonjour')].reverse().join('')}">…</a></p>
<footer><p>Site réalisé par <a href="https://atelier-nuage.fr">Atelier Nuage</a> — contact@atelier-nuage.fr</p></footer>
<script src="/js/main.js"></script>`,
        }),
      ),
      '/js/main.js': script(
        `document.querySelectorAll('a.rv').forEach(function(a){var v=a.getAttribute('data-r').split('').reverse().join('');a.textContent=v;a.href=['m','a','i','l','t','o'].join('')+':'+v;});`,
      ),
    },
    expected: withOwnEmail(ctx, 'bonjour', {
      decoys: { emails: ['contact@atelier-nuage.fr'] },
    }),
  }),

  // A theme file loads the chat four seconds after load ("delay third-party scripts" advice).
  'chat-after-timeout': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `${wpHead('kadence')}<script src="/wp-content/themes/kadence-child/js/custom.js?ver=1.0.3" defer></script>`,
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'info'), 'brightpixel')}`,
        }),
      ),
      '/wp-content/themes/kadence-child/js/custom.js': script(
        `jQuery(function($){$('.menu-toggle').on('click',function(){$('body').toggleClass('nav-open')});});
window.addEventListener('load',function(){setTimeout(function(){var s=document.createElement('script');s.src='//code.tidio.co/'+'q8x2k4m9v1c7n3b5.js';s.async=true;document.body.appendChild(s);},4000);});`,
      ),
    },
    expected: withOwnEmail(ctx, 'info', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'Tidio',
      decoys: { emails: ['studio@brightpixel.co.uk'] },
    }),
  }),

  // The chat loads on the first scroll only.
  'chat-after-first-scroll': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><main style="min-height:3000px"><p>Menu, opening hours, catering.</p></main><footer><a href="mailto:${own(ctx, 'eat')}">${own(ctx, 'eat')}</a> · Photos by <a href="https://www.instagram.com/lenslight.photo/">@lenslight.photo</a></footer>
<script src="/js/lazy-widgets.js"></script>`,
        }),
      ),
      '/js/lazy-widgets.js': script(
        `(function(){var done=false;function load(){if(done)return;done=true;window.removeEventListener('scroll',load);var cfg={id:'7c1e9a52-4f2b-4c8e-9d61-${String(ctx.index).padStart(12, '0')}'};window.$crisp=[];window['CRISP_'+'WEBSITE_ID']=cfg.id;var s=document.createElement('script');s.src='https://client.'+'crisp'+'.chat/l.js';s.async=1;document.head.appendChild(s);}window.addEventListener('scroll',load,{passive:true});})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'eat', {
      hasChatbot: true,
      chatbotPlatform: 'Crisp',
      decoys: { socials: ['https://instagram.com/lenslight.photo'] },
    }),
  }),

  // The chat loads on the first click, key or touch only (no mouse movement, no scroll).
  'chat-after-first-click-or-key': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p><a href="mailto:${own(ctx, 'care')}">${own(ctx, 'care')}</a></p><footer>Designed &amp; developed by <a href="https://northwind.agency">Northwind</a> · hi@northwind.agency</footer>
<script src="/assets/js/app.min.js"></script>`,
        }),
      ),
      '/assets/js/app.min.js': script(
        `(function(){var ev=['click','keydown','touchstart'];function go(){ev.forEach(function(e){document.removeEventListener(e,go)});var id='${ctx.slug.slice(0, 8)}';window.intercomSettings={app_id:id};var s=document.createElement('script');s.async=true;s.src='https://widget.'+'intercom'+'.io/widget/'+id;document.head.appendChild(s);}ev.forEach(function(e){document.addEventListener(e,go,{once:true})});})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'care', {
      hasChatbot: true,
      chatbotPlatform: 'Intercom',
      decoys: { emails: ['hi@northwind.agency'] },
    }),
  }),

  // The chat loads when the browser is idle (requestIdleCallback with a timeout).
  'chat-on-idle-callback': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>Call or email <a href="mailto:${own(ctx, 'sales')}">${own(ctx, 'sales')}</a></p><aside class="reviews-widget"><p>Reviews verified by Trustly Reviews — disputes@trustlyreviews.net</p></aside>
<script src="/static/idle.js"></script>`,
        }),
      ),
      '/static/idle.js': script(
        `(function(){var run=window.requestIdleCallback||function(cb){return setTimeout(cb,1)};run(function(){var s=document.createElement('script');s.async=true;s.src='//code.'+'jivosite'+'.com/widget/${ctx.slug.slice(0, 6)}Jv${ctx.index}';document.body.appendChild(s);},{timeout:3000});})();`,
      ),
    },
    expected: withOwnEmail(ctx, 'sales', {
      hasChatbot: true,
      chatbotPlatform: 'JivoChat',
      decoys: { emails: ['disputes@trustlyreviews.net'] },
    }),
  }),

  // A same-site tag container: a generic loader turns a JSON list of tags into script elements.
  'tag-container-config': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script async src="/tm/container.js?id=TM-${ctx.index}X7"></script>`,
          body: `<h1>${ctx.name}</h1><footer><p>${own(ctx, 'hello')}</p></footer>`,
        }),
      ),
      '/tm/container.js': script(
        `(function(){fetch('/tm/container.json').then(function(r){return r.json()}).then(function(c){c.tags.forEach(function(t){if(t.paused)return;var s=document.createElement('script');if(t.src)s.src=t.src;else s.text=t.code;s.async=true;document.head.appendChild(s);});});})();`,
      ),
      '/tm/container.json': {
        status: 200,
        headers: JSON_TYPE,
        body: JSON.stringify({
          container: `TM-${ctx.index}X7`,
          account: { owner: 'tags@tagpilot-cloud.com' },
          tags: [
            { name: 'analytics', code: 'window.dataLayer=window.dataLayer||[];' },
            { name: 'chat', code: liveChatSnippet(15_000_000 + ctx.index) },
          ],
        }),
      },
    },
    expected: withOwnEmail(ctx, 'hello', {
      hasChatbot: true,
      chatbotPlatform: 'LiveChat',
      decoys: { emails: ['tags@tagpilot-cloud.com'] },
    }),
  }),

  // WP Rocket "delay JavaScript execution": the external loader parked in data-rocket-src.
  'wp-rocket-parked-src': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('astra'),
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'office'), 'webnest')}
<script type="rocketlazyloadscript" data-rocket-type="text/javascript" data-rocket-src="https://code.tidio.co/z${ctx.index}k2l9p8q7r6s5.js" async></script>
<script>class RocketLazyLoadScripts{constructor(){this.triggerEvents=["keydown","mousedown","mousemove","touchmove","touchstart","touchend","wheel"];}}</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'office', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'Tidio',
      decoys: { emails: ['studio@webnest.co.uk'] },
    }),
  }),

  // Flying Scripts: the inline snippet becomes a base64 data: URL in data-src, run after interaction or 5 s.
  'flying-scripts-base64': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('generatepress'),
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'hello'), 'sitecraft')}
<script type="text/javascript" data-type="lazy" data-src="data:text/javascript;base64,${base64(tawkSnippet(`64f${ctx.index}a2b1c9d8e7f6a5b4c3d2`))}"></script>
<script type="text/javascript" id="flying-scripts">const loadScriptsTimer=setTimeout(loadScripts,5*1000);const userInteractionEvents=["mouseover","keydown","touchstart","touchmove","wheel"];userInteractionEvents.forEach(function(event){window.addEventListener(event,triggerScriptLoader,{passive:!0})});function triggerScriptLoader(){loadScripts();clearTimeout(loadScriptsTimer);userInteractionEvents.forEach(function(event){window.removeEventListener(event,triggerScriptLoader,{passive:!0})})}function loadScripts(){document.querySelectorAll("script[data-type='lazy']").forEach(function(elem){elem.setAttribute("src",elem.getAttribute("data-src"))})}</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'hello', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      decoys: { emails: ['studio@sitecraft.co.uk'] },
    }),
  }),

  // Perfmatters "delay JavaScript": inline scripts typed pmdelayedscript until the first interaction.
  'perfmatters-delayed': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('kadence'),
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'bookings'), 'crestline')}
<script type="pmdelayedscript" data-cfasync="false" data-no-optimize="1" data-no-defer="1" data-no-minify="1">${crispSnippet(`b2c4${ctx.index}e6f-1a2b-4c3d-9e8f-0a1b2c3d4e5f`)}</script>
<script id="perfmatters-delayed-scripts-js">(function(){const pmDelayClick=true;const pmUserInteractions=["keydown","mousedown","mousemove","wheel","touchmove","touchstart","touchend"];})();</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'bookings', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'Crisp',
      decoys: { emails: ['studio@crestline.co.uk'] },
    }),
  }),

  // LiteSpeed Cache "load JS deferred": type litespeed/javascript with data-src.
  'litespeed-deferred': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('hello-elementor'),
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'team'), 'pixelharbor')}
<script src="data:text/javascript;base64,dmFyIGxpdGVzcGVlZF92YXJfMT0xOw==" defer></script>
<script type="litespeed/javascript" data-src="https://embed.tawk.to/5e${ctx.index}b7c9d1e2f3a4b5c6d7e8/default"></script>
<script data-no-optimize="1">!function(t,e){"object"==typeof exports?module.exports=e():t.LazyLoad=e()}(this,function(){});window.litespeed_ui_events=["mouseover","click","keydown","wheel","touchmove","touchstart"];</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'team', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      decoys: { emails: ['studio@pixelharbor.co.uk'] },
    }),
  }),

  // Cookiebot holds the Zendesk snippet back as marketing; the declaration names other services too.
  'cookiebot-marketing-chat': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="1a2b3c4d-${ctx.index}" data-blockingmode="auto" type="text/javascript"></script>`,
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'support')}">${own(ctx, 'support')}</a> · Webdesign von <a href="https://kreativpunkt.de">Kreativpunkt</a> (info@kreativpunkt.de)</footer>
<script type="text/plain" data-cookieconsent="marketing" id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=${ctx.index}a1b2c3-d4e5-f6a7-b8c9-d0e1f2a3b4c5"></script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'support', {
      hasChatbot: true,
      chatbotPlatform: 'Zendesk',
      decoys: { emails: ['info@kreativpunkt.de'] },
    }),
  }),

  // OneTrust: the Drift snippet parked as text/plain in category C0004 (targeting).
  'onetrust-targeting-chat': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a1b2-${ctx.index}" charset="UTF-8"></script><script>function OptanonWrapper(){}</script>`,
          body: `<h1>${ctx.name}</h1><footer><p>${own(ctx, 'growth')}</p><p class="credit">Site by <a href="https://bluefinch.io">Bluefinch</a> · hello@bluefinch.io</p></footer>
<script type="text/plain" class="optanon-category-C0004">${driftSnippet(`k${ctx.index}m2n3p4q5r6`)}</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'growth', {
      hasChatbot: true,
      chatbotPlatform: 'Drift',
      decoys: { emails: ['hello@bluefinch.io'] },
    }),
  }),

  // Complianz: the LiveChat snippet blocked until marketing consent.
  'complianz-blocked-chat': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('oceanwp'),
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'contact'), 'webhaus')}
<script type="text/plain" data-category="marketing" data-service="livechat" class="cmplz-script">${liveChatSnippet(16_000_000 + ctx.index)}</script>
<div id="cmplz-cookiebanner-container"></div>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'contact', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'LiveChat',
      decoys: { emails: ['studio@webhaus.co.uk'] },
    }),
  }),

  // Borlabs Cookie: the script's address kept in a blocker attribute of a template script.
  'borlabs-blocked-chat': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: wpHead('enfold'),
          lang: 'de',
          body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'kontakt'), 'netzwerkstatt')}
<script type="text/template" data-borlabs-cookie-script-blocker-id="smartsupp" data-borlabs-cookie-script-blocker-src="https://www.smartsuppchat.com/loader.js?"></script>
<script type="text/template" data-borlabs-cookie-script-blocker-id="smartsupp-init">var _smartsupp = _smartsupp || {}; _smartsupp.key = '${ctx.index}f1e2d3c4b5a697887766554433221100aa';</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'kontakt', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'Smartsupp',
      decoys: { emails: ['studio@netzwerkstatt.co.uk'] },
    }),
  }),

  // Usercentrics: the Intercom snippet typed text/plain and named in data-usercentrics.
  'usercentrics-blocked-chat': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="aB3dE${ctx.index}" async></script>`,
          body: `<h1>${ctx.name}</h1><p>${own(ctx, 'welcome')}</p><footer>Designed &amp; developed by <a href="https://studiokite.com">Studio Kite</a> — team@studiokite.com</footer>
<script type="text/plain" data-usercentrics="Intercom">${intercomSnippet(`u${ctx.index}x9y8z7`)}</script>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'welcome', {
      hasChatbot: true,
      chatbotPlatform: 'Intercom',
      decoys: { emails: ['team@studiokite.com'] },
    }),
  }),

  // The chat lives in a same-site iframe page (a "widget" page the theme frames in the corner).
  'chat-in-same-site-iframe': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'frontdesk')}">${own(ctx, 'frontdesk')}</a> · Website by <a href="https://mapleweb.ca">MapleWeb</a> hello@mapleweb.ca</footer>
<iframe src="/widgets/assist.html" title="Assistant" style="position:fixed;bottom:0;right:0;width:380px;height:520px;border:0"></iframe>`,
        }),
      ),
      '/widgets/assist.html': ok(
        `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Assistant</title></head><body><script>${crispSnippet(`f00d${ctx.index}-aaaa-4bbb-8ccc-123456789abc`)}</script></body></html>`,
      ),
    },
    expected: withOwnEmail(ctx, 'frontdesk', {
      hasChatbot: true,
      chatbotPlatform: 'Crisp',
      decoys: { emails: ['hello@mapleweb.ca'] },
    }),
  }),

  // The loader's only trace of its vendor is the iframe it creates (host built at run time).
  'loader-creates-vendor-iframe': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>${own(ctx, 'ask')}</p><footer>Website by <a href="https://quartzweb.io">Quartz</a> · support@quartzweb.io</footer>
<script src="/js/assistant.js" defer></script>`,
        }),
      ),
      '/js/assistant.js': script(
        `window.addEventListener('load',function(){var f=document.createElement('iframe');f.src='https://'+['www','chatbase','co'].join('.')+'/chatbot-'+'iframe/'+'${ctx.slug}Bot42';f.style.cssText='position:fixed;bottom:16px;right:16px;width:360px;height:560px;border:0';f.title='Assistant';document.body.appendChild(f);});`,
      ),
    },
    expected: withOwnEmail(ctx, 'ask', {
      hasChatbot: true,
      chatbotPlatform: 'Chatbase',
      decoys: { emails: ['support@quartzweb.io'] },
    }),
  }),

  // The homepage only replaces itself with /home/.
  'location-replace-home': (ctx) => ({
    routes: {
      '/': {
        status: 200,
        headers: HTML,
        body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${ctx.name}</title></head><body><p>Loading…</p><script>location.replace("/home/")</script></body></html>`,
      },
      '/home/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><footer><a href="mailto:${own(ctx, 'info')}">${own(ctx, 'info')}</a> <a href="https://www.youtube.com/@${ctx.slug}">YouTube</a><p>Theme by <a href="https://twitter.com/zenthemes">ZenThemes</a></p></footer>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'info', {
      socials: { youtube: `https://youtube.com/@${ctx.slug}` },
      decoys: { socials: ['https://x.com/zenthemes'] },
    }),
  }),

  // A language chooser in script: the visitor is sent to /en/ (or their language) from an empty page.
  'js-language-chooser': (ctx) => ({
    routes: {
      '/': {
        status: 200,
        headers: HTML,
        body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${ctx.name}</title><script>var l=(navigator.languages&&navigator.languages[0]||navigator.language||'en').slice(0,2).toLowerCase();var ok=['en','de','fr'];window.location.href='/'+(ok.indexOf(l)>-1?l:'en')+'/';</script></head><body></body></html>`,
      },
      '/en/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><footer><p>Email: <a href="mailto:${own(ctx, 'reservations')}">${own(ctx, 'reservations')}</a></p><p>Site by <a href="https://alpenweb.ch">Alpenweb</a> · info@alpenweb.ch</p></footer>`,
        }),
      ),
      '/de/': ok(
        page(ctx, {
          lang: 'de',
          body: `<h1>${ctx.name}</h1><footer><p>E-Mail: <a href="mailto:${own(ctx, 'reservations')}">${own(ctx, 'reservations')}</a></p></footer>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'reservations', {
      decoys: { emails: ['info@alpenweb.ch'] },
    }),
  }),

  // A meta refresh after three seconds to the real start page.
  'meta-refresh-delayed': (ctx) => ({
    routes: {
      '/': ok(
        `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${ctx.name}</title><meta http-equiv="refresh" content="3; URL='/start.html'"></head><body><img src="/logo.png" alt="${ctx.name}"><p>Welcome! You will be redirected…</p></body></html>`,
      ),
      '/start.html': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>Contact: <a href="mailto:${own(ctx, 'mail')}">${own(ctx, 'mail')}</a></p><footer>Hosted &amp; designed by <a href="https://hostwerk.net">Hostwerk</a> · support@hostwerk.net</footer>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'mail', {
      decoys: { emails: ['support@hostwerk.net'] },
    }),
  }),

  // "Load the chat 9 seconds after the page": a theme option, longer than a render waits in real time.
  'chat-after-long-timer': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><p>Opening hours Mon–Sat. Email <a href="mailto:${own(ctx, 'desk')}">${own(ctx, 'desk')}</a></p><footer>Website: <a href="https://webfabrik.at">Webfabrik</a> office@webfabrik.at</footer>
<script src="/assets/js/theme.js?v=7"></script>`,
        }),
      ),
      '/assets/js/theme.js': script(
        `var THEME_OPTS={chatDelay:9000,chatKey:'${ctx.slug}UL${ctx.index}'};document.addEventListener('DOMContentLoaded',function(){setTimeout(function(){var s=document.createElement('script');s.async=true;s.src='https://userlike-cdn-'+'widgets.s3-eu-west-1.amazonaws.com/'+THEME_OPTS.chatKey+'.js';document.body.appendChild(s);},THEME_OPTS.chatDelay);});`,
      ),
    },
    expected: withOwnEmail(ctx, 'desk', {
      hasChatbot: true,
      chatbotPlatform: 'Userlike',
      decoys: { emails: ['office@webfabrik.at'] },
    }),
  }),

  // A slow app shell (3 s) whose bundle writes the contacts and starts the chat a few seconds later.
  'slow-app-shell-late-chat': (ctx) => ({
    routes: {
      '/': {
        ...ok(
          shell(
            ctx,
            `<script type="module" crossorigin src="/assets/index-a7Bc91xZ.js"></script>`,
            `<div id="app"></div>`,
          ),
        ),
        delayMs: 3_000,
      },
      '/assets/index-a7Bc91xZ.js': script(
        `${H};document.getElementById('app').append(h('h1',{text:${JSON.stringify(ctx.name)}}),h('p',null,'Email ',h('a',{href:'mailto:hello@${ctx.slug}.com',text:'hello@${ctx.slug}.com'})),h('footer',null,'Site by Nimbus Web · nimbus@nimbusweb.dev'));setTimeout(function(){var s=document.createElement('script');s.src='https://embed.'+'tawk'+'.to/${ctx.slug}/default';document.head.appendChild(s);},2500);`,
      ),
    },
    expected: withOwnEmail(ctx, 'hello', {
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      decoys: { emails: ['nimbus@nimbusweb.dev'] },
    }),
    firstPass: { status: 'failed', failureReason: 'timeout' },
  }),

  // Web components: the footer is a custom element that renders its contacts into its (open) shadow root.
  'web-component-shadow-footer': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          head: `<script type="module" src="/components/site-footer.js"></script>`,
          body: `<h1>${ctx.name}</h1><p>Handmade furniture, made to order in our workshop. Visit us or drop us a line.</p><site-footer></site-footer>`,
        }),
      ),
      '/components/site-footer.js': script(
        `class SiteFooter extends HTMLElement{connectedCallback(){const root=this.attachShadow({mode:'open'});fetch('/components/footer.json').then(r=>r.json()).then(d=>{root.innerHTML='<style>:host{display:block}</style><footer><a href="mailto:'+d.email+'">'+d.email+'</a> <a href="'+d.instagram+'">Instagram</a><p>Web design: <a href="'+d.by.url+'">'+d.by.name+'</a> '+d.by.email+'</p></footer>';});}}customElements.define('site-footer',SiteFooter);`,
      ),
      '/components/footer.json': {
        status: 200,
        headers: JSON_TYPE,
        body: JSON.stringify({
          email: own(ctx, 'workshop'),
          instagram: `https://www.instagram.com/${ctx.slug}/`,
          by: { name: 'Lumo Studio', url: 'https://lumostudio.fi', email: 'moi@lumostudio.fi' },
        }),
      },
    },
    expected: withOwnEmail(ctx, 'workshop', {
      socials: { instagram: `https://instagram.com/${ctx.slug}` },
      decoys: { emails: ['moi@lumostudio.fi'] },
    }),
  }),

  // Slow (3 s) and heavy (about 4 MB, mostly inline images): the contacts are at the end.
  'slow-and-heavy-homepage': (ctx) => ({
    routes: {
      '/': {
        ...ok(
          page(ctx, {
            head: wpHead('divi'),
            body: `<h1>${ctx.name}</h1>${inlineImages(2_600_000)}${inlineState(700_000)}${wpFooter(ctx, own(ctx, 'events'), 'gallerypress')}`,
          }),
        ),
        delayMs: 3_000,
      },
    },
    expected: withOwnEmail(ctx, 'events', {
      cmsPlatform: 'WordPress',
      decoys: { emails: ['studio@gallerypress.co.uk'] },
    }),
    firstPass: { status: 'failed', failureReason: 'timeout' },
  }),

  // Answers after 2.5–3.5 s: slower than the first pass's budget; the deep pass fills it.
  'slow-homepage-with-widget': (ctx) => ({
    routes: {
      '/': {
        ...ok(
          page(ctx, {
            head: wpHead('divi'),
            body: `<h1>${ctx.name}</h1>${wpFooter(ctx, own(ctx, 'hello'), 'slowpoke')}<script>${tawkSnippet(`60a${ctx.index}b1c2d3e4f5a6b7c8`)}</script>`,
          }),
        ),
        delayMs: 2_500 + (ctx.index % 3) * 500,
      },
    },
    expected: withOwnEmail(ctx, 'hello', {
      cmsPlatform: 'WordPress',
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      decoys: { emails: ['studio@slowpoke.co.uk'] },
    }),
    firstPass: { status: 'failed', failureReason: 'timeout' },
  }),

  // 3–5 MB: inline images, a builder's JSON and a huge SVG; the contacts are in the footer at the very end.
  'heavy-homepage-footer-contacts': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<header><h1>${ctx.name}</h1></header>${inlineImages(1_500_000)}${inlineState(1_000_000 + (ctx.index % 3) * 300_000)}${hugeSvg(900_000)}
<footer><p>Orders: <a href="mailto:${own(ctx, 'orders')}">${own(ctx, 'orders')}</a></p><a href="https://www.facebook.com/${ctx.slug}">Facebook</a><p>Made by <a href="https://heavyweb.agency">Heavyweb</a> · hello@heavyweb.agency</p></footer>`,
        }),
      ),
    },
    expected: withOwnEmail(ctx, 'orders', {
      socials: { facebook: `https://facebook.com/${ctx.slug}` },
      decoys: { emails: ['hello@heavyweb.agency'] },
    }),
  }),

  // Over the deep pass's cap: what was read (the header's contacts) is kept.
  'over-cap-homepage': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<header><h1>${ctx.name}</h1><p><a href="mailto:${own(ctx, 'shop')}">${own(ctx, 'shop')}</a> · Site by Bigsite Labs (dev@bigsitelabs.com)</p></header>${productGrid(11_000_000)}
<footer><p>${own(ctx, 'never-read')}</p></footer>`,
        }),
      ),
    },
    expected: { status: 'ok', emails: [own(ctx, 'shop')], decoys: { emails: ['dev@bigsitelabs.com'] } },
  }),

  // The homepage is fast; its contact page answers after three seconds.
  'slow-contact-page': (ctx) => ({
    routes: {
      '/': ok(
        page(ctx, {
          body: `<h1>${ctx.name}</h1><nav><a href="/">Home</a> <a href="/contact-us/">Contact us</a></nav><footer>Website by <a href="https://fastlane.design">Fastlane</a> · hi@fastlane.design</footer>`,
        }),
      ),
      '/contact-us/': {
        ...ok(
          page(ctx, {
            body: `<h1>Contact us</h1><p><a href="mailto:${own(ctx, 'enquiries')}">${own(ctx, 'enquiries')}</a></p><a href="https://www.instagram.com/${ctx.slug}/">Instagram</a>`,
          }),
        ),
        delayMs: 3_000,
      },
    },
    expected: withOwnEmail(ctx, 'enquiries', {
      socials: { instagram: `https://instagram.com/${ctx.slug}` },
      decoys: { emails: ['hi@fastlane.design'] },
    }),
    firstPass: { status: 'ok', emails: [] },
  }),
};

export const BROWSER_PROBE_ARCHETYPE_NAMES = Object.keys(BROWSER_PROBE_ARCHETYPES);

const NAMES = [
  'Bluebell Bakery',
  'Summit Roofing',
  'Lakeside Yoga',
  'Oakridge Vets',
  'Marigold Salon',
  'Ironbridge Garage',
  'Willow Dental',
];

/** The probe site number `index`: same index, same site (served with `startFakeWebsites({ sites })`). */
export function browserProbeSite(index: number, year = new Date().getUTCFullYear()): FakeSite {
  return siteOfSet(BROWSER_PROBE_ARCHETYPES, NAMES, index, year);
}
