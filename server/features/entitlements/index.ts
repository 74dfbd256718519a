/** What other features may use of entitlements; everything else in this folder is its own. */
export { assertCanExport, reserveExport, withExport } from './export-access';
export { NO_ACCESS, TRIAL_ACCESS, UNLIMITED_ACCESS } from './plan-access';
export type { PlanAccess } from './plan-access';
export {
  quotaOwnerOf,
  releaseBetaResults,
  releaseMonthly,
  reserveBetaResults,
  reserveMonthly,
  type MonthlyReservation,
} from './quota';
export { getSearchAccess, readSearchAccess, searchLimitReached, type SearchAccess } from './search-access';
