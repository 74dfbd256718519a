import { COUNTRY_FORMATS } from './fake-countries';
import type { TFakeBusiness } from './fake-businesses';

export type TWebsiteFor = (business: TFakeBusiness) => string | undefined;

const component = (longText: string, shortText: string, types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Weekday hours as Places API (New) sends `regularOpeningHours`: periods (day 0 = Sunday), the localized
 * descriptions (Monday first) and whether it is open now (read in UTC: the fake keeps no time zones).
 */
function openingHours(business: TFakeBusiness, now: Date) {
  const opens = 8 + (business.cid.charCodeAt(3) % 3);
  const closes = 17 + (business.cid.charCodeAt(4) % 3);
  const openDays = [1, 2, 3, 4, 5, ...(business.cid.charCodeAt(5) % 2 === 0 ? [6] : [])];
  const time = (hour: number) => `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
  const day = now.getUTCDay();
  const hour = now.getUTCHours();
  return {
    openNow: openDays.includes(day) && hour >= opens && hour < closes,
    periods: openDays.map((d) => ({
      open: { day: d, hour: opens, minute: 0 },
      close: { day: d, hour: closes, minute: 0 },
    })),
    weekdayDescriptions: [1, 2, 3, 4, 5, 6, 0].map(
      (d) => `${DAYS[d]}: ${openDays.includes(d) ? `${time(opens)} – ${time(closes)}` : 'Closed'}`,
    ),
  };
}

/** The day a business opens, as the google.type.Date Places API (New) sends in `openingDate`. */
function openingDate(now: Date, days: number) {
  const day = new Date(now.getTime() + days * 86_400_000);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** Photo references as Text Search sends them (the fake serves no photo media). */
function photos(business: TFakeBusiness) {
  return Array.from({ length: business.photoCount }, (_, i) => ({
    name: `places/${business.id}/photos/AUc7tX${business.cid}${i}`,
    widthPx: 4032,
    heightPx: 3024,
    authorAttributions: [
      {
        displayName: business.name,
        uri: `https://maps.google.com/maps/contrib/${business.cid}`,
        photoUri: `https://lh3.googleusercontent.com/a/${business.cid}=s100-p-k-no-mo`,
      },
    ],
    flagContentUri: `https://www.google.com/local/imagery/report/?cb_client=maps_api_places&image_key=${business.cid}${i}`,
    googleMapsUri: `https://www.google.com/maps/place//data=!3m4!1e2!3m2!1s${business.cid}${i}!2e10`,
  }));
}

/**
 * The full Place (every field the fake knows) as Places API (New) would send it: proto3 JSON, so unknown
 * values are absent. A pure service-area business has no street, formatted address or location.
 */
export function toFakePlace(
  business: TFakeBusiness,
  websiteFor: TWebsiteFor,
  now: Date = new Date(),
): Record<string, unknown> {
  const { city, street } = business;
  const country = COUNTRY_FORMATS[city.country];
  const [streetNumber, ...route] = street?.split(' ') ?? [];
  const addressComponents = [
    ...(street
      ? [
          component(streetNumber, streetNumber, ['street_number']),
          component(route.join(' '), route.join(' '), ['route']),
        ]
      : []),
    component(city.name, city.name, [country.townType, 'political']),
    component(city.state.long, city.state.short, ['administrative_area_level_1', 'political']),
    component(country.long, city.country, ['country', 'political']),
    ...(street ? [component(business.postalCode, business.postalCode, ['postal_code'])] : []),
  ];
  const website = business.hasWebsite ? (business.directoryUrl ?? websiteFor(business)) : undefined;
  return {
    name: `places/${business.id}`,
    id: business.id,
    displayName: { text: business.name, languageCode: 'en' },
    types: business.types,
    primaryType: business.primaryType,
    ...(business.phone && {
      nationalPhoneNumber: business.phone.national,
      internationalPhoneNumber: business.phone.international,
    }),
    ...(street && {
      formattedAddress: country.format(city, street, business.postalCode),
      location: business.location,
    }),
    addressComponents,
    ...(business.rating !== undefined && { rating: business.rating, userRatingCount: business.reviewCount }),
    googleMapsUri: `https://maps.google.com/?cid=${business.cid}`,
    ...(website && { websiteUri: website }),
    businessStatus: business.businessStatus,
    ...(business.opensInDays !== undefined && { openingDate: openingDate(now, business.opensInDays) }),
    ...(business.isServiceArea && { pureServiceAreaBusiness: true }),
    ...(business.hasOpeningHours && { regularOpeningHours: openingHours(business, now) }),
    ...(business.photoCount > 0 && { photos: photos(business) }),
  };
}
