/**
 * The landing page's own pricing statement (spec §1). Other surfaces (dashboard banner, search gate, sample
 * results) have their own copy on purpose; do not share these numbers with them.
 */
export const LANDING_PRICING = {
  founderMonthlyUsd: 37,
  founderSeats: 100,
  regularMonthlyUsd: 197,
  regularFromLabel: 'January 1, 2026',
  /** Midnight UTC, January 1, 2026: when the regular price starts. */
  regularFromIso: '2026-01-01T00:00:00Z',
  yearlySavingUsd: 1920,
  /**
   * The saving as shown, written out: formatting it with `toLocaleString` on the page cost ~20 ms of a phone's CPU
   * for the first Intl formatter, inside the landing page's hydration (landing-copy.test.ts keeps them equal).
   */
  yearlySavingLabel: '$1,920',
  moneyBackDays: 30,
} as const;
