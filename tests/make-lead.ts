import type { TLead } from '@contracts/search';

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
    enrichmentStatus: 'completed',
    tags: [],
    notes: null,
    lastContactedDate: null,
    employeeCountEstimate: null,
    revenueEstimateMin: null,
    revenueEstimateMax: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
