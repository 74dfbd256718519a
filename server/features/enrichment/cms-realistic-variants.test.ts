import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { analysePages } from './enrich-website';
import { detectCms } from './detect-cms';
import { buildPage } from './page';

const doc = (head: string, body: string, bodyAttributes = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Joe's Plumbing</title>${head}</head><body${bodyAttributes}>${body}</body></html>`;
const platformOf = (html: string) =>
  detectCms(buildPage('https://www.joesplumbing.com/', load(html))).platform;

describe('detectCms: stripped and proxied pages', () => {
  it.each([
    [
      'WordPress',
      'behind a CDN: optimised bundles on the CDN host, generator and REST link removed, only body classes left',
      doc(
        '<link rel="stylesheet" href="https://joesplumbing-1a2b.kxcdn.com/cache/min/1/app.css">',
        '<div class="wp-block-group"><p>Hi</p></div>',
        ' class="home page-template-default page page-id-7 wp-custom-logo wp-embed-responsive"',
      ),
    ],
    [
      'Shopify',
      'a theme served from the shop’s own domain with sections only',
      doc(
        '<link href="//www.joesplumbing.com/cdn/shop/t/12/assets/base.css?v=1" rel="stylesheet">',
        '<div id="shopify-section-header" class="shopify-section"></div>',
      ),
    ],
    [
      'Shopify',
      'sections and the Shopify global, no CDN',
      doc(
        '<script>window.Shopify = window.Shopify || {}; Shopify.shop = "joes.myshopify.com";</script>',
        '<div id="shopify-section-footer" class="shopify-section"></div>',
      ),
    ],
    [
      'Wix',
      'no generator, no headers',
      doc(
        '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>',
        '<div id="SITE_CONTAINER"><div class="wixui-rich-text">Hi</div></div>',
      ),
    ],
    [
      'Squarespace',
      'no comment, no context script',
      doc(
        '<link rel="stylesheet" href="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/versioned-site-css/65f/6/site.css">',
        '<div class="sqs-block html-block sqs-block-html"></div>',
      ),
    ],
  ])('%s %s', (platform, _, html) => {
    expect(platformOf(html)).toBe(platform);
  });

  it.each([
    [
      'a static export whose images come from a CMS elsewhere',
      doc(
        '<script src="/_next/static/chunks/main-abc.js"></script>',
        '<img src="https://images.ctfassets.net/abc/van.jpg"><div id="__next"></div>',
      ),
    ],
    [
      'a Gatsby site with Gutenberg content copied in',
      doc(
        '<link rel="stylesheet" href="/styles.abc.css">',
        '<div id="___gatsby"><div class="wp-block-group"><p>Hi</p></div></div>',
      ),
    ],
  ])('keeps %s as custom/unknown', (_, html) => {
    expect(platformOf(html)).toBe('custom/unknown');
  });
});

describe('detectCms: builder markers in the site’s own script files (deep pass)', () => {
  it('finds Wix from its runtime global in a script file', () => {
    const home = buildPage(
      'https://www.joesplumbing.com/',
      load(doc('<script src="/app.js"></script>', '<div></div>')),
    );
    const script = {
      ...buildPage('https://www.joesplumbing.com/app.js', load('')),
      inlineCode: ['window.wixBiSession = {};'],
    };
    expect(analysePages([home], new Date(), [script]).cmsPlatform).toBe('Wix');
    expect(analysePages([home], new Date()).cmsPlatform).toBe('custom/unknown');
  });
});
