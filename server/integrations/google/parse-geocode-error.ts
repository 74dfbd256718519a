import { GoogleApiError, type TGoogleErrorKind } from './google-api-error';

function kindOf(status: string, message: string): TGoogleErrorKind {
  switch (status) {
    case 'ZERO_RESULTS':
      return 'LOCATION_NOT_FOUND';
    case 'REQUEST_DENIED':
      if (/not authorized to use this API/i.test(message)) return 'GEOCODING_API_DISABLED';
      if (/enable billing/i.test(message)) return 'BILLING_DISABLED';
      if (/must use an API key/i.test(message)) return 'API_KEY_MISSING';
      return 'API_KEY_INVALID';
    case 'OVER_DAILY_LIMIT':
      return /billing/i.test(message) ? 'BILLING_DISABLED' : 'DAILY_QUOTA_EXCEEDED';
    case 'OVER_QUERY_LIMIT':
      return /daily|per ?day/i.test(message) ? 'DAILY_QUOTA_EXCEEDED' : 'QUOTA_EXCEEDED';
    case 'INVALID_REQUEST':
      return 'INVALID_REQUEST';
    default:
      return 'UPSTREAM';
  }
}

/**
 * Maps a Geocoding API answer that is not `OK` to a GoogleApiError. The body's `status` decides, not the
 * HTTP status: most failures come with HTTP 200.
 */
export function parseGeocodeError(httpStatus: number, status: string, errorMessage: string): GoogleApiError {
  const kind = kindOf(status, errorMessage);
  return new GoogleApiError({
    kind,
    httpStatus,
    googleMessage: errorMessage,
    isRetryable:
      kind === 'QUOTA_EXCEEDED' || (kind === 'UPSTREAM' && (status === 'UNKNOWN_ERROR' || httpStatus >= 500)),
  });
}
