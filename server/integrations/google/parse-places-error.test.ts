import { describe, expect, it } from 'vitest';
import { parsePlacesError } from './parse-places-error';

const errorInfo = (reason: string, metadata: Record<string, string> = {}) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata,
});
const body = (code: number, status: string, message: string, details: unknown[] = []) => ({
  error: { code, message, status, details },
});

describe('parsePlacesError', () => {
  it('maps an invalid key to API_KEY_INVALID with the key title', () => {
    const error = parsePlacesError(
      400,
      body(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        errorInfo('API_KEY_INVALID', { service: 'places.googleapis.com' }),
      ]),
    );
    expect(error.kind).toBe('API_KEY_INVALID');
    expect(error.title).toBe('Google API Key Required');
    expect(error.message).toContain('API key not valid');
    expect(error.isRetryable).toBe(false);
  });

  it('maps key restrictions (API_KEY_SERVICE_BLOCKED) to API_KEY_INVALID', () => {
    const error = parsePlacesError(
      403,
      body(403, 'PERMISSION_DENIED', 'Requests to this API places.googleapis.com method are blocked.', [
        errorInfo('API_KEY_SERVICE_BLOCKED'),
      ]),
    );
    expect(error.kind).toBe('API_KEY_INVALID');
  });

  it('maps an unregistered caller (no key) to API_KEY_MISSING', () => {
    const error = parsePlacesError(
      403,
      body(
        403,
        'PERMISSION_DENIED',
        "Method doesn't allow unregistered callers (callers without established identity).",
      ),
    );
    expect(error.kind).toBe('API_KEY_MISSING');
    expect(error.title).toBe('Google API Key Required');
  });

  it('maps SERVICE_DISABLED for Places to PLACES_API_DISABLED with the enable-and-wait advice', () => {
    const error = parsePlacesError(
      403,
      body(
        403,
        'PERMISSION_DENIED',
        'Places API (New) has not been used in project 1 before or it is disabled.',
        [errorInfo('SERVICE_DISABLED', { service: 'places.googleapis.com' })],
      ),
    );
    expect(error.kind).toBe('PLACES_API_DISABLED');
    expect(error.title).toBe('Search Failed');
    expect(error.message).toMatch(/Enable "Places API \(New\)".*wait 3–5 minutes/);
  });

  it("maps SERVICE_DISABLED for the geocoding service to GEOCODING_API_DISABLED with Google's message", () => {
    const message = 'Geocoding API has not been used in project 1 before or it is disabled.';
    const error = parsePlacesError(
      403,
      body(403, 'PERMISSION_DENIED', message, [
        errorInfo('SERVICE_DISABLED', { service: 'geocoding-backend.googleapis.com' }),
      ]),
    );
    expect(error.kind).toBe('GEOCODING_API_DISABLED');
    expect(error.title).toBe('Geocoding API Not Enabled');
    expect(error.message).toBe(message);
  });

  it('maps BILLING_DISABLED with advice to enable billing', () => {
    const error = parsePlacesError(
      403,
      body(403, 'PERMISSION_DENIED', 'This API method requires billing to be enabled.', [
        errorInfo('BILLING_DISABLED'),
      ]),
    );
    expect(error.kind).toBe('BILLING_DISABLED');
    expect(error.title).toBe('Search Failed');
    expect(error.message).toMatch(/Enable billing/);
  });

  it('maps a per-minute quota to a retryable QUOTA_EXCEEDED and reads RetryInfo', () => {
    const error = parsePlacesError(
      429,
      body(
        429,
        'RESOURCE_EXHAUSTED',
        "Quota exceeded for quota metric 'SearchText requests' and limit 'per minute'.",
        [
          errorInfo('RATE_LIMIT_EXCEEDED', { quota_limit: 'SearchTextRequestPerMinutePerProject' }),
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '41s' },
        ],
      ),
    );
    expect(error.kind).toBe('QUOTA_EXCEEDED');
    expect(error.isRetryable).toBe(true);
    expect(error.retryAfterMs).toBe(41_000);
    expect(error.message).toMatch(/quota is used up.*daily quota resets at midnight Pacific time/);
  });

  it('maps a per-day quota (ErrorInfo metadata) to a non-retryable DAILY_QUOTA_EXCEEDED', () => {
    const error = parsePlacesError(
      429,
      body(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [
        errorInfo('RATE_LIMIT_EXCEEDED', { quota_limit: 'SearchTextRequestPerDayPerProject' }),
      ]),
    );
    expect(error.kind).toBe('DAILY_QUOTA_EXCEEDED');
    expect(error.isRetryable).toBe(false);
    expect(error.message).toMatch(/daily quota is used up; the daily quota resets at midnight Pacific time/);
  });

  it('recognises a per-day quota from a QuotaFailure violation', () => {
    const error = parsePlacesError(
      429,
      body(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: [{ subject: 'project:1', description: 'Daily Limit: SearchText requests per day' }],
        },
      ]),
    );
    expect(error.kind).toBe('DAILY_QUOTA_EXCEEDED');
  });

  it("maps other INVALID_ARGUMENT answers to INVALID_REQUEST with Google's text", () => {
    const error = parsePlacesError(
      400,
      body(400, 'INVALID_ARGUMENT', "Cannot find matching fields for path 'places.foo'."),
    );
    expect(error.kind).toBe('INVALID_REQUEST');
    expect(error.message).toContain("Cannot find matching fields for path 'places.foo'.");
  });

  it('maps server errors to a retryable UPSTREAM, even without a JSON body', () => {
    expect(parsePlacesError(503, undefined)).toMatchObject({
      kind: 'UPSTREAM',
      isRetryable: true,
      httpStatus: 503,
    });
    expect(parsePlacesError(404, body(404, 'NOT_FOUND', 'Not found'))).toMatchObject({
      kind: 'UPSTREAM',
      isRetryable: false,
    });
  });
});
