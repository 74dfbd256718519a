import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { copyrightYearOf, detectSiteHealth } from './detect-site-health';
import { buildPage } from './page';

const NOW = new Date('2026-06-01T00:00:00Z');
const health = (head: string, body: string) =>
  detectSiteHealth(
    buildPage('https://joesplumbing.com/', load(`<html><head>${head}</head><body>${body}</body></html>`)),
    NOW,
  );

describe('copyrightYearOf', () => {
  it.each([
    ['© 2024 Joe’s Plumbing', 2024],
    ['Copyright © 2015–2019 Joe’s Plumbing. All rights reserved.', 2019],
    ['(c) Joe’s Plumbing 2021', 2021],
    ['Founded in 1998. © Joe’s Plumbing', null],
    ['© 2031 typo', null],
  ])('reads "%s" as %s', (text, year) => {
    expect(copyrightYearOf(text, 2026)).toBe(year);
  });
});

describe('detectSiteHealth', () => {
  it('sees a current, mobile-ready page as healthy', () => {
    expect(
      health(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<footer>© 2026 Joe</footer>',
      ),
    ).toEqual({
      hasViewport: true,
      copyrightYear: 2026,
      outdatedSignals: [],
    });
  });

  it('flags an old copyright (3+ years), jQuery 1.x and Flash, and a missing viewport', () => {
    const result = health(
      '<script src="/js/jquery-1.11.3.min.js"></script>',
      '<object type="application/x-shockwave-flash" data="intro.swf"></object><p>© 2009-2023 Joe</p>',
    );
    expect(result).toEqual({
      hasViewport: false,
      copyrightYear: 2023,
      outdatedSignals: ['copyright_outdated', 'jquery_1x', 'flash'],
    });
  });

  it('does not call two years old outdated, nor a year written by script', () => {
    expect(health('', '<p>© 2024 Joe</p>').outdatedSignals).toEqual([]);
    expect(
      health('', '<p>© <script>document.write(new Date().getFullYear())</script> Joe</p>').copyrightYear,
    ).toBeNull();
  });

  it('reads jQuery 1.x from a WordPress ?ver= query', () => {
    expect(
      health('<script src="/wp-includes/js/jquery/jquery.js?ver=1.12.4-wp"></script>', '').outdatedSignals,
    ).toEqual(['jquery_1x']);
  });
});
