import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './neutralise-formula';

describe('neutraliseFormula', () => {
  it('neutralises formulas but leaves phone numbers and negative numbers alone', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(neutraliseFormula('\tcmd')).toBe("'\tcmd");
    expect(neutraliseFormula('+1 (512) 555-0100')).toBe('+1 (512) 555-0100');
    expect(neutraliseFormula('-12.5')).toBe('-12.5');
    expect(neutraliseFormula('Plain')).toBe('Plain');
  });
});
