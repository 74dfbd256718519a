import { compileFilters, type TFilterableLead, type TLeadFilters } from './filters';

/**
 * Filters and the values leads lack (issue 32, decision 040's addendum): every filter on a field some leads have
 * no value for says how many, and a filter set that leaves no lead says which filter did it and how many leads
 * it left out for want of a value. Shared by the workspace and anything else that filters leads.
 */

/** A field some leads have no value for, and the filters that read it. */
export const MISSING_VALUE_FIELDS = [
  { id: 'rating', label: 'Rating', filters: ['minRating', 'maxRating'], isMissing: (l) => l.rating === null },
  { id: 'reviews', label: 'Reviews', filters: ['minReviewCount'], isMissing: (l) => l.reviewCount === null },
  {
    id: 'leadScore',
    label: 'Lead score',
    filters: ['minLeadScore', 'maxLeadScore'],
    isMissing: (l) => l.leadScore === null,
  },
  { id: 'chatbot', label: 'Chatbot', filters: ['hasChatbot'], isMissing: (l) => l.hasChatbot === null },
  { id: 'cms', label: 'CMS platform', filters: ['cmsPlatform'], isMissing: (l) => l.cmsPlatform === null },
  {
    id: 'employees',
    label: 'Employees',
    filters: ['minEmployees', 'maxEmployees'],
    isMissing: (l) => l.employeeCountEstimate === null,
  },
  {
    id: 'minRevenue',
    label: 'Min revenue',
    filters: ['minRevenue'],
    isMissing: (l) => l.revenueEstimateMin === null,
  },
  {
    id: 'maxRevenue',
    label: 'Max revenue',
    filters: ['maxRevenue'],
    isMissing: (l) => l.revenueEstimateMax === null,
  },
  {
    id: 'lastContacted',
    label: 'Last contacted',
    filters: ['lastContactedDaysAgo'],
    isMissing: (l) => l.lastContactedDate === null,
  },
] as const satisfies readonly {
  id: string;
  label: string;
  filters: readonly (keyof TLeadFilters)[];
  isMissing: (lead: TFilterableLead) => boolean;
}[];

export type TMissingValueField = (typeof MISSING_VALUE_FIELDS)[number]['id'];

/** How many of the leads have no value for each field a filter may read. */
export function countMissingValues(leads: readonly TFilterableLead[]): Record<TMissingValueField, number> {
  const counts = Object.fromEntries(MISSING_VALUE_FIELDS.map((field) => [field.id, 0])) as Record<
    TMissingValueField,
    number
  >;
  for (const lead of leads) {
    for (const field of MISSING_VALUE_FIELDS) if (field.isMissing(lead)) counts[field.id] += 1;
  }
  return counts;
}

const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** Names of the filters that are not about a missing value, for the message. */
const OTHER_FILTER_LABELS: Partial<Record<keyof TLeadFilters, string>> = {
  hasWebsite: 'Website',
  hasSocialMedia: 'Social media',
  tags: 'Tags',
  assigned: 'Assigned',
  excludeChains: 'Exclude chains',
};

/** One set filter that alone keeps no lead: its field's label and how many leads have no value for it. */
export type TEmptyingFilter = { label: string; missing: number | null };

/**
 * Why a filter set keeps none of `leads`: each set filter (a field's bounds together) that alone keeps no lead,
 * with the leads it left out for want of a value. Empty when some filter keeps leads on its own: then only their
 * combination leaves none.
 */
export function emptyingFilters(
  leads: readonly TFilterableLead[],
  filters: TLeadFilters,
  today: string,
  me?: string,
): TEmptyingFilter[] {
  const includeMissing = filters.includeMissing;
  const keepsNone = (only: TLeadFilters) =>
    !leads.some(compileFilters({ ...only, includeMissing }, today, me));
  const found: TEmptyingFilter[] = [];
  for (const field of MISSING_VALUE_FIELDS) {
    const only = Object.fromEntries(
      field.filters.filter((key) => isSet(filters[key])).map((key) => [key, filters[key]]),
    );
    if (Object.keys(only).length === 0 || !keepsNone(only)) continue;
    found.push({ label: field.label, missing: leads.filter(field.isMissing).length });
  }
  for (const [key, label] of Object.entries(OTHER_FILTER_LABELS) as [keyof TLeadFilters, string][]) {
    if (isSet(filters[key]) && keepsNone({ [key]: filters[key] })) found.push({ label, missing: null });
  }
  return found;
}
