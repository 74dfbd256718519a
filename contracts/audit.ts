import { z } from 'zod';

/* ----------------------------------------------------------------------------------------------
 * Deeper leads (issue 32): the website audit the deep pass writes, the checks of each stored email,
 * company size from evidence, the chain flag and the Google profile's gaps. Stored on business_results
 * (`audit`, `email_checks`, `company_size`, `chain_reason`, `business_status`, `google_profile`).
 * -------------------------------------------------------------------------------------------- */

export const AUDIT_FINDING_IDS = [
  'tls_invalid',
  'tls_expired',
  'tls_expiring_soon',
  'tls_self_signed',
  'tls_name_mismatch',
  'no_https',
  'no_https_redirect',
  'no_viewport',
  'heavy_homepage',
  'many_resources',
  'slow_response',
  'no_title',
  'no_meta_description',
  'no_h1',
  'no_local_business_schema',
  'no_open_graph',
  'no_favicon',
  'copyright_outdated',
  'no_contact_form',
  'no_online_booking',
  'outdated_cms',
  'old_jquery',
  'flash',
  'images_without_alt',
] as const;
export const ZAuditFindingId = z.enum(AUDIT_FINDING_IDS);
export type TAuditFindingId = z.infer<typeof ZAuditFindingId>;

/** What each kind of finding is called where no one lead's evidence is shown: the filter "has audit finding …". */
export const AUDIT_FINDING_LABELS: Record<TAuditFindingId, string> = {
  tls_invalid: 'Certificate not valid',
  tls_expired: 'Certificate expired',
  tls_expiring_soon: 'Certificate expires within 30 days',
  tls_self_signed: 'Self-signed certificate',
  tls_name_mismatch: 'Certificate for another name',
  no_https: 'No HTTPS',
  no_https_redirect: 'No redirect from http to https',
  no_viewport: 'No mobile viewport',
  heavy_homepage: 'Heavy homepage',
  many_resources: 'Many resources on the homepage',
  slow_response: 'Slow server response',
  no_title: 'No page title',
  no_meta_description: 'No meta description',
  no_h1: 'No main heading (H1)',
  no_local_business_schema: 'No LocalBusiness structured data',
  no_open_graph: 'No Open Graph tags',
  no_favicon: 'No favicon',
  copyright_outdated: 'Outdated copyright year',
  no_contact_form: 'No contact form',
  no_online_booking: 'No online booking',
  outdated_cms: 'Outdated CMS version',
  old_jquery: 'Old jQuery',
  flash: 'Uses Flash',
  images_without_alt: 'Images without alt text',
};

export const ZAuditSeverity = z.enum(['high', 'medium', 'low']);
export type TAuditSeverity = z.infer<typeof ZAuditSeverity>;

/**
 * Every finding's severity (decision 127): what a visitor or Google is stopped or warned by is high, what costs
 * visitors or ranking medium, what is missing but not hurting low. A stored finding carries its own.
 */
export const AUDIT_FINDING_SEVERITY: Record<TAuditFindingId, TAuditSeverity> = {
  tls_invalid: 'high',
  tls_expired: 'high',
  tls_expiring_soon: 'medium',
  tls_self_signed: 'high',
  tls_name_mismatch: 'high',
  no_https: 'high',
  no_https_redirect: 'medium',
  no_viewport: 'high',
  heavy_homepage: 'medium',
  many_resources: 'low',
  slow_response: 'medium',
  no_title: 'medium',
  no_meta_description: 'low',
  no_h1: 'low',
  no_local_business_schema: 'low',
  no_open_graph: 'low',
  no_favicon: 'low',
  copyright_outdated: 'medium',
  no_contact_form: 'medium',
  no_online_booking: 'low',
  outdated_cms: 'high',
  old_jquery: 'medium',
  flash: 'high',
  images_without_alt: 'low',
};

/** What a finding is about: the score's rows and the recommended services group them so (decision 127). */
export const AUDIT_AREAS = [
  'security',
  'mobile',
  'speed',
  'search',
  'presentation',
  'conversion',
  'upkeep',
] as const;
export type TAuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_FINDING_AREA: Record<TAuditFindingId, TAuditArea> = {
  tls_invalid: 'security',
  tls_expired: 'security',
  tls_expiring_soon: 'security',
  tls_self_signed: 'security',
  tls_name_mismatch: 'security',
  no_https: 'security',
  no_https_redirect: 'security',
  no_viewport: 'mobile',
  heavy_homepage: 'speed',
  many_resources: 'speed',
  slow_response: 'speed',
  no_title: 'search',
  no_meta_description: 'search',
  no_h1: 'search',
  no_local_business_schema: 'search',
  no_open_graph: 'presentation',
  no_favicon: 'presentation',
  copyright_outdated: 'upkeep',
  no_contact_form: 'conversion',
  no_online_booking: 'conversion',
  outdated_cms: 'upkeep',
  old_jquery: 'upkeep',
  flash: 'upkeep',
  images_without_alt: 'presentation',
};
export const AUDIT_SEVERITY_LABELS: Record<TAuditSeverity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const SEVERITY_RANK: Record<TAuditSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Highest severity first, the stored order kept within a severity (every surface shows them so). */
export function bySeverity<T extends { severity: TAuditSeverity }>(findings: readonly T[]): T[] {
  return [...findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

/** One checked fact about the website, with what shows it and the line a pitch can use. */
export const ZAuditFinding = z.object({
  id: ZAuditFindingId,
  severity: ZAuditSeverity,
  /** Short, human: "certificate expired 12 days ago", "homepage 6.8 MB", "© 2019 in the footer". */
  title: z.string(),
  evidence: z.object({
    /** The page (or host) the fact was read on. */
    url: z.string(),
    /** The measured value, as read: "2025-11-22", "6.8 MB", "WordPress 4.9", "3 of 14 images". */
    value: z.string(),
  }),
  /** One sentence an email can use: "Your SSL certificate expired on 22 Nov, so browsers warn visitors away." */
  pitch: z.string(),
});
export type TAuditFinding = z.infer<typeof ZAuditFinding>;

/** PageSpeed Insights (optional, the team's Google key, after the deep pass). Field data only when Google has it. */
export const ZPageSpeed = z.object({
  checkedAt: z.string(),
  strategy: z.enum(['mobile', 'desktop']),
  /** Lab performance score 0–100. */
  performance: z.int().min(0).max(100).nullable(),
  lcpMs: z.number().nullable(),
  cls: z.number().nullable(),
  tbtMs: z.number().nullable(),
  field: z
    .object({
      lcpMs: z.number().nullable(),
      cls: z.number().nullable(),
      inpMs: z.number().nullable(),
      category: z.string().nullable(),
    })
    .nullable(),
});
export type TPageSpeed = z.infer<typeof ZPageSpeed>;

/**
 * Why the last PageSpeed check measured nothing, when Google refused in a way it will repeat (the API not enabled
 * on the team's key, a rejected key, a page it cannot load, the day's quota): shown instead of a score, with
 * what to do. A later measurement clears it.
 */
export const ZPageSpeedRefusal = z.object({
  checkedAt: z.string(),
  kind: z.string(),
  /** For the user, with what to do (the same text a search shows for the same refusal). */
  message: z.string(),
});
export type TPageSpeedRefusal = z.infer<typeof ZPageSpeedRefusal>;

export const ZLeadAudit = z.object({
  checkedAt: z.string(),
  /** The homepage that was audited (after redirects). */
  url: z.string(),
  /** Highest severity first. */
  findings: z.array(ZAuditFinding),
  pageSpeed: ZPageSpeed.nullable().optional(),
  pageSpeedRefusal: ZPageSpeedRefusal.nullable().optional(),
});
export type TLeadAudit = z.infer<typeof ZLeadAudit>;

/* ---------------------------------------------------------------------------------------------- emails */

export const EMAIL_LABELS = ['role_address', 'free_provider', 'disposable'] as const;
export const ZEmailLabel = z.enum(EMAIL_LABELS);
export type TEmailLabel = z.infer<typeof ZEmailLabel>;

/** ok: the domain accepts mail (MX, or A without a null MX); invalid: it cannot; unknown: DNS did not answer. */
export const ZEmailCheck = z.object({
  email: z.string(),
  status: z.enum(['ok', 'invalid', 'unknown']),
  labels: z.array(ZEmailLabel),
  /** "MX mail.example.com", "domain has a null MX", "no such domain", "DNS timed out". */
  reason: z.string(),
  checkedAt: z.string(),
});
export type TEmailCheck = z.infer<typeof ZEmailCheck>;

/* ---------------------------------------------------------------------------------------------- size, chains, profile */

/** Employees only from evidence; `method` is shown: "est. 6–10 from the team page". */
export const ZCompanySize = z.object({
  employeesMin: z.int().min(1).nullable(),
  employeesMax: z.int().min(1).nullable(),
  method: z.enum(['team_page', 'locations', 'stated']).nullable(),
  /** The words shown beside the value. */
  label: z.string().nullable(),
  /** Page URL (or "Google") and the words the figure came from. */
  evidence: z.object({ url: z.string(), text: z.string() }).nullable(),
  /** Revenue only from a stated figure, in the currency stated. */
  revenue: z
    .object({ amount: z.number(), currency: z.string(), text: z.string(), url: z.string() })
    .nullable(),
});
export type TCompanySize = z.infer<typeof ZCompanySize>;

/** "Part of a chain (Domino's)", "same website as 4 other places", "directory page (yelp.com), not its own site". */
export const ZChainFlag = z.object({
  kind: z.enum(['brand', 'shared_domain', 'directory']),
  reason: z.string(),
});
export type TChainFlag = z.infer<typeof ZChainFlag>;

export const ZGoogleProfile = z.object({
  /** OPERATIONAL or CLOSED_TEMPORARILY (closed-for-good places are never stored). */
  businessStatus: z.string().nullable(),
  hasOpeningHours: z.boolean().nullable(),
  photoCount: z.int().min(0).nullable(),
  types: z.array(z.string()),
});
export type TGoogleProfile = z.infer<typeof ZGoogleProfile>;
