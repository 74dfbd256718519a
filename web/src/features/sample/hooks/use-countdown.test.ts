import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, useCountdown } from './use-countdown';

describe('offer countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 600 seconds, ticks once a second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(600));
    expect(result.current).toBe(600);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(599);
    act(() => vi.advanceTimersByTime(598_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(0)).toBe('00:00');
  });
});
