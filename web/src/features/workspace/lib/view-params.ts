import { z } from 'zod';
import {
  DEFAULT_SORT,
  SORT_KEYS,
  ZLeadFilters,
  ZLeadSort,
  type TLeadFilters,
  type TLeadSort,
} from '@contracts/filters';

/** How filters, sort and "hide duplicates" live in the page's query string, so a view can be bookmarked. */
const FILTER_PARAMS = {
  minRating: 'minRating',
  maxRating: 'maxRating',
  minReviewCount: 'minReviews',
  minLeadScore: 'minScore',
  maxLeadScore: 'maxScore',
  hasWebsite: 'website',
  hasSocialMedia: 'social',
  hasChatbot: 'chatbot',
  cmsPlatform: 'cms',
  tags: 'tag',
  minEmployees: 'minEmployees',
  maxEmployees: 'maxEmployees',
  minRevenue: 'minRevenue',
  maxRevenue: 'maxRevenue',
  lastContactedDaysAgo: 'contactedDaysAgo',
  assigned: 'assigned',
  excludeChains: 'excludeChains',
  includeMissing: 'includeMissing',
  hasMailableEmail: 'mailable',
  auditFindings: 'finding',
} as const satisfies Record<keyof TLeadFilters, string>;

const VIEW_PARAMS = { sort: 'sort', dir: 'dir', hideDuplicates: 'duplicates' } as const;

/** Every query-string key the workspace owns; other keys on the page are left alone. */
export const WORKSPACE_PARAM_KEYS: readonly string[] = [
  ...Object.values(FILTER_PARAMS),
  ...Object.values(VIEW_PARAMS),
];

const BOOLEAN_KEYS = new Set<keyof TLeadFilters>([
  'hasWebsite',
  'hasSocialMedia',
  'hasChatbot',
  'excludeChains',
  'includeMissing',
  'hasMailableEmail',
]);
/** Repeated parameters (`?tag=a&tag=b`). */
const LIST_KEYS = new Set<keyof TLeadFilters>(['tags', 'auditFindings']);

export type TWorkspaceView = { filters: TLeadFilters; sort: TLeadSort; hideDuplicates: boolean };

/** Reads the view from query parameters; anything unreadable or out of bounds is ignored, never an error. */
export function viewFromParams(params: URLSearchParams): TWorkspaceView {
  const raw: Record<string, unknown> = {};
  for (const [field, param] of Object.entries(FILTER_PARAMS) as [keyof TLeadFilters, string][]) {
    if (LIST_KEYS.has(field)) {
      const values = params
        .getAll(param)
        .map((t) => t.trim())
        .filter(Boolean);
      if (values.length > 0) raw[field] = [...new Set(values)];
      continue;
    }
    const value = params.get(param);
    if (value === null || value.trim() === '') continue;
    if (BOOLEAN_KEYS.has(field)) {
      if (value === 'yes' || value === 'no') raw[field] = value === 'yes';
    } else if (field === 'cmsPlatform' || field === 'assigned') {
      raw[field] = value;
    } else {
      const n = Number(value);
      if (Number.isFinite(n)) raw[field] = n;
    }
  }
  const filters: TLeadFilters = {};
  for (const [field, value] of Object.entries(raw)) {
    const parsed = ZLeadFilters.shape[field as keyof TLeadFilters].safeParse(value);
    if (parsed.success) (filters as Record<string, unknown>)[field] = parsed.data;
  }
  const sortParsed = ZLeadSort.safeParse({
    key: params.get(VIEW_PARAMS.sort),
    dir: params.get(VIEW_PARAMS.dir),
  });
  const sortKey = z.enum(SORT_KEYS).safeParse(params.get(VIEW_PARAMS.sort));
  const sort = sortParsed.success
    ? sortParsed.data
    : sortKey.success
      ? { key: sortKey.data, dir: sortKey.data === 'businessName' ? ('asc' as const) : ('desc' as const) }
      : DEFAULT_SORT;
  return { filters, sort, hideDuplicates: params.get(VIEW_PARAMS.hideDuplicates) === 'hidden' };
}

/** Writes the view into a copy of `params`, leaving every key the workspace does not own untouched. */
export function viewToParams(
  view: TWorkspaceView,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of WORKSPACE_PARAM_KEYS) next.delete(key);
  for (const [field, param] of Object.entries(FILTER_PARAMS) as [keyof TLeadFilters, string][]) {
    const value = view.filters[field];
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => next.append(param, item));
    else if (typeof value === 'boolean') next.set(param, value ? 'yes' : 'no');
    else next.set(param, String(value));
  }
  if (view.sort.key !== DEFAULT_SORT.key || view.sort.dir !== DEFAULT_SORT.dir) {
    next.set(VIEW_PARAMS.sort, view.sort.key);
    next.set(VIEW_PARAMS.dir, view.sort.dir);
  }
  if (view.hideDuplicates) next.set(VIEW_PARAMS.hideDuplicates, 'hidden');
  return next;
}
