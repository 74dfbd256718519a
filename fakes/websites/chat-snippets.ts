/**
 * Install snippets of each chat vendor, shaped like the vendors' published embed codes (keys made up).
 * The fake websites serve them, and the detector tests use them as fixtures.
 */
export type ChatSnippet = { id: string; name: string; html: string };

export const CHAT_SNIPPETS: ChatSnippet[] = [
  {
    id: 'intercom',
    name: 'Intercom',
    html: `<script>window.intercomSettings = { api_base: "https://api-iam.intercom.io", app_id: "x1y2z3" };</script>
<script>(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/x1y2z3';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};l();}})();</script>`,
  },
  {
    id: 'drift',
    name: 'Drift',
    html: `<script>"use strict";!function(){var t=window.driftt=window.drift=window.driftt||[];if(!t.init){t.invoked=!0,t.methods=["identify","track"],t.factory=function(e){return function(){var n=Array.prototype.slice.call(arguments);return n.unshift(e),t.push(n),t}},t.load=function(t){var e=3e5,n=Math.ceil(new Date/e)*e,o=document.createElement("script");o.type="text/javascript",o.async=!0,o.crossorigin="anonymous",o.src="https://js.driftt.com/include/"+n+"/"+t+".js";var i=document.getElementsByTagName("script")[0];i.parentNode.insertBefore(o,i)}}}();drift.SNIPPET_VERSION='0.3.1';drift.load('ab12cd34ef56');</script>`,
  },
  {
    id: 'tidio',
    name: 'Tidio',
    html: `<script src="//code.tidio.co/abcdefghijklmnopqrstuvwxyz123456.js" async></script>`,
  },
  {
    id: 'tawkto',
    name: 'tawk.to',
    html: `<script type="text/javascript">var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];s1.async=true;s1.src='https://embed.tawk.to/5f1234567890abcdef123456/default';s1.charset='UTF-8';s1.setAttribute('crossorigin','*');s0.parentNode.insertBefore(s1,s0);})();</script>`,
  },
  {
    id: 'livechat',
    name: 'LiveChat',
    html: `<script>window.__lc = window.__lc || {};window.__lc.license = 12345678;(function(n,t,c){function i(n){return e._h?e._h.apply(null,n):e._q.push(n)}var e={_q:[],_h:null,_v:"2.0",init:function(){var n=t.createElement("script");n.async=!0,n.type="text/javascript",n.src="https://cdn.livechatinc.com/tracking.js",t.head.appendChild(n)}};!n.__lc.asyncInit&&e.init(),n.LiveChatWidget=n.LiveChatWidget||e}(window,document,[].slice))</script>`,
  },
  {
    id: 'crisp',
    name: 'Crisp',
    html: `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="0f4c7c4e-1111-2222-3333-444455556666";(function(){d=document;s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();</script>`,
  },
  {
    id: 'zendesk',
    name: 'Zendesk',
    html: `<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=1a2b3c4d-5e6f"></script>`,
  },
  {
    id: 'zopim',
    name: 'Zendesk Chat (Zopim)',
    html: `<script type="text/javascript">window.$zopim||(function(d,s){var z=$zopim=function(c){z._.push(c)},$=z.s=d.createElement(s),e=d.getElementsByTagName(s)[0];z.set=function(o){z.set._.push(o)};z._=[];z.set._=[];$.async=!0;$.setAttribute("charset","utf-8");$.src="https://v2.zopim.com/?2AbCdEf";z.t=+new Date;$.type="text/javascript";e.parentNode.insertBefore($,e)})(document,"script");</script>`,
  },
  {
    id: 'hubspot_chat',
    name: 'HubSpot Chat',
    html: `<script>window.hsConversationsSettings = { loadImmediately: true }; window.HubSpotConversations && window.HubSpotConversations.widget.load();</script><script async src="https://js.usemessages.com/conversations-embed.js" data-hsjs-portal="1234567"></script>`,
  },
  {
    id: 'olark',
    name: 'Olark',
    html: `<script type="text/javascript" async> ;(function(o,l,a,r,k,y){if(o.olark)return; r="script";y=l.createElement(r);r=l.getElementsByTagName(r)[0]; y.async=1;y.src="//"+a;r.parentNode.insertBefore(y,r); y=o.olark=function(){k.s.push(arguments);k.t.push(+new Date)}; y.extend=function(i,j){y("extend",i,j)}; y.identify=function(i){y("identify",k.i=i)}; y.configure=function(i,j){y("configure",i,j);k.c[i]=j}; k=y._={s:[],t:[+new Date],c:{},l:a}; })(window,document,"static.olark.com/jsclient/loader.js");
olark.identify('1234-567-89-0123');</script>`,
  },
  {
    id: 'freshchat',
    name: 'Freshchat',
    html: `<script src="//fw-cdn.com/1234567/1234567.js" chat="true"></script>`,
  },
  {
    id: 'manychat',
    name: 'ManyChat',
    html: `<script src="//widget.manychat.com/123456789012345.js" defer="defer"></script><script src="https://mccdn.me/assets/js/widget.js" defer="defer"></script>`,
  },
  {
    id: 'leadconnector',
    name: 'LeadConnector (GoHighLevel) Chat',
    html: `<script src="https://widgets.leadconnectorhq.com/loader.js" data-resources-url="https://widgets.leadconnectorhq.com/chat-widget/loader.js" data-widget-id="65f0c0ffee1234567890abcd"></script>`,
  },
  {
    id: 'podium',
    name: 'Podium Webchat',
    html: `<script defer src="https://connect.podium.com/widget.js#ORG_TOKEN=abc-123" id="podium-widget" data-organization-api-token="abc-123"></script>`,
  },
  {
    id: 'birdeye',
    name: 'Birdeye Webchat',
    html: `<script type="text/javascript" id="bewebchat" data-id="123456789" data-bizid="123456789" data-name="Acme" src="https://birdeye.com/embed/v6/123456/1/123456789/abcdef"></script>`,
  },
  {
    id: 'smithai',
    name: 'Smith.ai Chat',
    html: `<script>window.smithChatAccount = 'acme-1234'; (function(d){var s=d.createElement('script');s.async=true;s.src='https://app.smith.ai/chat/widget-latest.js';d.head.appendChild(s);})(document);</script>`,
  },
  {
    id: 'chatra',
    name: 'Chatra',
    html: `<script>(function(d, w, c) { w.ChatraID = 'abcDEF123ghi'; var s = d.createElement('script'); w[c] = w[c] || function() { (w[c].q = w[c].q || []).push(arguments); }; s.async = true; s.src = 'https://call.chatra.io/chatra.js'; if (d.head) d.head.appendChild(s); })(document, window, 'Chatra');</script>`,
  },
  {
    id: 'userlike',
    name: 'Userlike',
    html: `<script async type="text/javascript" src="https://userlike-cdn-widgets.s3-eu-west-1.amazonaws.com/0123456789abcdef.js"></script>`,
  },
  {
    id: 'gorgias',
    name: 'Gorgias',
    html: `<script id="gorgias-chat-widget-install-v3" src="https://config.gorgias.chat/bundle-loader/01GABCDEF12345"></script>`,
  },
  {
    id: 'reamaze',
    name: 'Re:amaze',
    html: `<script type="text/javascript" async src="https://cdn.reamaze.com/assets/reamaze.js"></script><script>var _support = _support || { 'ui': {}, 'user': {} }; _support['account'] = 'acme';</script>`,
  },
  {
    id: 'jivochat',
    name: 'JivoChat',
    html: `<script src="//code.jivosite.com/widget/AbCdEf1234" async></script>`,
  },
  {
    id: 'botpress',
    name: 'Botpress',
    html: `<script src="https://cdn.botpress.cloud/webchat/v2.2/inject.js"></script><script src="https://files.bpcontent.cloud/2024/05/01/12/20240501120000-ABCDEF.js"></script>`,
  },
  {
    id: 'voiceflow',
    name: 'Voiceflow',
    html: `<script type="text/javascript">(function(d, t) { var v = d.createElement(t), s = d.getElementsByTagName(t)[0]; v.onload = function() { window.voiceflow.chat.load({ verify: { projectID: 'abc123' }, url: 'https://general-runtime.voiceflow.com', versionID: 'production' }); }; v.src = "https://cdn.voiceflow.com/widget/bundle.mjs"; v.type = "text/javascript"; s.parentNode.insertBefore(v, s); })(document, 'script');</script>`,
  },
  {
    id: 'landbot',
    name: 'Landbot',
    html: `<script type="module">import Landbot from 'https://cdn.landbot.io/landbot-3/landbot-3.0.0.mjs'; var myLandbot = new Landbot.Livechat({ configUrl: 'https://storage.googleapis.com/landbot.online/v3/H-123456-ABCDEF/index.json' });</script>`,
  },
  {
    id: 'chatbase',
    name: 'Chatbase',
    html: `<script>window.embeddedChatbotConfig = { chatbotId: "AbC123", domain: "www.chatbase.co" }</script><script src="https://www.chatbase.co/embed.min.js" chatbotId="AbC123" domain="www.chatbase.co" defer></script>`,
  },
  {
    id: 'tiledesk',
    name: 'Tiledesk',
    html: `<script type="application/javascript">window.tiledeskSettings = { projectid: "5f0c1" }; (function(d, s, id) { var js, fjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) return; js = d.createElement(s); js.id = id; js.src = "https://widget.tiledesk.com/v6/launch.js"; fjs.parentNode.insertBefore(js, fjs); }(document, 'script', 'tiledesk-jssdk'));</script>`,
  },
  {
    id: 'zoho_salesiq',
    name: 'Zoho SalesIQ',
    html: `<script type="text/javascript" id="zsiqchat">var $zoho=$zoho || {};$zoho.salesiq = $zoho.salesiq || {widgetcode: "siq0123456789", values:{},ready:function(){}};var d=document;s=d.createElement("script");s.type="text/javascript";s.id="zsiqscript";s.defer=true;s.src="https://salesiq.zohopublic.com/widget";t=d.getElementsByTagName("script")[0];t.parentNode.insertBefore(s,t);</script>`,
  },
  {
    id: 'smartsupp',
    name: 'Smartsupp',
    html: `<script type="text/javascript">var _smartsupp = _smartsupp || {}; _smartsupp.key = '0123456789abcdef0123456789abcdef'; window.smartsupp||(function(d) { var s,c,o=smartsupp=function(){ o._.push(arguments)};o._=[]; s=d.getElementsByTagName('script')[0];c=d.createElement('script'); c.type='text/javascript';c.charset='utf-8';c.async=true; c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s); })(document);</script>`,
  },
  {
    id: 'helpscout',
    name: 'Help Scout Beacon',
    html: `<script type="text/javascript">!function(e,t,n){function a(){var e=t.getElementsByTagName("script")[0],n=t.createElement("script");n.type="text/javascript",n.async=!0,n.src="https://beacon-v2.helpscout.net",e.parentNode.insertBefore(n,e)}if(e.Beacon=n=function(t,n,a){e.Beacon.readyQueue.push({method:t,options:n,data:a})},n.readyQueue=[],"complete"===t.readyState)return a();e.attachEvent?e.attachEvent("onload",a):e.addEventListener("load",a,!1)}(window,document,window.Beacon||function(){});</script><script type="text/javascript">window.Beacon('init', '01234567-89ab-cdef-0123-456789abcdef')</script>`,
  },
  {
    id: 'kommunicate',
    name: 'Kommunicate',
    html: `<script type="text/javascript">(function(d, m){ var kommunicateSettings = {"appId":"abc123","popupWidget":true}; var s = document.createElement("script"); s.type = "text/javascript"; s.async = true; s.src = "https://widget.kommunicate.io/v2/kommunicate.app"; var h = document.getElementsByTagName("head")[0]; h.appendChild(s); window.kommunicate = m; m._globals = kommunicateSettings; })(document, window.kommunicate || {});</script>`,
  },
  {
    id: 'chatwoot',
    name: 'Chatwoot',
    html: `<script>(function(d,t) { var BASE_URL="https://chat.acme-support.com"; var g=d.createElement(t),s=d.getElementsByTagName(t)[0]; g.src=BASE_URL+"/packs/js/sdk.js"; g.defer = true; g.async = true; s.parentNode.insertBefore(g,s); g.onload=function(){ window.chatwootSDK.run({ websiteToken: 'AbCdEf', baseUrl: BASE_URL }) } })(document,"script");</script>`,
  },
  {
    id: 'brevo',
    name: 'Brevo Conversations',
    html: `<script>(function(d, w, c) { w.BrevoConversationsID = '0123456789abcdef'; w[c] = w[c] || function() { (w[c].q = w[c].q || []).push(arguments); }; var s = d.createElement('script'); s.async = true; s.src = 'https://conversations-widget.brevo.com/brevo-conversations.js'; if (d.head) d.head.appendChild(s); })(document, window, 'BrevoConversations');</script>`,
  },
  {
    id: 'ada',
    name: 'Ada',
    html: `<script id="__ada" data-handle="acme" src="https://static.ada.support/embed2.js"></script>`,
  },
  {
    id: 'purechat',
    name: 'Pure Chat',
    html: `<script type='text/javascript' data-cfasync='false'>window.purechatApi = { l: [], t: [], on: function () { this.l.push(arguments); } }; (function () { var done = false; var script = document.createElement('script'); script.async = true; script.type = 'text/javascript'; script.src = 'https://app.purechat.com/VisitorWidget/WidgetScript'; document.getElementsByTagName('HEAD').item(0).appendChild(script); })();</script>`,
  },
  {
    id: 'apexchat',
    name: 'ApexChat',
    html: `<script src="https://www.apexchat.net/scripts/invitation.ashx?company=acme" async></script>`,
  },
  {
    id: 'comm100',
    name: 'Comm100',
    html: `<script>var Comm100API=Comm100API||{};(function(t){function e(e){var a=document.createElement("script"),c=document.getElementsByTagName("script")[0];a.type="text/javascript",a.async=!0,a.src=e+t.site_id,c.parentNode.insertBefore(a,c)}t.chat_buttons=t.chat_buttons||[],t.site_id=1000,e("https://vue.comm100.com/livechat.ashx?siteId=")})(Comm100API||{})</script>`,
  },
  {
    id: 'liveperson',
    name: 'LivePerson',
    html: `<script type="text/javascript">window.lpTag=window.lpTag||{},'undefined'==typeof window.lpTag._tagCount?(window.lpTag={site:'12345678',section:lpTag.section||'',autoStart:lpTag.autoStart===!1?!1:!0,ovr:lpTag.ovr||{},_v:'1.10.0',_tagCount:1,protocol:'https:',events:{}}):window.lpTag._tagCount+=1;</script>`,
  },
  {
    id: 'snapengage',
    name: 'SnapEngage',
    html: `<script type="text/javascript">(function() { var se = document.createElement('script'); se.type = 'text/javascript'; se.async = true; se.src = '//storage.googleapis.com/code.snapengage.com/js/01234567-89ab.js'; var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(se, s); })();</script>`,
  },
  {
    id: 'qualified',
    name: 'Qualified',
    html: `<script src="https://js.qualified.com/qualified.js?token=AbCdEf123" async></script>`,
  },
  {
    id: 'trengo',
    name: 'Trengo',
    html: `<script type="text/javascript">window.Trengo = window.Trengo || {}; window.Trengo.key = 'AbCdEf123'; (function(d, script, t) { script = d.createElement('script'); script.type = 'text/javascript'; script.async = true; script.src = 'https://static.widget.trengo.eu/embed.js'; d.getElementsByTagName('head')[0].appendChild(script); }(document));</script>`,
  },
];

/** Meta's Messenger customer-chat plugin, switched off on 2024-05-09. */
export const DEAD_FACEBOOK_CHAT_SNIPPET = `<div id="fb-root"></div><div id="fb-customer-chat" class="fb-customerchat"></div>
<script>var chatbox = document.getElementById('fb-customer-chat'); chatbox.setAttribute("page_id", "123456789012345"); chatbox.setAttribute("attribution", "biz_inbox");
window.fbAsyncInit = function() { FB.init({ xfbml: true, version: 'v18.0' }); };
(function(d, s, id) { var js, fjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) return; js = d.createElement(s); js.id = id; js.src = 'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js'; fjs.parentNode.insertBefore(js, fjs); }(document, 'script', 'facebook-jssdk'));</script>`;

/** HubSpot's tracking loader: injects chat only when chat is switched on in HubSpot ("possible"). */
export const HUBSPOT_LOADER_SNIPPET = `<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/1234567.js"></script>`;
