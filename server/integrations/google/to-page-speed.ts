import type { TPageSpeed } from '@contracts/audit';
import { FIELD_METRICS, LAB_AUDITS, type TRunPagespeedResponse } from './pagespeed-wire';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const labValue = (answer: TRunPagespeedResponse, audit: string) =>
  answer.lighthouseResult.audits[audit]?.numericValue ?? null;

/**
 * What we keep of a runPagespeed answer: the lab performance score (0–100), LCP and TBT in ms, CLS, and the
 * field data (CrUX 75th percentiles) only when Google has it for the page. CrUX sends CLS × 100.
 */
export function toPageSpeed(answer: TRunPagespeedResponse, checkedAt: Date): TPageSpeed {
  const { lighthouseResult: lab, loadingExperience } = answer;
  const score = lab.categories.performance.score;
  const lcp = labValue(answer, LAB_AUDITS.lcp);
  const cls = labValue(answer, LAB_AUDITS.cls);
  const tbt = labValue(answer, LAB_AUDITS.tbt);
  const metrics = loadingExperience?.metrics ?? {};
  const percentile = (key: string) => metrics[key]?.percentile ?? null;
  const fieldCls = percentile(FIELD_METRICS.cls);
  const hasField = Object.values(FIELD_METRICS).some((key) => metrics[key]);
  return {
    checkedAt: checkedAt.toISOString(),
    strategy: lab.configSettings.formFactor,
    performance: score === null ? null : Math.round(score * 100),
    lcpMs: lcp === null ? null : Math.round(lcp),
    cls: cls === null ? null : round(cls, 3),
    tbtMs: tbt === null ? null : Math.round(tbt),
    field: hasField
      ? {
          lcpMs: percentile(FIELD_METRICS.lcp),
          cls: fieldCls === null ? null : fieldCls / 100,
          inpMs: percentile(FIELD_METRICS.inp),
          category: loadingExperience?.overall_category ?? null,
        }
      : null,
  };
}
