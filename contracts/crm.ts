import { z } from 'zod';

/** The CRMs a team can push leads to (issue 24). */
export const CRM_PROVIDERS = ['hubspot', 'pipedrive', 'highlevel'] as const;
export const ZCrmProvider = z.enum(CRM_PROVIDERS, { message: 'Choose HubSpot, Pipedrive or HighLevel' });
export type TCrmProvider = z.infer<typeof ZCrmProvider>;
export const CRM_NAMES: Record<TCrmProvider, string> = {
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  highlevel: 'HighLevel',
};

/** Auto-push applies to every search of the team, or only to the searches chosen on their pages. */
export const CRM_AUTO_PUSH_SCOPES = ['all', 'chosen'] as const;
export type TCrmAutoPushScope = (typeof CRM_AUTO_PUSH_SCOPES)[number];

/** What of a lead goes to the CRM; every field is on by default and may be switched off per connection. */
export const CRM_FIELDS = [
  { key: 'name', label: 'Business name' },
  { key: 'domain', label: 'Website and domain' },
  { key: 'phone', label: 'Phone (E.164)' },
  { key: 'address', label: 'Address parts' },
  { key: 'rating', label: 'Rating and reviews' },
  { key: 'score', label: 'Lead score and its parts' },
  { key: 'tech', label: 'Tech stack' },
  { key: 'socials', label: 'Social profiles' },
  { key: 'contacts', label: 'Emails and named contacts (as contacts)' },
  { key: 'tags', label: 'Tags' },
  { key: 'notes', label: 'Notes' },
  { key: 'research', label: 'Research answers, with their quotes' },
  { key: 'leadUrl', label: 'LeadScout lead URL' },
] as const;
export type TCrmField = (typeof CRM_FIELDS)[number]['key'];
const FIELD_KEYS = CRM_FIELDS.map((f) => f.key) as [TCrmField, ...TCrmField[]];
export const ZCrmField = z.enum(FIELD_KEYS);
export const DEFAULT_CRM_FIELDS: TCrmField[] = [...FIELD_KEYS];

const ZToken = z
  .string()
  .trim()
  .min(8, 'Please enter the token from your CRM')
  .max(500, 'The token must be 500 characters or less');

/** HighLevel's private integration tokens belong to one location (sub-account): its id comes with the token. */
export const ZLocationId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'The location id is letters and digits, as in the HighLevel address bar');

export const ZConnectCrmRequest = z.object({ token: ZToken, locationId: ZLocationId.optional() });
export type TConnectCrmRequest = z.infer<typeof ZConnectCrmRequest>;

/** What Pipedrive's `createDeal` makes: a deal in the chosen pipeline and stage, or a lead in its Leads inbox. */
export const CRM_DEAL_KINDS = ['deal', 'lead'] as const;
export const ZCrmDealKind = z.enum(CRM_DEAL_KINDS, { message: 'Choose a deal or a lead' });
export type TCrmDealKind = z.infer<typeof ZCrmDealKind>;

export const ZUpdateCrmSettingsRequest = z.object({
  fields: z.array(ZCrmField).max(FIELD_KEYS.length).optional(),
  /** Create a deal / opportunity for every pushed lead, in this pipeline and stage. */
  createDeal: z.boolean().optional(),
  /** Pipedrive only: a lead in the Leads inbox instead of a deal. */
  dealKind: ZCrmDealKind.optional(),
  pipelineId: z.string().trim().max(100).nullish(),
  stageId: z.string().trim().max(100).nullish(),
  /** Push every lead scoring at least this once its deeper check has ended; null turns it off. */
  autoPushMinScore: z.number().int().min(0).max(100).nullish(),
  /** Which searches the threshold applies to: every search of the team, or only the chosen ones. */
  autoPushScope: z
    .enum(CRM_AUTO_PUSH_SCOPES, { message: 'Choose every search or chosen searches' })
    .optional(),
});
export type TUpdateCrmSettingsRequest = z.infer<typeof ZUpdateCrmSettingsRequest>;

export const ZCrmConnection = z.object({
  provider: ZCrmProvider,
  masked: z.string(),
  accountName: z.string().nullable(),
  /** HighLevel's location id; null for the others. */
  locationId: z.string().nullable(),
  isValid: z.boolean().nullable(),
  lastTestedAt: z.string().nullable(),
  fields: z.array(ZCrmField),
  createDeal: z.boolean(),
  dealKind: ZCrmDealKind,
  pipelineId: z.string().nullable(),
  stageId: z.string().nullable(),
  autoPushMinScore: z.number().nullable(),
  autoPushScope: z.enum(CRM_AUTO_PUSH_SCOPES),
});
export type TCrmConnection = z.infer<typeof ZCrmConnection>;
export const ZCrmConnections = z.object({ connections: z.array(ZCrmConnection) });

export const ZCrmPipeline = z.object({
  id: z.string(),
  label: z.string(),
  stages: z.array(z.object({ id: z.string(), label: z.string() })),
});
export const ZCrmPipelines = z.object({ pipelines: z.array(ZCrmPipeline) });
export type TCrmPipeline = z.infer<typeof ZCrmPipeline>;

export const ZCrmTestResult = z.object({
  ok: z.boolean(),
  accountName: z.string().nullable(),
  message: z.string(),
});

export const CRM_PUSH_MAX_LEADS = 1000;
export const ZStartCrmPushRequest = z
  .object({
    provider: ZCrmProvider,
    leadIds: z.array(z.uuid()).min(1).max(CRM_PUSH_MAX_LEADS).optional(),
    listId: z.uuid().optional(),
  })
  .refine((r) => Boolean(r.leadIds) !== Boolean(r.listId), {
    message: 'Choose leads or a list to push',
    path: ['leadIds'],
  });

export const CRM_ITEM_STATUSES = ['pending', 'created', 'updated', 'skipped', 'failed'] as const;
export const ZCrmItemStatus = z.enum(CRM_ITEM_STATUSES);
export type TCrmItemStatus = z.infer<typeof ZCrmItemStatus>;

export const ZCrmPush = z.object({
  id: z.string(),
  provider: ZCrmProvider,
  status: z.enum(['queued', 'running', 'completed']),
  total: z.number(),
  counts: z.record(ZCrmItemStatus, z.number()),
  items: z.array(
    z.object({
      leadId: z.string(),
      businessName: z.string(),
      status: ZCrmItemStatus,
      message: z.string().nullable(),
      recordUrl: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TCrmPush = z.infer<typeof ZCrmPush>;

/** Where one lead was pushed: one row per connection. */
export const ZCrmRecords = z.object({
  records: z.array(z.object({ provider: ZCrmProvider, recordUrl: z.string(), pushedAt: z.string() })),
});
export type TCrmRecords = z.infer<typeof ZCrmRecords>;

/** One saved search's auto-push rule per connected CRM with a threshold: whether it sends this search's leads. */
export const ZSearchAutoPush = z.object({
  provider: ZCrmProvider,
  minScore: z.number(),
  scope: z.enum(CRM_AUTO_PUSH_SCOPES),
  /** True when the rule applies to this search: scope `all`, or the search is chosen. */
  on: z.boolean(),
});
export type TSearchAutoPush = z.infer<typeof ZSearchAutoPush>;
export const ZSearchAutoPushes = z.object({ rules: z.array(ZSearchAutoPush) });

/** Switching a search on pushes its leads whose deeper check has ended and that meet the threshold, now. */
export const ZSearchAutoPushChanged = z.object({
  provider: ZCrmProvider,
  on: z.boolean(),
  /** The push of the qualifying leads it queued (null when none qualify, or nothing changed). */
  pushId: z.string().nullable(),
  pushed: z.number(),
});
export type TSearchAutoPushChanged = z.infer<typeof ZSearchAutoPushChanged>;

/** The searches a connection auto-pushes when its scope is `chosen`. */
export const ZCrmAutoPushSearches = z.object({
  searches: z.array(
    z.object({ searchId: z.string(), niche: z.string(), location: z.string(), chosenAt: z.string() }),
  ),
});
export type TCrmAutoPushSearches = z.infer<typeof ZCrmAutoPushSearches>;
