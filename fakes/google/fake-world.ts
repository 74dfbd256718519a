import type { TRectangle } from '@server/integrations/google/places-wire';
import { generateBusinesses, generateOpeningSoon, type TFakeBusiness } from './fake-businesses';
import { withChains } from './fake-chains';
import { NAMED_CITIES, cityForAddress, intersects, viewportOf, type TFakeCity } from './fake-cities';
import { broaderNiche } from './fake-niches';
import { hashString } from './seeded-random';

export type TFakeWorld = {
  /** The city an address resolves to (and from then on known to the world), or undefined. */
  locate: (address: string) => TFakeCity | undefined;
  /** Known cities whose viewport overlaps the rectangle. */
  citiesIn: (rectangle: TRectangle) => TFakeCity[];
  /**
   * The open (or closed) businesses of a niche in a city. A specialty (orthodontist) also holds about a quarter
   * of its broader niche's places (dentist), the very same places: one place id answers both queries.
   */
  businesses: (niche: string, city: TFakeCity) => TFakeBusiness[];
  /** Its businesses that have not opened yet (`FUTURE_OPENING`). */
  openingSoon: (niche: string, city: TFakeCity) => TFakeBusiness[];
  /** What a query with `includeFutureOpeningBusinesses` answers (a sweep's): both of the above. */
  sweepPlaces: (niche: string, city: TFakeCity) => TFakeBusiness[];
};

/** A deterministic synthetic world: the same seed always gives the same cities and businesses. */
export function createFakeWorld(seed: string): TFakeWorld {
  const cities = new Map(NAMED_CITIES.map((c) => [c.key, c]));
  const businesses = new Map<string, TFakeBusiness[]>();
  const businessesOf = (niche: string, city: TFakeCity): TFakeBusiness[] => {
    const key = `${niche}|${city.key}`;
    let found = businesses.get(key);
    if (!found) {
      const broader = broaderNiche(niche);
      const shared = broader
        ? businessesOf(broader, city).filter((b) => hashString(`${b.id}|${niche}`) % 4 === 0)
        : [];
      found = [...withChains(generateBusinesses({ niche, city, seed }), { niche, city, seed }), ...shared];
      businesses.set(key, found);
    }
    return found;
  };
  return {
    locate: (address) => {
      const city = cityForAddress(address);
      if (city) cities.set(city.key, city);
      return city;
    },
    citiesIn: (rectangle) => [...cities.values()].filter((c) => intersects(viewportOf(c), rectangle)),
    businesses: businessesOf,
    openingSoon: (niche, city) => generateOpeningSoon({ niche, city, seed }),
    sweepPlaces: (niche, city) => [
      ...businessesOf(niche, city),
      ...generateOpeningSoon({ niche, city, seed }),
    ],
  };
}
