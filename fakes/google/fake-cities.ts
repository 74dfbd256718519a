import type { TLatLng, TRectangle } from '@server/integrations/google/places-wire';
import { hashString } from './seeded-random';

export type TFakeCountry = 'US' | 'GB' | 'AU';

export type TFakeCity = {
  /** Identity of the city in the fake world. */
  key: string;
  name: string;
  state: { long: string; short: string };
  country: TFakeCountry;
  center: TLatLng;
  /** Half the viewport's height and width, in degrees. */
  halfSpan: TLatLng;
  /** Telephone area code, without trunk prefix. */
  areaCode: string;
  /** Leading part of the postal codes handed out in the city. */
  postalPrefix: string;
  /** Other postal areas handed out beside the prefix (London's SE, NW…). */
  postalAreas?: string[];
  /** Businesses per niche relative to an ordinary city (1): a big city has more of every kind. */
  density?: number;
};

const city = (
  name: string,
  state: [string, string],
  country: TFakeCountry,
  center: [number, number],
  halfSpan: [number, number],
  areaCode: string,
  postalPrefix: string,
  more: Pick<TFakeCity, 'postalAreas' | 'density'> = {},
): TFakeCity => ({
  key: name.toLowerCase(),
  name,
  state: { short: state[0], long: state[1] },
  country,
  center: { latitude: center[0], longitude: center[1] },
  halfSpan: { latitude: halfSpan[0], longitude: halfSpan[1] },
  areaCode,
  postalPrefix,
  ...more,
});

/**
 * Cities the fake knows by name (matched as a whole word, first in this order: "New York" before "York"); any
 * other address gets a synthetic US city. London is dense (2.5 times the businesses of each niche: restaurants
 * there are well over 500, for sweeps past the 60 a query gives); Leeds and Bradford touch, as they do.
 */
export const NAMED_CITIES: TFakeCity[] = [
  city('Austin', ['TX', 'Texas'], 'US', [30.2672, -97.7431], [0.16, 0.18], '512', '787'),
  city('New York', ['NY', 'New York'], 'US', [40.7128, -74.006], [0.25, 0.28], '212', '100'),
  city('Chicago', ['IL', 'Illinois'], 'US', [41.8781, -87.6298], [0.2, 0.2], '312', '606'),
  city('Denver', ['CO', 'Colorado'], 'US', [39.7392, -104.9903], [0.13, 0.15], '303', '802'),
  city('Seattle', ['WA', 'Washington'], 'US', [47.6062, -122.3321], [0.12, 0.12], '206', '981'),
  city('Miami', ['FL', 'Florida'], 'US', [25.7617, -80.1918], [0.1, 0.1], '305', '331'),
  city('London', ['England', 'England'], 'GB', [51.5074, -0.1278], [0.2, 0.3], '20', 'SW', {
    postalAreas: ['SE', 'NW', 'N', 'E', 'W', 'EC'],
    density: 2.5,
  }),
  city('Sydney', ['NSW', 'New South Wales'], 'AU', [-33.8688, 151.2093], [0.2, 0.25], '2', '20'),
  city('Leeds', ['England', 'England'], 'GB', [53.8008, -1.5491], [0.1, 0.16], '113', 'LS'),
  city('York', ['England', 'England'], 'GB', [53.96, -1.0873], [0.05, 0.08], '1904', 'YO'),
  city('Bradford', ['England', 'England'], 'GB', [53.795, -1.7594], [0.07, 0.12], '1274', 'BD'),
];

const US_STATES: [string, string][] = [
  ['AZ', 'Arizona'],
  ['CA', 'California'],
  ['GA', 'Georgia'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['NC', 'North Carolina'],
  ['OH', 'Ohio'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['TN', 'Tennessee'],
  ['UT', 'Utah'],
  ['VA', 'Virginia'],
  ['WI', 'Wisconsin'],
];

/** Addresses the fake cannot find (Geocoding answers ZERO_RESULTS). */
const NOWHERE = /nowhere|notarealplace|xyzzy/;

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The city an address lies in: a named city it mentions, a synthetic one, or undefined for "nowhere". */
export function cityForAddress(address: string): TFakeCity | undefined {
  const normalized = address.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!/[a-z]/.test(normalized) || NOWHERE.test(normalized)) return undefined;
  const named = NAMED_CITIES.find((c) => new RegExp(`\\b${c.key}\\b`).test(normalized));
  if (named) return named;

  const [first, second = ''] = normalized.split(',').map((part) => part.trim());
  const hash = hashString(normalized);
  const stateCode = /^[a-z]{2}$/.test(second) ? second.toUpperCase() : undefined;
  const state = US_STATES.find(([short]) => short === stateCode) ?? US_STATES[hash % US_STATES.length];
  const synthetic = city(
    titleCase(first),
    stateCode && state[0] !== stateCode ? [stateCode, stateCode] : state,
    'US',
    [29 + (hash % 1800) / 100, -122 + ((hash >>> 11) % 4500) / 100],
    [0.08, 0.09],
    String(201 + (hash % 700)),
    String(100 + (hash % 890)),
  );
  return { ...synthetic, key: `${synthetic.key}|${synthetic.state.short.toLowerCase()}` };
}

export function viewportOf({ center, halfSpan }: TFakeCity): TRectangle {
  return {
    low: { latitude: center.latitude - halfSpan.latitude, longitude: center.longitude - halfSpan.longitude },
    high: { latitude: center.latitude + halfSpan.latitude, longitude: center.longitude + halfSpan.longitude },
  };
}

export function isInside({ latitude, longitude }: TLatLng, { low, high }: TRectangle): boolean {
  return (
    latitude >= low.latitude &&
    latitude <= high.latitude &&
    longitude >= low.longitude &&
    longitude <= high.longitude
  );
}

export function intersects(a: TRectangle, b: TRectangle): boolean {
  return (
    a.low.latitude <= b.high.latitude &&
    b.low.latitude <= a.high.latitude &&
    a.low.longitude <= b.high.longitude &&
    b.low.longitude <= a.high.longitude
  );
}
