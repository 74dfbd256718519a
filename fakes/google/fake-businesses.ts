import type { TLatLng } from '@server/integrations/google/places-wire';
import { viewportOf, type TFakeCity } from './fake-cities';
import { COUNTRY_FORMATS, type TFakePhone } from './fake-countries';
import { isRareNiche, nicheProfile } from './fake-niches';
import { hashString, seededRandom, type TRandom } from './seeded-random';

export type TFakeBusiness = {
  id: string;
  name: string;
  /** Name as a URL slug; near-duplicate listings share it. */
  slug: string;
  niche: string;
  city: TFakeCity;
  primaryType: string;
  types: string[];
  /** "123 Main St"; undefined for a pure service-area business (no storefront). */
  street: string | undefined;
  postalCode: string;
  /** Always set: a service-area business is still placed somewhere, Google just does not tell. */
  location: TLatLng;
  phone: TFakePhone | undefined;
  rating: number | undefined;
  reviewCount: number | undefined;
  businessStatus: 'OPERATIONAL' | 'CLOSED_TEMPORARILY' | 'CLOSED_PERMANENTLY' | 'FUTURE_OPENING';
  /** Days from now until a FUTURE_OPENING business opens (Google's `openingDate`). */
  opensInDays?: number;
  cid: string;
  hasWebsite: boolean;
  /** A directory or booking-platform page Google lists as its website (instead of a site of its own). */
  directoryUrl?: string;
  isServiceArea: boolean;
  /** Google lists its opening hours (most profiles do). */
  hasOpeningHours: boolean;
  /** Photos on its profile, 0–10 (Text Search sends at most 10). */
  photoCount: number;
  /**
   * Ground truth for the chain flag (`npm run bench:quality`): a location of a chain brand, one of a business's
   * several places on one website, or a directory page as its website. Absent: an independent business.
   */
  chain?: 'brand' | 'shared_domain' | 'directory';
  /** Google's ranking for a query: higher first. */
  prominence: number;
};

const SURNAMES = [
  'Smith',
  'Garcia',
  'Johnson',
  'Nguyen',
  'Patel',
  'Miller',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Reed',
  'Bailey',
  'Kelly',
];
const ADJECTIVES = [
  'Reliable',
  'Premier',
  'Elite',
  'Precision',
  'Summit',
  'Liberty',
  'Golden',
  'Evergreen',
  'Blue Sky',
  'Pioneer',
  'Trusted',
  'Capital',
  'Metro',
  'Allied',
  'Express',
  'Heritage',
  'Bright',
  'Keystone',
  'Northside',
  'Lakeside',
];
const SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Pros', 'Experts', 'Services', 'Group', 'Studio'];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Congress Ave',
  'Elm St',
  'Cedar Ln',
  '2nd St',
  'Lake Dr',
  'Park Rd',
  'Maple Ave',
  'Sunset Blvd',
  'Hill St',
  'River Rd',
  'Market St',
  'Church St',
  'High St',
  'King St',
  'Mill Rd',
  'Pine St',
];
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function placeId(random: TRandom): string {
  return `ChIJ${Array.from({ length: 23 }, () => random.pick([...ID_ALPHABET])).join('')}`;
}

function businessName(random: TRandom, noun: string, city: TFakeCity): string {
  const surname = random.pick(SURNAMES);
  const adjective = random.pick(ADJECTIVES);
  return random.pick([
    `${surname} ${noun}`,
    `${adjective} ${noun}`,
    `${city.name} ${noun}`,
    `${surname} & Sons ${noun}`,
    `${adjective} ${noun} ${random.pick(SUFFIXES)}`,
    `${surname} ${noun} ${random.pick(SUFFIXES)}`,
  ]);
}

/**
 * Clustered near the centre (dense downtown), with a uniform spread over the rest of the viewport; always inside
 * the viewport (clamped after rounding, so a place on its edge is not a hair outside it).
 */
function locationIn(random: TRandom, city: TFakeCity): TLatLng {
  const { low, high } = viewportOf(city);
  const isDowntown = random.chance(0.6);
  const along = (center: number, half: number, min: number, max: number) =>
    clamp(
      round(
        isDowntown ? center + (random.normal() * half) / 2.5 : center + (random.next() * 2 - 1) * half,
        7,
      ),
      min,
      max,
    );
  return {
    latitude: along(city.center.latitude, city.halfSpan.latitude, low.latitude, high.latitude),
    longitude: along(city.center.longitude, city.halfSpan.longitude, low.longitude, high.longitude),
  };
}

function freshBusiness(random: TRandom, niche: string, city: TFakeCity, taken: Set<string>): TFakeBusiness {
  const country = COUNTRY_FORMATS[city.country];
  const profile = nicheProfile(niche, (profiles) => random.pick(profiles));
  let name = businessName(random, random.pick(profile.nouns), city);
  for (let tries = 0; taken.has(name) && tries < 10; tries++)
    name = businessName(random, random.pick(profile.nouns), city);
  if (taken.has(name)) name = `${name} ${taken.size}`;
  taken.add(name);
  const hasRating = random.chance(0.92);
  const rating = hasRating ? round(clamp(4.2 + random.normal() * 0.6, 1, 5), 1) : undefined;
  const reviewCount = hasRating ? Math.max(1, Math.floor(Math.exp(random.next() * 7.5))) : undefined;
  const status = random.next();
  const id = placeId(random);
  // From the id, not the random stream: every other fact of the world stays as it was before these two.
  const facts = hashString(`${id}|profile`);
  return {
    id,
    name,
    slug: slugOf(name),
    niche,
    city,
    primaryType: profile.primaryType,
    types: [profile.primaryType, 'point_of_interest', 'establishment'],
    street: `${random.int(1, 9899)} ${random.pick(STREETS)}`,
    postalCode: country.postalCode(city, random),
    location: locationIn(random, city),
    phone: random.chance(0.96) ? country.phone(city, random) : undefined,
    rating,
    reviewCount,
    businessStatus:
      status < 0.94 ? 'OPERATIONAL' : status < 0.98 ? 'CLOSED_TEMPORARILY' : 'CLOSED_PERMANENTLY',
    cid: `${random.int(1e9, 9e9)}${random.int(1e8, 9e8)}`,
    hasWebsite: random.chance(0.8),
    isServiceArea: profile.hasServiceAreas && random.chance(0.15),
    hasOpeningHours: facts % 100 < 85,
    photoCount: facts % 7 === 0 ? 0 : 1 + ((facts >>> 8) % 10),
    prominence: (rating ?? 3) * Math.log10((reviewCount ?? 0) + 10) + random.next() * 2,
  };
}

/** "Smith Plumbing" → "Smith Plumbing LLC", "A & B" → "A and B", "X LLC" → "X". */
function nearDuplicateName(name: string): string {
  if (/ (LLC|Inc\.|Co\.)$/.test(name)) return name.replace(/ (LLC|Inc\.|Co\.)$/, '');
  if (name.includes(' & ')) return name.replace(' & ', ' and ');
  return `${name} LLC`;
}

/**
 * Every business of a niche in a city, in a stable order. About 3% are second listings of another business
 * (near-duplicate name, same address, phone written differently) and 2% share another's phone under a
 * different name, for duplicate detection.
 */
export function generateBusinesses({ niche, city, seed }: { niche: string; city: TFakeCity; seed: string }) {
  const random = seededRandom(`${seed}|${niche}|${city.key}`);
  const count = isRareNiche(niche)
    ? 8
    : Math.round((150 + (hashString(`${niche}|${city.key}`) % 151)) * (city.density ?? 1));
  const taken = new Set<string>();
  const businesses: TFakeBusiness[] = [];
  for (let i = 0; i < count; i++) {
    const business = freshBusiness(random, niche, city, taken);
    const original =
      i > 10 && random.chance(0.05) ? random.pick(businesses.filter((b) => b.phone)) : undefined;
    if (original?.phone && random.chance(0.6)) {
      const name = nearDuplicateName(original.name);
      businesses.push({
        ...business,
        name,
        slug: original.slug,
        street: original.street,
        postalCode: original.postalCode,
        location: original.location,
        isServiceArea: original.isServiceArea,
        phone: { ...original.phone, national: original.phone.alternate },
      });
    } else if (original?.phone) {
      businesses.push({ ...business, phone: { ...original.phone, national: original.phone.alternate } });
    } else {
      businesses.push(business);
    }
  }
  return businesses.map((b) => (b.isServiceArea ? { ...b, street: undefined } : b));
}

/**
 * Businesses of a niche in a city that have not opened yet (`FUTURE_OPENING`, opening in 1–120 days, no rating),
 * 1–3 per niche and city, none for a rare niche. Their own random stream: the open businesses stay as they were.
 * Text Search answers them only with `includeFutureOpeningBusinesses`.
 */
export function generateOpeningSoon({
  niche,
  city,
  seed,
}: {
  niche: string;
  city: TFakeCity;
  seed: string;
}): TFakeBusiness[] {
  if (isRareNiche(niche)) return [];
  const random = seededRandom(`${seed}|opening|${niche}|${city.key}`);
  const taken = new Set<string>();
  return Array.from({ length: random.int(1, 3) }, () => ({
    ...freshBusiness(random, niche, city, taken),
    businessStatus: 'FUTURE_OPENING' as const,
    opensInDays: random.int(1, 120),
    rating: undefined,
    reviewCount: undefined,
    hasOpeningHours: false,
    photoCount: 0,
    prominence: random.next() * 3,
  }));
}
