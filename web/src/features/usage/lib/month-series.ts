import type { TUsageResponse } from '@contracts/usage';

export type TMonthPoint = { month: string; label: string; searches: number; costUsd: number };

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const labelOf = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

/** The last `count` months up to `now` (UTC, like the server), with zeros for months without usage. */
export function lastMonths(months: TUsageResponse['months'], count = 6, now = new Date()): TMonthPoint[] {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return Array.from({ length: count }, (_, i) => {
    const key = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)));
    const found = byMonth.get(key);
    return { month: key, label: labelOf(key), searches: found?.searches ?? 0, costUsd: found?.costUsd ?? 0 };
  });
}
