/** The first retry's delay; each next one doubles (decision 117). */
export const FIRST_RETRY_MS = 10_000;
/** No single wait is longer than this. */
export const MAX_RETRY_MS = 12 * 3600_000;
/** Retries run this long after the event (the outbox row's `retry_until`). */
export const RETRY_WINDOW_MS = 24 * 3600_000;

/**
 * How long to wait after failed attempt `attempt` (1-based): 10 s, 20 s, 40 s … doubling, capped at 12 h, with
 * ±10 % jitter so endpoints that failed together do not come back together. About 14 attempts fit in 24 h.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}
