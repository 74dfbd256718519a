import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { skipImpossibleSelectors } from './skip-impossible-selectors';

const HTML = `<!DOCTYPE html><html lang="en-US" data-wf-site="64f0"><head><title>Joe's</title>
<meta name="Generator" content="WordPress 6.5"><script src="https://embed.tawk.to/abc/default"></script>
<link rel="stylesheet" href="/wp-content/themes/astra/style.css"></head>
<body class="home page-template elementor-default"><div id="dmRoot"><p class="Team-Name">Jane Doe</p>
<a href="mailto:hello@joes.com">Mail</a><a href="https://www.linkedin.com/in/jane">in</a>
<svg><foreignObject><p>x</p></foreignObject></svg><br></div></body></html>`;

/** Markers the detectors ask for: some on the page, most not; exotic forms included. */
const SELECTORS = [
  'script[src*="tawk.to"]',
  'script[src*="intercom"]',
  'meta[name="generator" i]',
  'meta[name="generator"]',
  'html[data-wf-site]',
  'html[data-wf-page]',
  '#dmRoot',
  '#dmroot',
  '.elementor-default',
  '.sqs-block',
  '[class*="name" i]',
  '[class*="wsite-"]',
  '[lang|="en"]',
  '[lang|="fr"]',
  'link[href$=".css"]',
  'link[href^="/wp-content/"]',
  'a[href*="linkedin.com/in/" i]',
  'h2, h3, strong, [class*="team" i]',
  'div p',
  'foreignObject',
  'p:not(.Team-Name)',
  'div:has(br)',
  'iframe[src*="youtube"], .fb-page[data-href]',
  'object param[name="movie" i]',
  '*',
  '[data-x]:not([data-y])',
  'p:nth-child(1)',
];

describe('skipImpossibleSelectors', () => {
  it('answers every selector exactly as cheerio does', () => {
    const plain = load(HTML);
    const fast = skipImpossibleSelectors(load(HTML));
    for (const selector of SELECTORS) {
      const expected = plain(selector)
        .map((_, el) => plain.html(el))
        .get();
      expect(
        fast(selector)
          .map((_, el) => fast.html(el))
          .get(),
        selector,
      ).toEqual(expected);
    }
  });

  it('finds what the page shows and skips what it cannot (both are asked the real document)', () => {
    const fast = skipImpossibleSelectors(load(HTML));
    expect(fast('script[src*="tawk.to"]').length).toBe(1);
    expect(fast('script[src*="intercom"]').length).toBe(0);
    expect(fast('[class*="name" i]').text()).toBe('Jane Doe');
  });

  it('passes anything but a selector string to cheerio: elements, markup, a selector with a context', () => {
    const fast = skipImpossibleSelectors(load(HTML));
    const body = fast('body').get(0);
    expect(fast(body).is('body')).toBe(true);
    expect(fast('<span>new</span>').text()).toBe('new');
    expect(fast('p', '#dmRoot').length).toBe(2);
    expect(fast.root().find('title').text()).toBe("Joe's");
  });

  it('leaves a selector it cannot parse to cheerio', () => {
    const plain = load(HTML);
    const fast = skipImpossibleSelectors(load(HTML));
    expect(() => plain('a[href')).toThrow();
    expect(() => fast('a[href')).toThrow();
  });
});
