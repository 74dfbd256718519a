import { z } from 'zod';
import { AUDIT_FINDING_IDS } from './audit';
import type { TLead } from './search';

/**
 * The workspace's filter set (spec §3) and its rules (spec §5), as pure functions shared by the browser
 * (the results table) and the server (exports of a whole search or list).
 *
 * - A filter on a missing field excludes the record (no rating → no match for a rating bound), unless the user opts
 *   in to "include leads without a value" (`includeMissing`, decision 040's addendum).
 * - The tag filter matches any selected tag.
 * - The chatbot filter is exact both ways: `false` keeps only leads known to have no chatbot.
 * - The social filter counts any of the seven social URLs.
 * - The audit finding filter matches any selected finding; a lead not audited yet has none (decision 132).
 */

/** What the rules read from a lead; a TLead has all of it. */
export type TFilterableLead = Pick<
  TLead,
  | 'id'
  | 'businessName'
  | 'website'
  | 'rating'
  | 'reviewCount'
  | 'leadScore'
  | 'hasChatbot'
  | 'cmsPlatform'
  | 'tags'
  | 'employeeCountEstimate'
  | 'revenueEstimateMin'
  | 'revenueEstimateMax'
  | 'lastContactedDate'
  | 'assignedTo'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'linkedinUrl'
  | 'twitterUrl'
  | 'tiktokUrl'
  | 'pinterestUrl'
  | 'youtubeUrl'
  | 'chain'
  | 'emailChecks'
  | 'audit'
>;

export const RATING_BOUNDS = { min: 0, max: 5, step: 0.1 } as const;
export const SCORE_BOUNDS = { min: 0, max: 100 } as const;

const count = z.number().int().min(0);
export const ASSIGNED_FILTERS = ['me', 'unassigned'] as const;
export type TAssignedFilter = (typeof ASSIGNED_FILTERS)[number];
const ratingBound = z.number().min(RATING_BOUNDS.min).max(RATING_BOUNDS.max);
const scoreBound = z.number().int().min(SCORE_BOUNDS.min).max(SCORE_BOUNDS.max);

export const ZLeadFilters = z.object({
  minRating: ratingBound.optional(),
  maxRating: ratingBound.optional(),
  minReviewCount: count.optional(),
  minLeadScore: scoreBound.optional(),
  /** Only the "great reputation, weak website" preset sets it; the panel has no input for it (spec §5). */
  maxLeadScore: scoreBound.optional(),
  hasWebsite: z.boolean().optional(),
  hasSocialMedia: z.boolean().optional(),
  hasChatbot: z.boolean().optional(),
  cmsPlatform: z.string().trim().min(1).max(100).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
  minEmployees: count.optional(),
  maxEmployees: count.optional(),
  minRevenue: count.optional(),
  maxRevenue: count.optional(),
  /** Keeps leads last contacted at least this many days ago. */
  lastContactedDaysAgo: count.max(3650).optional(),
  /** "Assigned to me" / "Unassigned" (decision 112); "me" is the signed-in user, given to compileFilters. */
  assigned: z.enum(ASSIGNED_FILTERS).optional(),
  /** Leaves out chains, places sharing one website and directory pages (issue 32). */
  excludeChains: z.boolean().optional(),
  /**
   * Not a filter but how the others read a value a lead lacks (decision 040's addendum): `true` keeps a lead
   * without a rating, score, CMS, chatbot answer, employees, revenue or contact date under a filter on it.
   */
  includeMissing: z.boolean().optional(),
  /** Has an email whose domain can receive mail (its check says `ok`, decision 128); `false`: has none. */
  hasMailableEmail: z.boolean().optional(),
  /** "Has audit finding …": leads whose website audit has any of these findings (decision 132). */
  auditFindings: z
    .array(z.enum(AUDIT_FINDING_IDS, { message: 'Choose audit findings from the list' }))
    .max(AUDIT_FINDING_IDS.length)
    .optional(),
});
export type TLeadFilters = z.infer<typeof ZLeadFilters>;

const SOCIAL_URL_FIELDS = [
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'twitterUrl',
  'tiktokUrl',
  'pinterestUrl',
  'youtubeUrl',
] as const satisfies readonly (keyof TFilterableLead)[];

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

const hasSocialMedia = (lead: TFilterableLead) => SOCIAL_URL_FIELDS.some((field) => present(lead[field]));

/** An email whose domain can receive mail; leads read before their checks existed have none. */
const hasMailableEmail = (lead: TFilterableLead) =>
  (lead.emailChecks ?? []).some((check) => check.status === 'ok');

const DAY_MS = 86_400_000;

/** Days between two calendar dates ("YYYY-MM-DD"); `null` when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.round((b - a) / DAY_MS);
}

/** Today's calendar date where the code runs (the browser's own day, or the server's). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

type TPredicate = (lead: TFilterableLead) => boolean;

/**
 * Builds one predicate for a filter set, so filtering 10,000 leads checks only the filters that are set.
 * `today` is the calendar date "days ago" counts from; `me` the signed-in user's id ("Assigned to me").
 */
export function compileFilters(filters: TLeadFilters, today: string, me?: string): TPredicate {
  const checks: TPredicate[] = [];
  const f = filters;
  const missing = f.includeMissing === true;
  const atLeast = (value: number | null, min: number) => (value === null ? missing : value >= min);
  const atMost = (value: number | null, max: number) => (value === null ? missing : value <= max);
  if (f.minRating !== undefined) checks.push((l) => atLeast(l.rating, f.minRating!));
  if (f.maxRating !== undefined) checks.push((l) => atMost(l.rating, f.maxRating!));
  if (f.minReviewCount !== undefined) checks.push((l) => atLeast(l.reviewCount, f.minReviewCount!));
  if (f.minLeadScore !== undefined) checks.push((l) => atLeast(l.leadScore, f.minLeadScore!));
  if (f.maxLeadScore !== undefined) checks.push((l) => atMost(l.leadScore, f.maxLeadScore!));
  if (f.hasWebsite !== undefined) checks.push((l) => present(l.website) === f.hasWebsite);
  if (f.hasSocialMedia !== undefined) checks.push((l) => hasSocialMedia(l) === f.hasSocialMedia);
  if (f.hasChatbot !== undefined)
    checks.push((l) => (l.hasChatbot === null ? missing : l.hasChatbot === f.hasChatbot));
  if (f.hasMailableEmail !== undefined) checks.push((l) => hasMailableEmail(l) === f.hasMailableEmail);
  if (f.cmsPlatform !== undefined) {
    const wanted = f.cmsPlatform.toLowerCase();
    checks.push((l) => (l.cmsPlatform === null ? missing : l.cmsPlatform.toLowerCase() === wanted));
  }
  if (f.tags !== undefined && f.tags.length > 0) {
    const wanted = new Set(f.tags);
    checks.push((l) => l.tags.some((tag) => wanted.has(tag)));
  }
  if (f.minEmployees !== undefined) checks.push((l) => atLeast(l.employeeCountEstimate, f.minEmployees!));
  if (f.maxEmployees !== undefined) checks.push((l) => atMost(l.employeeCountEstimate, f.maxEmployees!));
  if (f.minRevenue !== undefined) checks.push((l) => atLeast(l.revenueEstimateMin, f.minRevenue!));
  if (f.maxRevenue !== undefined) checks.push((l) => atMost(l.revenueEstimateMax, f.maxRevenue!));
  if (f.lastContactedDaysAgo !== undefined) {
    checks.push((l) => {
      if (l.lastContactedDate === null) return missing;
      const days = daysBetween(l.lastContactedDate, today);
      return days !== null && days >= f.lastContactedDaysAgo!;
    });
  }
  if (f.auditFindings !== undefined && f.auditFindings.length > 0) {
    const wanted = new Set<string>(f.auditFindings);
    checks.push((l) => l.audit?.findings.some((finding) => wanted.has(finding.id)) ?? false);
  }
  if (f.assigned === 'unassigned') checks.push((l) => !l.assignedTo);
  if (f.assigned === 'me') checks.push((l) => me !== undefined && l.assignedTo === me);
  if (f.excludeChains) checks.push((l) => !l.chain);
  if (checks.length === 0) return () => true;
  return (lead) => {
    for (const check of checks) if (!check(lead)) return false;
    return true;
  };
}

export function filterLeads<T extends TFilterableLead>(
  leads: readonly T[],
  filters: TLeadFilters,
  today: string,
  me?: string,
): T[] {
  const keep = compileFilters(filters, today, me);
  return leads.filter(keep);
}

/** Set filters; `includeMissing` is how they read missing values, not a filter of its own. */
export function countActiveFilters(filters: TLeadFilters): number {
  return Object.entries(filters).filter(
    ([k, v]) => k !== 'includeMissing' && v !== undefined && !(Array.isArray(v) && v.length === 0),
  ).length;
}

// ---------------------------------------------------------------------------------------------- presets

export const FILTER_PRESETS = [
  {
    id: 'high-value',
    label: 'High-Value Leads',
    description: 'Lead score 70 or more',
    filters: { minLeadScore: 70 },
  },
  {
    id: 'missing-chatbot',
    label: 'Missing Chatbot',
    description: 'No chatbot and lead score 60 or more',
    filters: { hasChatbot: false, minLeadScore: 60 },
  },
  {
    id: 'great-reputation-weak-website',
    label: 'Great Reputation, Weak Website',
    description: 'Rating 4.5 or more and lead score 50 or less',
    filters: { minRating: 4.5, maxLeadScore: 50 },
  },
  {
    id: 'not-contacted-30',
    label: 'Not Contacted 30+ Days',
    description: 'Last contacted 30 or more days ago',
    filters: { lastContactedDaysAgo: 30 },
  },
] as const satisfies readonly { id: string; label: string; description: string; filters: TLeadFilters }[];

export type TFilterPresetId = (typeof FILTER_PRESETS)[number]['id'];

/** The preset whose filters are exactly the current ones, if any. */
export function activePreset(filters: TLeadFilters): TFilterPresetId | null {
  const current = canonical(filters);
  return FILTER_PRESETS.find((p) => canonical(p.filters) === current)?.id ?? null;
}

function canonical(filters: TLeadFilters): string {
  const entries = Object.entries(filters)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

// ---------------------------------------------------------------------------------------------- sorting

export const SORT_KEYS = ['leadScore', 'businessName', 'rating'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export const ZLeadSort = z.object({ key: z.enum(SORT_KEYS), dir: z.enum(['asc', 'desc']) });
export type TLeadSort = z.infer<typeof ZLeadSort>;
export const DEFAULT_SORT: TLeadSort = { key: 'leadScore', dir: 'desc' };

/** A repeat click on the sorted column flips the direction; a new column starts high-to-low (names A→Z). */
export function toggleSort(current: TLeadSort, key: TSortKey): TLeadSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'businessName' ? 'asc' : 'desc' };
}

/** Case- and accent-blind, with numbers in numeric order ("Unit 9" before "Unit 10"); remembered per name. */
function nameSortKey(name: string): string {
  let key = nameKeyCache.get(name);
  if (key === undefined) {
    key = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\d+/g, (digits) => digits.padStart(12, '0'));
    if (nameKeyCache.size >= 50_000) nameKeyCache.clear();
    nameKeyCache.set(name, key);
  }
  return key;
}
const nameKeyCache = new Map<string, string>();

/**
 * Sorts a copy. Missing values go last in both directions; ties keep the input order (Array#sort is stable),
 * so the same leads in the same order always sort the same way. Names compare precomputed keys, which keeps
 * 10,000 rows well inside the 50 ms budget.
 */
export function sortLeads<T extends TFilterableLead>(leads: readonly T[], sort: TLeadSort): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  if (sort.key === 'businessName') {
    const decorated = leads.map((lead) => ({ lead, key: nameSortKey(lead.businessName) }));
    decorated.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : 0));
    return decorated.map((d) => d.lead);
  }
  const out = [...leads];
  const key = sort.key;
  out.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return sign * (x - y);
  });
  return out;
}
