import {
  FIELD_METRICS,
  LAB_AUDITS,
  type TRunPagespeedResponse,
  type TWireFieldMetric,
} from '@server/integrations/google/pagespeed-wire';
import { apiKeyRefusal, legacyRpcError, PAGESPEED_SERVICE, type TFakeReply } from './fake-errors';
import { seededRandom } from './seeded-random';

/** What PageSpeed Insights accepts as `url`, in its own 400 message. */
const URL_RULE = '(?i)(url:|origin:)?http(s)?://.*';
const CATEGORY_RULE = '(?i)(accessibility|best[-_]practices|performance|pwa|seo)';
const STRATEGIES = new Set(['mobile', 'desktop']);
const CATEGORIES = new Set(['accessibility', 'best-practices', 'performance', 'pwa', 'seo']);
const NBSP = '\u00a0';

type TStrategy = 'mobile' | 'desktop';

/** CrUX's "good" and "poor" limits of each field metric (CLS × 100, as CrUX sends it). */
const FIELD_LIMITS: Record<string, [good: number, poor: number]> = {
  [FIELD_METRICS.lcp]: [2500, 4000],
  [FIELD_METRICS.cls]: [10, 25],
  [FIELD_METRICS.inp]: [200, 500],
  FIRST_CONTENTFUL_PAINT_MS: [1800, 3000],
  EXPERIMENTAL_TIME_TO_FIRST_BYTE: [800, 1800],
};

const categoryOf = (value: number, [good, poor]: [number, number]) =>
  value <= good ? 'FAST' : value <= poor ? 'AVERAGE' : 'SLOW';

function fieldMetric(value: number, limits: [number, number]): TWireFieldMetric {
  const category = categoryOf(value, limits);
  const good = category === 'FAST' ? 0.8 : category === 'AVERAGE' ? 0.6 : 0.35;
  const poor = category === 'SLOW' ? 0.4 : 0.08;
  const round = (p: number) => Math.round(p * 10_000) / 10_000;
  return {
    percentile: value,
    distributions: [
      { min: 0, max: limits[0], proportion: round(good) },
      { min: limits[0], max: limits[1], proportion: round(1 - good - poor) },
      { min: limits[1], proportion: round(poor) },
    ],
    category,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}${NBSP}s`;
/**
 * Lighthouse-like scoring, a log-logistic curve through its control points: 0.9 at `p10`, 0.5 at `median`.
 * The category score is the weighted mean of the metric scores (LCP 25, TBT 30, CLS 25; FCP and Speed Index,
 * not sent, share the other 20 and follow LCP).
 */
function metricScore(value: number, p10: number, median: number): number {
  const steepness = Math.log(1 / 9) / Math.log(p10 / median);
  return Math.round((1 / (1 + (Math.max(value, 1e-6) / median) ** steepness)) * 100) / 100;
}

function audit(id: string, title: string, value: number, unit: string, score: number, displayValue: string) {
  return {
    id,
    title,
    description: `${title}. [Learn more](https://developer.chrome.com/docs/lighthouse/performance/)`,
    score,
    scoreDisplayMode: 'numeric',
    numericValue: value,
    numericUnit: unit,
    displayValue,
  };
}

/**
 * What the fake's Lighthouse "measures" for a page: the same answer every time for one host and device. About
 * four pages in ten have field data (the Chrome UX Report knows them); the others get a `loadingExperience`
 * with just the URL, as Google sends for a page with too few visits.
 */
export function fakePageSpeedAnswer(pageUrl: string, strategy: TStrategy, now: Date): TRunPagespeedResponse {
  const { hostname } = new URL(pageUrl);
  const random = seededRandom(`pagespeed:${hostname}:${strategy}`);
  const speed = random.next();
  const slower = strategy === 'mobile' ? 1.4 : 1;
  const lcp = Math.round((1000 + (1 - speed) * 4500 + random.int(0, 400)) * slower * 10) / 10;
  const tbt = Math.round((1 - speed) ** 2 * 1200 * slower + random.int(0, 60));
  const cls = Math.round(random.next() ** 2 * 0.4 * 10_000) / 10_000;
  const hasField = random.chance(0.4);
  const field = hasField
    ? {
        [FIELD_METRICS.lcp]: fieldMetric(
          Math.round(lcp * (0.7 + random.next() * 0.5)),
          FIELD_LIMITS[FIELD_METRICS.lcp],
        ),
        [FIELD_METRICS.cls]: fieldMetric(Math.round(cls * 100), FIELD_LIMITS[FIELD_METRICS.cls]),
        [FIELD_METRICS.inp]: fieldMetric(
          Math.round(80 + tbt / 3 + random.int(0, 120)),
          FIELD_LIMITS[FIELD_METRICS.inp],
        ),
        FIRST_CONTENTFUL_PAINT_MS: fieldMetric(Math.round(lcp * 0.6), FIELD_LIMITS.FIRST_CONTENTFUL_PAINT_MS),
        EXPERIMENTAL_TIME_TO_FIRST_BYTE: fieldMetric(
          random.int(200, 1600),
          FIELD_LIMITS.EXPERIMENTAL_TIME_TO_FIRST_BYTE,
        ),
      }
    : undefined;
  const core = [FIELD_METRICS.lcp, FIELD_METRICS.cls, FIELD_METRICS.inp].map((key) => field?.[key]?.category);
  const overall = core.includes('SLOW') ? 'SLOW' : core.includes('AVERAGE') ? 'AVERAGE' : 'FAST';
  const loadingExperience: TRunPagespeedResponse['loadingExperience'] = field
    ? { id: pageUrl, metrics: field, overall_category: overall, initial_url: pageUrl }
    : { initial_url: pageUrl };
  const scores = {
    lcp: metricScore(lcp, 2500, 4000),
    tbt: metricScore(tbt, 200, 600),
    cls: metricScore(cls, 0.1, 0.25),
  };
  const performance = Math.round(scores.lcp * 45 + scores.tbt * 30 + scores.cls * 25) / 100;
  return {
    ...{ captchaResult: 'CAPTCHA_NOT_NEEDED' },
    kind: 'pagespeedonline#result',
    id: pageUrl,
    loadingExperience,
    ...(field && {
      originLoadingExperience: { ...loadingExperience, id: new URL(pageUrl).origin },
    }),
    lighthouseResult: {
      ...{
        finalDisplayedUrl: pageUrl,
        mainDocumentUrl: pageUrl,
        userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
        runWarnings: [],
        timing: { total: random.int(8000, 25_000) },
      },
      requestedUrl: pageUrl,
      finalUrl: pageUrl,
      lighthouseVersion: '12.6.1',
      fetchTime: now.toISOString(),
      configSettings: {
        emulatedFormFactor: strategy,
        formFactor: strategy,
        locale: 'en-US',
        onlyCategories: ['performance'],
        channel: 'lr',
      },
      audits: {
        [LAB_AUDITS.lcp]: audit(
          LAB_AUDITS.lcp,
          'Largest Contentful Paint',
          lcp,
          'millisecond',
          scores.lcp,
          seconds(lcp),
        ),
        [LAB_AUDITS.cls]: audit(
          LAB_AUDITS.cls,
          'Cumulative Layout Shift',
          cls,
          'unitless',
          scores.cls,
          cls.toFixed(3),
        ),
        [LAB_AUDITS.tbt]: audit(
          LAB_AUDITS.tbt,
          'Total Blocking Time',
          tbt,
          'millisecond',
          scores.tbt,
          `${tbt.toLocaleString('en-US')}${NBSP}ms`,
        ),
      },
      categories: {
        performance: {
          ...{ auditRefs: Object.values(LAB_AUDITS).map((id) => ({ id, weight: 25, group: 'metrics' })) },
          id: 'performance',
          title: 'Performance',
          score: performance,
        },
      },
    },
    analysisUTCTimestamp: now.toISOString(),
    ...{ version: { major: 1, minor: 19 } },
  };
}

function invalidValue(value: string, rule: string, location: string): TFakeReply {
  return legacyRpcError(
    400,
    'INVALID_ARGUMENT',
    `Invalid value '${value}'. Values must match the following regular expression: '${rule}'`,
    { reason: 'invalidParameter', location },
  );
}

/**
 * GET /pagespeedonline/v5/runPagespeed, with Google's checks: the key (the special keys of apiKeyRefusal), a
 * required http(s) `url`, `strategy` and `category` from their lists. A host under `.invalid` cannot be loaded:
 * Lighthouse's FAILED_DOCUMENT_REQUEST, as Google answers it (500).
 */
export function handleRunPagespeed(query: URLSearchParams, isFirstUse: boolean, now: Date): TFakeReply {
  const refusal = apiKeyRefusal(PAGESPEED_SERVICE, query.get('key') ?? undefined, isFirstUse);
  if (refusal) return refusal;
  const pageUrl = query.get('url');
  if (!pageUrl) {
    return legacyRpcError(400, 'INVALID_ARGUMENT', 'Required parameter: url', {
      reason: 'required',
      location: 'url',
    });
  }
  const page = /^(?:url:|origin:)?(https?:\/\/.+)$/i.exec(pageUrl)?.[1];
  if (!page || !URL.canParse(page)) return invalidValue(pageUrl, URL_RULE, 'url');
  const strategy = (query.get('strategy') ?? 'desktop').toLowerCase();
  if (!STRATEGIES.has(strategy)) return invalidValue(strategy, '(?i)(desktop|mobile)', 'strategy');
  const category = query.getAll('category').find((c) => !CATEGORIES.has(c.toLowerCase().replace('_', '-')));
  if (category !== undefined) return invalidValue(category, CATEGORY_RULE, 'category');
  if (new URL(page).hostname.endsWith('.invalid')) {
    return legacyRpcError(
      500,
      'INTERNAL',
      'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you ' +
        'requested. Make sure you are testing the correct URL and that the server is properly responding to all ' +
        'requests. (Details: net::ERR_NAME_NOT_RESOLVED)',
      { reason: 'lighthouseUserFacingError', domain: 'lighthouse' },
    );
  }
  return { status: 200, body: fakePageSpeedAnswer(page, strategy as TStrategy, now) };
}
