import type { TLead, TSearchSummary } from '@contracts/search';

let counter = 0;

/** A complete lead for tests; override what the test is about. */
export function makeLead(overrides: Partial<TLead> = {}): TLead {
  counter += 1;
  const id = overrides.id ?? `lead-${counter}`;
  return {
    id,
    searchId: 'search-1',
    position: counter,
    businessName: `Business ${counter}`,
    phone: '(512) 555-0100',
    email: null,
    emails: [],
    website: 'https://example-business.com',
    address: '100 Congress Ave, Austin, TX 78701',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    googlePlaceId: `place-${id}`,
    googleMapsUri: `https://maps.google.com/?cid=${counter}`,
    latitude: 30.26,
    longitude: -97.74,
    rating: 4.5,
    reviewCount: 120,
    leadScore: 55,
    scoreBreakdown: null,
    scoreDetails: null,
    websiteInfo: null,
    contacts: [],
    contactName: null,
    contactTitle: null,
    hasChatbot: false,
    chatbotPlatform: null,
    cmsPlatform: 'WordPress',
    marketingTools: [],
    facebookUrl: null,
    instagramUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    tiktokUrl: null,
    pinterestUrl: null,
    youtubeUrl: null,
    enrichmentStatus: 'done',
    tags: [],
    notes: null,
    lastContactedDate: null,
    employeeCountEstimate: null,
    revenueEstimateMin: null,
    revenueEstimateMax: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
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
