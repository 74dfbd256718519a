import { z } from 'zod';
import { ZLeadFilters, ZLeadSort } from './filters';

// ---------------------------------------------------------------------------------------------- saved rows

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Merge and export apply only to rows saved in the database (they have a real id); spec §5. */
export const isSavedLead = (lead: { id?: string | null }) =>
  typeof lead.id === 'string' && UUID.test(lead.id);

export const UNSAVED_MERGE_MESSAGE = 'Cannot merge unsaved businesses';

// ---------------------------------------------------------------------------------------------- tags and notes

/** Spec §9. */
export const QUICK_TAGS = [
  'Hot Lead',
  'Contacted',
  'Follow Up',
  'Closed Won',
  'Closed Lost',
  'Not Interested',
  'High Priority',
  'Low Priority',
  'Needs Review',
] as const;

export const TAG_MAX_LENGTH = 50;
const MAX_TAGS = 50;
export const NOTES_MAX_LENGTH = 5000;

/** A tag is added only if it is non-empty and not already present (spec §5). Returns the same array when nothing changes. */
export function addTag(tags: readonly string[], candidate: string): readonly string[] {
  const tag = candidate.trim();
  if (tag === '' || tags.includes(tag)) return tags;
  return [...tags, tag];
}

/** Trims, drops empty tags and repeats, keeping first-seen order. */
export function normaliseTags(tags: readonly string[]): string[] {
  return tags.reduce<readonly string[]>((all, tag) => addTag(all, tag), []) as string[];
}

const ZTag = z.string().trim().max(TAG_MAX_LENGTH, `Tags must be ${TAG_MAX_LENGTH} characters or less`);
const ZTags = z
  .array(ZTag)
  .max(MAX_TAGS, `A business can have at most ${MAX_TAGS} tags`)
  .transform((tags) => normaliseTags(tags));

const LAST_CONTACTED_FORMAT = 'Last contacted date must be a date (YYYY-MM-DD)';
const ZCalendarDate = z.iso.date({ message: LAST_CONTACTED_FORMAT });

/** PATCH /api/leads/:id — the notes/tags popover. `lastContactedDate` is saved only when set (spec §5). */
export const ZUpdateLeadNotesRequest = z.object({
  tags: ZTags,
  notes: z
    .string()
    .max(NOTES_MAX_LENGTH, `Notes must be ${NOTES_MAX_LENGTH} characters or less`)
    .nullable()
    .transform((n) => (n === null || n.trim() === '' ? null : n)),
  lastContactedDate: z
    .union([ZCalendarDate, z.literal(''), z.null()], { error: LAST_CONTACTED_FORMAT })
    .optional()
    .transform((d) => (d ? d : undefined)),
  /** The user saw "Marked contacted by … — continue?" and goes on (decision 112). */
  confirmed: z.boolean().optional(),
});
export type TUpdateLeadNotesRequest = z.input<typeof ZUpdateLeadNotesRequest>;

export const MAX_BULK_IDS = 10_000;
const ZLeadIds = z
  .array(z.uuid({ message: 'Business not found' }))
  .min(1, 'Select at least one business')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} businesses at a time`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/leads/bulk-delete */
export const ZBulkDeleteRequest = z.object({ ids: ZLeadIds });
export const ZBulkDeleteResponse = z.object({ deleted: z.number().int() });

/** POST /api/leads/bulk-tag — adds tags to every selected lead (unique union with what each has). */
export const ZBulkTagRequest = z.object({
  ids: ZLeadIds,
  tags: ZTags.refine((tags) => tags.length > 0, 'Enter a tag'),
});
export const ZBulkTagResponse = z.object({ updated: z.number().int() });

// ---------------------------------------------------------------------------------------------- merge

const ZSavedId = z.uuid({ message: UNSAVED_MERGE_MESSAGE });

/** POST /api/leads/merge — keeps the primary, folds the duplicates into it, deletes them. */
export const ZMergeLeadsRequest = z
  .object({
    primaryId: ZSavedId,
    duplicateIds: z.array(ZSavedId).min(1, 'Choose at least one duplicate to merge').max(100),
  })
  .refine((r) => !r.duplicateIds.includes(r.primaryId), {
    message: 'The primary business cannot also be a duplicate',
  });
export type TMergeLeadsRequest = z.infer<typeof ZMergeLeadsRequest>;

/** The separator line between notes of merged businesses (spec §4). */
export const MERGED_NOTES_SEPARATOR = '\n\n---\n\n';

// ---------------------------------------------------------------------------------------------- markers

/**
 * GET /api/leads/markers?searchId= | ?listId= — what the user already knows about each lead of a view,
 * across every copy of the same Google place in their other searches.
 */
export const ZLeadMarker = z.object({
  /** The lead's country (ISO code), for reading national phone numbers. */
  country: z.string().nullable(),
  /** The most recent earlier search of this user that found the same place. */
  seenBefore: z
    .object({ searchId: z.string(), niche: z.string(), location: z.string(), createdAt: z.string() })
    .nullable(),
  /** Lists holding this lead or another copy of the same place. */
  lists: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  /** The latest last-contacted date on any copy of the same place. */
  lastContactedDate: z.string().nullable(),
});
export type TLeadMarker = z.infer<typeof ZLeadMarker>;
export const ZLeadMarkersResponse = z.object({ markers: z.record(z.string(), ZLeadMarker) });
export type TLeadMarkersResponse = z.infer<typeof ZLeadMarkersResponse>;

export const ZLeadMarkersQuery = z
  .object({ searchId: z.uuid().optional(), listId: z.uuid().optional(), sweepId: z.uuid().optional() })
  .refine((q) => [q.searchId, q.listId, q.sweepId].filter((id) => id !== undefined).length === 1, {
    message: 'Give a searchId, a listId or a sweepId',
  });

// ---------------------------------------------------------------------------------------------- export

/** Spec §9: the CSV columns, in order. XLSX uses the same header and cells. */
export const EXPORT_COLUMNS = [
  'Business Name',
  'Phone',
  'Website',
  'Address',
  'City',
  'State',
  'ZIP',
  'Rating',
  'Reviews',
  'Lead Score',
  'Tags',
  'Notes',
] as const;

/**
 * The "Full" layout (issue 24): the spec's 12 columns, then every stored fact a user sees on a lead. The spec
 * layout stays the default.
 */
export const EXPORT_FULL_COLUMNS = [
  ...EXPORT_COLUMNS,
  'Email',
  'All Emails',
  'Email Sources',
  'Contact Name',
  'Contact Title',
  'Named Contacts',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X (Twitter)',
  'TikTok',
  'Pinterest',
  'YouTube',
  'Has Chatbot',
  'Chatbot Platform',
  'Chat Widgets',
  'Messaging Channels',
  'Website Platform',
  'Platform Add-ons',
  'Marketing Tools',
  'HTTPS',
  'Mobile Friendly',
  'Copyright Year',
  'Outdated Signals',
  'Website Checked',
  'Website Check',
  'Score Band',
  'Score: Website Quality',
  'Score: Social Media Presence',
  'Score: Reputation',
  'Score: Review Volume',
  'Score: Contact Accessibility',
  'Business Type',
  'Country',
  'Latitude',
  'Longitude',
  'Google Place ID',
  'Google Maps URL',
  'Searched Niche',
  'Searched Location',
  'Lists',
  'Last Contacted',
  'LeadScout ID',
  'Email Status',
  // The deeper check's website audit (decision 132): the day it ran, then its findings, highest severity first.
  'Audit Checked',
  'Audit Finding IDs',
  'Audit Findings',
] as const;

export const EXPORT_LAYOUTS = ['spec', 'full'] as const;
export type TExportLayout = (typeof EXPORT_LAYOUTS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** Spreadsheets are written whole in memory, so they are capped; CSV streams without a cap. */
export const XLSX_MAX_ROWS = 50_000;

const ZExportSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search'), searchId: z.uuid({ message: 'Search not found' }) }),
  z.object({ kind: z.literal('list'), listId: z.uuid({ message: 'List not found' }) }),
  /** Every lead of an area sweep's searches (issue 33). */
  z.object({ kind: z.literal('sweep'), sweepId: z.uuid({ message: 'Sweep not found' }) }),
  z.object({ kind: z.literal('selection') }),
]);
export type TExportSource = z.infer<typeof ZExportSource>;

/**
 * POST /api/exports — answers the file itself (streamed). With `ids`, exactly those saved leads in that
 * order (what the user sees or selected); without, every lead of the search or list that passes `filters`,
 * in `sort` order. `today` is the user's calendar date for the "days ago" filter.
 */
export const ZExportRequest = z
  .object({
    format: z.enum(EXPORT_FORMATS).default('csv'),
    /** `spec`: the 12 columns of spec §9; `full`: every stored fact as well. */
    layout: z.enum(EXPORT_LAYOUTS).default('spec'),
    bom: z.boolean().default(false),
    source: ZExportSource,
    ids: z
      .array(z.uuid({ message: 'Only saved businesses can be exported' }))
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} businesses at a time`)
      .optional(),
    filters: ZLeadFilters.default({}),
    sort: ZLeadSort.optional(),
    today: z.iso.date().optional(),
  })
  .refine((r) => r.source.kind !== 'selection' || r.ids !== undefined, {
    message: 'No businesses to export',
    path: ['ids'],
  });
export type TExportRequest = z.input<typeof ZExportRequest>;

export const NO_BUSINESSES_TO_EXPORT = 'No businesses to export';
