import type { TChatWidget, TWebsiteEnrichment } from '@contracts/enrichment';
import type { Page } from './page';
import { matchesSignature, type Signature } from './signature';

type ChatSignature = {
  id: string;
  name: string;
  /** Any strong marker means a working widget. */
  strong: Signature;
  /** Loaders that only sometimes inject chat: "possible". */
  weak?: Signature;
  /** The vendor's other products whose markup explains a weak loader on the same page (not chat at all). */
  weakExplainedBy?: Signature;
};

/**
 * Vendors from shared/reference/chat-widget-markers.json. `(?<![\w-])` keeps a host from matching inside a
 * longer host name; globals are case-sensitive and word-bounded and only searched in inline code. Selectors
 * also name the containers widgets inject, for HTML saved after scripts ran; only vendor-named ids and
 * elements are used, never generic ones like #chat-widget-container.
 */
const CHAT_WIDGETS: ChatSignature[] = [
  {
    id: 'intercom',
    name: 'Intercom',
    strong: {
      selectors: ['#intercom-container', '.intercom-lightweight-app'],
      resources: [/(?<![\w-])widget\.intercom\.io/i, /(?<![\w-])js\.intercomcdn\.com/i],
      code: [/\bintercomSettings\b/, /\bIntercom\(\s*['"]boot/],
    },
  },
  {
    id: 'drift',
    name: 'Drift',
    strong: {
      selectors: ['#drift-widget', '#drift-frame-controller'],
      resources: [/(?<![\w-])js\.driftt\.com/i],
      code: [/\bdrift\.load\(/, /\bdrift\.SNIPPET_VERSION\b/],
    },
  },
  {
    id: 'tidio',
    name: 'Tidio',
    strong: {
      selectors: ['#tidio-chat'],
      resources: [/(?<![\w-])code\.tidio\.co\//i],
      code: [/\btidioChat(?:Api|Code)\b/],
    },
  },
  {
    id: 'tawkto',
    name: 'tawk.to',
    strong: {
      resources: [/(?<![\w-])embed\.tawk\.to\//i, /(?<![\w-])tawk\.to\/chat\//i],
      code: [/\bTawk_API\b/],
    },
  },
  {
    id: 'livechat',
    name: 'LiveChat',
    strong: {
      resources: [/(?<![\w-])cdn\.livechatinc\.com\//i],
      code: [/\b__lc\.license\b/, /\bLiveChatWidget\b/],
    },
  },
  {
    id: 'crisp',
    name: 'Crisp',
    strong: {
      selectors: ['.crisp-client'],
      resources: [/(?<![\w-])client\.crisp\.chat\//i],
      code: [/\bCRISP_WEBSITE_ID\b/, /\$crisp\.push\(/],
    },
  },
  {
    id: 'zendesk',
    name: 'Zendesk',
    strong: {
      resources: [
        /(?<![\w-])static\.zdassets\.com\/ekr\/snippet\.js/i,
        /(?<![\w-])assets\.zendesk\.com\/embeddable_framework\//i,
      ],
      code: [/\bzESettings\b/, /\bzE\(\s*['"](?:webWidget|messenger)/],
      selectors: ['#ze-snippet'],
    },
  },
  {
    id: 'zopim',
    name: 'Zendesk Chat (Zopim)',
    strong: { resources: [/(?<![\w-])v2\.zopim\.com/i], code: [/\$zopim\b/] },
  },
  {
    id: 'hubspot_chat',
    name: 'HubSpot Chat',
    strong: {
      resources: [/(?<![\w-])js\.usemessages\.com/i],
      code: [/\bHubSpotConversations\b/],
      selectors: ['#hubspot-messages-iframe-container'],
    },
    // The tracking loader, from HubSpot's host or (on pages HubSpot's CMS serves) the site's /hs/scriptloader/.
    weak: { resources: [/(?<![\w-])js(?:-[a-z0-9]+)?\.hs-scripts\.com\//i, /\/hs\/scriptloader\/\d+\.js/i] },
  },
  {
    id: 'olark',
    name: 'Olark',
    strong: {
      selectors: ['#olark-wrapper'],
      resources: [/(?<![\w-])static\.olark\.com\/jsclient/i],
      code: [/\bolark\.identify\(/],
    },
  },
  {
    id: 'freshchat',
    name: 'Freshchat',
    strong: {
      resources: [/(?<![\w-])wchat\.freshchat\.com/i, /(?<![\w-])[\w-]+\.freshchat\.com\/js\/widget\.js/i],
      code: [/\bfcWidget\b/],
      selectors: ['#fc_frame', 'script[src*="fw-cdn.com/"][chat="true"]'],
    },
    weak: { resources: [/(?<![\w-])fw-cdn\.com\/\d+\/\d+\.js/i] },
  },
  {
    id: 'manychat',
    name: 'ManyChat',
    strong: {
      resources: [/(?<![\w-])widget\.manychat\.com/i, /(?<![\w-])mccdn\.me\/assets\/js\/widget/i],
      selectors: ['.mcwidget-embed'],
    },
  },
  {
    id: 'leadconnector',
    name: 'LeadConnector (GoHighLevel) Chat',
    strong: {
      resources: [/leadconnectorhq\.com\/chat-widget/i],
      code: [/\bleadConnector\.chatWidget\b/],
      selectors: ['chat-widget', 'script[data-resources-url*="chat-widget"]'],
    },
    weak: { resources: [/(?<![\w-])widgets\.leadconnectorhq\.com\/loader\.js/i] },
  },
  {
    id: 'podium',
    name: 'Podium Webchat',
    strong: {
      resources: [/(?<![\w-])connect\.podium\.com\/widget\.js/i],
      code: [/\bPodiumWebChat\b/],
      selectors: ['#podium-widget'],
    },
  },
  {
    id: 'birdeye',
    name: 'Birdeye Webchat',
    strong: { selectors: ['#bewebchat'] },
    // Mostly the reviews widget; only #bewebchat is chat. Beside the reviews widget's container it is reviews.
    weak: { resources: [/(?<![\w-])birdeye\.com\/embed\/v\d/i] },
    weakExplainedBy: { selectors: ['[id^="bf-revz-widget"]', '[class*="bf-revz-widget"]'] },
  },
  {
    // 3CX Live Chat & Talk (also what the "WP Live Chat Support" plugin became): a <call-us-selector> element.
    id: '3cx',
    name: '3CX Live Chat',
    strong: {
      resources: [/(?<![\w-])downloads-global\.3cx\.com\/downloads\/livechatandtalk\//i],
      selectors: ['call-us-selector', 'call-us'],
    },
    weak: { resources: [/\/wp-content\/plugins\/wp-live-chat-support\//i] },
  },
  {
    id: 'smithai',
    name: 'Smith.ai Chat',
    strong: { resources: [/(?<![\w-])app\.smith\.ai\/chat/i], code: [/\bsmithChatAccount\b/] },
  },
  {
    id: 'chatra',
    name: 'Chatra',
    strong: { resources: [/(?<![\w-])call\.chatra\.io/i], code: [/\bChatraID\b/] },
  },
  {
    id: 'userlike',
    name: 'Userlike',
    strong: {
      resources: [/(?<![\w-])userlike-cdn-widgets\./i, /(?<![\w-])api\.userlike\.com/i],
      code: [/\buserlikeInit\b/],
    },
  },
  {
    id: 'gorgias',
    name: 'Gorgias',
    strong: {
      resources: [/(?<![\w-])config\.gorgias\.chat/i],
      code: [/\bgorgiasChat\b/, /gorgias-chat-widget-install/],
      selectors: ['[id^="gorgias-chat-widget-install"]'],
    },
  },
  {
    id: 'reamaze',
    name: 'Re:amaze',
    strong: {
      resources: [/(?<![\w-])cdn\.reamaze\.com/i],
      code: [/\breamaze_account\b/, /\b_support\[['"]account['"]\]/],
    },
  },
  {
    id: 'jivochat',
    name: 'JivoChat',
    strong: {
      selectors: ['jdiv'],
      resources: [/(?<![\w-])code(?:-[a-z0-9]+)?\.jivosite\.com/i],
      code: [/\bjivo_api\b/],
    },
  },
  {
    id: 'botpress',
    name: 'Botpress',
    strong: {
      selectors: ['#bp-web-widget'],
      resources: [
        /(?<![\w-])cdn\.botpress\.cloud\/webchat/i,
        /(?<![\w-])mediafiles\.botpress\.cloud\//i,
        /(?<![\w-])files\.bpcontent\.cloud/i,
      ],
      code: [/\bbotpressWebChat\b/, /\bbotpress\.init\(/],
    },
  },
  {
    id: 'voiceflow',
    name: 'Voiceflow',
    strong: { resources: [/(?<![\w-])cdn\.voiceflow\.com\/widget/i], code: [/\bvoiceflow\.chat\.load\(/] },
  },
  {
    id: 'landbot',
    name: 'Landbot',
    strong: {
      resources: [/(?<![\w-])(?:cdn|static|chats)\.landbot\.io/i, /(?<![\w-])landbot\.online\//i],
      code: [/\bnew\s+Landbot\./],
    },
  },
  {
    id: 'chatbase',
    name: 'Chatbase',
    strong: {
      resources: [/chatbase\.co\/embed\.min\.js/i, /chatbase\.co\/chatbot-iframe/i],
      code: [/\bchatbaseConfig\b/, /\bembeddedChatbotConfig\b/],
    },
  },
  {
    id: 'tiledesk',
    name: 'Tiledesk',
    strong: { resources: [/(?<![\w-])widget\.tiledesk\.com/i], code: [/\btiledeskSettings\b/] },
  },
  {
    id: 'zoho_salesiq',
    name: 'Zoho SalesIQ',
    strong: {
      resources: [/(?<![\w-])salesiq\.zoho(?:public)?\.[a-z.]+\/widget/i],
      code: [/\$zoho\.salesiq\b/],
      selectors: ['#zsiqwidget', 'script#zsiqscript'],
    },
  },
  {
    id: 'smartsupp',
    name: 'Smartsupp',
    strong: { resources: [/(?<![\w-])smartsuppchat\.com/i], code: [/\b_smartsupp\.key\b/] },
  },
  {
    id: 'helpscout',
    name: 'Help Scout Beacon',
    strong: {
      selectors: ['#beacon-container'],
      resources: [/(?<![\w-])beacon-v2\.helpscout\.net/i],
      code: [/\bBeacon\(\s*['"]init/],
    },
  },
  {
    id: 'kommunicate',
    name: 'Kommunicate',
    strong: { resources: [/(?<![\w-])widget\.kommunicate\.io/i], code: [/\bkommunicateSettings\b/] },
  },
  {
    id: 'chatwoot',
    name: 'Chatwoot',
    strong: {
      selectors: ['.woot-widget-holder'],
      resources: [/\/packs\/js\/sdk\.js/i],
      code: [/\bchatwootSDK\.run\(/, /\bchatwootSettings\b/],
    },
  },
  {
    id: 'brevo',
    name: 'Brevo Conversations',
    strong: {
      resources: [/(?<![\w-])conversations-widget\.(?:brevo|sendinblue)\.com/i],
      code: [/\b(?:Brevo|Sib)Conversations(?:ID)?\b/],
    },
  },
  {
    id: 'ada',
    name: 'Ada',
    strong: {
      resources: [/(?<![\w-])static\.ada\.support\/embed/i],
      code: [/\badaEmbed\b/, /\badaSettings\b/],
      selectors: ['script#__ada'],
    },
  },
  {
    id: 'purechat',
    name: 'Pure Chat',
    strong: { resources: [/(?<![\w-])app\.purechat\.com/i], code: [/\bpurechatApi\b/] },
  },
  {
    id: 'apexchat',
    name: 'ApexChat',
    strong: { resources: [/(?<![\w-])apexchat\.(?:com|net)\//i], code: [/\bApexChat\b/] },
  },
  {
    id: 'comm100',
    name: 'Comm100',
    strong: {
      resources: [/(?<![\w-])comm100\.(?:com|io)\//i],
      code: [/\bComm100API\b/],
      selectors: ['[id^="comm100-button-"]'],
    },
  },
  {
    id: 'liveperson',
    name: 'LivePerson',
    strong: {
      resources: [/(?<![\w-])lpcdn\.lpsnmedia\.net/i, /(?<![\w-])lptag\.liveperson\.net/i],
      code: [/\blpTag\b/],
    },
  },
  {
    id: 'snapengage',
    name: 'SnapEngage',
    strong: { resources: [/(?<![\w-])snapengage\.com\//i], code: [/\bSnapEngage\b/] },
  },
  {
    id: 'qualified',
    name: 'Qualified',
    strong: { resources: [/(?<![\w-])js\.qualified\.com/i], code: [/\bQualifiedObject\b/] },
  },
  {
    id: 'trengo',
    name: 'Trengo',
    strong: { resources: [/(?<![\w-])widget\.trengo\.eu/i], code: [/\bTrengo\.key\b/] },
  },
];

/** Meta switched the Messenger customer-chat plugin off on 2024-05-09: a hit is a stale site, not a chat. */
const DEAD_FACEBOOK_CHAT: Signature = {
  resources: [/xfbml\.customerchat\.js/i, /facebook\.com\/plugins\/customerchat/i],
  selectors: ['.fb-customerchat'],
};

const MESSAGING_CHANNELS: { id: 'whatsapp' | 'messenger'; signature: Signature }[] = [
  {
    id: 'whatsapp',
    signature: {
      links: [
        // A chat link names a phone number; /send?text=… without one is a share button.
        /^https?:\/\/(?:wa\.me\/\d|(?:api\.|web\.)?whatsapp\.com\/send\/?\?(?:[^\n]*&)?phone=\+?\d|wa\.link\/)/im,
      ],
      resources: [/\/wp-content\/plugins\/(?:creame-whatsapp-me|joinchat)\//i],
      selectors: ['.joinchat'],
    },
  },
  { id: 'messenger', signature: { links: [/^https?:\/\/m\.me\/[A-Za-z0-9.]/im] } },
];

export type ChatDetection = {
  /** Working widgets first, then "possible" ones. */
  widgets: TChatWidget[];
  deadFacebookChat: boolean;
  messagingChannels: TWebsiteEnrichment['messagingChannels'];
};

/** Chat widgets over all crawled pages of one site. */
export function detectChatWidgets(pages: Page[]): ChatDetection {
  const seenOn = (signature: Signature): boolean => pages.some((page) => matchesSignature(page, signature));
  const strong = CHAT_WIDGETS.filter((widget) => seenOn(widget.strong));
  const weakSeen = ({ weak, weakExplainedBy }: ChatSignature): boolean =>
    pages.some(
      (page) =>
        weak !== undefined &&
        matchesSignature(page, weak) &&
        !(weakExplainedBy && matchesSignature(page, weakExplainedBy)),
    );
  const weak = CHAT_WIDGETS.filter((widget) => !strong.includes(widget) && weakSeen(widget));
  return {
    widgets: [
      ...strong.map(({ id, name }) => ({ id, name, confidence: 'strong' as const })),
      ...weak.map(({ id, name }) => ({ id, name, confidence: 'weak' as const })),
    ],
    deadFacebookChat: seenOn(DEAD_FACEBOOK_CHAT),
    messagingChannels: MESSAGING_CHANNELS.filter((channel) => seenOn(channel.signature)).map(
      (channel) => channel.id,
    ),
  };
}
