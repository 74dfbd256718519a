import { describe, expect, it } from 'vitest';
import { parseGeocodeError } from './parse-geocode-error';

describe('parseGeocodeError', () => {
  it.each([
    ['ZERO_RESULTS', '', 'LOCATION_NOT_FOUND', 'Search Failed'],
    [
      'REQUEST_DENIED',
      'This API project is not authorized to use this API.',
      'GEOCODING_API_DISABLED',
      'Geocoding API Not Enabled',
    ],
    ['REQUEST_DENIED', 'The provided API key is invalid. ', 'API_KEY_INVALID', 'Google API Key Required'],
    [
      'REQUEST_DENIED',
      'You must use an API key to authenticate each request',
      'API_KEY_MISSING',
      'Google API Key Required',
    ],
    [
      'REQUEST_DENIED',
      'You must enable Billing on the Google Cloud Project at https://…',
      'BILLING_DISABLED',
      'Search Failed',
    ],
    [
      'OVER_DAILY_LIMIT',
      'A self-imposed usage cap has been exceeded.',
      'DAILY_QUOTA_EXCEEDED',
      'Search Failed',
    ],
    [
      'OVER_QUERY_LIMIT',
      'You have exceeded your daily request quota for this API.',
      'DAILY_QUOTA_EXCEEDED',
      'Search Failed',
    ],
    [
      'OVER_QUERY_LIMIT',
      'You have exceeded your rate-limit for this API.',
      'QUOTA_EXCEEDED',
      'Search Failed',
    ],
    [
      'INVALID_REQUEST',
      "Invalid request. Missing the 'address' parameter.",
      'INVALID_REQUEST',
      'Search Failed',
    ],
    ['UNKNOWN_ERROR', '', 'UPSTREAM', 'Search Failed'],
  ])('maps %s "%s" to %s', (status, message, kind, title) => {
    const error = parseGeocodeError(200, status, message);
    expect(error.kind).toBe(kind);
    expect(error.title).toBe(title);
  });

  it("shows Google's own message when the Geocoding API is not enabled", () => {
    const error = parseGeocodeError(
      200,
      'REQUEST_DENIED',
      'This API project is not authorized to use this API.',
    );
    expect(error.message).toBe('This API project is not authorized to use this API.');
  });

  it('retries only rate limits and unknown errors', () => {
    expect(parseGeocodeError(200, 'OVER_QUERY_LIMIT', 'rate-limit').isRetryable).toBe(true);
    expect(parseGeocodeError(200, 'UNKNOWN_ERROR', '').isRetryable).toBe(true);
    expect(parseGeocodeError(200, 'OVER_QUERY_LIMIT', 'daily request quota').isRetryable).toBe(false);
    expect(parseGeocodeError(200, 'REQUEST_DENIED', 'The provided API key is invalid.').isRetryable).toBe(
      false,
    );
  });
});
