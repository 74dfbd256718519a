import { z } from 'zod';

/** The path of PageSpeed Insights API v5 under PAGESPEED_BASE_URL (https://www.googleapis.com). */
export const RUN_PAGESPEED_PATH = '/pagespeedonline/v5/runPagespeed';

/** Lighthouse audits we read, by their id in `lighthouseResult.audits`. */
export const LAB_AUDITS = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
} as const;

/** CrUX metrics we read, by their key in `loadingExperience.metrics`. CLS comes as a percentile × 100. */
export const FIELD_METRICS = {
  lcp: 'LARGEST_CONTENTFUL_PAINT_MS',
  cls: 'CUMULATIVE_LAYOUT_SHIFT_SCORE',
  inp: 'INTERACTION_TO_NEXT_PAINT',
} as const;

/** FAST, AVERAGE or SLOW, as CrUX rates a metric or the page (`overall_category`). */
export const ZFieldCategory = z.enum(['FAST', 'AVERAGE', 'SLOW', 'NONE']);

const ZAudit = z.object({
  id: z.string(),
  title: z.string().optional(),
  score: z.number().nullable().optional(),
  scoreDisplayMode: z.string().optional(),
  /** Absent when Lighthouse could not measure it (an error audit). */
  numericValue: z.number().optional(),
  numericUnit: z.string().optional(),
  displayValue: z.string().optional(),
});

const ZFieldMetric = z.object({
  percentile: z.number(),
  distributions: z.array(z.object({ min: z.number(), max: z.number().optional(), proportion: z.number() })),
  category: ZFieldCategory,
});
export type TWireFieldMetric = z.infer<typeof ZFieldMetric>;

/**
 * What runPagespeed answers (HTTP 200), the parts we read and the fake writes. `loadingExperience` has
 * `metrics` only when the Chrome UX Report has enough real visits of the page; otherwise it holds just the URL.
 * A page Lighthouse could not render comes back with `runtimeError` and a null performance score.
 */
export const ZRunPagespeedResponse = z.object({
  kind: z.literal('pagespeedonline#result'),
  id: z.string(),
  analysisUTCTimestamp: z.string(),
  loadingExperience: z
    .object({
      id: z.string().optional(),
      initial_url: z.string().optional(),
      metrics: z.record(z.string(), ZFieldMetric).optional(),
      overall_category: ZFieldCategory.optional(),
    })
    .optional(),
  lighthouseResult: z.object({
    requestedUrl: z.string(),
    finalUrl: z.string().optional(),
    lighthouseVersion: z.string(),
    fetchTime: z.string(),
    configSettings: z.object({ formFactor: z.enum(['mobile', 'desktop']) }).loose(),
    runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
    audits: z.record(z.string(), ZAudit),
    categories: z.object({
      performance: z.object({
        id: z.literal('performance'),
        title: z.string(),
        score: z.number().nullable(),
      }),
    }),
  }),
});
export type TRunPagespeedResponse = z.infer<typeof ZRunPagespeedResponse>;
