import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import {
  PROBE_ARCHETYPE_NAMES,
  probeFakeSite,
  probeResolver,
  startProbeWebsites,
} from '@fakes/websites/archetypes/probe-archetypes';
import type { FakeWebsites } from '@fakes/websites/start-fake-websites';
import { enrichWebsite, type EnrichOptions } from './enrich-website';
import { enrichWebsiteDeep } from './enrich-website-deep';

const OPTIONS: EnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  resolve: probeResolver,
};

/** Sites the detectors still get wrong, expected to fail until a rule fixes them (none today). */
const KNOWN_GAPS = new Set<string>([]);

/* The held-out contact probe: each site under its own domain, read by the static deep pass and the first pass. */
describe('the contact probe sites', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startProbeWebsites();
  });
  afterAll(async () => {
    await websites?.close();
  });

  const read = (index: number, pass: 'first' | 'deep') =>
    pass === 'deep'
      ? enrichWebsiteDeep(websites.siteUrl(index), { ...OPTIONS, budgetMs: 15_000 }).then(
          (deep) => deep.enrichment,
        )
      : enrichWebsite(websites.siteUrl(index), { ...OPTIONS, budgetMs: 5_000 });

  describe.each(PROBE_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    (archetype, index) => {
      const test = KNOWN_GAPS.has(archetype) ? it.fails : it;
      test('finds its emails and profiles, and none of its decoys, in the deep pass', async () => {
        const { expected } = probeFakeSite(index);
        const result = await read(index, 'deep');
        expectFakeSite(result, expected);
        expectNoDecoys(result, expected);
      });

      test('stores none of its decoys in the first pass, and what it finds is the site’s', async () => {
        const site = probeFakeSite(index);
        const result = await read(index, 'first');
        expectNoDecoys(result, site.expected);
        for (const found of result.emails) expect(site.expected.emails ?? []).toContain(found.email);
        if (site.firstPass) expectFakeSite(result, site.firstPass);
      });
    },
  );
});
