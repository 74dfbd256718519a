/** What a fake endpoint answers. */
export type TFakeReply = { status: number; body: unknown };

const PROJECT = '123456789012';

/** A Google API the fake stands in for, as its refusals name it. */
export type TFakeService = {
  host: string;
  title: string;
  /** A key containing this is refused with SERVICE_DISABLED for this API. */
  disabledKey: string;
  /** The quota metric its 429s name, and the limit's name per minute and per day. */
  quota: { metric: string; metricId: string; perMinute: string; perDay: string };
  /**
   * The older googleapis.com APIs (PageSpeed Insights) also send the legacy `errors` list beside the
   * `google.rpc.Status` fields; its `reason` for a refused key.
   */
  legacyReasons?: boolean;
};

export const PLACES_SERVICE: TFakeService = {
  host: 'places.googleapis.com',
  title: 'Places API (New)',
  disabledKey: 'PLACES_DISABLED',
  quota: {
    metric: 'SearchText requests',
    metricId: 'search_text_requests',
    perMinute: 'SearchTextRequestPerMinutePerProject',
    perDay: 'SearchTextRequestPerDayPerProject',
  },
};

export const PAGESPEED_SERVICE: TFakeService = {
  host: 'pagespeedonline.googleapis.com',
  title: 'PageSpeed Insights API',
  disabledKey: 'PAGESPEED_DISABLED',
  quota: {
    metric: 'Queries',
    metricId: 'default',
    perMinute: 'defaultPerMinutePerProject',
    perDay: 'defaultPerDayPerProject',
  },
  legacyReasons: true,
};

/** The legacy `reason` of each `google.rpc.Status` code, as the older APIs list it in `errors`. */
const LEGACY_REASONS: Record<string, string> = {
  INVALID_ARGUMENT: 'badRequest',
  PERMISSION_DENIED: 'forbidden',
  RESOURCE_EXHAUSTED: 'rateLimitExceeded',
  NOT_FOUND: 'notFound',
  UNAVAILABLE: 'backendError',
  INTERNAL: 'backendError',
};

/** A `google.rpc.Status` error body, as Places API (New) sends it. */
export function rpcError(code: number, status: string, message: string, details: unknown[] = []): TFakeReply {
  return { status: code, body: { error: { code, message, status, ...(details.length > 0 && { details }) } } };
}

/** The same, with the legacy `errors` list the older googleapis.com APIs add (PageSpeed Insights). */
export function legacyRpcError(
  code: number,
  status: string,
  message: string,
  error: { reason?: string; domain?: string; location?: string } = {},
  details: unknown[] = [],
): TFakeReply {
  const { reason = LEGACY_REASONS[status] ?? 'backendError', domain = 'global', location } = error;
  const item = { message, domain, reason, ...(location && { location, locationType: 'parameter' }) };
  const reply = rpcError(code, status, message, details);
  return { ...reply, body: { error: { ...(reply.body as { error: object }).error, errors: [item] } } };
}

const refusal =
  (service: TFakeService) => (code: number, status: string, message: string, details: unknown[]) =>
    service.legacyReasons
      ? legacyRpcError(code, status, message, {}, details)
      : rpcError(code, status, message, details);

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

function quotaExceeded(service: TFakeService, per: 'minute' | 'day'): TFakeReply {
  const { host, quota } = service;
  const perMinute = per === 'minute';
  const limit = perMinute ? quota.perMinute : quota.perDay;
  const message =
    `Quota exceeded for quota metric '${quota.metric}' and limit '${quota.metric} per ${per}' of ` +
    `service '${host}' for consumer 'project_number:${PROJECT}'.`;
  return refusal(service)(429, 'RESOURCE_EXHAUSTED', message, [
    errorInfo('RATE_LIMIT_EXCEEDED', {
      service: host,
      consumer: `projects/${PROJECT}`,
      quota_metric: `${host}/${quota.metricId}`,
      quota_limit: limit,
      quota_limit_value: perMinute ? '600' : '1000',
      quota_unit: perMinute ? '1/min/{project}' : '1/d/{project}',
    }),
    // Real answers ask for tens of seconds; the fake keeps it short so retries stay fast.
    ...(perMinute ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.3s' }] : []),
    localized(message),
  ]);
}

/**
 * Refusals triggered by the API key, for testing, in the answering API's words: keys containing INVALID,
 * PLACES_DISABLED (Places) or PAGESPEED_DISABLED (PageSpeed), PLACES_ONLY (a key whose API restrictions allow
 * only Places: every other API refuses it), BILLING, DAILY (per-day quota), QUOTA (per-minute quota, with
 * RetryInfo) or UNAVAILABLE (503); QUOTA_ONCE and UNAVAILABLE_ONCE fail only their first request. A missing key
 * is refused too.
 */
export function apiKeyRefusal(
  service: TFakeService,
  apiKey: string | undefined,
  isFirstUse: boolean,
): TFakeReply | undefined {
  const { host, title } = service;
  const refuse = refusal(service);
  if (!apiKey) {
    return refuse(
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key " +
        'or other form of API consumer identity to call this API.',
      [],
    );
  }
  if (apiKey.includes('INVALID')) {
    const message = 'API key not valid. Please pass a valid API key.';
    return refuse(400, 'INVALID_ARGUMENT', message, [
      errorInfo('API_KEY_INVALID', { service: host }),
      localized(message),
    ]);
  }
  if (apiKey.includes('PLACES_ONLY') && service !== PLACES_SERVICE) {
    const message = `Requests to this API ${host} method are blocked.`;
    return refuse(403, 'PERMISSION_DENIED', message, [
      errorInfo('API_KEY_SERVICE_BLOCKED', { service: host, consumer: `projects/${PROJECT}` }),
      localized(message),
    ]);
  }
  if (apiKey.includes(service.disabledKey)) {
    const url = `https://console.developers.google.com/apis/api/${host}/overview?project=${PROJECT}`;
    const message =
      `${title} has not been used in project ${PROJECT} before or it is disabled. Enable it by visiting ` +
      `${url} then retry. If you enabled this API recently, wait a few minutes for the action to propagate to ` +
      'our systems and retry.';
    return refuse(403, 'PERMISSION_DENIED', message, [
      errorInfo('SERVICE_DISABLED', {
        consumer: `projects/${PROJECT}`,
        service: host,
        serviceTitle: title,
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
    return refuse(403, 'PERMISSION_DENIED', message, [
      errorInfo('BILLING_DISABLED', { consumer: `projects/${PROJECT}`, service: host }),
      localized(message),
      help('Google developers console billing', url),
    ]);
  }
  if (apiKey.includes('DAILY')) return quotaExceeded(service, 'day');
  if (apiKey.includes('QUOTA') && (isFirstUse || !apiKey.includes('QUOTA_ONCE')))
    return quotaExceeded(service, 'minute');
  if (apiKey.includes('UNAVAILABLE') && (isFirstUse || !apiKey.includes('UNAVAILABLE_ONCE'))) {
    return refuse(503, 'UNAVAILABLE', 'The service is currently unavailable.', []);
  }
  return undefined;
}
