import { describe, expect, it } from 'vitest';
import { ZRunPagespeedResponse } from './pagespeed-wire';
import { toPageSpeed } from './to-page-speed';

const CHECKED_AT = new Date('2026-03-02T10:00:00.000Z');
const URL = 'https://bright-smile-dental.example/';

const labAudit = (id: string, numericValue: number | undefined, unit: string) => ({
  id,
  title: id,
  score: numericValue === undefined ? null : 0.5,
  scoreDisplayMode: numericValue === undefined ? 'error' : 'numeric',
  ...(numericValue !== undefined && { numericValue, numericUnit: unit, displayValue: String(numericValue) }),
});

const fieldMetric = (percentile: number, category: string) => ({
  percentile,
  distributions: [
    { min: 0, max: 2500, proportion: 0.71 },
    { min: 2500, max: 4000, proportion: 0.18 },
    { min: 4000, proportion: 0.11 },
  ],
  category,
});

/** A runPagespeed answer as Google sends it (trimmed: the parts around what we read are kept for realism). */
function answer(overrides: { score?: number | null; lab?: Record<string, unknown>; field?: object } = {}) {
  return {
    captchaResult: 'CAPTCHA_NOT_NEEDED',
    kind: 'pagespeedonline#result',
    id: URL,
    loadingExperience: overrides.field ?? { initial_url: URL },
    lighthouseResult: {
      requestedUrl: URL,
      finalUrl: URL,
      finalDisplayedUrl: URL,
      lighthouseVersion: '12.6.1',
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
      fetchTime: '2026-03-02T09:59:41.532Z',
      environment: { networkUserAgent: 'Chrome-Lighthouse', benchmarkIndex: 2144 },
      runWarnings: [],
      configSettings: { emulatedFormFactor: 'mobile', formFactor: 'mobile', locale: 'en-US', channel: 'lr' },
      audits: {
        'first-contentful-paint': labAudit('first-contentful-paint', 1812.4, 'millisecond'),
        'largest-contentful-paint': labAudit('largest-contentful-paint', 4123.45, 'millisecond'),
        'cumulative-layout-shift': labAudit('cumulative-layout-shift', 0.123456, 'unitless'),
        'total-blocking-time': labAudit('total-blocking-time', 245.5, 'millisecond'),
        ...overrides.lab,
      },
      categories: {
        performance: {
          id: 'performance',
          title: 'Performance',
          score: overrides.score === undefined ? 0.67 : overrides.score,
          auditRefs: [{ id: 'largest-contentful-paint', weight: 25, group: 'metrics' }],
        },
      },
      timing: { total: 12_345 },
    },
    analysisUTCTimestamp: '2026-03-02T09:59:41.532Z',
    version: { major: 1, minor: 19 },
  };
}

const parse = (body: unknown) => toPageSpeed(ZRunPagespeedResponse.parse(body), CHECKED_AT);

describe('toPageSpeed', () => {
  it('keeps the lab score as 0–100 and LCP, CLS and TBT, and no field data when Google has none', () => {
    expect(parse(answer())).toEqual({
      checkedAt: '2026-03-02T10:00:00.000Z',
      strategy: 'mobile',
      performance: 67,
      lcpMs: 4123,
      cls: 0.123,
      tbtMs: 246,
      field: null,
    });
  });

  it("reads the field data's 75th percentiles, CLS from CrUX's × 100, and the overall category", () => {
    const field = {
      id: URL,
      metrics: {
        LARGEST_CONTENTFUL_PAINT_MS: fieldMetric(2730, 'AVERAGE'),
        CUMULATIVE_LAYOUT_SHIFT_SCORE: fieldMetric(4, 'FAST'),
        INTERACTION_TO_NEXT_PAINT: fieldMetric(183, 'FAST'),
        FIRST_CONTENTFUL_PAINT_MS: fieldMetric(1500, 'FAST'),
        EXPERIMENTAL_TIME_TO_FIRST_BYTE: fieldMetric(610, 'FAST'),
      },
      overall_category: 'AVERAGE',
      initial_url: URL,
    };
    expect(parse(answer({ field })).field).toEqual({
      lcpMs: 2730,
      cls: 0.04,
      inpMs: 183,
      category: 'AVERAGE',
    });
  });

  it('keeps a field metric Google lacks as null beside the ones it has', () => {
    const field = { id: URL, metrics: { LARGEST_CONTENTFUL_PAINT_MS: fieldMetric(1900, 'FAST') } };
    expect(parse(answer({ field })).field).toEqual({ lcpMs: 1900, cls: null, inpMs: null, category: null });
  });

  it('gives null for what Lighthouse could not measure (a page that never painted)', () => {
    const failed = answer({
      score: null,
      lab: {
        'largest-contentful-paint': labAudit('largest-contentful-paint', undefined, 'millisecond'),
        'total-blocking-time': labAudit('total-blocking-time', undefined, 'millisecond'),
      },
    });
    const runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    const speed = parse({ ...failed, lighthouseResult: { ...failed.lighthouseResult, runtimeError } });
    expect(speed).toMatchObject({ performance: null, lcpMs: null, tbtMs: null, cls: 0.123 });
  });

  it('refuses an answer that is not a PageSpeed result', () => {
    expect(ZRunPagespeedResponse.safeParse({ kind: 'pagespeedonline#result', id: URL }).success).toBe(false);
  });
});
