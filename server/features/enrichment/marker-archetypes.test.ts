import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import { MARKER_ARCHETYPE_NAMES, markerFakeSite } from '@fakes/websites/archetypes/marker-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { enrichWebsite } from './enrich-website';
import { enrichWebsiteDeep } from './enrich-website-deep';

const OPTIONS = { allowPrivateNetworks: true, userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)' };

/** The marker probe: each site's platform and chat widget, read statically by both passes, and none of its decoys. */
describe('the marker probe (platforms and chat widgets as real sites ship them)', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites({ sites: markerFakeSite });
  });
  afterAll(async () => {
    await websites?.close();
  });

  describe.each(MARKER_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    (_, index) => {
      it('the first pass finds its facts and stores none of its decoys', { timeout: 20_000 }, async () => {
        const result = await enrichWebsite(websites.siteUrl(index), { ...OPTIONS, budgetMs: 5_000 });
        const site = markerFakeSite(index);
        expectFakeSite(result, site.firstPass ?? site.expected);
        expectNoDecoys(result, site.expected);
      });

      it('the deep pass finds its facts and stores none of its decoys', { timeout: 30_000 }, async () => {
        const { enrichment: result } = await enrichWebsiteDeep(websites.siteUrl(index), {
          ...OPTIONS,
          budgetMs: 15_000,
        });
        expectFakeSite(result, markerFakeSite(index).expected);
        expectNoDecoys(result, markerFakeSite(index).expected);
      });
    },
  );

  it('labels at least 30 sites, each with its platform and chat verdict', () => {
    expect(MARKER_ARCHETYPE_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const index of MARKER_ARCHETYPE_NAMES.keys()) {
      const { expected } = markerFakeSite(index);
      expect(expected.cmsPlatform).toBeDefined();
      expect(expected.chatbotPlatform).toBeDefined();
    }
  });
});
