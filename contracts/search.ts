import { z } from 'zod';
import { ZChainFlag, ZCompanySize, ZEmailCheck, ZGoogleProfile, ZLeadAudit } from './audit';
import { ZRecommendation, ZScoreBreakdown, ZScorePersona, ZWebsiteEnrichment } from './enrichment';

export const SEARCH_LIMIT = { min: 10, max: 50, step: 5, default: 30 } as const;
export const EXPAND = { step: 20, max: 100 } as const;

/** Where to search, as the user types it (a search's and a sweep's). */
export const ZSearchLocation = z
  .string()
  .trim()
  .min(1, 'Location is required')
  .max(200, 'Location must be less than 200 characters');

/** POST /api/searches */
export const ZStartSearchRequest = z.object({
  niche: z.string().trim().max(120, 'Business type must be less than 120 characters').default(''),
  location: ZSearchLocation,
  limit: z
    .number()
    .int()
    .min(SEARCH_LIMIT.min, `Results must be between ${SEARCH_LIMIT.min} and ${SEARCH_LIMIT.max}`)
    .max(SEARCH_LIMIT.max, `Results must be between ${SEARCH_LIMIT.min} and ${SEARCH_LIMIT.max}`)
    // Spec §5: the results slider moves in steps of 5.
    .multipleOf(SEARCH_LIMIT.step, `Results must be a multiple of ${SEARCH_LIMIT.step}`)
    .default(SEARCH_LIMIT.default),
});
export type TStartSearchRequest = z.input<typeof ZStartSearchRequest>;

export const SEARCH_STATUSES = ['queued', 'searching', 'enriching', 'completed', 'failed'] as const;
export type TSearchStatus = (typeof SEARCH_STATUSES)[number];

export const ZSearchSummary = z.object({
  id: z.string(),
  niche: z.string(),
  location: z.string(),
  requestedLimit: z.number().int(),
  resultsCount: z.number().int(),
  totalBusinessesFound: z.number().int(),
  status: z.enum(SEARCH_STATUSES),
  sitesTotal: z.number().int(),
  sitesDone: z.number().int(),
  errorCode: z.string().nullable(),
  errorTitle: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSearchSummary = z.infer<typeof ZSearchSummary>;

const ZContact = z.object({
  name: z.string(),
  title: z.string().nullable(),
  linkedin_url: z.string().nullable(),
});

const ZScoreDetails = z.object({
  persona: ZScorePersona,
  reasons: z.record(z.string(), z.array(z.string())),
  recommendations: z.array(ZRecommendation),
});
export type TScoreDetails = z.infer<typeof ZScoreDetails>;

export const ZWebsiteInfo = ZWebsiteEnrichment.pick({
  status: true,
  failureReason: true,
  finalUrl: true,
  isHttps: true,
  hasViewport: true,
  chatWidgets: true,
  messagingChannels: true,
  cmsAddons: true,
  outdatedSignals: true,
  copyrightYear: true,
});
export type TWebsiteInfo = z.infer<typeof ZWebsiteInfo>;

/**
 * The second, deeper pass of one lead (decision 092): null until the search's first pass ends; `skipped` when
 * the lead has no website. Its own field, never a value of `enrichmentStatus`.
 */
export const DEEP_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export const ZDeepStatus = z.enum(DEEP_STATUSES);
export type TDeepStatus = z.infer<typeof ZDeepStatus>;

/** One lead as the browser sees it (a business_results row). */
export const ZLead = z.object({
  id: z.string(),
  searchId: z.string(),
  position: z.number().int(),
  businessName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emails: z.array(z.object({ email: z.string(), source: z.string() })),
  /** Each stored email's check, written by the deep pass (decision 128); empty until then. */
  emailChecks: z.array(ZEmailCheck),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  googleMapsUri: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  leadScore: z.number().int().nullable(),
  /** The five parts on the spec scale (20/20/30/20/10). */
  scoreBreakdown: ZScoreBreakdown.nullable(),
  scoreDetails: ZScoreDetails.nullable(),
  /** What the website crawl saw, for the tech-stack cell and the analysis dialog. */
  websiteInfo: ZWebsiteInfo.nullable(),
  /** The deep pass's website audit (issue 32): null until it has run on the lead's website. */
  audit: ZLeadAudit.meta({
    id: 'LeadAudit',
    description:
      "The deeper check's audit of the lead's homepage: when and where it was checked, and its findings, highest severity first, each with its evidence (the page and the value read there) and a one-sentence pitch an email can use.",
  }).nullable(),
  contacts: z.array(ZContact),
  contactName: z.string().nullable(),
  contactTitle: z.string().nullable(),
  hasChatbot: z.boolean().nullable(),
  chatbotPlatform: z.string().nullable(),
  cmsPlatform: z.string().nullable(),
  marketingTools: z.array(z.string()),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  pinterestUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  enrichmentStatus: z.string(),
  deepStatus: ZDeepStatus.nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  lastContactedDate: z.string().nullable(),
  /** The team member the lead is assigned to (decision 112); absent on leads not read from the database. */
  assignedTo: z.string().nullable().optional(),
  /** When the prospect first really looked at a shared audit report of this lead (decision 130). */
  reportViewedAt: z.string().nullable().optional(),
  employeeCountEstimate: z.number().nullable(),
  revenueEstimateMin: z.number().nullable(),
  revenueEstimateMax: z.number().nullable(),
  /** How `employeeCountEstimate` (and revenue) was found: "est. 6–10 from the team page"; null without evidence. */
  companySize: ZCompanySize.nullable(),
  /** Part of a chain, one of several places on one website, or a directory page as its website; else null. */
  chain: ZChainFlag.nullable(),
  /**
   * Google's businessStatus: OPERATIONAL, CLOSED_TEMPORARILY, or FUTURE_OPENING (a sweep's places that have not
   * opened yet); closed-for-good places are never stored.
   */
  businessStatus: z.string().nullable(),
  /** What the Google profile has and lacks, for its gap recommendations. */
  googleProfile: ZGoogleProfile.nullable(),
  updatedAt: z.string(),
});
export type TLead = z.infer<typeof ZLead>;

/** GET /api/searches/:id — the search with its leads. */
export const ZSearchWithLeads = z.object({ search: ZSearchSummary, leads: z.array(ZLead) });
export type TSearchWithLeads = z.infer<typeof ZSearchWithLeads>;

/**
 * Server-sent events on GET /api/searches/:id/events:
 * `progress` (a TSearchSummary) whenever the search changes, `leads` (TLead[]) with rows new or changed
 * since the last event, and `done` once the search has completed or failed; `deep` (TDeepProgress) once it has,
 * before `done` and then as the deeper checks end.
 */
export const SEARCH_EVENTS = { progress: 'progress', leads: 'leads', done: 'done', deep: 'deep' } as const;

/**
 * The `deep` event (decision 092): once the search's first pass has ended, how many of its leads' deeper checks
 * are in each state. It comes before `done`; while `settled` is false the stream stays open after `done` and
 * keeps sending `leads` as deep checks end, then one last `deep` with `settled: true`, and closes.
 */
export const ZDeepProgress = z.object({
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  settled: z.boolean(),
});
export type TDeepProgress = z.infer<typeof ZDeepProgress>;

/** POST /api/searches/:id/expand — Get More. */
export const ZExpandSearchRequest = z.object({ limit: z.number().int().min(SEARCH_LIMIT.min) });

/** GET /api/searches/estimate?limit= — what a search will cost, before it runs. */
export const ZCostEstimate = z.object({
  limit: z.number().int(),
  textSearchRequests: z.number().int(),
  geocodeRequests: z.number().int(),
  estimatedCostUsd: z.number(),
});
export type TCostEstimate = z.infer<typeof ZCostEstimate>;

/** GET /api/searches/access — what the search page needs to decide between the gate, the key card and the form. */
export const ZSearchAccess = z.object({
  canSearch: z.boolean(),
  /** Why not: SUBSCRIPTION_REQUIRED or SEARCH_LIMIT_REACHED (null when allowed). */
  blockedBy: z.enum(['SUBSCRIPTION_REQUIRED', 'SEARCH_LIMIT_REACHED']).nullable(),
  needsOwnKey: z.boolean(),
  hasKey: z.boolean(),
  isAdmin: z.boolean(),
  isBeta: z.boolean(),
  monthlyLimit: z.number().int().nullable(),
  searchesThisMonth: z.number().int(),
  betaResultsRemaining: z.number().int().nullable(),
  betaResultsLimit: z.number().int().nullable(),
});
export type TSearchAccess = z.infer<typeof ZSearchAccess>;
