import { z } from 'zod';
import { ZLead } from './search';

/** Spec §3/§9: eight list colours, blue by default. */
export const LIST_COLORS = [
  { name: 'Blue', value: '#3b82f6' },
  { name: 'Violet', value: '#8b5cf6' },
  { name: 'Pink', value: '#ec4899' },
  { name: 'Amber', value: '#f59e0b' },
  { name: 'Green', value: '#22c55e' },
  { name: 'Red', value: '#ef4444' },
  { name: 'Indigo', value: '#6366f1' },
  { name: 'Teal', value: '#14b8a6' },
] as const;
export const DEFAULT_LIST_COLOR = '#3b82f6';
const COLOR_VALUES = LIST_COLORS.map((c) => c.value) as [string, ...string[]];

export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 500;

const ZListName = z
  .string()
  .trim()
  .min(1, 'Please enter a list name')
  .max(LIST_NAME_MAX, `List name must be ${LIST_NAME_MAX} characters or less`);
/** Optional, trimmed, stored as null when empty (spec §5). */
const ZListDescription = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, `Description must be ${LIST_DESCRIPTION_MAX} characters or less`)
  .nullish()
  .transform((d) => (d ? d : null));
const ZListColor = z.enum(COLOR_VALUES, { message: 'Choose one of the list colours' });

export const ZLeadList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
});
export type TLeadList = z.infer<typeof ZLeadList>;
export const ZLeadLists = z.array(ZLeadList);

/**
 * POST /api/lists — create a list; with `leadIds` the leads are added in the same transaction
 * ("Create List from Filters").
 */
export const ZCreateListRequest = z.object({
  name: ZListName,
  description: ZListDescription,
  color: ZListColor.default(DEFAULT_LIST_COLOR),
  leadIds: z
    .array(z.uuid({ message: 'Business not found' }))
    .max(10_000)
    .optional(),
});
export type TCreateListRequest = z.input<typeof ZCreateListRequest>;

/** PATCH /api/lists/:id */
export const ZUpdateListRequest = z.object({
  name: ZListName,
  description: ZListDescription,
  color: ZListColor,
});
export type TUpdateListRequest = z.input<typeof ZUpdateListRequest>;

/** GET /api/lists/:id — the list with its leads. */
export const ZListWithLeads = z.object({ list: ZLeadList, leads: z.array(ZLead) });
export type TListWithLeads = z.infer<typeof ZListWithLeads>;

/** POST /api/lists/members — adds every lead to every list; pairs already present are skipped. */
export const ZAddToListsRequest = z.object({
  listIds: z
    .array(z.uuid({ message: 'List not found' }))
    .min(1, 'Choose at least one list')
    .max(100),
  leadIds: z
    .array(z.uuid({ message: 'Business not found' }))
    .min(1, 'Select at least one business')
    .max(10_000),
});
export type TAddToListsRequest = z.infer<typeof ZAddToListsRequest>;
export const ZAddToListsResponse = z.object({ added: z.number().int(), alreadyPresent: z.number().int() });
export type TAddToListsResponse = z.infer<typeof ZAddToListsResponse>;

/** DELETE /api/lists/:id/members — takes leads out of one list (the leads themselves stay). */
export const ZRemoveFromListRequest = z.object({
  leadIds: z
    .array(z.uuid({ message: 'Business not found' }))
    .min(1)
    .max(10_000),
});
export const ZRemoveFromListResponse = z.object({ removed: z.number().int() });

export const PARTIALLY_ADDED_MESSAGE = 'Partially added: some businesses were already in selected lists';

/** Spec §5. */
export const deleteListQuestion = (name: string) =>
  `Delete "${name}"? This will remove all businesses from this list.`;
