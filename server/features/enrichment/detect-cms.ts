import type { Page } from './page';
import { markerKindsMatched, type Signature } from './signature';

type CmsSignature = {
  name: string;
  /** Server-side or builder-only markers (generator, headers, cookies, the platform's own CDN): 3 points per kind. */
  strong: Signature;
  /** Markers a foreign site can also show (hot-linked images, embeds): 1 point per kind. */
  weak?: Signature;
};

/**
 * Hosted builders come first: on a tie they win over generic CMS signals (notes §3b rule 1). Shopify,
 * BigCommerce and Square Online count as the CMS although they are shop systems (rule 3).
 */
const PLATFORMS: CmsSignature[] = [
  {
    name: 'Wix',
    strong: {
      generator: [/^Wix\.com Website Builder/i],
      headers: [['x-wix-request-id', /./]],
      resources: [/(?<![\w-])static\.parastorage\.com/i],
    },
    weak: { resources: [/(?<![\w-])static\.wixstatic\.com/i] },
  },
  {
    name: 'Squarespace',
    strong: { headers: [['server', /Squarespace/i]], code: [/\bStatic\.SQUARESPACE_CONTEXT\b/] },
    weak: { resources: [/(?<![\w-])static1\.squarespace\.com/i, /(?<![\w-])images\.squarespace-cdn\.com/i] },
  },
  {
    name: 'Shopify',
    strong: {
      headers: [
        ['x-shopid', /./],
        ['x-shopify-stage', /./],
        ['powered-by', /Shopify/i],
      ],
      cookies: [/^_shopify_y$/],
      selectors: ['meta[name="shopify-checkout-api-token"]'],
      code: [/\bShopify\.shop\s*=/],
    },
    weak: { resources: [/(?<![\w-])cdn\.shopify\.com\/s\//i] },
  },
  {
    name: 'Square Online',
    strong: {
      resources: [/(?<![\w-])[\w-]+\.square\.site\//i],
      code: [/APP_ORIGIN[^\n]{0,80}square\.online/],
    },
    weak: { resources: [/(?<![\w-])cdn\d*\.editmysite\.com/i] },
  },
  {
    name: 'Weebly',
    strong: { code: [/\b_W\.configDomain\b/] },
    weak: { resources: [/(?<![\w-])cdn\d*\.editmysite\.com/i] },
  },
  {
    name: 'GoDaddy Website Builder',
    strong: { generator: [/Go Daddy Website Builder|Starfield Technologies/i], cookies: [/^dps_site_id$/] },
    weak: { resources: [/(?<![\w-])img\d*\.wsimg\.com\/isteam\//i] },
  },
  {
    name: 'Webflow',
    strong: { selectors: ['html[data-wf-site]', 'html[data-wf-page]'], generator: [/^Webflow/i] },
    weak: { resources: [/(?<![\w-])(?:assets|cdn\.prod|uploads-ssl)\.(?:website-files|webflow)\.com/i] },
  },
  {
    name: 'Duda',
    strong: { resources: [/(?<![\w-])dd-cdn\.multiscreensite\.com/i] },
    weak: { resources: [/(?<![\w-])l?irp\.cdn-website\.com/i] },
  },
  {
    name: 'HubSpot CMS',
    strong: {
      generator: [/^HubSpot/i],
      headers: [
        ['x-hs-hub-id', /./],
        ['x-powered-by', /HubSpot/i],
      ],
    },
    weak: { resources: [/\/hs\/hsstatic\//i, /\/_hcms\//i] },
  },
  {
    name: 'Jimdo',
    strong: {
      headers: [
        ['x-jimdo-instance', /./],
        ['x-jimdo-wid', /./],
      ],
      code: [/\bjimdoDolphinData\b/],
    },
    weak: { resources: [/(?<![\w-])assets\.jimstatic\.com/i] },
  },
  {
    name: 'BigCommerce',
    strong: { selectors: ['meta[name="platform" i][content^="bigcommerce" i]'], code: [/\bBCData\b/] },
    weak: { resources: [/(?<![\w-])cdn\d+\.bigcommerce\.com/i] },
  },
  { name: 'Showit', strong: { resources: [/(?<![\w-])(?:lib|static)\.showit\.co\//i] } },
  {
    name: 'Framer',
    strong: { generator: [/^Framer\b/i] },
    weak: { resources: [/(?<![\w-])framerusercontent\.com/i] },
  },
  { name: 'Google Sites', strong: { markup: [/data-abuse-proto[\w-]*="[^"]*sites\.google\.com/i] } },
  { name: 'Hostinger Website Builder', strong: { resources: [/(?<![\w-])userapp\.zyrosite\.com/i] } },
  { name: 'Strikingly', strong: { resources: [/(?<![\w-])static-assets\.strikinglycdn\.com/i] } },
  { name: 'ClickFunnels', strong: { resources: [/(?<![\w-])(?:assets|statics)\.clickfunnels\.com/i] } },
  { name: 'Kajabi', strong: { resources: [/(?<![\w-])kajabi-cdn\.com/i] } },
  {
    name: 'WordPress',
    strong: {
      generator: [/^WordPress/i],
      headers: [
        ['link', /rel="https:\/\/api\.w\.org\/"/i],
        ['x-pingback', /\/xmlrpc\.php/i],
      ],
      resources: [/\/wp-(?:content|includes)\//i],
    },
    weak: { selectors: ['link[rel="https://api.w.org/"]'] },
  },
  {
    name: 'Joomla',
    strong: { generator: [/^Joomla!/i] },
    weak: {
      resources: [/\/media\/(?:jui|system\/js)\//i, /\/components\/com_[a-z]+\//i],
      cookies: [/^joomla_/i],
    },
  },
  {
    name: 'Drupal',
    strong: {
      generator: [/^Drupal/i],
      headers: [
        ['x-generator', /Drupal/i],
        ['x-drupal-cache', /./],
        ['x-drupal-dynamic-cache', /./],
      ],
    },
    weak: {
      resources: [/\/sites\/(?:default|all)\/(?:files|themes|modules)\//i],
      code: [/\bdrupalSettings\b|\bDrupal\.settings\b/],
    },
  },
];

/** Page builders and shop plugins reported beside WordPress, never instead of it (rule 2). */
const WORDPRESS_ADDONS: { name: string; signature: Signature }[] = [
  {
    name: 'Elementor',
    signature: { resources: [/\/wp-content\/plugins\/elementor(?:-pro)?\//i], generator: [/^Elementor\b/i] },
  },
  {
    name: 'Divi',
    signature: {
      resources: [/\/wp-content\/themes\/Divi\//i],
      selectors: ['.et_pb_section', '#et-main-area'],
    },
  },
  {
    name: 'WPBakery',
    signature: { resources: [/\/wp-content\/plugins\/js_composer\//i], generator: [/WPBakery/i] },
  },
  { name: 'Beaver Builder', signature: { resources: [/\/wp-content\/plugins\/bb-plugin\//i] } },
  {
    name: 'WooCommerce',
    signature: { resources: [/\/wp-content\/plugins\/woocommerce\//i], generator: [/^WooCommerce/i] },
  },
];

/** Generator versions that are out of support: WordPress before 6, Joomla before 4, Drupal before 8. */
const OUTDATED_GENERATORS = [/^WordPress [1-5]\./i, /^Joomla! [1-3]\./i, /^Drupal [1-7]\b/i];

export const UNKNOWN_CMS = 'custom/unknown';

export type CmsDetection = {
  /** The platform, or "custom/unknown" when nothing matched (so it differs from a failed fetch). */
  platform: string;
  addons: string[];
  /** The generator meta names a CMS version that no longer gets updates. */
  outdatedVersion: boolean;
};

function scoreOf(page: Page, platform: CmsSignature): number {
  return (
    3 * markerKindsMatched(page, platform.strong) +
    (platform.weak ? markerKindsMatched(page, platform.weak) : 0)
  );
}

/** CMS / site builder of the homepage (HTML, headers and cookies). */
export function detectCms(page: Page): CmsDetection {
  let best: { name: string; score: number } = { name: UNKNOWN_CMS, score: 0 };
  for (const platform of PLATFORMS) {
    const score = scoreOf(page, platform);
    if (score > best.score) best = { name: platform.name, score };
  }
  const generators = page
    .$('meta[name="generator" i]')
    .map((_, el) => page.$(el).attr('content') ?? '')
    .get();
  return {
    platform: best.name,
    addons:
      best.name === 'WordPress'
        ? WORDPRESS_ADDONS.filter((addon) => markerKindsMatched(page, addon.signature) > 0).map(
            (addon) => addon.name,
          )
        : [],
    outdatedVersion: generators.some((content) =>
      OUTDATED_GENERATORS.some((pattern) => pattern.test(content)),
    ),
  };
}
