import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES, fakeSite } from './site-archetypes';
import { siteAddress, siteIndexOf } from './site-address';
import { startFakeWebsites, type FakeWebsites } from './start-fake-websites';

describe('site addresses', () => {
  it.each([0, 1, 253, 254, 1000, 64_769, 64_770, 9_999_999])(
    'round-trips site %i through its loopback address',
    (index) => {
      expect(siteIndexOf(`${siteAddress(index)}:8080`)).toBe(index);
    },
  );

  it('gives each site its own host', () => {
    expect(new Set(Array.from({ length: 300 }, (_, index) => siteAddress(index))).size).toBe(300);
  });

  it('rejects other hosts', () => {
    expect(siteIndexOf('localhost:8080')).toBeNull();
    expect(siteIndexOf('127.0.0.1:8080')).toBeNull();
  });
});

describe('fakeSite', () => {
  it('is deterministic and covers every archetype in the first cycle', () => {
    expect(fakeSite(7, 2026)).toEqual(fakeSite(7, 2026));
    expect(Array.from({ length: ARCHETYPE_NAMES.length }, (_, index) => fakeSite(index).archetype)).toEqual(
      ARCHETYPE_NAMES,
    );
  });

  it('varies the business behind an archetype from cycle to cycle', () => {
    expect(fakeSite(0).name).not.toBe(fakeSite(ARCHETYPE_NAMES.length).name);
  });
});

describe('startFakeWebsites', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites({ latencyMs: 50 });
  });
  afterAll(() => websites.close());

  it('routes by Host header, with the configured latency, and logs requests', async () => {
    const index = ARCHETYPE_NAMES.indexOf('wix');
    const started = Date.now();
    const res = await fetch(websites.siteUrl(index));
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await res.text()).toContain('Wix.com Website Builder');
    expect(websites.requests.at(-1)).toMatchObject({ site: index, path: '/' });
  });

  it('answers 404 for unknown paths and hosts', async () => {
    expect((await fetch(`${websites.siteUrl(0)}nope`)).status).toBe(404);
    expect((await fetch(`${websites.url}/`)).status).toBe(404);
  });
});
