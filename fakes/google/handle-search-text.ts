import { z } from 'zod';
import {
  GOOGLE_SKU_PRICES,
  skuForFieldMask,
  type TGoogleSku,
} from '@server/integrations/google/google-pricing';
import {
  MAX_PAGE_SIZE,
  MAX_RESULTS_PER_QUERY,
  type TRectangle,
} from '@server/integrations/google/places-wire';
import { isInside, type TFakeCity } from './fake-cities';
import { apiKeyRefusal, invalidArgument, PLACES_SERVICE, type TFakeReply } from './fake-errors';
import { parseFieldMask } from './fake-field-mask';
import { nicheKey } from './fake-niches';
import { toFakePlace, type TWebsiteFor } from './fake-place';
import type { TFakeWorld } from './fake-world';
import { hashString } from './seeded-random';

const KNOWN_FIELDS = new Set([
  'textQuery',
  'pageSize',
  'maxResultCount',
  'pageToken',
  'locationBias',
  'locationRestriction',
  'includedType',
  'strictTypeFiltering',
  'languageCode',
  'regionCode',
  'rankPreference',
  'openNow',
  'minRating',
  'priceLevels',
  'includePureServiceAreaBusinesses',
  'includeFutureOpeningBusinesses',
  'evOptions',
  'routingParameters',
  'searchAlongRouteParameters',
]);

const ZLatLng = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const ZRectangle = z.object({ low: ZLatLng, high: ZLatLng });
const ZInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const ZBody = z.object({
  textQuery: z.string().trim().min(1),
  pageSize: ZInt.optional(),
  maxResultCount: ZInt.optional(),
  pageToken: z.string().optional(),
  locationRestriction: z.object({ rectangle: ZRectangle }).strict().optional(),
  locationBias: z
    .union([
      z.object({ rectangle: ZRectangle }).strict(),
      z.object({ circle: z.object({ center: ZLatLng, radius: z.number().min(0).max(50_000) }) }).strict(),
    ])
    .optional(),
  includePureServiceAreaBusinesses: z.boolean().optional(),
  includeFutureOpeningBusinesses: z.boolean().optional(),
});
type TBody = z.infer<typeof ZBody>;

/** JSON with sorted keys, so equal parameters always hash the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A page token remembers the parameters it belongs to and where the next page starts. */
function queryHash(raw: Record<string, unknown>): number {
  const { pageToken: _token, pageSize: _size, maxResultCount: _count, ...query } = raw;
  return hashString(stableJson(query));
}
const encodeToken = (hash: number, offset: number) =>
  Buffer.from(JSON.stringify({ q: hash, o: offset })).toString('base64url');
function decodeToken(token: string): { q: number; o: number } | undefined {
  try {
    const parsed = z
      .object({ q: z.number(), o: z.number().int().min(0) })
      .safeParse(JSON.parse(Buffer.from(token, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function searchArea(body: TBody): TRectangle | undefined {
  if (body.locationRestriction) return body.locationRestriction.rectangle;
  const bias = body.locationBias;
  if (!bias) return undefined;
  if ('rectangle' in bias) return bias.rectangle;
  const degrees = bias.circle.radius / 111_000;
  const { latitude, longitude } = bias.circle.center;
  return {
    low: { latitude: latitude - degrees, longitude: longitude - degrees },
    high: { latitude: latitude + degrees, longitude: longitude + degrees },
  };
}

/** "plumbers in Austin, TX" names its place; otherwise the text is the niche within the given area. */
function resolveQuery(world: TFakeWorld, body: TBody): { niche: string; cities: TFakeCity[] } {
  const named = body.textQuery.match(/^(.*?)\s+in\s+(.+)$/i);
  const locate = (address: string) => [world.locate(address)].filter((c) => c !== undefined);
  if (named) return { niche: nicheKey(named[1]), cities: locate(named[2]) };
  const area = searchArea(body);
  if (area) return { niche: nicheKey(body.textQuery), cities: world.citiesIn(area) };
  return { niche: '', cities: locate(body.textQuery) };
}

export type TSearchTextRequest = { apiKey: string | undefined; fieldMask: string | null; bodyText: string };

/**
 * POST /v1/places:searchText, with Google's validation, paging (20 a page), 60-result cap and field masking. A
 * `locationRestriction` rectangle keeps exactly the places inside it; the IDs-only mask (`places.id`,
 * `nextPageToken`) is logged as not billable, as Google bills it at $0.
 */
export function handleSearchText(
  world: TFakeWorld,
  websiteFor: TWebsiteFor,
  request: TSearchTextRequest,
  isFirstUse: boolean,
): TFakeReply & { sku: TGoogleSku | null; billable: boolean } {
  const refusal = (reply: TFakeReply) => ({ ...reply, sku: null, billable: false });
  const keyError = apiKeyRefusal(PLACES_SERVICE, request.apiKey, isFirstUse);
  if (keyError) return refusal(keyError);
  const mask = parseFieldMask(request.fieldMask);
  if ('error' in mask) return refusal(invalidArgument(mask.error));

  let raw: unknown;
  try {
    raw = JSON.parse(request.bodyText);
  } catch {
    return refusal(invalidArgument('Invalid JSON payload received.'));
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return refusal(invalidArgument('Invalid JSON payload received.'));
  const unknown = Object.keys(raw).find((k) => !KNOWN_FIELDS.has(k));
  if (unknown)
    return refusal(
      invalidArgument(`Invalid JSON payload received. Unknown name "${unknown}": Cannot find field.`),
    );
  const parsed = ZBody.safeParse(raw);
  if (!parsed.success)
    return refusal(
      invalidArgument(`Request contains an invalid argument. ${parsed.error.issues[0].message}`),
    );
  const body = parsed.data;

  const size = body.pageSize ?? body.maxResultCount ?? 0;
  if (size < 0) return refusal(invalidArgument('page_size must not be negative.'));
  const pageSize = size === 0 ? MAX_PAGE_SIZE : Math.min(size, MAX_PAGE_SIZE);
  if (body.locationBias && body.locationRestriction) {
    return refusal(invalidArgument('Only one of location_bias and location_restriction can be set.'));
  }
  const restriction = body.locationRestriction?.rectangle;
  if (restriction && restriction.low.latitude > restriction.high.latitude) {
    return refusal(
      invalidArgument('location_restriction.rectangle: low.latitude must not exceed high.latitude.'),
    );
  }
  const hash = queryHash(raw as Record<string, unknown>);
  const token = body.pageToken === undefined ? { q: hash, o: 0 } : decodeToken(body.pageToken);
  if (!token || token.q !== hash) return refusal(invalidArgument('Invalid page token.'));

  const { niche, cities } = resolveQuery(world, body);
  const results = cities
    .flatMap((city) => [
      ...world.businesses(niche, city),
      ...(body.includeFutureOpeningBusinesses ? world.openingSoon(niche, city) : []),
    ])
    .filter((b) => body.includePureServiceAreaBusinesses || !b.isServiceArea)
    .filter((b) => !restriction || isInside(b.location, restriction))
    .sort((a, b) => b.prominence - a.prominence)
    .slice(0, MAX_RESULTS_PER_QUERY);
  const page = results.slice(token.o, token.o + pageSize);
  const next = token.o + pageSize;
  const sku = skuForFieldMask(request.fieldMask ?? '');
  return {
    status: 200,
    body: {
      ...(page.length > 0 && { places: page.map((b) => mask.pick(toFakePlace(b, websiteFor))) }),
      ...(mask.hasNextPageToken && next < results.length && { nextPageToken: encodeToken(hash, next) }),
    },
    sku,
    billable: GOOGLE_SKU_PRICES[sku].usdPer1000 > 0,
  };
}
