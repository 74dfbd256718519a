export const GOOGLE_ERROR_KINDS = [
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'PLACES_API_DISABLED',
  'GEOCODING_API_DISABLED',
  'PAGESPEED_API_DISABLED',
  'QUOTA_EXCEEDED',
  'DAILY_QUOTA_EXCEEDED',
  'BILLING_DISABLED',
  'LOCATION_NOT_FOUND',
  'INVALID_REQUEST',
  'PAGE_NOT_LOADED',
  'UPSTREAM',
] as const;
export type TGoogleErrorKind = (typeof GOOGLE_ERROR_KINDS)[number];

const KEY_HELP =
  'Check the key under Settings → API Keys: it starts with "AIza", is about 39 characters long, and its API ' +
  'restrictions must allow Places API (New) and Geocoding API.';
const QUOTA_RESET = 'the daily quota resets at midnight Pacific time.';

const USER_TEXT: Record<TGoogleErrorKind, { title: string; message: (googleMessage: string) => string }> = {
  API_KEY_MISSING: {
    title: 'Google API Key Required',
    message: () => 'Add your Google Places API key under Settings → API Keys to search.',
  },
  API_KEY_INVALID: {
    title: 'Google API Key Required',
    message: (g) => `Google rejected your Google Places API key${g ? ` ("${g.trim()}")` : ''}. ${KEY_HELP}`,
  },
  GEOCODING_API_DISABLED: {
    title: 'Geocoding API Not Enabled',
    message: (g) => g || 'Enable the Geocoding API for your Google Cloud project, then try again.',
  },
  PLACES_API_DISABLED: {
    title: 'Search Failed',
    message: () =>
      'Places API (New) is not enabled for the Google Cloud project of your API key. Enable "Places API (New)" ' +
      'in the Google Cloud Console, wait 3–5 minutes, then try again.',
  },
  PAGESPEED_API_DISABLED: {
    title: 'PageSpeed Not Enabled',
    message: () =>
      "PageSpeed Insights API is not enabled for the Google Cloud project of your API key (or the key's API " +
      'restrictions leave it out). Enable "PageSpeed Insights API" in the Google Cloud Console to see page speed.',
  },
  QUOTA_EXCEEDED: {
    title: 'Search Failed',
    message: () =>
      `Your Google API request quota is used up for now. Wait a minute and try again; ${QUOTA_RESET}`,
  },
  DAILY_QUOTA_EXCEEDED: {
    title: 'Search Failed',
    message: () => `Your Google API daily quota is used up; ${QUOTA_RESET}`,
  },
  BILLING_DISABLED: {
    title: 'Search Failed',
    message: () =>
      'Billing is not enabled on the Google Cloud project of your API key. Enable billing for that project in ' +
      'the Google Cloud Console (Billing → Link a billing account), then try again.',
  },
  LOCATION_NOT_FOUND: {
    title: 'Search Failed',
    message: () => 'Google could not find that location. Check the spelling or try a nearby city.',
  },
  INVALID_REQUEST: {
    title: 'Search Failed',
    message: (g) => `Google rejected the search request${g ? `: ${g}` : '.'}`,
  },
  PAGE_NOT_LOADED: {
    title: 'PageSpeed Failed',
    message: (g) => `Google could not load the page to measure it${g ? `: ${g}` : '.'}`,
  },
  UPSTREAM: {
    title: 'Search Failed',
    message: () => 'Google Maps did not answer properly. Please try again in a few minutes.',
  },
};

/**
 * Any failure talking to Google, with a `title` and `message` ready for the user. `googleMessage` keeps
 * Google's own text for logs.
 */
export class GoogleApiError extends Error {
  readonly kind: TGoogleErrorKind;
  readonly title: string;
  /** HTTP status of Google's answer; 0 when there was none (network failure). */
  readonly httpStatus: number;
  readonly googleMessage: string;
  readonly isRetryable: boolean;
  /** How long Google asked us to wait (RetryInfo), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(args: {
    kind: TGoogleErrorKind;
    httpStatus: number;
    googleMessage?: string;
    isRetryable?: boolean;
    retryAfterMs?: number;
    cause?: unknown;
  }) {
    const text = USER_TEXT[args.kind];
    super(text.message(args.googleMessage ?? ''), { cause: args.cause });
    this.name = 'GoogleApiError';
    this.kind = args.kind;
    this.title = text.title;
    this.httpStatus = args.httpStatus;
    this.googleMessage = args.googleMessage ?? '';
    this.isRetryable = args.isRetryable ?? false;
    this.retryAfterMs = args.retryAfterMs;
  }
}
