import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import {
  BROWSER_PROBE_ARCHETYPE_NAMES,
  browserProbeSite,
} from '@fakes/websites/archetypes/browser-probe-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { chromiumExecutable, DEFAULT_CHROMIUM_PATH } from '@server/integrations/chromium/launch-chromium';
import { enrichWebsiteDeep, type DeepEnrichOptions } from './enrich-website-deep';
import type { BrowserPass } from './render-page';
import { startBrowserPass } from './start-browser-pass';

/**
 * The held-out browser probe (fakes/websites/archetypes/browser-probe-archetypes.ts): framework apps, decoded
 * addresses, late, parked and consent-held chat widgets, frames, redirects, slow, heavy and over-cap pages. The
 * deep pass with the browser finds each site's facts and stores none of the other people's contacts it shows.
 */
const OPTIONS: DeepEnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  budgetMs: 15_000,
};
const silent = { info: () => undefined, warn: () => undefined };
const hasChromium = 'path' in chromiumExecutable(DEFAULT_CHROMIUM_PATH);

describe.skipIf(!hasChromium)('the deep pass with the browser on the browser probe', () => {
  let websites: FakeWebsites;
  let browser: BrowserPass;
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: browserProbeSite });
    const started = await startBrowserPass(
      {
        APP_URL: 'http://localhost',
        CRAWLER_ALLOW_PRIVATE_NETWORKS: true,
        CRAWLER_ALLOWED_NETWORKS: [],
        CHROMIUM_PATH: DEFAULT_CHROMIUM_PATH,
        BROWSER_POOL_SIZE: 2,
        BROWSER_RENDER_MS: 6_000,
        BROWSER_HEAP_MB: 256,
      },
      silent,
    );
    if (!started) throw new Error('Chromium did not start');
    browser = started;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await websites?.close();
  });

  it.each(BROWSER_PROBE_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s: finds its facts and stores none of its decoys',
    { timeout: 60_000 },
    async (_, index) => {
      const result = await enrichWebsiteDeep(websites.siteUrl(index), {
        ...OPTIONS,
        upgradePage: browser.upgradePage,
      });
      const { expected } = browserProbeSite(index);
      expectFakeSite(result, expected);
      expectNoDecoys(result, expected);
    },
  );
});
