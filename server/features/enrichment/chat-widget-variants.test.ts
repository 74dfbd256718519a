import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { detectChatWidgets } from './detect-chat-widgets';
import { buildPage } from './page';

/**
 * Install variants beside the canonical snippets (chat-snippets.ts): the forms vendors and WordPress plugins
 * actually leave in a page — settings object only, minified loaders, other hosts and paths, iframes,
 * data-attributes, scripts parked by consent managers and script delayers.
 */
const detect = (body: string) =>
  detectChatWidgets([
    buildPage(
      'https://joesplumbing.com/',
      load(`<!DOCTYPE html><html><head><title>Joe's Plumbing</title></head><body>${body}</body></html>`),
    ),
  ]);
const strongIds = (body: string) =>
  detect(body)
    .widgets.filter((widget) => widget.confidence === 'strong')
    .map((widget) => widget.id);

const VARIANTS: [id: string, form: string, html: string][] = [
  [
    'intercom',
    'settings object only (plugin loads the script)',
    `<script>window.intercomSettings={app_id:"abc123",alignment:"left"};</script>`,
  ],
  ['intercom', 'boot call', `<script>window.Intercom("boot",{app_id:"abc123"});</script>`],
  ['drift', 'snippet version line only', `<script>drift.SNIPPET_VERSION = '0.3.1';</script>`],
  [
    'tidio',
    'async script in the footer',
    `<footer><p>© Joe</p></footer><script async defer src="https://code.tidio.co/lkjhgfdsa0987.js"></script>`,
  ],
  [
    'tawkto',
    'minified loader with another widget path',
    `<script>var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date;!function(){var e=document.createElement("script"),t=document.getElementsByTagName("script")[0];e.async=!0,e.src="https://embed.tawk.to/6543abc/1hdk2l3",e.charset="UTF-8",t.parentNode.insertBefore(e,t)}();</script>`,
  ],
  [
    'livechat',
    'tracking script with license in data',
    `<script>window.__lc=window.__lc||{};window.__lc.license=17171717;</script><script async src="https://cdn.livechatinc.com/tracking.js"></script>`,
  ],
  ['crisp', 'push API only', `<script>window.$crisp.push(["set","user:email",["a@b.co"]]);</script>`],
  [
    'zendesk',
    'settings before the snippet',
    `<script>window.zESettings={webWidget:{color:{theme:"#78a300"}}};</script>`,
  ],
  [
    'zendesk',
    'classic embeddable framework',
    `<script src="https://assets.zendesk.com/embeddable_framework/main.js" data-ze-csp="true" async defer></script>`,
  ],
  [
    'zopim',
    'legacy $zopim loader',
    `<script>window.$zopim||(function(d,s){var z=$zopim=function(c){z._.push(c)},$=z.s=d.createElement(s);$.src="https://v2.zopim.com/?2abcDEF";})(document,"script");</script>`,
  ],
  [
    'hubspot_chat',
    'conversations settings',
    `<script>window.hsConversationsSettings={loadImmediately:false};window.HubSpotConversations.widget.load();</script>`,
  ],
  [
    'olark',
    'identify call in a minified loader',
    `<script>;(function(o,l,a,r,k,y){r="script";y=l.createElement(r);y.async=1;y.src="https://static.olark.com/jsclient/loader.js";})(window,document);olark.identify('1234-567-89-1011');</script>`,
  ],
  [
    'freshchat',
    'Freshworks loader with chat=true',
    `<script src="//eu.fw-cdn.com/10987654/321098.js" chat="true" defer></script>`,
  ],
  [
    'freshchat',
    'per-account widget host',
    `<script src="https://joesplumbing-123.freshchat.com/js/widget.js"></script>`,
  ],
  [
    'manychat',
    'embed div and mccdn script',
    `<div class="mcwidget-embed" data-widget-id="123456"></div><script src="https://mccdn.me/assets/js/widget.js" defer></script>`,
  ],
  [
    'leadconnector',
    'custom element',
    `<chat-widget location-id="AbCdEf123" style="--chat-widget-primary-color:#188bf6"></chat-widget><script src="https://widgets.leadconnectorhq.com/loader.js" data-resources-url="https://widgets.leadconnectorhq.com/chat-widget/loader.js"></script>`,
  ],
  [
    'podium',
    'script id with data token',
    `<script defer id="podium-widget" data-organization-api-token="0f1e2d3c" src="https://connect.podium.com/widget.js#ORG_TOKEN=0f1e2d3c"></script>`,
  ],
  [
    'birdeye',
    'webchat script',
    `<script type="text/javascript" id="bewebchat" data-id="167843" data-bid="1" data-token="abc" src="https://birdeye.com/embed/v6/167843/1/abc"></script>`,
  ],
  ['smithai', 'account global', `<script>window.smithChatAccount="joes-plumbing";</script>`],
  [
    'chatra',
    'ChatraID only',
    `<script>(function(d,w,c){w.ChatraID='AbC123';})(document,window,'Chatra');</script>`,
  ],
  [
    'userlike',
    'S3-hosted widget',
    `<script async src="https://userlike-cdn-widgets.s3-eu-west-1.amazonaws.com/0a1b2c3d.js"></script>`,
  ],
  [
    'gorgias',
    'install script id with bundle loader',
    `<script id="gorgias-chat-widget-install-v3" src="https://config.gorgias.chat/bundle-loader/01HABCDEF"></script>`,
  ],
  [
    'reamaze',
    'support account object',
    `<script>var _support=_support||{ui:{},user:{}};_support['account']='joesplumbing';</script>`,
  ],
  ['jivochat', 'regional code host', `<script src="//code-eu1.jivosite.com/widget/AbCdEf" async></script>`],
  ['botpress', 'v2 init call', `<script>window.botpress.init({botId:"abc",clientId:"def"});</script>`],
  [
    'voiceflow',
    'widget-next module',
    `<script>(function(d,t){var v=d.createElement(t),s=d.getElementsByTagName(t)[0];v.onload=function(){window.voiceflow.chat.load({verify:{projectID:'abc'}});};v.src="https://cdn.voiceflow.com/widget-next/bundle.mjs";v.type="text/javascript";s.parentNode.insertBefore(v,s);})(document,'script');</script>`,
  ],
  [
    'landbot',
    'mjs embed',
    `<script type="module">import Landbot from 'https://cdn.landbot.io/landbot-3/landbot-3.0.0.mjs'; const myLandbot = new Landbot.Livechat({configUrl:'https://storage.googleapis.com/landbot.online/v3/H-1234/index.json'});</script>`,
  ],
  [
    'chatbase',
    'iframe',
    `<iframe src="https://www.chatbase.co/chatbot-iframe/AbCdEf123" width="100%" style="height:100%;min-height:700px" frameborder="0"></iframe>`,
  ],
  [
    'chatbase',
    'embedded config',
    `<script>window.embeddedChatbotConfig={chatbotId:"AbC",domain:"www.chatbase.co"}</script>`,
  ],
  ['tiledesk', 'settings', `<script>window.tiledeskSettings={projectid:"5f1234"};</script>`],
  [
    'zoho_salesiq',
    'EU host',
    `<script>var $zoho=$zoho||{};$zoho.salesiq=$zoho.salesiq||{widgetcode:"siq123",values:{},ready:function(){}};</script><script id="zsiqscript" src="https://salesiq.zohopublic.eu/widget?wc=siq123" defer></script>`,
  ],
  [
    'smartsupp',
    'key assignment',
    `<script>var _smartsupp=_smartsupp||{};_smartsupp.key='0123abcd';</script>`,
  ],
  [
    'helpscout',
    'Beacon init',
    `<script>window.Beacon('init', '0b1c2d3e-aaaa-bbbb-cccc-ddddeeeeffff')</script>`,
  ],
  [
    'kommunicate',
    'settings object',
    `<script>(function(d,m){var kommunicateSettings={"appId":"abc","popupWidget":true};})(document,window.kommunicate||{});</script>`,
  ],
  [
    'chatwoot',
    'settings only',
    `<script>window.chatwootSettings={position:"right",type:"expanded_bubble"};</script>`,
  ],
  [
    'brevo',
    'former Sendinblue snippet',
    `<script>(function(d,w,c){w.SibConversationsID='61abc';w[c]=w[c]||function(){(w[c].q=w[c].q||[]).push(arguments)};var s=d.createElement('script');s.async=true;s.src='https://conversations-widget.sendinblue.com/sib-conversations.js';})(document,window,'SibConversations');</script>`,
  ],
  [
    'ada',
    'script with id and handle',
    `<script id="__ada" data-handle="joesplumbing" src="https://static.ada.support/embed2.js"></script>`,
  ],
  [
    'purechat',
    'widget script',
    `<script>window.purechatApi={l:[],t:[],on:function(){this.l.push(arguments)}};</script>`,
  ],
  [
    'apexchat',
    'invitation script',
    `<script src="//www.apexchat.net/scripts/invitation.ashx?company=joesplumbing" async></script>`,
  ],
  [
    'comm100',
    'API object',
    `<script>var Comm100API=Comm100API||{};(function(t){function e(e){var a=document.createElement("script");a.src=e;}})();</script>`,
  ],
  [
    'liveperson',
    'lpTag',
    `<script>window.lpTag=window.lpTag||{},"undefined"==typeof window.lpTag._tagCount?(window.lpTag={site:"12345678"}):0;</script>`,
  ],
  [
    'snapengage',
    'Google storage host',
    `<script src="https://storage.googleapis.com/code.snapengage.com/js/0a1b2c3d.js" async></script>`,
  ],
  [
    'qualified',
    'queue object',
    `<script>(function(w,q){w['QualifiedObject']=q;w[q]=w[q]||function(){(w[q].q=w[q].q||[]).push(arguments)};})(window,'qualified')</script>`,
  ],
  [
    'trengo',
    'static widget host',
    `<script>window.Trengo=window.Trengo||{};window.Trengo.key='AbC';(function(d,s){s=d.createElement('script');s.src='https://static.widget.trengo.eu/embed.js';})(document);</script>`,
  ],
  [
    'tidio',
    'parked by a consent manager',
    `<script type="text/plain" data-cookieconsent="marketing" src="//code.tidio.co/abc.js"></script>`,
  ],
  [
    'crisp',
    'delayed by Perfmatters',
    `<script type="pmdelayedscript" data-pmdelayedscript="https://client.crisp.chat/l.js" data-no-optimize="1"></script>`,
  ],
  [
    'tawkto',
    'direct chat link in an iframe',
    `<iframe src="https://tawk.to/chat/6543abc/1hdk2l3" width="400" height="600"></iframe>`,
  ],
  [
    'intercom',
    'rendered launcher (page saved after scripts ran)',
    `<div id="intercom-container"><div class="intercom-app"><iframe name="intercom-launcher-frame" title="Intercom live chat"></iframe></div></div>`,
  ],
  [
    'drift',
    'rendered frame controller',
    `<div id="drift-frame-controller" class="drift-conductor-item"><iframe class="drift-frame-controller" title="Drift Widget"></iframe></div>`,
  ],
  [
    'tidio',
    'rendered container',
    `<div id="tidio-chat"><iframe title="Tidio Chat" id="tidio-chat-iframe"></iframe></div>`,
  ],
  ['crisp', 'rendered client', `<div class="crisp-client"><div id="crisp-chatbox"></div></div>`],
  [
    'jivochat',
    'rendered jdiv elements',
    `<jdiv><jdiv class="wrap_b4f5"><jdiv class="button_c2d1"></jdiv></jdiv></jdiv>`,
  ],
  [
    'freshchat',
    'rendered frame',
    `<div id="fc_frame" class="fc-widget-normal"><iframe id="fc_widget"></iframe></div>`,
  ],
  ['comm100', 'button placeholder', `<div id="comm100-button-95a8c67f-e571-44e4-9fe7-91314f222ed3"></div>`],
  [
    'tawkto',
    'delayed by LiteSpeed',
    `<script data-litespeed-src="https://embed.tawk.to/6543abc/default" type="litespeed/javascript"></script>`,
  ],
  [
    'tawkto',
    'inline snippet parked by Flying Scripts as a base64 data: URL',
    `<script type="text/javascript" data-type="lazy" data-src="data:text/javascript;base64,dmFyIFRhd2tfQVBJPVRhd2tfQVBJfHx7fTsoZnVuY3Rpb24oKXt2YXIgczE9ZG9jdW1lbnQuY3JlYXRlRWxlbWVudCgnc2NyaXB0Jyk7czEuc3JjPSdodHRwczovL2VtYmVkLnRhd2sudG8vNjRmYTJiLzFoYjJjJztkb2N1bWVudC5oZWFkLmFwcGVuZENoaWxkKHMxKTt9KSgpOw=="></script>`,
  ],
  [
    'crisp',
    'inline snippet given as a URL-encoded data: URL',
    `<script defer src="data:text/javascript,window.CRISP_WEBSITE_ID%3D%22abc%22%3B"></script>`,
  ],
];

describe('detectChatWidgets: real-world install variants', () => {
  it.each(VARIANTS)('finds %s from its %s', (id, _form, html) => {
    expect(strongIds(html)).toEqual([id]);
  });
});

/** Pages that talk about or link to chat vendors without running one. */
const LOOKALIKES: [what: string, html: string][] = [
  [
    'links to vendor websites and a partner logo',
    `<p>We switched from <a href="https://www.intercom.com/">Intercom</a> to <a href="https://www.drift.com">Drift</a>.</p>
<img src="https://www.tidio.com/images/logo.svg" alt="Tidio"><a href="https://www.tawk.to/">tawk.to</a><a href="https://crisp.chat/en/">Crisp</a>`,
  ],
  [
    'a blog post that shows an install snippet as code',
    `<article><h2>How to add live chat</h2><pre><code>&lt;script src="https://widget.intercom.io/widget/abc"&gt;&lt;/script&gt;
window.intercomSettings = {}; var Tawk_API = {}; drift.load('x'); $crisp.push([])</code></pre></article>`,
  ],
  [
    'vendor names in prose and in the navigation',
    `<nav><a href="/services/drift-repair">Drift repair</a></nav><p>Our LiveChat line and Olark, Zendesk, Freshchat, ManyChat, Podium, Smartsupp, Tidio and Chatra are just words here.</p>`,
  ],
  [
    'a Facebook share link and a WhatsApp button',
    `<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a><a href="https://wa.me/15125550100">WhatsApp</a>`,
  ],
  [
    'a commented-out old widget',
    `<!-- <script src="https://code.tidio.co/old.js"></script> --><!-- <script>window.$crisp=[];window.CRISP_WEBSITE_ID="x"</script> -->`,
  ],
  [
    'a Freshdesk help widget (tickets, not chat)',
    `<script>window.fwSettings={'widget_id':12000000123};</script><script src="https://widget.freshworks.com/widgets/12000000123.js" async defer></script>`,
  ],
  [
    'a Birdeye reviews widget',
    `<div id="bf-revz-widget-123"></div><script src="https://birdeye.com/embed/v7/123/1/456/abc"></script>`,
  ],
  [
    'a custom chat container with a generic id',
    `<div id="chat-widget-container"><button class="chat-toggle">Chat</button></div>`,
  ],
  [
    'the HubSpot tracking loader alone',
    `<script id="hs-script-loader" async defer src="//js-na1.hs-scripts.com/1234567.js"></script>`,
  ],
];

describe('detectChatWidgets: lookalikes are not widgets', () => {
  it.each(LOOKALIKES)('reports no working widget for %s', (_, html) => {
    expect(strongIds(html)).toEqual([]);
  });
});

describe('detectChatWidgets: WhatsApp', () => {
  it.each([
    ['a click-to-chat link', '<a href="https://wa.me/15125550100">WhatsApp us</a>', ['whatsapp']],
    [
      'an API send link with a phone',
      '<a href="https://api.whatsapp.com/send?phone=15125550100&text=Hi">Chat</a>',
      ['whatsapp'],
    ],
    ['a share button', '<a href="https://api.whatsapp.com/send?text=Look%20at%20this">Share</a>', []],
    ['a wa.me share button', '<a href="https://wa.me/?text=Look">Share</a>', []],
  ])('reads %s', (_, html, channels) => {
    expect(detect(html).messagingChannels).toEqual(channels);
  });
});
