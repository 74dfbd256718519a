import type { TRectangle } from '@server/integrations/google/places-wire';
import { generateBusinesses, type TFakeBusiness } from './fake-businesses';
import { withChains } from './fake-chains';
import { NAMED_CITIES, cityForAddress, intersects, viewportOf, type TFakeCity } from './fake-cities';

export type TFakeWorld = {
  /** The city an address resolves to (and from then on known to the world), or undefined. */
  locate: (address: string) => TFakeCity | undefined;
  /** Known cities whose viewport overlaps the rectangle. */
  citiesIn: (rectangle: TRectangle) => TFakeCity[];
  businesses: (niche: string, city: TFakeCity) => TFakeBusiness[];
};

/** A deterministic synthetic world: the same seed always gives the same cities and businesses. */
export function createFakeWorld(seed: string): TFakeWorld {
  const cities = new Map(NAMED_CITIES.map((c) => [c.key, c]));
  const businesses = new Map<string, TFakeBusiness[]>();
  return {
    locate: (address) => {
      const city = cityForAddress(address);
      if (city) cities.set(city.key, city);
      return city;
    },
    citiesIn: (rectangle) => [...cities.values()].filter((c) => intersects(viewportOf(c), rectangle)),
    businesses: (niche, city) => {
      const key = `${niche}|${city.key}`;
      const found =
        businesses.get(key) ?? withChains(generateBusinesses({ niche, city, seed }), { niche, city, seed });
      businesses.set(key, found);
      return found;
    },
  };
}
