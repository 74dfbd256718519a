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
      resources: [/(?<![\w-])[\w-]+\.parastorage\.com/i],
      code: [/\bwixBiSession\b/],
    },
    weak: { resources: [/(?<![\w-])static\.wixstatic\.com/i] },
  },
  {
    name: 'Squarespace',
    strong: {
      headers: [['server', /Squarespace/i]],
      code: [/\bStatic\.SQUARESPACE_CONTEXT\b/, /\bSQUARESPACE_ROLLUPS\b/],
      comments: [/This is Squarespace\./i],
      // The builder's own scripts and styles; user images live on static1 too, so only /static/vta/ counts.
      resources: [
        /(?<![\w-])assets\.squarespace\.com\//i,
        /(?<![\w-])static1\.squarespace\.com\/static\/vta\//i,
      ],
      selectors: ['.sqs-block', '[data-block-type][class*="sqs-"]'],
      ownResources: [/(?<![\w-])static1\.squarespace\.com\//i],
    },
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
      selectors: [
        'meta[name="shopify-checkout-api-token"]',
        'meta[name="shopify-digital-wallet"]',
        'script#shopify-features',
      ],
      code: [/\bShopify\.(?:shop|theme|routes)\s*=/, /\bwindow\.ShopifyAnalytics\b/],
      // Since 2023 a shop serves its theme from its own domain under /cdn/shop/.
      ownResources: [
        /\/cdn\/shop\/(?:t|files|products)\//i,
        /(?<![\w-])cdn\.shopify\.com\/(?:s|shopifycloud)\//i,
      ],
    },
    weak: { resources: [/(?<![\w-])cdn\.shopify\.com\/s\//i] },
  },
  {
    // Built on Weebly (same editmysite.com CDN): its own markers decide a tie, so it comes first.
    name: 'Square Online',
    strong: {
      resources: [
        /(?<![\w-])[\w-]+\.square\.site\//i,
        /(?<![\w-])cdn\d*\.editmysite\.com\/app\/(?:website|store)\//i,
      ],
      code: [/APP_ORIGIN[^\n]{0,80}square\.online/],
    },
    weak: { resources: [/(?<![\w-])cdn\d*\.editmysite\.com/i] },
  },
  {
    name: 'Weebly',
    strong: {
      code: [/\b_W\.configDomain\b/],
      selectors: ['[class*="wsite-"]'],
      ownResources: [/(?<![\w-])cdn\d*\.editmysite\.com\//i],
    },
    weak: { resources: [/(?<![\w-])cdn\d*\.editmysite\.com/i] },
  },
  {
    name: 'GoDaddy Website Builder',
    strong: {
      generator: [/Go Daddy Website Builder|Starfield Technologies/i],
      cookies: [/^dps_site_id$/],
      resources: [/(?<![\w-])img\d*\.wsimg\.com\/blobby\/go\//i],
      // GoDaddy's CDN also serves its hosting scripts (signals, traffic-assets) to WordPress sites it hosts.
      ownResources: [/(?<![\w-])img\d*\.wsimg\.com\/(?!signals\/|traffic-assets\/)/i],
    },
    weak: { resources: [/(?<![\w-])img\d*\.wsimg\.com\/isteam\//i], selectors: ['[data-ux][data-aid]'] },
  },
  {
    name: 'Webflow',
    strong: {
      selectors: ['html[data-wf-site]', 'html[data-wf-page]'],
      generator: [/^Webflow/i],
      // Webflow's own jQuery copy, served to Webflow sites only.
      resources: [/(?<![\w-])d3e54v103j8qbb\.cloudfront\.net\//i],
      ownResources: [/(?<![\w-])(?:assets|cdn\.prod)\.website-files\.com\//i],
    },
    weak: { resources: [/(?<![\w-])(?:assets|cdn\.prod|uploads-ssl)\.(?:website-files|webflow)\.com/i] },
  },
  {
    name: 'Duda',
    strong: {
      resources: [/(?<![\w-])dd-cdn\.multiscreensite\.com/i, /(?<![\w-])static\.cdn-website\.com\//i],
      selectors: ['#dmRoot'],
      ownResources: [/(?<![\w-])[\w-]*\.?cdn-website\.com\//i],
    },
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
      // /_hcms/ and the COS wrappers exist only on pages HubSpot's CMS serves.
      ownResources: [/\/_hcms\//i, /\/hs\/hsstatic\//i],
      selectors: ['[class*="hs_cos_wrapper"]'],
    },
    weak: { resources: [/\/hs\/hsstatic\//i, /(?<![\w-])static\.hsappstatic\.net\//i] },
  },
  {
    name: 'Jimdo',
    strong: {
      headers: [
        ['x-jimdo-instance', /./],
        ['x-jimdo-wid', /./],
      ],
      code: [/\bjimdoDolphinData\b/, /\bjimdoData\b/],
      resources: [/(?<![\w-])assets\.jimstatic\.com/i],
    },
    weak: {
      resources: [/(?<![\w-])(?:u|image)\.jimcdn\.com/i, /(?<![\w-])jimdo-storage\.freetls\.fastly\.net/i],
    },
  },
  {
    name: 'BigCommerce',
    strong: {
      selectors: ['meta[name="platform" i][content^="bigcommerce" i]'],
      code: [/\bBCData\b/, /\bstencilBootstrap\(/],
      ownResources: [/(?<![\w-])cdn\d+\.bigcommerce\.com\//i],
    },
    weak: { resources: [/(?<![\w-])cdn\d+\.bigcommerce\.com/i] },
  },
  { name: 'Showit', strong: { resources: [/(?<![\w-])(?:lib|static)\.showit\.co\//i] } },
  {
    name: 'Framer',
    strong: {
      generator: [/^Framer\b/i],
      // The site's own bundle and Framer's badge/hydration markup; a foreign site only hot-links images.
      resources: [/(?<![\w-])framerusercontent\.com\/sites\//i, /(?<![\w-])events\.framer\.com\/script/i],
      selectors: ['#__framer-badge-container', '[data-framer-hydrate-v2]'],
    },
    weak: { resources: [/(?<![\w-])framerusercontent\.com/i] },
  },
  {
    name: 'Ghost',
    strong: {
      generator: [/^Ghost\b/i],
      selectors: ['script[data-ghost]'],
      resources: [/\/ghost\/(?:portal|sodo-search)@/i, /\/ghost\/api\/content\//i],
    },
    weak: { ownResources: [/\/content\/images\//i] },
  },
  {
    name: 'Google Sites',
    strong: {
      selectors: [
        '[data-abuse-proto*="sites.google.com" i]',
        '[data-abuse-reporting-widget-proto*="sites.google.com" i]',
        // A custom-domain Google Site still names its sites.google.com address as its own URL.
        'meta[property="og:url" i][content*="//sites.google.com/" i]',
        'meta[itemprop="url" i][content*="//sites.google.com/" i]',
      ],
      // The viewer's code and styles ("atari" is the new Google Sites' code name).
      resources: [/(?<![\w-])(?:www|ssl)\.gstatic\.com\/(?:_\/)?atari\//i],
    },
  },
  {
    name: 'Hostinger Website Builder',
    strong: {
      generator: [/^Hostinger Website Builder/i, /^Zyro\b/i],
      resources: [/(?<![\w-])userapp\.zyrosite\.com/i],
      ownResources: [/(?<![\w-])[\w-]+\.zyrosite\.com\//i],
    },
    // The builder's image CDN, which a foreign page can hot-link.
    weak: { resources: [/(?<![\w-])assets\.zyrosite\.com/i] },
  },
  // Carrd inlines everything; the free plan's "Made with Carrd" badge links to carrd.co/build?ref=auto.
  { name: 'Carrd', strong: { links: [/^https?:\/\/carrd\.co\/build\?ref=auto\b/im] } },
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
      ownResources: [/\/wp-(?:content|includes)\//i],
      code: [/\b_wpemojiSettings\b/],
      // Body classes WordPress themes print (body_class()), which survive CDNs, optimisers and stripped heads.
      selectors: [
        'link[rel="https://api.w.org/"]',
        'link[href*="/wp-json/"]',
        'body[class*="page-template-"]',
        'body[class*="wp-custom-logo"]',
        'body[class*="wp-theme-"]',
      ],
    },
    // wp-content on another host: a CDN copy of this site, or an image hot-linked from someone's blog; block
    // editor classes travel with content copied elsewhere.
    weak: {
      resources: [/\/wp-(?:content|includes)\//i, /(?<![\w-])s[0-2]\.wp\.com\//i],
      selectors: ['[class*="wp-block-"]'],
    },
  },
  {
    name: 'Joomla',
    strong: {
      generator: [/^Joomla!/i],
      selectors: ['script.joomla-script-options'],
      ownResources: [/\/media\/(?:jui|system\/js|vendor\/joomla)\//i, /\/components\/com_[a-z]+\//i],
    },
    weak: { cookies: [/^joomla_/i], code: [/\bJoomla\.(?:JText|optionsStorage)\b/] },
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
      selectors: ['script[data-drupal-selector="drupal-settings-json"]', '[data-drupal-link-system-path]'],
      ownResources: [
        /\/sites\/(?:default|all)\/(?:files|themes|modules)\//i,
        /\/core\/(?:misc|assets\/vendor)\//i,
      ],
    },
    weak: { code: [/\bdrupalSettings\b|\bDrupal\.settings\b/] },
  },
];

/** Fewer points than this is one weak hint (a hot-linked image), not a platform. */
const MIN_SCORE = 2;

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

/** The page's generator meta when it names a CMS version that no longer gets updates ("WordPress 4.9.8"). */
export function outdatedGenerator(page: Page): string | null {
  const generators = page
    .$('meta[name="generator" i]')
    .map((_, el) => (page.$(el).attr('content') ?? '').trim())
    .get();
  return generators.find((content) => OUTDATED_GENERATORS.some((pattern) => pattern.test(content))) ?? null;
}

/** CMS / site builder of the homepage (HTML, headers and cookies). */
export function detectCms(page: Page): CmsDetection {
  let best: { name: string; score: number } = { name: UNKNOWN_CMS, score: MIN_SCORE - 1 };
  for (const platform of PLATFORMS) {
    const score = scoreOf(page, platform);
    if (score > best.score) best = { name: platform.name, score };
  }
  return {
    platform: best.name,
    addons:
      best.name === 'WordPress'
        ? WORDPRESS_ADDONS.filter((addon) => markerKindsMatched(page, addon.signature) > 0).map(
            (addon) => addon.name,
          )
        : [],
    outdatedVersion: outdatedGenerator(page) !== null,
  };
}
