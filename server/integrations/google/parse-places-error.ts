import { z } from 'zod';
import { GoogleApiError, type TGoogleErrorKind } from './google-api-error';

const ZDetail = z.object({
  '@type': z.string(),
  reason: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  retryDelay: z.string().optional(),
  violations: z
    .array(z.object({ subject: z.string().optional(), description: z.string().optional() }))
    .optional(),
});
type TDetail = z.infer<typeof ZDetail>;

/** Google's error body, `google.rpc.Status` over HTTP. */
const ZRpcStatus = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.unknown()).optional(),
  }),
});

const KEY_REASONS = /^API_KEY_/;
const PER_DAY = /per ?day/i;

/** "41s" or "0.5s" (protobuf Duration JSON) in milliseconds. */
function durationMs(duration: string | undefined): number | undefined {
  const seconds = duration?.match(/^(\d+(?:\.\d+)?)s$/)?.[1];
  return seconds === undefined ? undefined : Math.round(Number(seconds) * 1000);
}

function isDailyQuota(message: string, details: TDetail[]): boolean {
  const texts = details.flatMap((d) => [
    ...Object.values(d.metadata ?? {}),
    ...(d.violations ?? []).flatMap((v) => [v.subject ?? '', v.description ?? '']),
  ]);
  return [message, ...texts].some((t) => PER_DAY.test(t));
}

function kindOf(httpStatus: number, status: string, message: string, details: TDetail[]): TGoogleErrorKind {
  const info = details.find((d) => d['@type'].endsWith('google.rpc.ErrorInfo'));
  const reason = info?.reason ?? '';
  const service = info?.metadata?.service ?? '';
  // A key whose API restrictions leave PageSpeed out is as good as the API being off for it.
  if (/pagespeed/i.test(service) && ['SERVICE_DISABLED', 'API_KEY_SERVICE_BLOCKED'].includes(reason))
    return 'PAGESPEED_API_DISABLED';
  if (KEY_REASONS.test(reason)) return 'API_KEY_INVALID';
  if (reason === 'SERVICE_DISABLED') {
    return /geocod/i.test(service) ? 'GEOCODING_API_DISABLED' : 'PLACES_API_DISABLED';
  }
  if (reason === 'BILLING_DISABLED') return 'BILLING_DISABLED';
  if (httpStatus === 429 || status === 'RESOURCE_EXHAUSTED') {
    return isDailyQuota(message, details) ? 'DAILY_QUOTA_EXCEEDED' : 'QUOTA_EXCEEDED';
  }
  if (httpStatus === 401 || /unregistered callers/i.test(message)) return 'API_KEY_MISSING';
  if (httpStatus === 400 || status === 'INVALID_ARGUMENT') return 'INVALID_REQUEST';
  return 'UPSTREAM';
}

/**
 * Maps a failed Google API response (any non-2xx) to a GoogleApiError: Places API (New) and PageSpeed Insights
 * both answer with a `google.rpc.Status` body.
 */
export function parsePlacesError(httpStatus: number, body: unknown): GoogleApiError {
  const parsed = ZRpcStatus.safeParse(body);
  const error = parsed.success ? parsed.data.error : {};
  const message = error.message ?? '';
  const details = (error.details ?? []).flatMap((d) => {
    const detail = ZDetail.safeParse(d);
    return detail.success ? [detail.data] : [];
  });
  const kind = kindOf(httpStatus, error.status ?? '', message, details);
  const retryInfo = details.find((d) => d['@type'].endsWith('google.rpc.RetryInfo'));
  return new GoogleApiError({
    kind,
    httpStatus,
    googleMessage: message,
    isRetryable: kind === 'QUOTA_EXCEEDED' || (kind === 'UPSTREAM' && httpStatus >= 500),
    retryAfterMs: durationMs(retryInfo?.retryDelay),
  });
}
