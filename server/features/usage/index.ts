/** What other features may use of usage; everything else in this folder is its own. */
export { incrementUsage, usageThisMonth } from './usage-counter';
