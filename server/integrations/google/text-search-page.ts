import type { TPlaceLead } from '@contracts/places';
import type { TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import { GOOGLE_SKU_PRICES, skuForFieldMask } from './google-pricing';
import { parsePlacesError } from './parse-places-error';
import {
  MAX_PAGE_SIZE,
  SEARCH_FIELD_MASK,
  ZSearchTextResponse,
  type TLatLng,
  type TRectangle,
  type TWirePlace,
} from './places-wire';
import { sendGoogleRequest } from './send-google-request';
import { toPlaceLead } from './to-place-lead';

/** What a query asks. With a pageToken, Google requires exactly the same query again. */
export type TTextSearchQuery = {
  textQuery: string;
  locationRestriction?: { rectangle: TRectangle };
  locationBias?: { rectangle: TRectangle } | { circle: { center: TLatLng; radius: number } };
  /** Also places that have not opened yet (`businessStatus: FUTURE_OPENING`); sweeps ask for them. */
  includeFutureOpeningBusinesses?: boolean;
};

/** One POST /v1/places:searchText with the given field mask; the places come back as Google sent them. */
export async function searchTextRaw(
  cfg: TGoogleConfig,
  request: TTextSearchQuery & { pageToken?: string; pageSize?: number; fieldMask: string },
): Promise<{ places: TWirePlace[]; nextPageToken?: string }> {
  const { fieldMask, pageSize = MAX_PAGE_SIZE, ...query } = request;
  const sku = skuForFieldMask(fieldMask);
  return sendGoogleRequest(cfg, {
    sku,
    url: new URL('/v1/places:searchText', cfg.placesBaseUrl).href,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': cfg.apiKey,
        'X-Goog-FieldMask': fieldMask,
      },
      body: JSON.stringify({ ...query, pageSize, includePureServiceAreaBusinesses: true }),
    },
    read: (status, body) => {
      if (status < 200 || status >= 300) return { result: parsePlacesError(status, body), isBillable: false };
      const parsed = ZSearchTextResponse.safeParse(body);
      const result = parsed.success
        ? { places: parsed.data.places ?? [], nextPageToken: parsed.data.nextPageToken }
        : new GoogleApiError({
            kind: 'UPSTREAM',
            httpStatus: status,
            googleMessage: 'Unexpected Text Search answer',
          });
      return { result, isBillable: GOOGLE_SKU_PRICES[sku].usdPer1000 > 0 };
    },
  });
}

/** One page (up to 20) of Text Search results with every field we store. */
export async function textSearchPage(
  cfg: TGoogleConfig,
  request: TTextSearchQuery & { pageToken?: string; pageSize?: number },
): Promise<{ places: TPlaceLead[]; nextPageToken?: string }> {
  const page = await searchTextRaw(cfg, { ...request, fieldMask: SEARCH_FIELD_MASK });
  return { places: page.places.map(toPlaceLead), nextPageToken: page.nextPageToken };
}
