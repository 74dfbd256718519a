import type { TPlaceLead } from '@contracts/places';
import type { TWirePlace } from './places-wire';

/** Normalises a Text Search place into the record we store. */
export function toPlaceLead(place: TWirePlace): TPlaceLead {
  const component = (type: string) => place.addressComponents?.find((c) => c.types.includes(type));
  return {
    googlePlaceId: place.id,
    businessName: place.displayName?.text ?? '',
    address: place.formattedAddress ?? null,
    city: (component('locality') ?? component('postal_town'))?.longText ?? null,
    state: component('administrative_area_level_1')?.shortText ?? null,
    zipCode: component('postal_code')?.longText ?? null,
    country: component('country')?.shortText ?? null,
    phone: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
    rating: place.rating ?? null,
    reviewCount: place.userRatingCount ?? null,
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
    googleMapsUri: place.googleMapsUri ?? null,
    businessStatus: place.businessStatus ?? null,
    primaryType: place.primaryType ?? null,
    types: place.types ?? [],
    hasOpeningHours:
      (place.regularOpeningHours?.periods?.length ?? 0) > 0 ||
      (place.regularOpeningHours?.weekdayDescriptions?.length ?? 0) > 0,
    photoCount: place.photos?.length ?? 0,
  };
}
