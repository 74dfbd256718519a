/**
 * The held-out contact probe (issue 20): realistic small-business sites of many trades, countries and builders
 * (`probe-deeper-archetypes.ts`: contacts one or two links deep; `probe-written-archetypes.ts`: contacts as real
 * sites write them, beside other people's; `probe-builder-archetypes.ts`: builders' and themes' habits). Each is served under its own domain name (`probeResolver` maps it to
 * the fake server), so "the site's own domain" means what it means on the web. Not part of `ARCHETYPE_NAMES`;
 * `bench:quality` reads them too.
 */
import { siteAddress } from '../site-address';
import { startFakeWebsites, type FakeWebsites } from '../start-fake-websites';
import type { Archetype, FakeSite } from '../site-html';
import { PROBE_BUILDER_ARCHETYPES } from './probe-builder-archetypes';
import { PROBE_DEEPER_ARCHETYPES } from './probe-deeper-archetypes';
import { PROBE_WRITTEN_ARCHETYPES } from './probe-written-archetypes';

const PROBE_ARCHETYPES: Record<string, Archetype> = {
  ...PROBE_DEEPER_ARCHETYPES,
  ...PROBE_WRITTEN_ARCHETYPES,
  ...PROBE_BUILDER_ARCHETYPES,
};

export const PROBE_ARCHETYPE_NAMES = Object.keys(PROBE_ARCHETYPES);

/** The probe site number `index`, one business per archetype (served at `probeSiteUrl`). */
export function probeFakeSite(index: number, year = new Date().getUTCFullYear()): FakeSite {
  const archetype = PROBE_ARCHETYPE_NAMES[index % PROBE_ARCHETYPE_NAMES.length];
  const ctx = { index, name: archetype, slug: archetype, year };
  return { index, archetype, name: archetype, ...PROBE_ARCHETYPES[archetype](ctx) };
}

const DOMAINS = PROBE_ARCHETYPE_NAMES.map((_, index) => probeFakeSite(index).domain ?? '');

/** The probe site a host name (with or without "www.") names, for `startFakeWebsites({ hostIndex })`. */
export function probeHostIndex(host: string): number | null {
  const index = DOMAINS.indexOf(host.toLowerCase().replace(/^www\./, ''));
  return index < 0 ? null : index;
}

/** Resolves each probe domain to its site's loopback address (the crawl's `resolve` option). */
export async function probeResolver(hostname: string): Promise<{ address: string; family: number }[]> {
  const index = probeHostIndex(hostname);
  return index === null ? [] : [{ address: siteAddress(index), family: 4 }];
}

/** "http://www.<domain>:<port>/" for probe site `index` on the fake server at `serverUrl`. */
export function probeSiteUrl(serverUrl: string, index: number): string {
  return `http://www.${DOMAINS[index % DOMAINS.length]}:${new URL(serverUrl).port}/`;
}

/** The probe sites on one fake server; `siteUrl` gives a site's own-domain address (crawl with `probeResolver`). */
export async function startProbeWebsites(latencyMs = 0): Promise<FakeWebsites> {
  const websites = await startFakeWebsites({ latencyMs, sites: probeFakeSite, hostIndex: probeHostIndex });
  return { ...websites, siteUrl: (index) => probeSiteUrl(websites.url, index) };
}
