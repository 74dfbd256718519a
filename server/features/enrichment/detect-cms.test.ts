import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { detectCms } from './detect-cms';
import { buildPage } from './page';

type Fixture = {
  head?: string;
  body?: string;
  html?: string;
  headers?: Record<string, string>;
  cookies?: string[];
};

const cms = ({ head = '', body = '', html, headers = {}, cookies = [] }: Fixture) =>
  detectCms(
    buildPage(
      'https://joesplumbing.com/',
      load(html ?? `<!DOCTYPE html><html><head><title>Joe</title>${head}</head><body>${body}</body></html>`),
      headers,
      cookies,
    ),
  );

describe('detectCms', () => {
  it.each<[string, Fixture]>([
    ['WordPress', { head: '<meta name="generator" content="WordPress 6.5.2">' }],
    [
      'WordPress',
      { head: '<link rel="stylesheet" href="https://joesplumbing.com/wp-content/themes/astra/style.css">' },
    ],
    ['WordPress', { headers: { link: '<https://joesplumbing.com/wp-json/>; rel="https://api.w.org/"' } }],
    ['Wix', { head: '<meta name="generator" content="Wix.com Website Builder">' }],
    ['Wix', { headers: { 'x-wix-request-id': '1700000000.123' } }],
    ['Squarespace', { headers: { server: 'Squarespace' } }],
    ['Squarespace', { head: '<script>Static.SQUARESPACE_CONTEXT = {};</script>' }],
    ['Shopify', { headers: { 'x-shopid': '123' } }],
    ['Shopify', { cookies: ['_shopify_y=abc; Path=/'] }],
    [
      'Shopify',
      {
        head: '<script>Shopify.shop = "joes.myshopify.com";</script><link href="https://cdn.shopify.com/s/files/1/t.css" rel="stylesheet">',
      },
    ],
    ['Webflow', { html: '<html data-wf-site="64f" data-wf-page="650"><head></head><body></body></html>' }],
    [
      'Weebly',
      {
        head: '<script>_W.configDomain = "www.weebly.com";</script><script src="https://cdn2.editmysite.com/js/site/main.js"></script>',
      },
    ],
    [
      'Square Online',
      {
        head: '<script>window.APP_ORIGIN = "https://square.online";</script><script src="https://cdn3.editmysite.com/app/website/js/runtime.js"></script>',
      },
    ],
    [
      'GoDaddy Website Builder',
      { head: '<meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000">' },
    ],
    ['GoDaddy Website Builder', { cookies: ['dps_site_id=us-east-1; path=/'] }],
    ['Duda', { head: '<script src="https://dd-cdn.multiscreensite.com/runtime/runtime.js"></script>' }],
    ['HubSpot CMS', { headers: { 'x-hs-hub-id': '1234567' } }],
    ['Jimdo', { headers: { 'x-jimdo-instance': 'abc' } }],
    ['BigCommerce', { head: '<meta name="platform" content="bigcommerce.stencil">' }],
    ['Showit', { head: '<script src="https://lib.showit.co/engine/2.6.4/showit.js"></script>' }],
    ['Framer', { head: '<meta name="generator" content="Framer 2f8f1c4">' }],
    [
      'Google Sites',
      {
        body: '<div data-abuse-proto="%.@.null,null,&quot;https://sites.google.com/view/joes&quot;]"></div>',
      },
    ],
    ['Hostinger Website Builder', { head: '<link rel="preconnect" href="https://userapp.zyrosite.com">' }],
    [
      'Strikingly',
      { head: '<link rel="stylesheet" href="https://static-assets.strikinglycdn.com/webpack/site.css">' },
    ],
    ['ClickFunnels', { head: '<script src="https://assets.clickfunnels.com/assets/lander.js"></script>' }],
    ['Kajabi', { head: '<link rel="stylesheet" href="https://kajabi-cdn.com/assets/site.css">' }],
    ['Joomla', { head: '<meta name="generator" content="Joomla! - Open Source Content Management">' }],
    ['Drupal', { headers: { 'x-generator': 'Drupal 10 (https://www.drupal.org)' } }],
    [
      'Drupal',
      {
        head: '<script>window.drupalSettings = {};</script><link rel="stylesheet" href="/sites/default/files/css/main.css">',
      },
    ],
  ])('detects %s', (platform, fixture) => {
    expect(cms(fixture).platform).toBe(platform);
  });

  it('calls a Square Online site Square Online although it runs on the Weebly CDN', () => {
    const head = `<link rel="canonical" href="https://joes.square.site/"><link rel="stylesheet" href="https://cdn5.editmysite.com/app/website/css/app.css">
<script src="https://cdn5.editmysite.com/app/website/js/runtime.js"></script>`;
    expect(cms({ head }).platform).toBe('Square Online');
  });

  it('finds Google Sites on a custom domain from its viewer assets or its sites.google.com URL', () => {
    expect(
      cms({
        head: '<link rel="stylesheet" href="https://www.gstatic.com/_/atari/_/ss/k=atari.vw.1a2b.L.W.O/am=AAAE/d=1">',
      }).platform,
    ).toBe('Google Sites');
    expect(
      cms({ head: '<meta property="og:url" content="https://sites.google.com/view/joes/home">' }).platform,
    ).toBe('Google Sites');
    expect(
      cms({ body: '<a href="https://sites.google.com/view/partner/home">Our partner</a>' }).platform,
    ).toBe('custom/unknown');
  });

  it("finds Hostinger's builder from its generator; one of its hot-linked images is not enough", () => {
    expect(cms({ head: '<meta name="generator" content="Hostinger Website Builder">' }).platform).toBe(
      'Hostinger Website Builder',
    );
    const image = '<img src="https://assets.zyrosite.com/cdn-cgi/image/format=auto,w=640/AwvD1a2b/cake.jpg">';
    expect(cms({ body: image }).platform).toBe('custom/unknown');
  });

  it("finds Carrd from its 'Made with Carrd' badge, not from a link to Carrd's homepage", () => {
    expect(
      cms({ body: '<div id="credits"><a href="https://carrd.co/build?ref=auto">Made with Carrd</a></div>' })
        .platform,
    ).toBe('Carrd');
    expect(
      cms({ body: '<p>Our landing pages are built with <a href="https://carrd.co/">Carrd</a>.</p>' })
        .platform,
    ).toBe('custom/unknown');
  });

  it('keeps WordPress as the CMS under a page builder and lists the builder and shop plugin', () => {
    const result = cms({
      head: `<meta name="generator" content="Elementor 3.21.0; features: e_optimized_css_loading">
<link rel="stylesheet" href="/wp-content/plugins/elementor/assets/css/frontend.min.css">
<link rel="stylesheet" href="/wp-content/plugins/woocommerce/assets/css/woocommerce.css">`,
    });
    expect(result).toEqual({
      platform: 'WordPress',
      addons: ['Elementor', 'WooCommerce'],
      outdatedVersion: false,
    });
  });

  it('reports Divi on WordPress as WordPress', () => {
    const result = cms({
      head: '<link rel="stylesheet" href="/wp-content/themes/Divi/style.css">',
      body: '<div class="et_pb_section"></div>',
    });
    expect(result).toMatchObject({ platform: 'WordPress', addons: ['Divi'] });
  });

  it('lets a hosted builder win over a foreign WordPress asset', () => {
    const result = cms({
      headers: { server: 'Squarespace' },
      body: '<img src="https://oldblog.example.org/wp-content/uploads/2019/01/team.jpg">',
    });
    expect(result.platform).toBe('Squarespace');
  });

  it('does not call a WordPress site Wix because of one hot-linked Wix image', () => {
    const result = cms({
      head: '<meta name="generator" content="WordPress 6.4">',
      body: '<img src="https://static.wixstatic.com/media/abc.jpg">',
    });
    expect(result.platform).toBe('WordPress');
  });

  it('says custom/unknown when nothing matches, including a commented-out generator', () => {
    expect(
      cms({ head: '<!-- <meta name="generator" content="WordPress 4.2"> -->', body: '<p>Hand-made</p>' }),
    ).toEqual({
      platform: 'custom/unknown',
      addons: [],
      outdatedVersion: false,
    });
  });

  it.each([
    ['WordPress 4.9.8', true],
    ['WordPress 5.9', true],
    ['WordPress 6.5.2', false],
    ['Joomla! 3.10 - Open Source Content Management', true],
    ['Drupal 7 (http://drupal.org)', true],
    ['Drupal 10 (https://www.drupal.org)', false],
  ])('flags generator "%s" as outdated: %s', (generator, outdated) => {
    expect(cms({ head: `<meta name="generator" content="${generator}">` }).outdatedVersion).toBe(outdated);
  });
});
