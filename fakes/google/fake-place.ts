import { COUNTRY_FORMATS } from './fake-countries';
import type { TFakeBusiness } from './fake-businesses';

export type TWebsiteFor = (business: TFakeBusiness) => string | undefined;

const component = (longText: string, shortText: string, types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

/**
 * The full Place (every field the fake knows) as Places API (New) would send it: proto3 JSON, so unknown
 * values are absent. A pure service-area business has no street, formatted address or location.
 */
export function toFakePlace(business: TFakeBusiness, websiteFor: TWebsiteFor): Record<string, unknown> {
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
  const website = business.hasWebsite ? websiteFor(business) : undefined;
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
    ...(business.isServiceArea && { pureServiceAreaBusiness: true }),
  };
}
