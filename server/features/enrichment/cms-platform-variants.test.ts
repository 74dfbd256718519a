import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { detectCms } from './detect-cms';
import { buildPage } from './page';

/**
 * Homepages shaped like what each builder really serves (trimmed), without the response headers, which a
 * CDN or proxy often strips: detection must stand on the HTML alone.
 */
const platformOf = (html: string) =>
  detectCms(buildPage('https://www.joesplumbing.com/', load(html))).platform;
const doc = (head: string, body: string, htmlAttributes = '') =>
  `<!DOCTYPE html><html lang="en"${htmlAttributes}><head><meta charset="utf-8"><title>Joe's Plumbing</title>${head}</head><body>${body}</body></html>`;

const BUILT_WITH: [platform: string, variant: string, html: string][] = [
  [
    'WordPress',
    'a theme without generator meta (removed by a security plugin)',
    doc(
      `<link rel='stylesheet' id='astra-theme-css-css' href='https://www.joesplumbing.com/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<script src="https://www.joesplumbing.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
      '<div id="page" class="hfeed site"><header class="site-header"></header></div>',
    ),
  ],
  [
    'WordPress',
    'emoji settings and the REST API link only (assets on a CDN host)',
    doc(
      `<link rel="https://api.w.org/" href="https://www.joesplumbing.com/wp-json/" /><link rel="alternate" type="application/json" href="https://www.joesplumbing.com/wp-json/wp/v2/pages/7" />
<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/"};</script>
<link rel="stylesheet" href="https://cdn.joesplumbing-cdn.net/wp-content/themes/kadence/style.css">`,
      '<main></main>',
    ),
  ],
  [
    'Wix',
    'Thunderbolt page',
    doc(
      `<meta name="generator" content="Wix.com Website Builder"/><link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4bd2a3e1.bundle.min.js" async></script>`,
      '<div id="SITE_CONTAINER"><img src="https://static.wixstatic.com/media/11062b_abc~mv2.jpg/v1/fill/w_980,h_651/plumber.jpg"></div>',
    ),
  ],
  [
    'Squarespace',
    'signature comment and template scripts, no context object',
    doc(
      `<!-- This is Squarespace. --><!-- joes-plumbing -->
<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3c0b9c2a.js"></script>
<link href="//static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/versioned-assets/1700000000000-ABC/static.css" rel="stylesheet">`,
      '<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><p>Call us</p></div></div>',
    ),
  ],
  [
    'Shopify',
    'a 2024 theme served from the shop domain',
    doc(
      `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link href="//www.joesplumbing.com/cdn/shop/t/12/assets/base.css?v=127867003511637661291700000000" rel="stylesheet" type="text/css" media="all" />
<script id="shopify-features" type="application/json">{"accessToken":"abc","betas":["rich-media-storefront-analytics"]}</script>
<script>var Shopify = Shopify || {};Shopify.shop = "joes-plumbing.myshopify.com";Shopify.theme = {"name":"Dawn","id":1234};</script>`,
      '<main id="MainContent"></main>',
    ),
  ],
  [
    'Webflow',
    'data-wf attributes and the Webflow jQuery copy',
    doc(
      `<meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/64f0a1b2c3d4e5f6a7b8c9d0/css/joes-plumbing.webflow.6a7b8c9d0.min.css" rel="stylesheet" type="text/css"/>`,
      `<div class="w-nav"></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f0a1b2c3d4e5f6a7b8c9d0" type="text/javascript"></script>`,
      ' data-wf-domain="www.joesplumbing.com" data-wf-page="64f0a1b2c3d4e5f6a7b8c9d1" data-wf-site="64f0a1b2c3d4e5f6a7b8c9d0"',
    ),
  ],
  [
    'GoDaddy Website Builder',
    'Websites + Marketing page',
    doc(
      `<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/><link rel="preconnect" href="https://img1.wsimg.com"/>
<script src="//img1.wsimg.com/blobby/go/d5a8b2c1/gpub/abc123/script.js" crossorigin></script>`,
      '<div id="layout-abc" class="layout" data-ux="Page" data-aid="PAGE"><img src="//img1.wsimg.com/isteam/ip/d5a8b2c1/van.jpg/:/rs=w:1280"></div>',
    ),
  ],
  [
    'Duda',
    'runtime on the Duda CDN',
    doc(
      `<link rel="stylesheet" href="https://static.cdn-website.com/mnlt/production/5045/_dm/s/rt/dist/css/d-css-runtime-desktop-one-package-structured-global.min.css">`,
      `<div id="dmRoot" class="dmRoot"><div class="dmRespRow"><img src="https://lirp.cdn-website.com/0f1e2d3c/dms3rep/multi/opt/plumber-1920w.jpg"></div></div>
<script src="https://dd-cdn.multiscreensite.com/runtime/runtime-fe.min.js"></script>`,
    ),
  ],
  [
    'Weebly',
    'classic theme without the configDomain line',
    doc(
      `<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=1700000000" />`,
      '<div class="wsite-section-wrap"><div class="wsite-section wsite-body-section"><div class="paragraph">Licensed plumbers</div></div></div>',
    ),
  ],
  [
    'Joomla',
    'Joomla 4 without generator meta',
    doc(
      `<script type="application/json" class="joomla-script-options new">{"system.paths":{"root":"","base":""}}</script>
<script src="/media/system/js/core.min.js?576eb51da909dcf692c98643faa6fc89629ead18"></script>
<link href="/media/templates/site/cassiopeia/css/template.min.css?f2a4" rel="stylesheet" />`,
      '<div class="site-grid"></div>',
    ),
  ],
  [
    'Drupal',
    'Drupal 10 settings JSON and core assets',
    doc(
      `<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","currentPath":"node\\/1"}}</script>
<script src="/core/misc/drupal.js?v=10.2.4"></script>`,
      '<nav><a href="/about" data-drupal-link-system-path="node/2">About</a></nav>',
    ),
  ],
  [
    'Drupal',
    'Drupal 7 theme files only',
    doc(
      `<link type="text/css" rel="stylesheet" href="https://www.joesplumbing.com/sites/all/themes/joes/css/style.css?q1w2e3" media="all" />
<script>jQuery.extend(Drupal.settings, {"basePath":"\\/"});</script>`,
      '<div id="page-wrapper"></div>',
    ),
  ],
  [
    'HubSpot CMS',
    'COS page without generator meta',
    doc(
      `<link rel="stylesheet" href="/hs-fs/hubfs/hub_generated/template_assets/1/55/main.min.css">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>`,
      '<div class="body-wrapper"><span id="hs_cos_wrapper_module_1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"></span></div>',
    ),
  ],
  [
    'Framer',
    'published site bundle and badge',
    doc(
      `<meta name="generator" content="Framer 6a7b8c9"><script type="module" async src="https://framerusercontent.com/sites/4f3e2d1c/script_main.AbC123.mjs"></script>`,
      '<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;augiA20Il&quot;}"></div><div id="__framer-badge-container"></div>',
    ),
  ],
  [
    'Ghost',
    'Casper theme with Portal',
    doc(
      `<meta name="generator" content="Ghost 5.82"><link rel="alternate" type="application/rss+xml" title="Joe's Plumbing" href="https://www.joesplumbing.com/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.37/umd/portal.min.js" data-i18n="true" data-ghost="https://www.joesplumbing.com/" data-key="abc123" data-api="https://www.joesplumbing.com/ghost/api/content/" crossorigin="anonymous"></script>`,
      '<div class="site-wrapper"><img src="/content/images/2024/03/van.jpg"></div>',
    ),
  ],
  [
    'BigCommerce',
    'Stencil storefront',
    doc(
      `<meta name="platform" content="bigcommerce.stencil" /><link href="https://cdn11.bigcommerce.com/s-abc123/stencil/00000000-0000/css/theme-1234.css" rel="stylesheet">`,
      `<script>window.stencilBootstrap("default", "{\\"themeSettings\\":{}}").load();</script><script>var BCData = {"csrf_token":"abc"};</script>`,
    ),
  ],
  [
    'Jimdo',
    'Creator page',
    doc(
      `<link href="https://assets.jimstatic.com/web.css.58a5f1c.css" rel="stylesheet" type="text/css"/>
<script>var jimdoData = {"isTestserver":false,"isJimdoHelpCenter":false,"websiteId":"s1a2b3c4"};</script>`,
      '<img src="https://image.jimcdn.com/app/cms/image/transf/dimension=1920x10000:format=jpg/path/s1a2b3c4/image/i0f1e2d3c/version/1/image.jpg">',
    ),
  ],
];

describe('detectCms: real builder pages', () => {
  it.each(BUILT_WITH)('finds %s from %s', (platform, _variant, html) => {
    expect(platformOf(html)).toBe(platform);
  });
});

const HAND_MADE: [what: string, html: string][] = [
  [
    'a blog post about WordPress plugins and Shopify',
    doc(
      '<link rel="stylesheet" href="/css/site.css">',
      `<article><h1>Why we moved off WordPress</h1><p>Plugins like Elementor, WooCommerce and Yoast slowed us down. Shopify, Wix and Squarespace were too limited.</p>
<pre><code>&lt;link rel="stylesheet" href="/wp-content/themes/astra/style.css"&gt;</code></pre></article>`,
    ),
  ],
  [
    'links to builder websites and a "made with" credit',
    doc(
      '',
      `<footer><a href="https://www.wix.com/?utm_source=permalink">Made with Wix</a> · <a href="https://wordpress.org/">Proudly powered by WordPress</a> · <a href="https://www.shopify.com/">Shopify</a> · <a href="https://webflow.com">Webflow</a></footer>`,
    ),
  ],
  [
    'images hot-linked from other people’s sites',
    doc(
      '',
      `<img src="https://oldblog.example.org/wp-content/uploads/2019/01/team.jpg"><img src="https://static.wixstatic.com/media/abc.jpg">
<img src="https://images.squarespace-cdn.com/content/v1/abc/van.jpg"><img src="https://cdn.shopify.com/s/files/1/0001/logo.png">`,
    ),
  ],
  [
    'a Shopify Buy Button and HubSpot forms on a hand-made site',
    doc(
      `<script src="https://sdks.shopifycdn.com/buy-button/latest/buy-button-storefront.min.js"></script>
<script charset="utf-8" src="//js.hsforms.net/forms/embed/v2.js"></script><script id="hs-script-loader" async src="//js.hs-scripts.com/123.js"></script>`,
      `<script>var client = ShopifyBuy.buildClient({domain: 'joes-plumbing.myshopify.com', storefrontAccessToken: 'abc'});</script>`,
    ),
  ],
  [
    'common CDNs (jQuery, Bootstrap, Google Fonts, Font Awesome)',
    doc(
      `<link href="https://fonts.googleapis.com/css2?family=Inter&display=swap" rel="stylesheet"><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css">
<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script><script src="https://kit.fontawesome.com/abc.js"></script>`,
      '<div class="container"><p>Family-owned since 1998.</p></div>',
    ),
  ],
];

describe('detectCms: hand-made sites stay custom/unknown', () => {
  it.each(HAND_MADE)('with %s', (_, html) => {
    expect(platformOf(html)).toBe('custom/unknown');
  });
});

describe('detectCms: a site served from another host than the one its HTML names', () => {
  it('finds WordPress from theme scripts and styles on the canonical domain', () => {
    const html = doc(
      `<link rel="canonical" href="https://joesplumbing.com/"><link rel='stylesheet' href='https://joesplumbing.com/wp-content/themes/twentytwentyfour/style.css?ver=1.2' media='all' />`,
      `<img src="https://joesplumbing.com/wp-content/uploads/2024/05/van.jpg">`,
    );
    expect(detectCms(buildPage('http://127.0.1.9:4600/', load(html))).platform).toBe('WordPress');
  });
});

describe('detectCms: one builder stylesheet is enough, one builder image is not', () => {
  it.each([
    ['Shopify', 'https://cdn.shopify.com/s/files/1/0123/4567/t/2/assets/theme.css'],
    ['Squarespace', 'https://static1.squarespace.com/static/versioned-site-css/abc/site.css'],
    ['Weebly', 'https://cdn2.editmysite.com/css/sites.css?buildTime=1'],
    ['Webflow', 'https://cdn.prod.website-files.com/64f/css/site.webflow.css'],
    ['BigCommerce', 'https://cdn11.bigcommerce.com/s-abc123/stencil/1/css/theme.css'],
    [
      'GoDaddy Website Builder',
      'https://img1.wsimg.com/ceph-p3-01/website-builder-data-prod/static/widgets/UX.4.20.1.css',
    ],
    ['Duda', 'https://static.cdn-website.com/mnlt/production/5045/_dm/s/rt/dist/css/d-css-runtime.min.css'],
  ])('%s from its theme stylesheet', (platform, href) => {
    expect(platformOf(doc(`<link rel="stylesheet" href="${href}">`, '<h1>Shop</h1>'))).toBe(platform);
  });

  it.each([
    'https://cdn.shopify.com/s/files/1/0001/products/van.jpg',
    'https://static1.squarespace.com/static/5c5a/t/5c5b/1549/van.jpg',
    'https://cdn.prod.website-files.com/64f/65a_van.webp',
    'https://cdn11.bigcommerce.com/s-abc123/images/stencil/1280x1280/products/1/van.jpg',
    'https://img1.wsimg.com/isteam/ip/abc/van.jpg',
    'https://lirp.cdn-website.com/0f1e2d3c/dms3rep/multi/opt/van-1920w.jpg',
  ])('not from the image %s', (src) => {
    expect(platformOf(doc('', `<img src="${src}">`))).toBe('custom/unknown');
  });
});

it('keeps a WordPress site hosted by GoDaddy as WordPress', () => {
  const html = doc(
    `<meta name="generator" content="WordPress 6.5.2"><link rel="stylesheet" href="/wp-content/themes/astra/style.css">`,
    `<script src="https://img1.wsimg.com/signals/js/clients/scc-c2/scc-c2.min.js"></script><script src="https://img1.wsimg.com/traffic-assets/js/tccl.min.js"></script>`,
  );
  expect(platformOf(html)).toBe('WordPress');
});
