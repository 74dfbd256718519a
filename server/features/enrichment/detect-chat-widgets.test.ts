import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SNIPPETS,
  DEAD_FACEBOOK_CHAT_SNIPPET,
  HUBSPOT_LOADER_SNIPPET,
} from '@fakes/websites/chat-snippets';
import { detectChatWidgets } from './detect-chat-widgets';
import { buildPage } from './page';

const pageOf = (body: string) =>
  buildPage(
    'https://joesplumbing.com/',
    load(`<!DOCTYPE html><html><head><title>Joe</title></head><body>${body}</body></html>`),
  );
const detect = (body: string) => detectChatWidgets([pageOf(body)]);

/** Every working widget in shared/reference/chat-widget-markers.json (fb_messenger is dead, tested below). */
const MARKER_LIST = [
  'intercom',
  'drift',
  'tidio',
  'tawkto',
  'livechat',
  'crisp',
  'zendesk',
  'zopim',
  'hubspot_chat',
  'olark',
  'freshchat',
  'manychat',
  'leadconnector',
  'podium',
  'birdeye',
  'smithai',
  'chatra',
  'userlike',
  'gorgias',
  'reamaze',
  'jivochat',
  'botpress',
  'voiceflow',
  'landbot',
  'chatbase',
  'tiledesk',
  'zoho_salesiq',
  'smartsupp',
  'helpscout',
  'kommunicate',
  'chatwoot',
  'brevo',
  'ada',
  'purechat',
  'apexchat',
  'comm100',
  'liveperson',
  'snapengage',
  'qualified',
  'trengo',
];

describe('detectChatWidgets', () => {
  it('has a fixture for every vendor of the marker list', () => {
    expect(CHAT_SNIPPETS.map((snippet) => snippet.id).sort()).toEqual([...MARKER_LIST].sort());
  });

  it.each(CHAT_SNIPPETS)('finds $name from its install snippet, and nothing else', ({ id, name, html }) => {
    expect(detect(html)).toEqual({
      widgets: [{ id, name, confidence: 'strong' }],
      deadFacebookChat: false,
      messagingChannels: [],
    });
  });

  it('finds a widget loaded only by an inline loader (no script src on the page)', () => {
    const page = pageOf(CHAT_SNIPPETS.find((snippet) => snippet.id === 'tawkto')?.html ?? '');
    expect(page.resourceUrls).toEqual([]);
    expect(detectChatWidgets([page]).widgets.map((widget) => widget.id)).toEqual(['tawkto']);
  });

  it('finds a widget whose script is lazy-loaded through data-rocket-src', () => {
    const html =
      '<script type="rocketlazyloadscript" data-rocket-src="https://code.tidio.co/abc123.js" defer></script>';
    expect(detect(html).widgets.map((widget) => widget.id)).toEqual(['tidio']);
  });

  it('ignores a commented-out widget', () => {
    const olark = CHAT_SNIPPETS.find((snippet) => snippet.id === 'olark')?.html;
    expect(detect(`<p>Hi</p><!-- old chat\n${olark}\n-->`).widgets).toEqual([]);
  });

  it('does not count a vendor named in text or linked from the page', () => {
    const html = `<p>We compared Intercom, Drift, tawk.to and Tidio. Tawk_API is great.</p>
<a href="https://www.tidio.com/">Tidio</a><a href="https://embed.tawk.to/">tawk</a><a href="https://www.comm100.com/">Comm100</a>`;
    expect(detect(html).widgets).toEqual([]);
  });

  it('reports the dead Facebook customer-chat plugin as stale, not as a chat', () => {
    expect(detect(DEAD_FACEBOOK_CHAT_SNIPPET)).toEqual({
      widgets: [],
      deadFacebookChat: true,
      messagingChannels: [],
    });
  });

  it('reports the HubSpot loader alone as a possible chat only', () => {
    expect(detect(HUBSPOT_LOADER_SNIPPET).widgets).toEqual([
      { id: 'hubspot_chat', name: 'HubSpot Chat', confidence: 'weak' },
    ]);
  });

  it("reads a loader address kept in a JSON string with escaped slashes (a shop's list of app scripts)", () => {
    const html = `<script>(function(){var urls = ["https:\\/\\/code.tidio.co\\/q8w7e6r5t4y3u2i1.js?shop=joes.myshopify.com"];
for (var i = 0; i < urls.length; i++) { var s = document.createElement('script'); s.src = urls[i]; document.head.appendChild(s); }})();</script>`;
    expect(detect(html).widgets.map((widget) => widget.id)).toEqual(['tidio']);
  });

  it("does not count a snippet quoted in an app's JSON state (a blog excerpt), escaped or not", () => {
    const state = (excerpt: string) =>
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"posts":[{"title":"Add live chat","excerpt":"${excerpt}"}]}}}</script>`;
    expect(
      detect(state('Paste \\u003cscript src=\\"https:\\/\\/embed.tawk.to\\/YOUR_ID\\/default\\"\\u003e'))
        .widgets,
    ).toEqual([]);
    expect(detect(state('Paste <script src=\\"https://embed.tawk.to/YOUR_ID/default\\">')).widgets).toEqual(
      [],
    );
  });

  it('finds 3CX Live Chat from its element and loader; its WordPress plugin folder alone is only possible', () => {
    const snippet = `<call-us-selector phonesystem-url="https://joes.3cx.us:5001" party="LiveChat1"></call-us-selector>
<script defer src="https://downloads-global.3cx.com/downloads/livechatandtalk/v1/callus.js" id="tcx-callus-js"></script>`;
    expect(detect(snippet).widgets).toEqual([{ id: '3cx', name: '3CX Live Chat', confidence: 'strong' }]);
    expect(
      detect('<script src="/wp-content/plugins/wp-live-chat-support/public/js/wplc.js?ver=10"></script>')
        .widgets,
    ).toEqual([{ id: '3cx', name: '3CX Live Chat', confidence: 'weak' }]);
  });

  it("does not call Birdeye's reviews widget a possible chat, but finds its webchat beside it", () => {
    const reviews =
      '<div id="bf-revz-widget-1234567890"></div><script src="https://birdeye.com/embed/v7/1690/1/1234567890/ab12" async></script>';
    expect(detect(reviews).widgets).toEqual([]);
    expect(
      detect('<script src="https://birdeye.com/embed/v7/1690/1/1234567890/ab12"></script>').widgets,
    ).toEqual([{ id: 'birdeye', name: 'Birdeye Webchat', confidence: 'weak' }]);
    const webchat =
      '<script id="bewebchat" data-bizid="1690" src="https://birdeye.com/embed/v6/1690/1/1234567890/cd34"></script>';
    expect(detect(reviews + webchat).widgets).toEqual([
      { id: 'birdeye', name: 'Birdeye Webchat', confidence: 'strong' },
    ]);
  });

  it("reports HubSpot's tracking loader served by HubSpot's CMS from the site itself as a possible chat", () => {
    expect(
      detect('<script id="hs-script-loader" async defer src="/hs/scriptloader/23456789.js"></script>')
        .widgets,
    ).toEqual([{ id: 'hubspot_chat', name: 'HubSpot Chat', confidence: 'weak' }]);
  });

  it('lists WhatsApp and m.me links as messaging channels, not widgets', () => {
    const html =
      '<a href="https://wa.me/15125550100">WhatsApp</a><a href="https://m.me/joesplumbing">Messenger</a>';
    expect(detect(html)).toEqual({
      widgets: [],
      deadFacebookChat: false,
      messagingChannels: ['whatsapp', 'messenger'],
    });
  });

  it('combines pages: a widget only on the contact page still counts', () => {
    const crisp = CHAT_SNIPPETS.find((snippet) => snippet.id === 'crisp')?.html ?? '';
    expect(
      detectChatWidgets([pageOf('<p>home</p>'), pageOf(crisp)]).widgets.map((widget) => widget.id),
    ).toEqual(['crisp']);
  });
});
