import type { TPageSpeed } from '@contracts/audit';

export type TSpeedRating = 'good' | 'needs improvement' | 'poor';
export type TSpeedMetric = 'performance' | 'lcp' | 'cls' | 'tbt' | 'inp';

/**
 * Google's bands: the Lighthouse performance score (90+ good, under 50 poor) and the Core Web Vitals limits
 * (LCP 2.5 s / 4 s, CLS 0.1 / 0.25, INP 200 ms / 500 ms); TBT by Lighthouse's 200 ms / 600 ms.
 */
const LIMITS: Record<Exclude<TSpeedMetric, 'performance'>, [good: number, poor: number]> = {
  lcp: [2500, 4000],
  cls: [0.1, 0.25],
  tbt: [200, 600],
  inp: [200, 500],
};

export function rateSpeed(metric: TSpeedMetric, value: number): TSpeedRating {
  if (metric === 'performance') return value >= 90 ? 'good' : value >= 50 ? 'needs improvement' : 'poor';
  const [good, poor] = LIMITS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

/** "850 ms", "3.5 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Layout shift is unitless, to three places as Lighthouse writes it: "0.123", "0.05", "0". */
export function formatLayoutShift(cls: number): string {
  return String(Number(cls.toFixed(3)));
}

/** One metric as the lead page lists it: its name, the measured value with its unit and Google's rating. */
export type TSpeedFact = {
  metric: TSpeedMetric;
  name: string;
  value: string | null;
  rating: TSpeedRating | null;
};

function fact(metric: TSpeedMetric, name: string, value: number | null, format: (v: number) => string) {
  return {
    metric,
    name,
    value: value === null ? null : format(value),
    rating: value === null ? null : rateSpeed(metric, value),
  };
}

export function labFacts(speed: TPageSpeed): TSpeedFact[] {
  return [
    fact('lcp', 'Largest Contentful Paint (LCP)', speed.lcpMs, formatDuration),
    fact('cls', 'Cumulative Layout Shift (CLS)', speed.cls, formatLayoutShift),
    fact('tbt', 'Total Blocking Time (TBT)', speed.tbtMs, formatDuration),
  ];
}

export function fieldFacts(field: NonNullable<TPageSpeed['field']>): TSpeedFact[] {
  return [
    fact('lcp', 'Largest Contentful Paint (LCP)', field.lcpMs, formatDuration),
    fact('cls', 'Cumulative Layout Shift (CLS)', field.cls, formatLayoutShift),
    fact('inp', 'Interaction to Next Paint (INP)', field.inpMs, formatDuration),
  ];
}

/** CrUX's overall category in words: FAST → "Fast". */
export function describeFieldCategory(category: string | null): string | null {
  const words: Record<string, string> = { FAST: 'Fast', AVERAGE: 'Average', SLOW: 'Slow' };
  return category ? (words[category] ?? null) : null;
}
