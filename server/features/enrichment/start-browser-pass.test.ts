import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedFakeSite } from '@fakes/websites/archetypes/rendered-archetypes';
import { ARCHETYPE_NAMES, fakeSite } from '@fakes/websites/site-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { enrichWebsiteDeep } from './enrich-website-deep';
import { startBrowserPass, type BrowserPassConfig } from './start-browser-pass';

const CONFIG: BrowserPassConfig = {
  APP_URL: 'http://localhost',
  CRAWLER_ALLOW_PRIVATE_NETWORKS: true,
  CRAWLER_ALLOWED_NETWORKS: [],
  CHROMIUM_PATH: '/nonexistent/chromium',
  BROWSER_POOL_SIZE: 1,
  BROWSER_RENDER_MS: 2_000,
  BROWSER_HEAP_MB: 128,
};

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: string) => lines.push(`info ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
  };
}

describe('without Chromium', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites();
  });
  afterAll(() => websites.close());

  it('starts no browser pass and says so in one clear log line', async () => {
    const log = recordingLog();
    expect(await startBrowserPass(CONFIG, log)).toBeNull();
    expect(log.lines).toEqual([
      'warn Browser pass off: no Chromium at /nonexistent/chromium; the deep pass reads pages statically (set CHROMIUM_PATH to enable it)',
    ]);
  });

  it('says so too when CHROMIUM_PATH is empty or the file is not a browser', async () => {
    const empty = recordingLog();
    expect(await startBrowserPass({ ...CONFIG, CHROMIUM_PATH: '' }, empty)).toBeNull();
    expect(empty.lines).toEqual([expect.stringMatching(/^warn Browser pass off: CHROMIUM_PATH is empty;/)]);
    const notBrowser = recordingLog();
    expect(await startBrowserPass({ ...CONFIG, CHROMIUM_PATH: '/bin/false' }, notBrowser)).toBeNull();
    expect(notBrowser.lines).toEqual([
      expect.stringMatching(/^warn Browser pass off: Chromium at \/bin\/false did not start/),
    ]);
  }, 60_000);

  it('the deep pass gives the static results', async () => {
    const browser = await startBrowserPass(CONFIG, recordingLog());
    const index = ARCHETYPE_NAMES.indexOf('agency-credit');
    const { enrichment: result } = await enrichWebsiteDeep(websites.siteUrl(index), {
      allowPrivateNetworks: true,
      userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
      budgetMs: 6_000,
      upgradePage: browser?.upgradePage,
    });
    expect(result.status).toBe('ok');
    expect(result.emails.map((found) => found.email)).toEqual(fakeSite(index).expected.emails);
  });

  it('a page that needed the browser is read statically, as far as its HTML goes', async () => {
    const rendered = await startFakeWebsites({ sites: renderedFakeSite });
    try {
      const { enrichment: result } = await enrichWebsiteDeep(rendered.siteUrl(0), {
        allowPrivateNetworks: true,
        userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
        budgetMs: 6_000,
      });
      expect(renderedFakeSite(0).archetype).toBe('spa-empty-shell');
      expect(result).toMatchObject({ status: 'ok', emails: [] });
    } finally {
      await rendered.close();
    }
  });
});
