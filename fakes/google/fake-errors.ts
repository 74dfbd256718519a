/** What a fake endpoint answers. */
export type TFakeReply = { status: number; body: unknown };

const PROJECT = '123456789012';
const PLACES = 'places.googleapis.com';

/** A `google.rpc.Status` error body, as Places API (New) sends it. */
export function rpcError(code: number, status: string, message: string, details: unknown[] = []): TFakeReply {
  return { status: code, body: { error: { code, message, status, ...(details.length > 0 && { details }) } } };
}

const errorInfo = (reason: string, metadata: Record<string, string>) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata,
});
const localized = (message: string) => ({
  '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
  locale: 'en-US',
  message,
});
const help = (description: string, url: string) => ({
  '@type': 'type.googleapis.com/google.rpc.Help',
  links: [{ description, url }],
});

export const invalidArgument = (message: string) => rpcError(400, 'INVALID_ARGUMENT', message);

function quotaExceeded(per: 'minute' | 'day'): TFakeReply {
  const message =
    `Quota exceeded for quota metric 'SearchText requests' and limit 'SearchText requests per ${per}' of ` +
    `service '${PLACES}' for consumer 'project_number:${PROJECT}'.`;
  const perMinute = per === 'minute';
  return rpcError(429, 'RESOURCE_EXHAUSTED', message, [
    errorInfo('RATE_LIMIT_EXCEEDED', {
      service: PLACES,
      consumer: `projects/${PROJECT}`,
      quota_metric: `${PLACES}/search_text_requests`,
      quota_limit: perMinute ? 'SearchTextRequestPerMinutePerProject' : 'SearchTextRequestPerDayPerProject',
      quota_limit_value: perMinute ? '600' : '1000',
      quota_unit: perMinute ? '1/min/{project}' : '1/d/{project}',
    }),
    // Real answers ask for tens of seconds; the fake keeps it short so retries stay fast.
    ...(perMinute ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.3s' }] : []),
    localized(message),
  ]);
}

/**
 * Places API (New) refusals triggered by the API key, for testing: keys containing INVALID,
 * PLACES_DISABLED, BILLING, DAILY (per-day quota), QUOTA (per-minute quota, with RetryInfo) or
 * UNAVAILABLE (503); QUOTA_ONCE and UNAVAILABLE_ONCE fail only their first request. A missing key is
 * refused too.
 */
export function placesKeyError(apiKey: string | undefined, isFirstUse: boolean): TFakeReply | undefined {
  if (!apiKey) {
    return rpcError(
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key " +
        'or other form of API consumer identity to call this API.',
    );
  }
  if (apiKey.includes('INVALID')) {
    const message = 'API key not valid. Please pass a valid API key.';
    return rpcError(400, 'INVALID_ARGUMENT', message, [
      errorInfo('API_KEY_INVALID', { service: PLACES }),
      localized(message),
    ]);
  }
  if (apiKey.includes('PLACES_DISABLED')) {
    const url = `https://console.developers.google.com/apis/api/${PLACES}/overview?project=${PROJECT}`;
    const message =
      `Places API (New) has not been used in project ${PROJECT} before or it is disabled. Enable it by visiting ` +
      `${url} then retry. If you enabled this API recently, wait a few minutes for the action to propagate to ` +
      'our systems and retry.';
    return rpcError(403, 'PERMISSION_DENIED', message, [
      errorInfo('SERVICE_DISABLED', {
        consumer: `projects/${PROJECT}`,
        service: PLACES,
        serviceTitle: 'Places API (New)',
        containerInfo: PROJECT,
        activationUrl: url,
      }),
      localized(message),
      help('Google developers console API activation', url),
    ]);
  }
  if (apiKey.includes('BILLING')) {
    const url = `https://console.developers.google.com/billing/enable?project=${PROJECT}`;
    const message =
      `This API method requires billing to be enabled. Please enable billing on project #${PROJECT} by visiting ` +
      `${url} then retry. If you enabled billing for this project recently, wait a few minutes for the action ` +
      'to propagate to our systems and retry.';
    return rpcError(403, 'PERMISSION_DENIED', message, [
      errorInfo('BILLING_DISABLED', { consumer: `projects/${PROJECT}`, service: PLACES }),
      localized(message),
      help('Google developers console billing', url),
    ]);
  }
  if (apiKey.includes('DAILY')) return quotaExceeded('day');
  if (apiKey.includes('QUOTA') && (isFirstUse || !apiKey.includes('QUOTA_ONCE')))
    return quotaExceeded('minute');
  if (apiKey.includes('UNAVAILABLE') && (isFirstUse || !apiKey.includes('UNAVAILABLE_ONCE'))) {
    return rpcError(503, 'UNAVAILABLE', 'The service is currently unavailable.');
  }
  return undefined;
}
