import { z } from 'zod';
import { ZCompanySize } from './audit';

/* ----------------------------------------------------------------------------------------------
 * Website enrichment: what one crawl of a business website found. The business_results columns
 * mirror these fields (has_chatbot, chatbot_platform, cms_platform, marketing_tools, *_url, contacts).
 * -------------------------------------------------------------------------------------------- */

const FAILURE_REASONS = [
  'no_website',
  'invalid_url',
  'dns',
  'blocked_private_address',
  'connection',
  'tls',
  'timeout',
  /** No longer produced (pages over the cap are read up to it); kept for results stored before. */
  'too_large',
  'not_html',
  'unsupported_encoding',
  'redirect_loop',
  'too_many_redirects',
  'robots_denied',
  /** A bug in our own parsing; the crawl itself may have been fine. */
  'internal_error',
  /** The pages needed more memory to parse and analyse than an analysis thread may use (decision 126). */
  'too_heavy',
] as const;
/** Why a crawl produced nothing usable; `http_<status>` for an error status (http_404, http_500, …). */
export const ZFailureReason = z.union([z.enum(FAILURE_REASONS), z.templateLiteral(['http_', z.int()])]);
export type TFailureReason = z.infer<typeof ZFailureReason>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'twitter',
  'tiktok',
  'pinterest',
  'youtube',
] as const;
export const ZSocialNetwork = z.enum(SOCIAL_NETWORKS);
export type TSocialNetwork = z.infer<typeof ZSocialNetwork>;

/** One canonical profile URL per network, null when none was found. `twitter` holds an x.com URL. */
export const ZSocialProfiles = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  tiktok: z.string().nullable(),
  pinterest: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type TSocialProfiles = z.infer<typeof ZSocialProfiles>;

/**
 * `source` is the URL of the page the address was found on; `context` the text around it there (or
 * "JSON-LD"); `branch` the address of the branch whose page alone gives it (multi-location businesses).
 */
export const ZFoundEmail = z.object({
  email: z.string(),
  source: z.string(),
  context: z.string().optional(),
  branch: z.string().optional(),
});
export type TFoundEmail = z.infer<typeof ZFoundEmail>;

/** A person the site names, e.g. "Jane Smith, Owner". `source` is the page URL. */
export const ZFoundContact = z.object({
  name: z.string(),
  title: z.string(),
  linkedinUrl: z.string().nullable(),
  source: z.string(),
});
export type TFoundContact = z.infer<typeof ZFoundContact>;

export const OUTDATED_SIGNALS = [
  /** The newest copyright year on the homepage is three or more years old. */
  'copyright_outdated',
  /** The generator meta names an unmaintained CMS major version (WordPress < 6, Joomla < 4, Drupal < 8). */
  'cms_version_outdated',
  /** jQuery 1.x is loaded. */
  'jquery_1x',
  /** A Flash object/embed is on the page. */
  'flash',
  /** The Facebook customer-chat plugin, switched off by Meta on 2024-05-09, is still installed. */
  'dead_facebook_chat',
] as const;
export const ZOutdatedSignal = z.enum(OUTDATED_SIGNALS);
export type TOutdatedSignal = z.infer<typeof ZOutdatedSignal>;

export const ZChatWidget = z.object({
  /** Vendor id, e.g. "tawkto". */
  id: z.string(),
  /** Display name, e.g. "tawk.to". */
  name: z.string(),
  /** strong = a working widget; weak = a loader that only sometimes injects chat ("possible"). */
  confidence: z.enum(['strong', 'weak']),
});
export type TChatWidget = z.infer<typeof ZChatWidget>;

export const ZWebsiteEnrichment = z.object({
  status: z.enum(['ok', 'failed', 'skipped']),
  failureReason: ZFailureReason.nullable(),
  /** The URL after redirects, when the homepage answered. */
  finalUrl: z.string().nullable(),
  isHttps: z.boolean().nullable(),
  /** `<meta name="viewport">` with a device-width or initial-scale setting. */
  hasViewport: z.boolean().nullable(),
  /** true: a working chat widget; false: none found; null: not crawled, or only a "possible" loader. */
  hasChatbot: z.boolean().nullable(),
  /** Display name of the first working chat widget. */
  chatbotPlatform: z.string().nullable(),
  /** Every chat widget seen, working ones first (the dead Facebook plugin is not listed). */
  chatWidgets: z.array(ZChatWidget),
  /** Click-to-chat links that are not a chatbot. */
  messagingChannels: z.array(z.enum(['whatsapp', 'messenger'])),
  /** e.g. "WordPress", "Wix"; "custom/unknown" when the site was read but no platform matched. */
  cmsPlatform: z.string().nullable(),
  /** Page builders and shop plugins on top of the CMS, e.g. ["Elementor", "WooCommerce"]. */
  cmsAddons: z.array(z.string()),
  /** Tool names, e.g. "Google Analytics 4", "Facebook Pixel", "Mailchimp". */
  marketingTools: z.array(z.string()),
  /** Best first: the site's own domain, then free-mail, then third parties. */
  emails: z.array(ZFoundEmail),
  socials: ZSocialProfiles,
  /** Where each profile in `socials` was found: the page URL and the link text (or "JSON-LD sameAs"). */
  socialSources: z
    .partialRecord(ZSocialNetwork, z.object({ source: z.string(), context: z.string() }))
    .optional(),
  contacts: z.array(ZFoundContact),
  pagesFetched: z.int().min(0),
  copyrightYear: z.int().nullable(),
  outdatedSignals: z.array(ZOutdatedSignal),
  /** Employees and revenue only from what the pages show (issue 32); absent on crawls stored before. */
  companySize: ZCompanySize.nullable().optional(),
});
export type TWebsiteEnrichment = z.infer<typeof ZWebsiteEnrichment>;

/* ----------------------------------------------------------------------------------------------
 * Lead score
 * -------------------------------------------------------------------------------------------- */

export const SCORE_PARTS = [
  'websiteQuality',
  'socialMediaPresence',
  'reputation',
  'reviewVolume',
  'contactAccessibility',
] as const;
export type TScorePart = (typeof SCORE_PARTS)[number];

/** Each part's name as the score dialog and the shared audit report show it. */
export const SCORE_PART_LABEL: Record<TScorePart, string> = {
  websiteQuality: 'Website Quality',
  socialMediaPresence: 'Social Media Presence',
  reputation: 'Reputation',
  reviewVolume: 'Review Volume',
  contactAccessibility: 'Contact Accessibility',
};

/** Spec §3/§9: each part's maximum; they sum to 100. */
export const SCORE_PART_MAX: Record<TScorePart, number> = {
  websiteQuality: 20,
  socialMediaPresence: 20,
  reputation: 30,
  reviewVolume: 20,
  contactAccessibility: 10,
};

export const SCORE_PERSONAS = ['agency', 'web_designer', 'chatbot_provider', 'seo_reputation'] as const;
export const ZScorePersona = z.enum(SCORE_PERSONAS);
export type TScorePersona = z.infer<typeof ZScorePersona>;

export const ZScoreBreakdown = z.object({
  websiteQuality: z.int().min(0).max(SCORE_PART_MAX.websiteQuality),
  socialMediaPresence: z.int().min(0).max(SCORE_PART_MAX.socialMediaPresence),
  reputation: z.int().min(0).max(SCORE_PART_MAX.reputation),
  reviewVolume: z.int().min(0).max(SCORE_PART_MAX.reviewVolume),
  contactAccessibility: z.int().min(0).max(SCORE_PART_MAX.contactAccessibility),
});
export type TScoreBreakdown = z.infer<typeof ZScoreBreakdown>;

export const ZRecommendation = z.object({
  service: z.string(),
  reason: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZLeadScore = z.object({
  /** 0–100: the parts, weighted by the persona (for `agency` simply their sum). */
  total: z.int().min(0).max(100),
  persona: ZScorePersona,
  /** Always on the spec scale (20/20/30/20/10), whatever the persona. */
  breakdown: ZScoreBreakdown,
  reasons: z.object({
    websiteQuality: z.array(z.string()),
    socialMediaPresence: z.array(z.string()),
    reputation: z.array(z.string()),
    reviewVolume: z.array(z.string()),
    contactAccessibility: z.array(z.string()),
  }),
  /** Highest priority first. */
  recommendations: z.array(ZRecommendation),
});
export type TLeadScore = z.infer<typeof ZLeadScore>;

export type TScoreBand = 'strong' | 'moderate' | 'high_potential';

/** Spec §4: 70+ strong, 40–69 moderate opportunity, below 40 high potential. */
export function scoreBand(total: number): TScoreBand {
  if (total >= 70) return 'strong';
  if (total >= 40) return 'moderate';
  return 'high_potential';
}

export const SCORE_BAND_LABEL: Record<TScoreBand, string> = {
  strong: 'Strong',
  moderate: 'Moderate opportunity',
  high_potential: 'High potential',
};

export type TPartColour = 'green' | 'yellow' | 'red';

/** Spec §4: at least 70% of the part's maximum green, at least 40% yellow, otherwise red. */
export function partColour(part: TScorePart, value: number): TPartColour {
  const share = value / SCORE_PART_MAX[part];
  if (share >= 0.7) return 'green';
  if (share >= 0.4) return 'yellow';
  return 'red';
}
