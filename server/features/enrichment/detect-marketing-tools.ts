import type { Page } from './page';
import { matchesSignature, type Signature } from './signature';

type ToolSignature = { name: string; signature: Signature };

/**
 * Grouped by what an agency sells against. GA4 and GTM are split by URL path (gtag/js?id=G- versus gtm.js),
 * because both load from googletagmanager.com. Pixels are listed one by one (notes §3c).
 */
const TOOLS: ToolSignature[] = [
  // Tag manager
  {
    name: 'Google Tag Manager',
    signature: { resources: [/googletagmanager\.com\/(?:gtm\.js|ns\.html)\?id=/i] },
  },
  // Analytics
  {
    name: 'Google Analytics 4',
    signature: {
      resources: [/googletagmanager\.com\/gtag\/js\?id=G-/i],
      code: [/gtag\(\s*['"]config['"]\s*,\s*['"]G-[A-Z0-9]{6,12}['"]/],
    },
  },
  {
    name: 'Universal Analytics',
    signature: {
      resources: [/google-analytics\.com\/(?:analytics|ga)\.js/i, /googletagmanager\.com\/gtag\/js\?id=UA-/i],
      code: [/['"]UA-\d{4,10}-\d{1,4}['"]/],
    },
  },
  { name: 'Hotjar', signature: { resources: [/(?<![\w-])static\.hotjar\.com/i], code: [/\b_hjSettings\b/] } },
  { name: 'Microsoft Clarity', signature: { resources: [/(?<![\w-])(?:www\.)?clarity\.ms\/tag\//i] } },
  {
    name: 'Matomo',
    signature: { resources: [/\/(?:matomo|piwik)\.(?:js|php)\b/i], code: [/\b_paq\.push\(/] },
  },
  { name: 'Plausible', signature: { resources: [/(?<![\w-])plausible\.io\/js\//i] } },
  { name: 'Segment', signature: { resources: [/(?<![\w-])cdn\.segment\.com\/analytics\.js/i] } },
  // Advertising pixels
  {
    name: 'Google Ads',
    signature: {
      resources: [
        /googletagmanager\.com\/gtag\/js\?id=AW-/i,
        /(?<![\w-])www\.googleadservices\.com\/pagead\/conversion/i,
      ],
      code: [/['"]AW-\d{9,11}(?:\/[\w-]+)?['"]/],
    },
  },
  {
    name: 'Facebook Pixel',
    signature: {
      resources: [
        /connect\.facebook\.net\/[\w-]+\/fbevents\.js/i,
        /(?<![\w-])(?:www\.)?facebook\.com\/tr\?/i,
      ],
      code: [/\bfbq\(\s*['"]init['"]/],
    },
  },
  {
    name: 'TikTok Pixel',
    signature: { resources: [/(?<![\w-])analytics\.tiktok\.com/i], code: [/\bTiktokAnalyticsObject\b/] },
  },
  {
    name: 'LinkedIn Insight Tag',
    signature: {
      resources: [/(?<![\w-])snap\.licdn\.com\/li\.lms-analytics/i],
      code: [/\b_linkedin_partner_id\b/],
    },
  },
  {
    name: 'Pinterest Tag',
    signature: {
      resources: [/(?<![\w-])s\.pinimg\.com\/ct\/core\.js/i, /(?<![\w-])ct\.pinterest\.com/i],
      code: [/\bpintrk\(/],
    },
  },
  {
    name: 'Snap Pixel',
    signature: {
      resources: [/(?<![\w-])sc-static\.net\/scevent/i, /(?<![\w-])tr\.snapchat\.com/i],
      code: [/\bsnaptr\(/],
    },
  },
  { name: 'Microsoft Advertising UET', signature: { resources: [/(?<![\w-])bat\.bing\.com\/bat\.js/i] } },
  {
    name: 'X (Twitter) Pixel',
    signature: {
      resources: [/(?<![\w-])static\.ads-twitter\.com\/uwt\.js/i],
      code: [/\btwq\(\s*['"](?:init|config)['"]/],
    },
  },
  // Email marketing
  {
    name: 'Mailchimp',
    signature: {
      resources: [/(?<![\w-])chimpstatic\.com/i, /(?<![\w-])[\w-]+\.(?:us\d+\.)?list-manage\.com\//i],
    },
  },
  { name: 'Klaviyo', signature: { resources: [/(?<![\w-])static\.klaviyo\.com/i] } },
  {
    name: 'Constant Contact',
    signature: {
      resources: [/(?<![\w-])(?:static|assets)\.ctctcdn\.com/i, /(?<![\w-])visitor\.constantcontact\.com/i],
      code: [/\b_ctct_m\b/],
    },
  },
  {
    name: 'ActiveCampaign',
    signature: { resources: [/(?<![\w-])[\w-]+\.activehosted\.com\//i, /(?<![\w-])trackcmp\.net/i] },
  },
  {
    name: 'Brevo',
    signature: { resources: [/(?<![\w-])[\w-]+\.sibforms\.com\//i, /(?<![\w-])sibautomation\.com/i] },
  },
  {
    name: 'MailerLite',
    signature: {
      resources: [/(?<![\w-])(?:static|assets|groot)\.mailerlite\.com/i],
      code: [/\bml\(\s*['"]account['"]/],
    },
  },
  {
    name: 'Kit (ConvertKit)',
    signature: {
      resources: [/convertkit\.com\/(?:ckjs|forms)\//i, /(?<![\w-])[\w-]+\.kit\.com\/[\w-]+\/index\.js/i],
    },
  },
  { name: 'Omnisend', signature: { resources: [/(?<![\w-])omnisnippet1\.com|(?<![\w-])omnisrc\.com/i] } },
  // CRM and marketing automation
  {
    name: 'HubSpot',
    signature: {
      resources: [
        /(?<![\w-])js(?:-[a-z0-9]+)?\.hs-scripts\.com\//i,
        /(?<![\w-])js(?:-[a-z0-9]+)?\.hs-analytics\.net\//i,
        /(?<![\w-])js(?:-[a-z0-9]+)?\.hsforms\.net\//i,
        // The same tracking loader on pages HubSpot's CMS serves, from the site's own domain.
        /\/hs\/scriptloader\/\d+\.js/i,
      ],
    },
  },
  {
    name: 'Salesforce Pardot',
    signature: { resources: [/(?<![\w-])(?:pi|cdn)\.pardot\.com/i], code: [/\bpiAId\b/] },
  },
  {
    name: 'GoHighLevel',
    signature: {
      resources: [/(?<![\w-])link\.msgsndr\.com\//i, /(?<![\w-])[\w-]+\.leadconnectorhq\.com\//i],
    },
  },
  { name: 'Keap', signature: { resources: [/(?<![\w-])[\w-]+\.infusionsoft\.(?:com|app)\//i] } },
  // Call tracking
  { name: 'CallRail', signature: { resources: [/(?<![\w-])cdn\.callrail\.com/i], code: [/\bCallTrk\b/] } },
  {
    name: 'CallTrackingMetrics',
    signature: { resources: [/(?<![\w-])\d+\.tctm\.co/i], code: [/\b__ctm\b/] },
  },
  // Scheduling
  {
    name: 'Calendly',
    signature: {
      resources: [/(?<![\w-])assets\.calendly\.com/i],
      links: [/^https:\/\/calendly\.com\/[\w-]+/im],
      selectors: ['.calendly-inline-widget'],
    },
  },
  {
    name: 'Acuity Scheduling',
    signature: {
      resources: [/(?<![\w-])(?:[\w-]+\.)?acuityscheduling\.com\//i],
      links: [/^https:\/\/(?:app\.acuityscheduling\.com\/schedule|[\w-]+\.as\.me\/)/im],
    },
  },
  {
    name: 'Square Appointments',
    signature: { links: [/^https:\/\/(?:app\.)?squareup\.com\/appointments\//im] },
  },
  {
    name: 'Housecall Pro',
    signature: {
      resources: [/(?<![\w-])online-booking\.housecallpro\.com/i],
      links: [/^https:\/\/book\.housecallpro\.com\//im],
    },
  },
  // Reviews
  { name: 'Trustpilot', signature: { resources: [/(?<![\w-])widget\.trustpilot\.com/i] } },
  { name: 'Birdeye', signature: { resources: [/(?<![\w-])birdeye\.com\/embed\//i] } },
  // Forms
  { name: 'Jotform', signature: { resources: [/(?<![\w-])(?:form|cdn|www)\.jotform\.com\//i] } },
  { name: 'Typeform', signature: { resources: [/(?<![\w-])(?:embed|form)\.typeform\.com\//i] } },
];

/** Marketing tool names seen on any crawled page, in table order. */
export function detectMarketingTools(pages: Page[]): string[] {
  return TOOLS.filter((tool) => pages.some((page) => matchesSignature(page, tool.signature))).map(
    (tool) => tool.name,
  );
}
