import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, RETRY_WINDOW_MS, retryDelayMs } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('doubles from the first delay, within ±10 %', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(2, () => 0.5)).toBe(2 * FIRST_RETRY_MS);
    expect(retryDelayMs(5, () => 0.5)).toBe(16 * FIRST_RETRY_MS);
    expect(retryDelayMs(1, () => 0)).toBe(0.9 * FIRST_RETRY_MS);
    expect(retryDelayMs(1, () => 1)).toBe(1.1 * FIRST_RETRY_MS);
  });

  it('caps a single wait and fits a dozen or more attempts into the 24 h window', () => {
    expect(retryDelayMs(40, () => 0.5)).toBe(MAX_RETRY_MS);
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelayMs(attempts, () => 0.5) <= RETRY_WINDOW_MS) {
      elapsed += retryDelayMs(attempts, () => 0.5);
      attempts += 1;
    }
    expect(attempts).toBeGreaterThanOrEqual(12);
    expect(attempts).toBeLessThanOrEqual(16);
  });
});
