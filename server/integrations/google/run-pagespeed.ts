import type { TPageSpeed } from '@contracts/audit';
import type { TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import { RUN_PAGESPEED_PATH, ZRunPagespeedResponse } from './pagespeed-wire';
import { parsePlacesError } from './parse-places-error';
import { sendGoogleRequest } from './send-google-request';
import { toPageSpeed } from './to-page-speed';

/** Lighthouse loads and measures the page on Google's side: tens of seconds is normal. */
const PAGESPEED_TIMEOUT_MS = 90_000;
/** Google's text when Lighthouse could not load the page (unreachable, an error page, no content). */
const LIGHTHOUSE_FAILED = /^Lighthouse returned error/i;

/** Maps a failed runPagespeed answer; a page Lighthouse could not load is the page's fault, never retried. */
function pageSpeedError(status: number, body: unknown): GoogleApiError {
  const error = parsePlacesError(status, body);
  if (!LIGHTHOUSE_FAILED.test(error.googleMessage)) return error;
  return new GoogleApiError({
    kind: 'PAGE_NOT_LOADED',
    httpStatus: status,
    googleMessage: error.googleMessage,
  });
}

/**
 * Runs PageSpeed Insights (API v5, free, quota-limited) on one page: the lab performance category on a mobile
 * (or desktop) device and the page's field data when the Chrome UX Report has it. Failures throw GoogleApiError.
 */
export async function runPageSpeed(
  cfg: TGoogleConfig,
  pageUrl: string,
  options: { strategy?: TPageSpeed['strategy']; now?: () => Date } = {},
): Promise<TPageSpeed> {
  const url = new URL(RUN_PAGESPEED_PATH, cfg.pageSpeedBaseUrl);
  url.search = new URLSearchParams({
    url: pageUrl,
    strategy: options.strategy ?? 'mobile',
    category: 'performance',
    key: cfg.apiKey,
  }).toString();
  return sendGoogleRequest(cfg, {
    sku: 'PAGESPEED_INSIGHTS',
    url: url.href,
    init: { method: 'GET' },
    timeoutMs: PAGESPEED_TIMEOUT_MS,
    read: (status, body) => {
      if (status < 200 || status >= 300) return { result: pageSpeedError(status, body), isBillable: false };
      const parsed = ZRunPagespeedResponse.safeParse(body);
      if (!parsed.success) {
        return {
          result: new GoogleApiError({
            kind: 'UPSTREAM',
            httpStatus: status,
            googleMessage: parsed.error.message,
          }),
          isBillable: false,
        };
      }
      return { result: toPageSpeed(parsed.data, (options.now ?? (() => new Date()))()), isBillable: false };
    },
  });
}
