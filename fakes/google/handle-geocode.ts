import { viewportOf, type TFakeCity } from './fake-cities';
import { COUNTRY_FORMATS } from './fake-countries';
import type { TFakeReply } from './fake-errors';
import type { TFakeWorld } from './fake-world';
import { hashString } from './seeded-random';

const status = (code: string, errorMessage: string, httpStatus = 200): TFakeReply => ({
  status: httpStatus,
  body: { error_message: errorMessage, results: [], status: code },
});

/** Geocoding refusals triggered by the key; same special keys as Places (see apiKeyRefusal). */
function keyError(apiKey: string | undefined, isFirstUse: boolean): TFakeReply | undefined {
  if (!apiKey) {
    return status(
      'REQUEST_DENIED',
      'You must use an API key to authenticate each request to Google Maps Platform APIs. For additional ' +
        'information, please refer to http://g.co/dev/maps-no-account',
    );
  }
  if (apiKey.includes('INVALID')) return status('REQUEST_DENIED', 'The provided API key is invalid. ');
  if (apiKey.includes('GEOCODING_DISABLED')) {
    return status('REQUEST_DENIED', 'This API project is not authorized to use this API.');
  }
  if (apiKey.includes('BILLING')) {
    return status(
      'REQUEST_DENIED',
      'You must enable Billing on the Google Cloud Project at https://console.cloud.google.com/project/_/billing/enable ' +
        'Learn more at https://developers.google.com/maps/gmp-get-started',
    );
  }
  if (apiKey.includes('DAILY'))
    return status('OVER_QUERY_LIMIT', 'You have exceeded your daily request quota for this API.');
  if (apiKey.includes('QUOTA') && (isFirstUse || !apiKey.includes('QUOTA_ONCE'))) {
    return status('OVER_QUERY_LIMIT', 'You have exceeded your rate-limit for this API.');
  }
  if (apiKey.includes('UNAVAILABLE') && (isFirstUse || !apiKey.includes('UNAVAILABLE_ONCE'))) {
    return { status: 503, body: 'Service Unavailable' };
  }
  return undefined;
}

function result(city: TFakeCity) {
  const country = COUNTRY_FORMATS[city.country];
  const latLng = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
    lat: latitude,
    lng: longitude,
  });
  const { low, high } = viewportOf(city);
  const viewport = { northeast: latLng(high), southwest: latLng(low) };
  return {
    address_components: [
      { long_name: city.name, short_name: city.name, types: ['locality', 'political'] },
      {
        long_name: city.state.long,
        short_name: city.state.short,
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: country.long, short_name: city.country, types: ['country', 'political'] },
    ],
    formatted_address: country.format(city, undefined, ''),
    geometry: { bounds: viewport, location: latLng(city.center), location_type: 'APPROXIMATE', viewport },
    place_id: `ChIJ${hashString(city.key).toString(36)}${hashString(city.name).toString(36)}`,
    types: ['locality', 'political'],
  };
}

/** GET /maps/api/geocode/json: snake_case body whose `status` tells the outcome (mostly HTTP 200). */
export function handleGeocode(
  world: TFakeWorld,
  query: URLSearchParams,
  isFirstUse: boolean,
): TFakeReply & { billable: boolean } {
  const refusal = keyError(query.get('key') ?? undefined, isFirstUse);
  if (refusal) return { ...refusal, billable: false };
  const address = query.get('address')?.trim();
  if (!address) {
    const missing = "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.";
    return { ...status('INVALID_REQUEST', missing, 400), billable: false };
  }
  const city = world.locate(address);
  const body = city ? { results: [result(city)], status: 'OK' } : { results: [], status: 'ZERO_RESULTS' };
  return { status: 200, body, billable: true };
}
