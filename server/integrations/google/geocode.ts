import { z } from 'zod';
import type { TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import { parseGeocodeError } from './parse-geocode-error';
import type { TLatLng, TRectangle } from './places-wire';
import { sendGoogleRequest } from './send-google-request';

const ZLatLng = z.object({ lat: z.number(), lng: z.number() });
const ZGeocodeResponse = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        geometry: z.object({
          location: ZLatLng,
          viewport: z.object({ northeast: ZLatLng, southwest: ZLatLng }),
        }),
      }),
    )
    .optional(),
});

export type TGeocodeResult = { location: TLatLng; viewport: TRectangle; formattedAddress: string };

const toLatLng = ({ lat, lng }: z.infer<typeof ZLatLng>): TLatLng => ({ latitude: lat, longitude: lng });

/** Resolves an address to its point and viewport (Geocoding API, billed as Geocoding). */
export async function geocode(cfg: TGoogleConfig, address: string): Promise<TGeocodeResult> {
  const url = new URL('/maps/api/geocode/json', cfg.geocodingBaseUrl);
  url.search = new URLSearchParams({ address, key: cfg.apiKey }).toString();
  return sendGoogleRequest(cfg, {
    sku: 'GEOCODING',
    url: url.href,
    init: { method: 'GET' },
    read: (status, body) => {
      const parsed = ZGeocodeResponse.safeParse(body);
      if (!parsed.success) {
        const error = new GoogleApiError({
          kind: 'UPSTREAM',
          httpStatus: status,
          isRetryable: status >= 500 || status === 429,
        });
        return { result: error, isBillable: false };
      }
      const { status: answer, error_message: message = '', results = [] } = parsed.data;
      const first = results[0];
      const isBillable = answer === 'OK' || answer === 'ZERO_RESULTS';
      if (answer !== 'OK' || !first) {
        return {
          result: parseGeocodeError(status, answer === 'OK' ? 'ZERO_RESULTS' : answer, message),
          isBillable,
        };
      }
      const { location, viewport } = first.geometry;
      return {
        result: {
          location: toLatLng(location),
          viewport: { low: toLatLng(viewport.southwest), high: toLatLng(viewport.northeast) },
          formattedAddress: first.formatted_address,
        },
        isBillable,
      };
    },
  });
}
