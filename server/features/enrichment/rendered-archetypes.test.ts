import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import { RENDERED_ARCHETYPE_NAMES, renderedFakeSite } from '@fakes/websites/archetypes/rendered-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
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
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: renderedFakeSite });
    browser = await startTestBrowserPass();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await websites?.close();
  });

  describe.each(RENDERED_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    (_, index) => {
      it('finds its facts with the browser pass', { timeout: 60_000 }, async () => {
        const result = await enrichWebsiteDeep(websites.siteUrl(index), {
          ...OPTIONS,
          upgradePage: browser.upgradePage,
        });
        expectFakeSite(result, renderedFakeSite(index).expected);
      });

      it('stores none of its decoys', { timeout: 60_000 }, async () => {
        const result = await enrichWebsiteDeep(websites.siteUrl(index), {
          ...OPTIONS,
          upgradePage: browser.upgradePage,
        });
        expectNoDecoys(result, renderedFakeSite(index).expected);
      });

      it('is a site static reading gets wrong (the reason it is rendered)', { timeout: 60_000 }, async () => {
        const result = await enrichWebsiteDeep(websites.siteUrl(index), OPTIONS);
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
        }),
      ),
    );
    results.forEach((result, index) => expectFakeSite(result, renderedFakeSite(index).expected));
  });
});
