import { describe, expect, it } from 'vitest';
import { describeFieldCategory, formatDuration, formatLayoutShift, rateSpeed } from './page-speed';

describe('PageSpeed formatting', () => {
  it("rates by Google's bands, the limits themselves included in the better band", () => {
    expect([89, 90, 49, 50].map((v) => rateSpeed('performance', v))).toEqual([
      'needs improvement',
      'good',
      'poor',
      'needs improvement',
    ]);
    expect([2500, 2501, 4000, 4001].map((v) => rateSpeed('lcp', v))).toEqual([
      'good',
      'needs improvement',
      'needs improvement',
      'poor',
    ]);
    expect([0.1, 0.11, 0.26].map((v) => rateSpeed('cls', v))).toEqual(['good', 'needs improvement', 'poor']);
    expect([200, 600, 601].map((v) => rateSpeed('tbt', v))).toEqual(['good', 'needs improvement', 'poor']);
    expect([200, 500, 501].map((v) => rateSpeed('inp', v))).toEqual(['good', 'needs improvement', 'poor']);
  });

  it('writes durations in ms under a second and in seconds above, layout shift without a unit', () => {
    expect([0, 999.4, 1000, 3456].map(formatDuration)).toEqual(['0 ms', '999 ms', '1.0 s', '3.5 s']);
    expect([0, 0.004, 0.05, 0.1234].map(formatLayoutShift)).toEqual(['0', '0.004', '0.05', '0.123']);
    expect([null, 'FAST', 'SLOW', 'NONE'].map(describeFieldCategory)).toEqual([null, 'Fast', 'Slow', null]);
  });
});
