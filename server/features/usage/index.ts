/** What other features may use of usage; everything else in this folder is its own. */
export {
  incrementUsage,
  reserveUsage,
  teamUsageThisMonth,
  usageMonth,
  usageThisMonth,
} from './usage-counter';
export type { UsageAction } from './usage-counter';
