import {
  ZDeepStatus,
  ZWebsiteInfo,
  type TLead,
  type TSearchSummary,
  type TWebsiteInfo,
} from '@contracts/search';
import type { businessResults, searchHistory } from '../../db/schema';
import { readLeadAudit } from '../../lib/lead-audit';

function websiteInfoOf(enrichment: unknown): TWebsiteInfo | null {
  const parsed = ZWebsiteInfo.safeParse(enrichment);
  return parsed.success ? parsed.data : null;
}

export function toLead(row: typeof businessResults.$inferSelect): TLead {
  return {
    id: row.id,
    searchId: row.searchId,
    position: row.position,
    businessName: row.businessName,
    phone: row.phone,
    email: row.email,
    emails: row.emails ?? [],
    emailChecks: row.emailChecks ?? [],
    website: row.website,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    googlePlaceId: row.googlePlaceId,
    googleMapsUri: row.googleMapsUri,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating,
    reviewCount: row.reviewCount,
    leadScore: row.leadScore,
    scoreBreakdown: (row.scoreBreakdown as TLead['scoreBreakdown']) ?? null,
    scoreDetails: (row.scoreDetails as TLead['scoreDetails']) ?? null,
    websiteInfo: websiteInfoOf(row.enrichment),
    audit: readLeadAudit(row.audit),
    contacts: row.contacts ?? [],
    contactName: row.contactName,
    contactTitle: row.contactTitle,
    hasChatbot: row.hasChatbot,
    chatbotPlatform: row.chatbotPlatform,
    cmsPlatform: row.cmsPlatform,
    marketingTools: row.marketingTools ?? [],
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    linkedinUrl: row.linkedinUrl,
    twitterUrl: row.twitterUrl,
    tiktokUrl: row.tiktokUrl,
    pinterestUrl: row.pinterestUrl,
    youtubeUrl: row.youtubeUrl,
    enrichmentStatus: row.enrichmentStatus,
    deepStatus: ZDeepStatus.nullable().catch(null).parse(row.deepStatus),
    tags: row.tags ?? [],
    notes: row.notes,
    lastContactedDate: row.lastContactedDate,
    assignedTo: row.assignedTo,
    reportViewedAt: row.reportViewedAt?.toISOString() ?? null,
    employeeCountEstimate: row.employeeCountEstimate,
    revenueEstimateMin: row.revenueEstimateMin,
    revenueEstimateMax: row.revenueEstimateMax,
    companySize: row.companySize ?? null,
    chain: row.chain ?? null,
    businessStatus: row.businessStatus,
    googleProfile: row.googleProfile ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSearchSummary(row: typeof searchHistory.$inferSelect): TSearchSummary {
  return {
    id: row.id,
    niche: row.niche,
    location: row.location,
    requestedLimit: row.requestedLimit,
    resultsCount: row.resultsCount,
    totalBusinessesFound: row.totalBusinessesFound,
    status: row.status as TSearchSummary['status'],
    sitesTotal: row.sitesTotal,
    sitesDone: row.sitesDone,
    errorCode: row.errorCode,
    errorTitle: row.errorTitle,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
