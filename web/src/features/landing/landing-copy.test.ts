import { describe, expect, it } from 'vitest';
import { LANDING_PRICING as P } from './landing-copy';

describe('landing pricing copy', () => {
  it('states the yearly saving the regular and founder prices give', () => {
    expect(P.yearlySavingUsd).toBe((P.regularMonthlyUsd - P.founderMonthlyUsd) * 12);
  });

  it('shows the saving exactly as the number formats in US English', () => {
    expect(P.yearlySavingLabel).toBe(`$${P.yearlySavingUsd.toLocaleString('en-US')}`);
  });
});
