/**
 * The kinds of local business whose chain brands we keep (decision 129): each group names the
 * name-suggestion-index categories its brands come from (read by `scripts/build-chain-brands.ts`) and the Google
 * place types it covers (read when a place is matched, so "Subway Tile" the plumber is never "Subway").
 */
export const CHAIN_GROUPS = {
  food: {
    categories: [
      'amenity/restaurant',
      'amenity/fast_food',
      'amenity/cafe',
      'amenity/ice_cream',
      'amenity/pub',
      'amenity/bar',
      'shop/bakery',
      'shop/pastry',
      'shop/coffee',
    ],
    googleTypes: [
      'restaurant',
      'cafe',
      'coffee_shop',
      'bakery',
      'bar',
      'pub',
      'ice_cream_shop',
      'meal_takeaway',
      'meal_delivery',
      'sandwich_shop',
      'donut_shop',
      'dessert_shop',
      'juice_shop',
      'tea_house',
      'food',
    ],
  },
  dental: { categories: ['amenity/dentist'], googleTypes: ['dentist', 'dental_clinic'] },
  medical: {
    categories: [
      'amenity/doctors',
      'amenity/clinic',
      'amenity/pharmacy',
      'healthcare/physiotherapist',
      'shop/optician',
      'shop/hearing_aids',
    ],
    googleTypes: [
      'doctor',
      'medical_lab',
      'physiotherapist',
      'pharmacy',
      'drugstore',
      'chiropractor',
      'hospital',
    ],
  },
  pets: { categories: ['amenity/veterinary', 'shop/pet'], googleTypes: ['veterinary_care', 'pet_store'] },
  auto: {
    categories: [
      'shop/car_repair',
      'shop/tyres',
      'shop/car',
      'amenity/car_wash',
      'amenity/vehicle_inspection',
      'amenity/car_rental',
    ],
    googleTypes: ['car_repair', 'car_wash', 'car_dealer', 'car_rental', 'auto_parts_store', 'tire_shop'],
  },
  beauty: {
    categories: ['shop/hairdresser', 'shop/beauty', 'shop/massage', 'shop/tattoo'],
    googleTypes: [
      'hair_salon',
      'hair_care',
      'barber_shop',
      'beauty_salon',
      'nail_salon',
      'spa',
      'massage',
      'tanning_studio',
      'skin_care_clinic',
      'beautician',
    ],
  },
  fitness: {
    categories: ['leisure/fitness_centre', 'leisure/sports_centre'],
    googleTypes: ['gym', 'fitness_center', 'sports_club', 'yoga_studio', 'sports_complex'],
  },
  property: { categories: ['office/estate_agent'], googleTypes: ['real_estate_agency'] },
  professional: {
    categories: [
      'office/lawyer',
      'office/insurance',
      'office/tax_advisor',
      'office/financial_advisor',
      'office/mortgage',
      'office/financial',
    ],
    googleTypes: ['lawyer', 'insurance_agency', 'accounting', 'finance'],
  },
  trades: {
    categories: [
      'craft/plumber',
      'craft/electrician',
      'craft/cleaning',
      'craft/painter',
      'craft/carpenter',
      'craft/glaziery',
      'craft/window_construction',
      'shop/locksmith',
      'shop/pest_control',
      'office/moving_company',
    ],
    googleTypes: [
      'plumber',
      'electrician',
      'locksmith',
      'roofing_contractor',
      'painter',
      'house_cleaning_service',
      'moving_company',
      'general_contractor',
      'pest_control_service',
    ],
  },
  services: {
    categories: [
      'shop/laundry',
      'shop/dry_cleaning',
      'shop/storage_rental',
      'shop/funeral_directors',
      'shop/florist',
      'shop/copyshop',
      'amenity/driving_school',
      'amenity/childcare',
      'amenity/kindergarten',
      'amenity/language_school',
      'office/employment_agency',
    ],
    googleTypes: [
      'laundry',
      'storage',
      'funeral_home',
      'florist',
      'driving_school',
      'child_care_agency',
      'preschool',
      'employment_agency',
    ],
  },
  lodging: {
    categories: ['tourism/hotel', 'tourism/motel'],
    googleTypes: ['lodging', 'hotel', 'motel', 'inn', 'resort_hotel', 'extended_stay_hotel'],
  },
} as const satisfies Record<string, { categories: readonly string[]; googleTypes: readonly string[] }>;

export type TChainGroup = keyof typeof CHAIN_GROUPS;
export const CHAIN_GROUP_NAMES = Object.keys(CHAIN_GROUPS) as TChainGroup[];

/** The groups a place's Google types fall in; empty when none of its types is one we know. */
export function groupsOfTypes(types: readonly string[]): Set<TChainGroup> {
  const groups = new Set<TChainGroup>();
  for (const type of types) {
    for (const group of CHAIN_GROUP_NAMES) {
      const known: readonly string[] = CHAIN_GROUPS[group].googleTypes;
      if (known.includes(type) || (group === 'food' && type.endsWith('_restaurant'))) groups.add(group);
    }
  }
  return groups;
}

/**
 * A business or brand name as names are compared: accents and case dropped, "&" as "and", apostrophes and dots
 * removed ("Domino's" → "dominos", "RE/MAX" → "re max"), every other run of symbols one space.
 */
export function brandKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
