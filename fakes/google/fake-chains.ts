import type { TFakeBusiness } from './fake-businesses';
import type { TFakeCity, TFakeCountry } from './fake-cities';
import { seededRandom } from './seeded-random';

/**
 * Real chain brands by the Google type of their locations, with the countries they trade in (as the brand data of
 * name-suggestion-index has them: a test checks each is found there). Only niches with brands get locations.
 */
export const FAKE_CHAIN_BRANDS: Record<string, { name: string; countries: TFakeCountry[] }[]> = {
  restaurant: [
    { name: "Domino's", countries: ['US', 'GB', 'AU'] },
    { name: 'Pizza Hut', countries: ['US', 'GB', 'AU'] },
  ],
  cafe: [
    { name: 'Starbucks', countries: ['US', 'GB', 'AU'] },
    { name: "Dunkin'", countries: ['US'] },
  ],
  hair_salon: [
    { name: 'Great Clips', countries: ['US'] },
    { name: 'Supercuts', countries: ['US', 'GB'] },
    { name: 'Sport Clips', countries: ['US'] },
  ],
  gym: [
    { name: 'Planet Fitness', countries: ['US'] },
    { name: 'Anytime Fitness', countries: ['US', 'GB', 'AU'] },
    { name: 'The Gym Group', countries: ['GB'] },
  ],
  dentist: [
    { name: 'Aspen Dental', countries: ['US'] },
    { name: 'mydentist', countries: ['GB'] },
  ],
  car_repair: [
    { name: 'Midas', countries: ['US', 'AU'] },
    { name: 'Jiffy Lube', countries: ['US'] },
    { name: 'Kwik Fit', countries: ['GB'] },
  ],
  real_estate_agency: [
    { name: 'RE/MAX', countries: ['US', 'GB', 'AU'] },
    { name: 'Coldwell Banker', countries: ['US', 'AU'] },
    { name: 'Foxtons', countries: ['GB'] },
  ],
  plumber: [{ name: 'Mr. Rooter', countries: ['US'] }],
  house_cleaning_service: [
    { name: 'Molly Maid', countries: ['US', 'GB'] },
    { name: 'Merry Maids', countries: ['US', 'GB'] },
  ],
};

const AREAS = ['North', 'South', 'Downtown', 'East', 'West', 'Uptown'];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A listing on a directory or booking platform, as such businesses give it to Google. */
function directoryUrl(business: TFakeBusiness, pick: <T>(items: readonly T[]) => T): string {
  const city = slugOf(business.city.name);
  const choices = [
    `https://www.yelp.com/biz/${business.slug}-${city}`,
    `https://www.facebook.com/${business.slug.replace(/-/g, '')}`,
    ...(business.primaryType === 'hair_salon'
      ? [`https://booksy.com/en-us/${business.slug}_hair-salon_${city}`]
      : []),
    ...(business.primaryType === 'restaurant' || business.primaryType === 'cafe'
      ? [`https://www.tripadvisor.com/Restaurant_Review-${business.slug}-${city}.html`]
      : []),
    ...(business.city.country === 'GB' ? [`https://www.treatwell.co.uk/place/${business.slug}/`] : []),
  ];
  return pick(choices);
}

/**
 * Turns a few of a city's businesses into chains, from a random stream of their own (every other fact of the
 * world stays as it was): ~4% become locations of a brand of their kind (same name, one website for the
 * brand), one of the 40 most prominent businesses gets two more places on its website ("… North", "… South",
 * ranked just after it), and ~3% of those with a
 * website list a directory page instead. Each is marked with its `chain` ground truth. Businesses that share a
 * listing with another (near-duplicates) are left alone.
 */
export function withChains(
  businesses: TFakeBusiness[],
  { niche, city, seed }: { niche: string; city: TFakeCity; seed: string },
): TFakeBusiness[] {
  if (businesses.length < 20) return businesses;
  const random = seededRandom(`${seed}|chains|${niche}|${city.key}`);
  const slugCount = new Map<string, number>();
  for (const b of businesses) slugCount.set(b.slug, (slugCount.get(b.slug) ?? 0) + 1);
  const free = (b: TFakeBusiness) => b.chain === undefined && slugCount.get(b.slug) === 1;
  const out = [...businesses];

  out.forEach((b, i) => {
    const brands = (FAKE_CHAIN_BRANDS[b.primaryType] ?? []).filter((brand) =>
      brand.countries.includes(city.country),
    );
    if (brands.length === 0 || !free(b) || !random.chance(0.04)) return;
    const brand = random.pick(brands);
    out[i] = { ...b, name: brand.name, slug: slugOf(brand.name), hasWebsite: true, chain: 'brand' };
  });

  const candidates = out.map((b, i) => [b, i] as const).filter(([b]) => free(b) && b.hasWebsite);
  if (candidates.length >= 3) {
    // A business with several places is a known one: among the 40 most prominent, its places ranked together.
    const prominent = [...candidates].sort(([a], [b]) => b.prominence - a.prominence).slice(0, 40);
    const [base, baseIndex] = random.pick(prominent);
    const others = candidates.filter(([, i]) => i !== baseIndex);
    const picked = new Set<number>();
    while (picked.size < 2) picked.add(random.pick(others)[1]);
    out[baseIndex] = { ...base, chain: 'shared_domain' };
    [...picked].forEach((i, n) => {
      out[i] = {
        ...out[i],
        name: `${base.name} ${AREAS[n % AREAS.length]}`,
        slug: base.slug,
        hasWebsite: true,
        prominence: base.prominence - 0.01 * (n + 1),
        chain: 'shared_domain',
      };
    });
  }

  out.forEach((b, i) => {
    if (!free(out[i]) || !b.hasWebsite || !random.chance(0.03)) return;
    out[i] = { ...b, directoryUrl: directoryUrl(b, random.pick), chain: 'directory' };
  });
  return out;
}
