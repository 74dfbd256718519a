import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildPage } from './page';
import { siteNames } from './page-regions';

const home = (url: string, title = '') =>
  buildPage(url, load(`<html><head><title>${title}</title></head><body></body></html>`));

describe('siteNames', () => {
  it('names a site by its registrable label', () => {
    expect(siteNames(home('https://www.acme-roofing.co.uk/'))).toContain('acmeroofing');
    expect(siteNames(home('https://acme.com/'))).toContain('acme');
  });

  it('names a single-label host by itself instead of failing the site', () => {
    expect(siteNames(home('http://intranet/', 'Intranet Roofing'))).toContain('intranet');
  });
});
