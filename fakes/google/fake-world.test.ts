import { describe, expect, it } from 'vitest';
import { createFakeWorld } from './fake-world';

const digits = (phone: string | undefined) => phone?.replace(/\D/g, '');

describe('fake world', () => {
  const world = createFakeWorld('1');
  const austin = world.locate('Austin, TX')!;

  it('is deterministic for a seed and different for another', () => {
    const again = createFakeWorld('1');
    const other = createFakeWorld('2');
    const ids = (w: typeof world) => w.businesses('plumber', w.locate('Austin')!).map((b) => b.id);
    expect(ids(again)).toEqual(ids(world));
    expect(ids(other)).not.toEqual(ids(world));
  });

  it('has 150–300 businesses for most niches in a city and about 8 for a rare one', () => {
    for (const niche of ['plumber', 'dentist', 'dog groomer']) {
      const count = world.businesses(niche, austin).length;
      expect(count).toBeGreaterThanOrEqual(150);
      expect(count).toBeLessThanOrEqual(300);
    }
    expect(world.businesses('rare violin maker', austin)).toHaveLength(8);
  });

  it('spreads businesses over the city and gives most of them websites and ratings', () => {
    const businesses = world.businesses('plumber', austin);
    const share = (test: (b: (typeof businesses)[number]) => boolean) =>
      businesses.filter(test).length / businesses.length;
    expect(share((b) => b.hasWebsite)).toBeGreaterThan(0.7);
    expect(share((b) => b.hasWebsite)).toBeLessThan(0.9);
    expect(share((b) => b.rating === undefined)).toBeGreaterThan(0);
    expect(share((b) => b.location.latitude > austin.center.latitude)).toBeGreaterThan(0.3);
    expect(share((b) => b.location.latitude > austin.center.latitude)).toBeLessThan(0.7);
    expect(new Set(businesses.map((b) => b.id)).size).toBe(businesses.length);
  });

  it('includes listings sharing a phone written differently, some with near-duplicate names', () => {
    const businesses = world.businesses('plumber', austin);
    const byDigits = new Map<string, typeof businesses>();
    for (const b of businesses.filter((x) => x.phone)) {
      const key = digits(b.phone?.national) ?? '';
      byDigits.set(key, [...(byDigits.get(key) ?? []), b]);
    }
    const shared = [...byDigits.values()].filter((group) => group.length > 1);
    expect(shared.length).toBeGreaterThan(2);
    expect(shared.some(([a, b]) => a.phone?.national !== b.phone?.national)).toBe(true);
    expect(shared.some(([a, b]) => a.name !== b.name && a.street === b.street && a.slug === b.slug)).toBe(
      true,
    );
  });

  it('resolves named cities, falls back to a synthetic city and finds nothing "nowhere"', () => {
    expect(world.locate('london')?.country).toBe('GB');
    expect(world.locate('Springfield, IL')).toMatchObject({ name: 'Springfield', state: { short: 'IL' } });
    expect(world.locate('nowhere')).toBeUndefined();
    expect(world.locate('12345')).toBeUndefined();
  });

  it('knows Leeds, York and Bradford in the UK, and New York is still New York', () => {
    for (const name of ['Leeds', 'York', 'Bradford']) {
      expect(world.locate(`${name}, UK`)).toMatchObject({ name, country: 'GB' });
    }
    expect(world.locate('New York, NY')?.name).toBe('New York');
    expect(world.locate('Yorktown, VA')?.name).toBe('Yorktown');
    const leeds = world.businesses('dentist', world.locate('Leeds')!);
    expect(leeds.every((b) => b.postalCode.startsWith('LS'))).toBe(true);
    expect(leeds.find((b) => b.phone)?.phone?.international).toMatch(/^\+44 113 /);
  });

  it('has a dense city: over 500 restaurants in London, while Austin keeps its few hundred', () => {
    expect(world.businesses('restaurants', world.locate('London')!).length).toBeGreaterThan(500);
    const austinRestaurants = world.businesses('restaurants', austin).length;
    expect(austinRestaurants).toBeGreaterThanOrEqual(250);
    expect(austinRestaurants).toBeLessThanOrEqual(300);
  });

  it('shares place ids between a specialty and its broader niche', () => {
    const dentists = new Map(world.businesses('dentist', austin).map((b) => [b.id, b]));
    const orthodontists = world.businesses('orthodontist', austin);
    const shared = orthodontists.filter((b) => dentists.has(b.id));
    expect(shared.length).toBeGreaterThan(dentists.size / 8);
    expect(shared.length).toBeLessThan(orthodontists.length / 2);
    expect(shared.every((b) => dentists.get(b.id) === b)).toBe(true);
    expect(new Set(orthodontists.map((b) => b.id)).size).toBe(orthodontists.length);
  });

  it('has a few businesses opening soon, apart from the open ones', () => {
    const soon = world.openingSoon('dentist', austin);
    expect(soon.length).toBeGreaterThanOrEqual(1);
    expect(soon.length).toBeLessThanOrEqual(3);
    expect(soon.every((b) => b.businessStatus === 'FUTURE_OPENING' && b.opensInDays! > 0 && !b.rating)).toBe(
      true,
    );
    const open = new Set(world.businesses('dentist', austin).map((b) => b.id));
    expect(soon.some((b) => open.has(b.id))).toBe(false);
    expect(world.businesses('dentist', austin).some((b) => b.businessStatus === 'FUTURE_OPENING')).toBe(
      false,
    );
    expect(world.openingSoon('rare violin maker', austin)).toEqual([]);
  });

  it('knows a geocoded city afterwards by its area', () => {
    const fresh = createFakeWorld('1');
    const city = fresh.locate('Boise, ID')!;
    const area = {
      low: city.center,
      high: { latitude: city.center.latitude + 0.01, longitude: city.center.longitude + 0.01 },
    };
    expect(fresh.citiesIn(area).map((c) => c.key)).toContain(city.key);
  });
});
