import { load } from 'cheerio';
import { buildPage, type Page } from './page';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

const SITEMAP_BYTES = 1024 * 1024;
const LOC = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\s\]]+)/gi;

function locsOf(xml: string, base: string): string[] {
  return [...xml.matchAll(LOC)]
    .map((match) => {
      try {
        return new URL(match[1].replace(/&amp;/g, '&'), base).href;
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}

/**
 * The pages a site's /sitemap.xml lists, as a page of links the link roles can read (each link's text is its
 * path): for a site whose menu a script builds, the only way to its contact or legal page. A sitemap index is
 * followed to one of its sitemaps (the pages' one when it names one). Null when there is none.
 */
export async function sitemapLinks(
  homeUrl: string,
  options: SafeFetchOptions,
  allowed: (url: string) => Promise<boolean>,
): Promise<Page | null> {
  const read = async (url: string): Promise<string | null> => {
    if (!(await allowed(url))) return null;
    const result = await safeFetch(url, { ...options, accept: 'any', maxBytes: SITEMAP_BYTES });
    return result.ok && result.response.status === 200 ? result.response.body.toString('utf8') : null;
  };
  let xml = await read(new URL('/sitemap.xml', homeUrl).href);
  if (xml && /<sitemapindex/i.test(xml)) {
    const children = locsOf(xml, homeUrl);
    const child = children.find((url) => /page/i.test(new URL(url).pathname)) ?? children[0];
    xml = child ? await read(child) : null;
  }
  if (!xml || !/<urlset/i.test(xml)) return null;
  const links = locsOf(xml, homeUrl)
    .slice(0, 500)
    .map((url) => {
      const text = decodeURIComponent(new URL(url).pathname).replace(/[-_/]+/g, ' ');
      return `<a href="${url.replace(/"/g, '&quot;')}">${text.replace(/</g, '')}</a>`;
    });
  return buildPage(homeUrl, load(`<html><body>${links.join('\n')}</body></html>`));
}
