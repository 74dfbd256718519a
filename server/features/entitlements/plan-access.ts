import { TRIAL_LIMITS } from '@contracts/billing';

/** The subscription columns that decide what a user may do (subscriptions.status, plan_type, search_limit, export_limit). */
export type PlanAccess = {
  status: 'active' | 'inactive';
  planType: string | null;
  searchLimit: number | null;
  exportLimit: number | null;
};

/** Paid or granted by an admin: no limits (spec §4: inactive→active sets plan unlimited and clears limits). */
export const UNLIMITED_ACCESS: PlanAccess = {
  status: 'active',
  planType: 'unlimited',
  searchLimit: null,
  exportLimit: null,
};

/** Trial: 50 searches and 5 exports (spec §9). */
export const TRIAL_ACCESS: PlanAccess = {
  status: 'active',
  planType: 'trial',
  searchLimit: TRIAL_LIMITS.searches,
  exportLimit: TRIAL_LIMITS.exports,
};

/** No access (spec §4: active→inactive sets limits to 0 and plan to none). */
export const NO_ACCESS: PlanAccess = { status: 'inactive', planType: null, searchLimit: 0, exportLimit: 0 };
