import type { TScorePersona, TWebsiteEnrichment } from '@contracts/enrichment';
import type { Config } from '../../config';
import type { businessResults } from '../../db/schema';
import { enrichWebsite } from '../enrichment/enrich-website';
import { oneCrawlPerHost } from '../enrichment/one-crawl-per-host';
import { crawlerUserAgent } from '../enrichment/robots';
import { computeLeadScore } from '../scoring/compute-lead-score';
import type { SavedLead } from './save-places';

type LeadColumns = Partial<typeof businessResults.$inferInsert>;

/** Time one website may take (homepage + contact pages), so a 50-lead search stays within a few seconds. */
const SITE_BUDGET_MS = 1_500;

/** The lead columns a website crawl fills in. */
export function columnsFromEnrichment(enrichment: TWebsiteEnrichment): LeadColumns {
  const [contact] = enrichment.contacts;
  return {
    enrichment,
    enrichmentStatus: enrichment.status === 'ok' ? 'done' : enrichment.failureReason === 'no_website' ? 'no_website' : 'failed',
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
  };
}

/** The score columns, computed from a lead's stored facts. */
export function scoreColumns(
  lead: Pick<SavedLead, 'website' | 'phone' | 'email' | 'rating' | 'reviewCount'>,
  enrichment: TWebsiteEnrichment | null,
  persona: TScorePersona,
): LeadColumns {
  const score = computeLeadScore({ ...lead, enrichment }, persona);
  return {
    leadScore: score.total,
    scoreBreakdown: score.breakdown,
    scoreDetails: { persona: score.persona, reasons: score.reasons, recommendations: score.recommendations },
  };
}

/** Crawl, detect and score one lead: the search pipeline's enrichment stage. */
export function createLeadEnricher(config: Config) {
  const crawl = oneCrawlPerHost((url) =>
    enrichWebsite(url, {
      userAgent: crawlerUserAgent(config.APP_URL),
      allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
      budgetMs: SITE_BUDGET_MS,
    }),
  );
  return async (lead: SavedLead, persona: TScorePersona): Promise<LeadColumns> => {
    const enrichment = lead.website ? await crawl(lead.website) : null;
    const columns = enrichment ? columnsFromEnrichment(enrichment) : { enrichmentStatus: 'no_website' };
    return { ...columns, ...scoreColumns({ ...lead, email: columns.email ?? lead.email }, enrichment, persona) };
  };
}
