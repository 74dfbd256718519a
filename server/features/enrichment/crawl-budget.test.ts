import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCrawlBudget } from './crawl-budget';

describe('startCrawlBudget', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('aborts once its running time is spent, and not while paused', () => {
    const budget = startCrawlBudget(1_000);
    vi.advanceTimersByTime(400);
    budget.pause();
    vi.advanceTimersByTime(5_000);
    expect(budget.signal.aborted).toBe(false);
    budget.resume();
    vi.advanceTimersByTime(599);
    expect(budget.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(budget.signal.aborted).toBe(true);
    expect((budget.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('stands still for at most maxPausedMs in all, then runs out as usual', () => {
    const budget = startCrawlBudget(1_000, 3_000);
    budget.pause();
    vi.advanceTimersByTime(2_000);
    budget.resume();
    budget.pause();
    vi.advanceTimersByTime(1_000 + 999);
    expect(budget.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(budget.signal.aborted).toBe(true);
  });
});
