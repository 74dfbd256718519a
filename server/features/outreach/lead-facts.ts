import { z } from 'zod';
import {
  SOCIAL_NETWORKS,
  ZScoreBreakdown,
  type TScoreBreakdown,
  type TSocialNetwork,
} from '@contracts/enrichment';
import { bySeverity, type TAuditFinding } from '@contracts/audit';
import type { businessResults } from '../../db/schema';
import { readLeadAudit } from '../../lib/lead-audit';

/**
 * Everything outreach may say about a lead, read from its stored row and nothing else. The gaps, the
 * recommended services, both email writers and the claim check all work from this one object.
 */
export type TLeadFacts = {
  leadId: string;
  businessName: string;
  city: string | null;
  state: string | null;
  address: string | null;
  zipCode: string | null;
  phone: string | null;
  /** The search's business type, e.g. "plumber". */
  niche: string | null;
  website: string | null;
  rating: number | null;
  reviewCount: number | null;
  leadScore: number | null;
  breakdown: TScoreBreakdown | null;
  /** The lead's email column first, then addresses the crawl found. */
  emails: string[];
  contactName: string | null;
  contactTitle: string | null;
  hasChatbot: boolean | null;
  chatbotPlatform: string | null;
  cmsPlatform: string | null;
  marketingTools: string[];
  socials: Record<TSocialNetwork, string | null>;
  /**
   * Whether the website was read. Only a read site lets us say "no Instagram", "no chat" or "no email found":
   * for an unread one those are unknown, not missing.
   */
  crawl: {
    status: 'ok' | 'failed' | 'no_website' | 'unknown';
    failureReason: string | null;
    isHttps: boolean | null;
    hasViewport: boolean | null;
    outdatedSignals: string[];
    copyrightYear: number | null;
  };
  /**
   * The website audit's most serious findings (decision 132), checked facts with their evidence and the pitch line
   * an email may use; empty when the deeper check has not audited the site.
   */
  auditFindings: TAuditFinding[];
};

/** Enough for one email's opening, and a prompt kept short. */
const AUDIT_FINDINGS_TOLD = 6;

type LeadRow = typeof businessResults.$inferSelect;

/** The parts of the stored crawl result we read; lenient so an older or partial row still yields what it has. */
const ZStoredCrawl = z
  .object({
    status: z.string(),
    failureReason: z.string().nullable(),
    isHttps: z.boolean().nullable(),
    hasViewport: z.boolean().nullable(),
    outdatedSignals: z.array(z.string()),
    copyrightYear: z.number().nullable(),
  })
  .partial();

/** Accepts the breakdown itself or a stored score object that carries it under `breakdown`. */
function breakdownOf(stored: unknown): TScoreBreakdown | null {
  const direct = ZScoreBreakdown.safeParse(stored);
  if (direct.success) return direct.data;
  const nested = ZScoreBreakdown.safeParse((stored as { breakdown?: unknown } | null)?.breakdown);
  return nested.success ? nested.data : null;
}

const clean = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

export function leadFactsFrom(row: LeadRow, niche: string | null): TLeadFacts {
  const crawl = ZStoredCrawl.safeParse(row.enrichment ?? {});
  const stored = crawl.success ? crawl.data : {};
  const website = clean(row.website);
  // A filled chat column also means the site was read (the enrichment writes it only after a crawl).
  const read = stored.status === 'ok' || (stored.status === undefined && row.hasChatbot !== null);
  const status: TLeadFacts['crawl']['status'] = !website
    ? 'no_website'
    : read
      ? 'ok'
      : stored.status === 'failed' || row.enrichmentStatus === 'failed'
        ? 'failed'
        : 'unknown';
  const emails = [row.email, ...(row.emails ?? []).map((e) => e.email)]
    .map(clean)
    .filter((e, i, all): e is string => e !== null && all.indexOf(e) === i);
  const socialColumn: Record<TSocialNetwork, string | null> = {
    facebook: row.facebookUrl,
    instagram: row.instagramUrl,
    linkedin: row.linkedinUrl,
    twitter: row.twitterUrl,
    tiktok: row.tiktokUrl,
    pinterest: row.pinterestUrl,
    youtube: row.youtubeUrl,
  };
  return {
    leadId: row.id,
    businessName: row.businessName.trim(),
    city: clean(row.city),
    state: clean(row.state),
    address: clean(row.address),
    zipCode: clean(row.zipCode),
    phone: clean(row.phone),
    niche: clean(niche),
    website,
    rating: row.rating,
    reviewCount: row.reviewCount,
    leadScore: row.leadScore,
    breakdown: breakdownOf(row.scoreBreakdown),
    emails,
    contactName: clean(row.contactName) ?? clean(row.contacts?.[0]?.name),
    contactTitle: clean(row.contactTitle) ?? clean(row.contacts?.[0]?.title),
    hasChatbot: row.hasChatbot,
    chatbotPlatform: clean(row.chatbotPlatform),
    cmsPlatform: clean(row.cmsPlatform),
    marketingTools: row.marketingTools ?? [],
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, clean(socialColumn[n])])) as Record<
      TSocialNetwork,
      string | null
    >,
    crawl: {
      status,
      failureReason: stored.failureReason ?? null,
      isHttps: stored.isHttps ?? null,
      hasViewport: stored.hasViewport ?? null,
      outdatedSignals: stored.outdatedSignals ?? [],
      copyrightYear: stored.copyrightYear ?? null,
    },
    auditFindings: bySeverity(readLeadAudit(row.audit)?.findings ?? []).slice(0, AUDIT_FINDINGS_TOLD),
  };
}
