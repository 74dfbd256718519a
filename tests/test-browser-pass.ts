import { chromiumExecutable, DEFAULT_CHROMIUM_PATH } from '@server/integrations/chromium/launch-chromium';
import type { DeepEnrichOptions } from '@server/features/enrichment/enrich-website-deep';
import type { BrowserPass } from '@server/features/enrichment/render-page';
import { startBrowserPass } from '@server/features/enrichment/start-browser-pass';

/* The browser pass as the archetype tests run it against the local fake websites (tests only). */

export const hasChromium = 'path' in chromiumExecutable(DEFAULT_CHROMIUM_PATH);

/** The deep pass's options for fake websites on loopback addresses. */
export const FAKE_SITE_OPTIONS: DeepEnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  // Twice the product's 15 s: these files check what is found, and on a loaded 2-core CI machine a render alone
  // took several seconds (a missed fact failed CI). bench:quality measures the product's own budgets.
  budgetMs: 30_000,
};

/**
 * Two slots as the product's defaults, 12 s per render (the product's 6 s, doubled for a loaded machine as
 * FAKE_SITE_OPTIONS' budget); throws when Chromium does not start.
 */
export async function startTestBrowserPass(): Promise<BrowserPass> {
  const started = await startBrowserPass(
    {
      APP_URL: 'http://localhost',
      CRAWLER_ALLOW_PRIVATE_NETWORKS: true,
      CRAWLER_ALLOWED_NETWORKS: [],
      CHROMIUM_PATH: DEFAULT_CHROMIUM_PATH,
      BROWSER_POOL_SIZE: 2,
      BROWSER_RENDER_MS: 12_000,
      BROWSER_HEAP_MB: 256,
    },
    { info: () => undefined, warn: () => undefined },
  );
  if (!started) throw new Error('Chromium did not start');
  return started;
}
