import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import {
  BROWSER_PROBE_ARCHETYPE_NAMES,
  browserProbeSite,
} from '@fakes/websites/archetypes/browser-probe-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { enrichWebsiteDeep } from './enrich-website-deep';
import type { BrowserPass } from './render-page';
import {
  FAKE_SITE_OPTIONS as OPTIONS,
  hasChromium,
  startTestBrowserPass,
} from '../../../tests/test-browser-pass';

/**
 * The held-out browser probe (fakes/websites/archetypes/browser-probe-archetypes.ts): framework apps, decoded
 * addresses, late, parked and consent-held chat widgets, frames, redirects, slow, heavy and over-cap pages. The
 * deep pass with the browser finds each site's facts and stores none of the other people's contacts it shows.
 */

/** startTestBrowserPass's two slots: more sites at once only wait for them, and spend their budgets waiting. */
const BROWSER_SLOTS = 2;

describe.skipIf(!hasChromium)('the deep pass with the browser on the browser probe', () => {
  let websites: FakeWebsites;
  let browser: BrowserPass;
  /** Each site read once, as many at a time as the test browser has slots (decision 120). */
  let results: TWebsiteEnrichment[];
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: browserProbeSite });
    browser = await startTestBrowserPass();
    const limit = pLimit(BROWSER_SLOTS);
    results = await Promise.all(
      BROWSER_PROBE_ARCHETYPE_NAMES.map((_, index) =>
        limit(() =>
          enrichWebsiteDeep(websites.siteUrl(index), { ...OPTIONS, upgradePage: browser.upgradePage }).then(
            (deep) => deep.enrichment,
          ),
        ),
      ),
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await websites?.close();
  });

  it.each(BROWSER_PROBE_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s: finds its facts and stores none of its decoys',
    (_, index) => {
      const { expected } = browserProbeSite(index);
      expectFakeSite(results[index], expected);
      expectNoDecoys(results[index], expected);
    },
  );
});
