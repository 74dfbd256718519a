import type { TLeadAudit } from '@contracts/audit';
import { FIRST_PASS_LIMITS } from '@contracts/crawler';
import type { TCompanySize } from '@contracts/audit';
import type { TScorePersona, TWebsiteEnrichment } from '@contracts/enrichment';
import type { Config } from '../../config';
import type { businessResults } from '../../db/schema';
import { crawlerTrust, crawlerUserAgent, enrichWebsite, oneCrawlPerHost } from '../enrichment';
import { computeLeadScore } from '../scoring';
import type { SavedLead } from './save-places';

type LeadColumns = Partial<typeof businessResults.$inferInsert>;

/**
 * Time one website may take (homepage + contact pages): up to 1.5 s, less for sites that start late in a
 * search so the whole search finishes in about 1.8 s, but never under 0.9 s (two 300 ms round trips and the
 * reading, decision 135).
 */
const SITE_BUDGET_MS = { max: FIRST_PASS_LIMITS.budgetMs, min: 900 };

/**
 * The company-size columns: the evidence, and the filterable estimate (the middle of a range, the figure when
 * only a floor is known) and revenue (a stated figure only), decision 129.
 */
function companySizeColumns(size: TCompanySize | null | undefined): LeadColumns {
  const { employeesMin: min = null, employeesMax: max = null, revenue = null } = size ?? {};
  return {
    companySize: size ?? null,
    employeeCountEstimate: min === null ? max : max === null ? min : Math.round((min + max) / 2),
    revenueEstimateMin: revenue?.amount ?? null,
    revenueEstimateMax: revenue?.amount ?? null,
  };
}

/** The lead columns a website crawl fills in. */
export function columnsFromEnrichment(enrichment: TWebsiteEnrichment): LeadColumns {
  const [contact] = enrichment.contacts;
  return {
    enrichment,
    enrichmentStatus:
      enrichment.status === 'ok'
        ? 'done'
        : enrichment.failureReason === 'no_website'
          ? 'no_website'
          : 'failed',
    email: enrichment.emails[0]?.email ?? null,
    emails: enrichment.emails,
    hasChatbot: enrichment.hasChatbot,
    chatbotPlatform: enrichment.chatbotPlatform,
    cmsPlatform: enrichment.cmsPlatform,
    marketingTools: enrichment.marketingTools,
    facebookUrl: enrichment.socials.facebook,
    instagramUrl: enrichment.socials.instagram,
    linkedinUrl: enrichment.socials.linkedin,
    twitterUrl: enrichment.socials.twitter,
    tiktokUrl: enrichment.socials.tiktok,
    pinterestUrl: enrichment.socials.pinterest,
    youtubeUrl: enrichment.socials.youtube,
    contacts: enrichment.contacts.map((c) => ({ name: c.name, title: c.title, linkedin_url: c.linkedinUrl })),
    contactName: contact?.name ?? null,
    contactTitle: contact?.title ?? null,
    ...companySizeColumns(enrichment.companySize),
  };
}

/** The score columns, computed from a lead's stored facts (with the deep pass's website audit once it has one). */
export function scoreColumns(
  lead: Pick<SavedLead, 'website' | 'phone' | 'email' | 'rating' | 'reviewCount' | 'googleProfile'>,
  enrichment: TWebsiteEnrichment | null,
  persona: TScorePersona,
  audit: TLeadAudit | null = null,
): LeadColumns {
  const score = computeLeadScore({ ...lead, enrichment, audit }, persona);
  return {
    leadScore: score.total,
    scoreBreakdown: score.breakdown,
    scoreDetails: { persona: score.persona, reasons: score.reasons, recommendations: score.recommendations },
  };
}

/** Crawl, detect and score one lead: the search pipeline's enrichment stage. */
export function createLeadEnricher(config: Config) {
  const crawl = oneCrawlPerHost((url, budgetMs) =>
    enrichWebsite(url, {
      userAgent: crawlerUserAgent(config.APP_URL),
      allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
      allowedNetworks: config.CRAWLER_ALLOWED_NETWORKS,
      trust: crawlerTrust(config.CRAWLER_EXTRA_CA_CERTS),
      budgetMs,
    }),
  );
  return async (
    lead: SavedLead,
    { persona, deadline }: { persona: TScorePersona; deadline: number },
  ): Promise<LeadColumns> => {
    const budgetMs = Math.max(SITE_BUDGET_MS.min, Math.min(SITE_BUDGET_MS.max, deadline - Date.now()));
    const enrichment = lead.website ? await crawl(lead.website, budgetMs) : null;
    const columns = enrichment ? columnsFromEnrichment(enrichment) : { enrichmentStatus: 'no_website' };
    return {
      ...columns,
      ...scoreColumns({ ...lead, email: columns.email ?? lead.email }, enrichment, persona),
    };
  };
}
