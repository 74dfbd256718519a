import type { TLead, TSearchSummary } from '@contracts/search';

/**
 * Lead and search factories for every test: server, contracts, the web's component tests (`@tests/make-lead`)
 * and bench/workspace.ts.
 */

let counter = 0;

/** A complete TLead with nothing known beyond its name; override what a test is about. */
export function makeLead(overrides: Partial<TLead> = {}): TLead {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    searchId: '00000000-0000-4000-9000-000000000001',
    position: counter,
    businessName: `Business ${counter}`,
    phone: null,
    email: null,
    emails: [],
    emailChecks: [],
    website: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    googlePlaceId: null,
    googleMapsUri: null,
    latitude: null,
    longitude: null,
    rating: null,
    reviewCount: null,
    leadScore: null,
    scoreBreakdown: null,
    scoreDetails: null,
    websiteInfo: null,
    audit: null,
    contacts: [],
    contactName: null,
    contactTitle: null,
    hasChatbot: null,
    chatbotPlatform: null,
    cmsPlatform: null,
    marketingTools: [],
    facebookUrl: null,
    instagramUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    tiktokUrl: null,
    pinterestUrl: null,
    youtubeUrl: null,
    enrichmentStatus: 'done',
    deepStatus: null,
    tags: [],
    notes: null,
    lastContactedDate: null,
    employeeCountEstimate: null,
    revenueEstimateMin: null,
    revenueEstimateMax: null,
    companySize: null,
    chain: null,
    businessStatus: null,
    googleProfile: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A lead of `makeSearch()`'s search as a finished search shows it: website, phone, address, rating, score and CMS
 * known.
 */
export function makeEnrichedLead(overrides: Partial<TLead> = {}): TLead {
  const lead = makeLead(overrides);
  return {
    ...lead,
    searchId: 'search-1',
    phone: '(512) 555-0100',
    website: 'https://example-business.com',
    address: '100 Congress Ave, Austin, TX 78701',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    googlePlaceId: `place-${lead.id}`,
    googleMapsUri: `https://maps.google.com/?cid=${lead.position}`,
    latitude: 30.26,
    longitude: -97.74,
    rating: 4.5,
    reviewCount: 120,
    leadScore: 55,
    hasChatbot: false,
    cmsPlatform: 'WordPress',
    ...overrides,
  };
}

export function makeSearch(overrides: Partial<TSearchSummary> = {}): TSearchSummary {
  return {
    id: 'search-1',
    niche: 'plumber',
    location: 'Austin, TX',
    requestedLimit: 30,
    resultsCount: 30,
    totalBusinessesFound: 30,
    status: 'completed',
    sitesTotal: 0,
    sitesDone: 0,
    errorCode: null,
    errorTitle: null,
    errorMessage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:05.000Z',
    ...overrides,
  };
}
