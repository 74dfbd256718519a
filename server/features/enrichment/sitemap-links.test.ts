import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, SITE_ORIGIN, type FakeSite } from '@fakes/websites/site-html';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { roleLinks } from './link-roles';
import { sitemapLinks } from './sitemap-links';

const XML = { 'content-type': 'application/xml' };
const urlset = (paths: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${SITE_ORIGIN}${path}</loc></url>`)
    .join('')}</urlset>`;

/** Site 0: a plain sitemap; site 1: a sitemap index (Yoast's) naming a post and a page sitemap; site 2: none. */
function site(index: number): FakeSite {
  const routes: FakeSite['routes'] = { '/': ok('<p>Home</p>') };
  if (index === 0)
    routes['/sitemap.xml'] = { status: 200, headers: XML, body: urlset(['/', '/leistungen/', '/kontakt/']) };
  if (index === 1) {
    routes['/sitemap.xml'] = {
      status: 200,
      headers: XML,
      body: `<?xml version="1.0"?><sitemapindex><sitemap><loc>${SITE_ORIGIN}/post-sitemap.xml</loc></sitemap><sitemap><loc><![CDATA[${SITE_ORIGIN}/page-sitemap.xml]]></loc></sitemap></sitemapindex>`,
    };
    routes['/post-sitemap.xml'] = { status: 200, headers: XML, body: urlset(['/blog/hello/']) };
    routes['/page-sitemap.xml'] = { status: 200, headers: XML, body: urlset(['/about-us/', '/impressum/']) };
  }
  return { index, archetype: 'sitemap', name: 'Sitemap', routes, expected: { status: 'ok' } };
}

describe('sitemapLinks', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: site });
  });
  afterAll(async () => {
    await websites?.close();
  });
  const options = { userAgent: 'LeadScoutBot/1.0', allowPrivateNetworks: true };
  const allowAll = async () => true;
  const roles = async (index: number) => {
    const page = await sitemapLinks(websites.siteUrl(index), options, allowAll);
    return page ? roleLinks(page).map(({ url, role }) => [new URL(url).pathname, role]) : null;
  };

  it('lists the pages of /sitemap.xml as links whose paths name their roles', async () => {
    expect(await roles(0)).toEqual([['/kontakt/', 'contact']]);
  });

  it('follows a sitemap index to its pages’ sitemap', async () => {
    expect(await roles(1)).toEqual([
      ['/about-us/', 'about'],
      ['/impressum/', 'legal'],
    ]);
  });

  it('is null for a site without one, and reads nothing robots.txt forbids', async () => {
    expect(await roles(2)).toBeNull();
    expect(await sitemapLinks(websites.siteUrl(0), options, async () => false)).toBeNull();
  });
});
