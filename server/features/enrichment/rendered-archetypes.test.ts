import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import { RENDERED_ARCHETYPE_NAMES, renderedFakeSite } from '@fakes/websites/archetypes/rendered-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { enrichWebsiteDeep } from './enrich-website-deep';
import type { BrowserPass } from './render-page';
import {
  FAKE_SITE_OPTIONS as OPTIONS,
  hasChromium,
  startTestBrowserPass,
} from '../../../tests/test-browser-pass';

describe.skipIf(!hasChromium)('the browser pass on the rendered archetypes', () => {
  let websites: FakeWebsites;
  let browser: BrowserPass;
  /** Each site read once with the browser pass and once without, all at once (decision 120). */
  let rendered: TWebsiteEnrichment[];
  let staticReads: TWebsiteEnrichment[];
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: renderedFakeSite });
    browser = await startTestBrowserPass();
    const sites = RENDERED_ARCHETYPE_NAMES.map((_, index) => websites.siteUrl(index));
    [rendered, staticReads] = await Promise.all([
      Promise.all(
        sites.map((site) =>
          enrichWebsiteDeep(site, { ...OPTIONS, upgradePage: browser.upgradePage }).then(
            (deep) => deep.enrichment,
          ),
        ),
      ),
      Promise.all(sites.map((site) => enrichWebsiteDeep(site, OPTIONS).then((deep) => deep.enrichment))),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await websites?.close();
  });

  describe.each(RENDERED_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    (_, index) => {
      it('finds its facts with the browser pass', () => {
        expectFakeSite(rendered[index], renderedFakeSite(index).expected);
      });

      it('stores none of its decoys', () => {
        expectNoDecoys(rendered[index], renderedFakeSite(index).expected);
      });

      it('is a site static reading gets wrong (the reason it is rendered)', () => {
        const result = staticReads[index];
        const { expected } = renderedFakeSite(index);
        const missed =
          (expected.emails ?? []).some((email) => !result.emails.some((found) => found.email === email)) ||
          (expected.chatbotPlatform !== undefined && result.chatbotPlatform !== expected.chatbotPlatform);
        expect(missed).toBe(true);
      });
    },
  );

  it('keeps each site’s budget while it waits for a browser slot', { timeout: 120_000 }, async () => {
    // Twelve sites at once for two slots take longer than one site's budget; waiting is not time on the site.
    const indexes = Array.from({ length: RENDERED_ARCHETYPE_NAMES.length * 2 }, (_, index) => index);
    const results = await Promise.all(
      indexes.map((index) =>
        enrichWebsiteDeep(websites.siteUrl(index), {
          ...OPTIONS,
          budgetMs: 10_000,
          upgradePage: browser.upgradePage,
        }).then((deep) => deep.enrichment),
      ),
    );
    results.forEach((result, index) => expectFakeSite(result, renderedFakeSite(index).expected));
  });
});
