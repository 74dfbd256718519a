/** How businesses of one kind look: their Google type, name words, and whether many have no storefront. */
export type TNicheProfile = { primaryType: string; nouns: string[]; hasServiceAreas: boolean };

const PROFILES: [RegExp, TNicheProfile][] = [
  [
    /plumb/,
    { primaryType: 'plumber', nouns: ['Plumbing', 'Plumbing & Drain', 'Rooter'], hasServiceAreas: true },
  ],
  [
    /electric/,
    { primaryType: 'electrician', nouns: ['Electric', 'Electrical Services'], hasServiceAreas: true },
  ],
  [
    /roof/,
    { primaryType: 'roofing_contractor', nouns: ['Roofing', 'Roofing & Exteriors'], hasServiceAreas: true },
  ],
  [
    /clean|maid/,
    { primaryType: 'house_cleaning_service', nouns: ['Cleaning', 'Maids'], hasServiceAreas: true },
  ],
  [
    /landscap|lawn/,
    { primaryType: 'landscaper', nouns: ['Landscaping', 'Lawn Care'], hasServiceAreas: true },
  ],
  [
    /dent/,
    { primaryType: 'dentist', nouns: ['Dental', 'Family Dentistry', 'Dental Care'], hasServiceAreas: false },
  ],
  [
    /law|attorney/,
    { primaryType: 'lawyer', nouns: ['Law Firm', 'Law Group', 'Legal'], hasServiceAreas: false },
  ],
  [
    /restaurant|pizza|grill|food/,
    { primaryType: 'restaurant', nouns: ['Grill', 'Kitchen', 'Bistro'], hasServiceAreas: false },
  ],
  [/cafe|coffee/, { primaryType: 'cafe', nouns: ['Coffee', 'Cafe', 'Roasters'], hasServiceAreas: false }],
  [
    /salon|hair|barber/,
    { primaryType: 'hair_salon', nouns: ['Salon', 'Hair Studio', 'Barbers'], hasServiceAreas: false },
  ],
  [/gym|fitness/, { primaryType: 'gym', nouns: ['Fitness', 'Gym', 'Strength Club'], hasServiceAreas: false }],
  [
    /real ?estate|realtor/,
    { primaryType: 'real_estate_agency', nouns: ['Realty', 'Properties'], hasServiceAreas: false },
  ],
  [
    /auto|mechanic|car repair/,
    { primaryType: 'car_repair', nouns: ['Auto Repair', 'Automotive'], hasServiceAreas: false },
  ],
];

/** Specialties whose places are partly places of a broader niche too (an orthodontist is often a dental practice). */
const BROADER: [RegExp, string][] = [
  [/orthodont/, 'dentist'],
  [/pizza/, 'restaurant'],
];

/** The broader niche some of this niche's places also belong to (same place ids), if any. */
export const broaderNiche = (niche: string) => BROADER.find(([pattern]) => pattern.test(niche))?.[1];

/** Text queries that ask for any kind of business. */
const GENERIC = /^((any|all|local) )*(business(es)?|companies)?$/;

/** The niche key a query text stands for: lower case, single spaces; "" for "any business". */
export function nicheKey(text: string): string {
  const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return GENERIC.test(key) ? '' : key;
}

/** Niches containing "rare" have only a handful of businesses per city. */
export const isRareNiche = (niche: string) => niche.includes('rare');

/** The profile of a niche; `pickGeneric` chooses one per business for the "any business" niche. */
export function nicheProfile(
  niche: string,
  pickGeneric: (profiles: TNicheProfile[]) => TNicheProfile,
): TNicheProfile {
  if (niche === '') return pickGeneric(PROFILES.map(([, profile]) => profile));
  const known = PROFILES.find(([pattern]) => pattern.test(niche));
  if (known) return known[1];
  const words = niche.replace(/\brare\b/, '').trim() || niche;
  return {
    primaryType: words.replace(/s$/, '').replace(/\W+/g, '_'),
    nouns: [words.replace(/\b[a-z]/g, (c) => c.toUpperCase())],
    hasServiceAreas: false,
  };
}
