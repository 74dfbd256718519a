import { describe, expect, it } from 'vitest';
import {
  SCORE_PERSONAS,
  ZLeadScore,
  partColour,
  scoreBand,
  SCORE_BAND_LABEL,
  type TWebsiteEnrichment,
} from '@contracts/enrichment';
import { AUDIT_FINDING_SEVERITY, type TAuditFindingId, type TLeadAudit } from '@contracts/audit';
import { computeLeadScore } from './compute-lead-score';
import type { LeadScoreInput } from './lead-score-input';
import { PERSONA_WEIGHTS } from './personas';

const NO_SOCIALS = {
  facebook: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  tiktok: null,
  pinterest: null,
  youtube: null,
};

function crawled(overrides: Partial<TWebsiteEnrichment> = {}): TWebsiteEnrichment {
  return {
    status: 'ok',
    failureReason: null,
    finalUrl: 'https://joesplumbing.com/',
    isHttps: true,
    hasViewport: true,
    hasChatbot: true,
    chatbotPlatform: 'tawk.to',
    chatWidgets: [{ id: 'tawkto', name: 'tawk.to', confidence: 'strong' }],
    messagingChannels: [],
    cmsPlatform: 'WordPress',
    cmsAddons: [],
    marketingTools: [],
    emails: [{ email: 'office@joesplumbing.com', source: 'https://joesplumbing.com/' }],
    socials: {
      ...NO_SOCIALS,
      facebook: 'https://facebook.com/joes',
      instagram: 'https://instagram.com/joes',
      linkedin: 'https://linkedin.com/company/joes',
      youtube: 'https://youtube.com/@joes',
    },
    contacts: [
      { name: 'Jane Smith', title: 'Owner', linkedinUrl: null, source: 'https://joesplumbing.com/contact' },
    ],
    pagesFetched: 2,
    copyrightYear: 2026,
    outdatedSignals: [],
    ...overrides,
  };
}

const STRONG: LeadScoreInput = {
  website: 'https://joesplumbing.com',
  phone: '+1 512 555 0100',
  email: null,
  rating: 5,
  reviewCount: 400,
  enrichment: crawled(),
};
const NOTHING: LeadScoreInput = {
  website: null,
  phone: null,
  email: null,
  rating: null,
  reviewCount: null,
  enrichment: null,
};

const score = (overrides: Partial<LeadScoreInput>, persona?: Parameters<typeof computeLeadScore>[1]) =>
  computeLeadScore({ ...STRONG, ...overrides }, persona);
const services = (overrides: Partial<LeadScoreInput>) =>
  score(overrides).recommendations.map((r) => r.service);

describe('computeLeadScore: totals', () => {
  it('gives 100 for a business strong on every part, for every persona, and no recommendations', () => {
    for (const persona of SCORE_PERSONAS) {
      const result = computeLeadScore(STRONG, persona);
      expect(result.total).toBe(100);
      expect(result.recommendations).toEqual([]);
    }
  });

  it('gives 0 for a business with no facts', () => {
    expect(computeLeadScore(NOTHING)).toMatchObject({
      total: 0,
      breakdown: {
        websiteQuality: 0,
        socialMediaPresence: 0,
        reputation: 0,
        reviewVolume: 0,
        contactAccessibility: 0,
      },
    });
  });

  it('for the default persona, the total is the sum of the parts', () => {
    const result = score({
      rating: 4.2,
      reviewCount: 37,
      enrichment: crawled({ isHttps: false, socials: NO_SOCIALS }),
    });
    const sum = Object.values(result.breakdown).reduce((a, b) => a + b, 0);
    expect(result.persona).toBe('agency');
    expect(result.total).toBe(sum);
  });

  it('re-weights the same parts per persona, each persona summing to 100', () => {
    for (const weights of Object.values(PERSONA_WEIGHTS)) {
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBe(100);
    }
    const weakWebsite: Partial<LeadScoreInput> = {
      enrichment: crawled({ isHttps: false, hasViewport: false }),
    };
    const agency = score(weakWebsite, 'agency');
    const designer = score(weakWebsite, 'web_designer');
    expect(designer.breakdown).toEqual(agency.breakdown);
    expect(agency.total).toBe(92);
    expect(designer.total).toBe(84);
  });

  it('produces a valid LeadScore', () => {
    expect(() => ZLeadScore.parse(computeLeadScore(NOTHING, 'chatbot_provider'))).not.toThrow();
  });
});

describe('computeLeadScore: parts at their edges', () => {
  it.each<[string, Partial<LeadScoreInput>, number]>([
    ['no website', { website: null, enrichment: null }, 0],
    ['website not crawled yet', { enrichment: null }, 4],
    ['website failed to load', { enrichment: crawled({ status: 'failed', failureReason: 'http_500' }) }, 4],
    [
      'loads, nothing else',
      {
        enrichment: crawled({ isHttps: false, hasViewport: false, outdatedSignals: ['flash', 'jquery_1x'] }),
      },
      8,
    ],
    ['one outdated sign', { enrichment: crawled({ outdatedSignals: ['copyright_outdated'] }) }, 18],
    ['everything right', {}, 20],
  ])('websiteQuality: %s → %i', (_label, overrides, points) => {
    expect(score(overrides).breakdown.websiteQuality).toBe(points);
  });

  it.each([
    [0, 0],
    [1, 8],
    [2, 12],
    [3, 16],
    [4, 20],
    [7, 20],
  ])('socialMediaPresence: %i profiles → %i', (count, points) => {
    const networks = Object.keys(NO_SOCIALS).slice(0, count);
    const socials = {
      ...NO_SOCIALS,
      ...Object.fromEntries(networks.map((network) => [network, `https://x.test/${network}`])),
    };
    expect(score({ enrichment: crawled({ socials }) }).breakdown.socialMediaPresence).toBe(points);
  });

  it.each<[number | null, number]>([
    [null, 0],
    [1, 0],
    [3, 15],
    [4.5, 26],
    [5, 30],
  ])('reputation: rating %s → %i', (rating, points) => {
    expect(score({ rating }).breakdown.reputation).toBe(points);
  });

  it.each<[number | null, number]>([
    [null, 0],
    [0, 0],
    [1, 3],
    [12, 9],
    [13, 10],
    [250, 20],
    [5000, 20],
  ])('reviewVolume: %s reviews → %i', (reviewCount, points) => {
    expect(score({ reviewCount }).breakdown.reviewVolume).toBe(points);
  });

  it.each<[string, Partial<LeadScoreInput>, number]>([
    ['nothing', { phone: null, enrichment: crawled({ emails: [], contacts: [] }) }, 0],
    ['phone only', { enrichment: crawled({ emails: [], contacts: [] }) }, 4],
    [
      'email column only',
      { phone: null, email: 'x@joes.com', enrichment: crawled({ emails: [], contacts: [] }) },
      4,
    ],
    ['phone and email', { enrichment: crawled({ contacts: [] }) }, 8],
    ['phone, email and a named contact', {}, 10],
  ])('contactAccessibility: %s → %i', (_label, overrides, points) => {
    expect(score(overrides).breakdown.contactAccessibility).toBe(points);
  });

  it('explains each part in short sentences', () => {
    const result = score({ rating: 4.5, reviewCount: 1 });
    expect(result.reasons.reputation).toEqual(['Rated 4.5 out of 5']);
    expect(result.reasons.reviewVolume).toEqual(['1 review']);
    expect(result.reasons.contactAccessibility).toContain('Named contact: Jane Smith (Owner)');
  });
});

describe('computeLeadScore: recommendations (spec §9 triggers)', () => {
  it('websiteQuality below 10 → website work', () => {
    expect(
      services({
        enrichment: crawled({ isHttps: false, hasViewport: false, outdatedSignals: ['copyright_outdated'] }),
      }),
    ).toEqual([]);
    expect(
      services({
        enrichment: crawled({ isHttps: false, hasViewport: false, outdatedSignals: ['flash', 'jquery_1x'] }),
      }),
    ).toEqual(['Website redesign']);
    expect(services({ website: null, enrichment: null })).toContain('Website design');
  });

  it('social below 10 → social media management', () => {
    const two = { ...NO_SOCIALS, facebook: 'https://facebook.com/a', instagram: 'https://instagram.com/a' };
    expect(services({ enrichment: crawled({ socials: two }) })).toEqual([]);
    expect(
      services({ enrichment: crawled({ socials: { ...NO_SOCIALS, facebook: 'https://facebook.com/a' } }) }),
    ).toEqual(['Social media management']);
  });

  it('reputation below 20 → reputation management', () => {
    expect(score({ rating: 3.6 }).breakdown.reputation).toBe(20);
    expect(services({ rating: 3.6 })).toEqual([]);
    expect(services({ rating: 3.5 })).toEqual(['Reputation management']);
  });

  it('reviewVolume below 10 → review generation', () => {
    expect(services({ reviewCount: 13 })).toEqual([]);
    expect(services({ reviewCount: 12 })).toEqual(['Review generation']);
  });

  it('contactAccessibility below 7 → contact and lead capture', () => {
    expect(services({ enrichment: crawled({ contacts: [] }) })).toEqual([]);
    expect(services({ enrichment: crawled({ emails: [] }) })).toEqual(['Contact and lead capture']);
  });

  it('no chatbot on a working website → chatbot/live chat; unknown or absent website → nothing', () => {
    expect(
      services({ enrichment: crawled({ hasChatbot: false, chatbotPlatform: null, chatWidgets: [] }) }),
    ).toEqual(['AI chatbot / live chat']);
    expect(services({ enrichment: crawled({ hasChatbot: null }) })).toEqual([]);
    const dead = score({
      enrichment: crawled({ hasChatbot: false, outdatedSignals: ['dead_facebook_chat'] }),
    });
    expect(dead.recommendations.find((r) => r.service === 'AI chatbot / live chat')?.reason).toMatch(
      /stopped working/,
    );
  });

  it('sets priority by how far below the part is, highest first, and lifts the persona’s own services', () => {
    const input: Partial<LeadScoreInput> = {
      rating: 3.5,
      reviewCount: 2,
      enrichment: crawled({ hasChatbot: false }),
    };
    expect(score(input).recommendations.map((r) => [r.service, r.priority])).toEqual([
      ['Review generation', 'high'],
      ['AI chatbot / live chat', 'medium'],
      ['Reputation management', 'low'],
    ]);
    expect(score(input, 'chatbot_provider').recommendations[0]).toMatchObject({
      service: 'AI chatbot / live chat',
      priority: 'high',
    });
    expect(score({ website: null, enrichment: null }).recommendations[0]).toMatchObject({
      service: 'Website design',
      priority: 'high',
    });
  });
});

describe('computeLeadScore: Google profile gaps (issue 32)', () => {
  const profile = {
    businessStatus: 'OPERATIONAL',
    hasOpeningHours: true,
    photoCount: 4,
    types: ['plumber', 'point_of_interest'],
  };

  it('turns what the profile lacks into one recommendation, never a score part', () => {
    expect(services({ googleProfile: profile })).toEqual([]);
    const gaps = score({ googleProfile: { ...profile, hasOpeningHours: false } });
    expect(gaps.recommendations).toEqual([
      {
        service: 'Google Business Profile',
        reason: 'Its Google profile has no opening hours.',
        priority: 'low',
      },
    ]);
    expect(gaps.breakdown).toEqual(score({ googleProfile: profile }).breakdown);
    expect(gaps.total).toBe(score({ googleProfile: profile }).total);
  });

  it('lists every gap, and is high for a profile marked temporarily closed or lacking three things', () => {
    const closed = score({ googleProfile: { ...profile, businessStatus: 'CLOSED_TEMPORARILY' } });
    expect(closed.recommendations[0]).toMatchObject({
      reason: 'Its Google profile is marked temporarily closed.',
      priority: 'high',
    });
    const bare = score({
      phone: null,
      reviewCount: null,
      googleProfile: { ...profile, photoCount: 0, types: ['point_of_interest', 'establishment'] },
    });
    expect(bare.recommendations.find((r) => r.service === 'Google Business Profile')).toEqual({
      service: 'Google Business Profile',
      reason:
        'Its Google profile has no photos, has no phone number, has no business category and has no reviews yet.',
      priority: 'high',
    });
  });

  it('says nothing of a profile it never read, and lifts the gaps for the SEO / reputation persona', () => {
    expect(services({ googleProfile: null })).toEqual([]);
    const two = { googleProfile: { ...profile, hasOpeningHours: false, photoCount: 0 } };
    expect(score(two).recommendations[0].priority).toBe('medium');
    expect(score(two, 'seo_reputation').recommendations[0].priority).toBe('high');
  });
});

/** An audit with these findings (titles and pitches as the audit writes them, shortened). */
function audited(...ids: TAuditFindingId[]): TLeadAudit {
  return {
    checkedAt: '2027-03-15T12:00:00.000Z',
    url: 'https://joesplumbing.com/',
    findings: ids.map((id) => ({
      id,
      severity: AUDIT_FINDING_SEVERITY[id],
      title: `title of ${id}`,
      evidence: { url: 'https://joesplumbing.com/', value: 'value' },
      pitch: `pitch of ${id}`,
    })),
  };
}

describe('computeLeadScore: the website audit inside websiteQuality (decision 127)', () => {
  const quality = (audit: TLeadAudit | null) => score({ audit }).breakdown.websiteQuality;

  it('scores a clean audit as the first pass scores a clean site, and keeps the other parts', () => {
    expect(quality(audited())).toBe(20);
    expect(score({ audit: audited('tls_expired', 'no_title') }).breakdown).toMatchObject({
      ...score({}).breakdown,
      websiteQuality: 15,
    });
  });

  it.each<[string, TAuditFindingId[], number]>([
    ['an invalid certificate costs the HTTPS points', ['tls_expired'], 16],
    ['so does no HTTPS at all', ['no_https'], 16],
    ['a warning costs half of them', ['no_https_redirect'], 18],
    [
      'an expiring certificate and no redirect are still warnings',
      ['tls_expiring_soon', 'no_https_redirect'],
      18,
    ],
    ['no viewport costs the mobile points', ['no_viewport'], 16],
    ['one outdated finding of the audit costs half the up-to-date points', ['old_jquery'], 18],
    ['a medium gap of the basics costs 1', ['no_contact_form'], 19],
    ['a low gap costs ½, rounded down', ['no_favicon'], 19],
    ['two low gaps cost 1', ['no_favicon', 'no_open_graph'], 19],
    [
      'the basics go no lower than 0',
      ['no_title', 'no_contact_form', 'slow_response', 'heavy_homepage', 'no_favicon', 'no_h1'],
      16,
    ],
  ])('%s', (_, ids, points) => {
    expect(quality(audited(...ids))).toBe(points);
  });

  it('gives the findings as the reasons', () => {
    const reasons = score({ audit: audited('tls_self_signed', 'no_favicon', 'no_online_booking') }).reasons
      .websiteQuality;
    expect(reasons).toContain('title of tls_self_signed');
    expect(reasons).toContain('Website loads; gaps: title of no_favicon, title of no_online_booking');
  });

  it('recommends what the findings call for, once each', () => {
    const found = score({
      audit: audited(
        'tls_name_mismatch',
        'no_title',
        'no_local_business_schema',
        'slow_response',
        'no_online_booking',
      ),
    }).recommendations;
    expect(found).toEqual(
      expect.arrayContaining([
        { service: 'SSL certificate and HTTPS', reason: 'pitch of tls_name_mismatch', priority: 'high' },
        {
          service: 'Local SEO',
          reason:
            'Search basics missing (title of no_title, title of no_local_business_schema): the site is hard to find on Google.',
          priority: 'medium',
        },
        { service: 'Website speed optimisation', reason: 'pitch of slow_response', priority: 'medium' },
        { service: 'Online booking', reason: 'pitch of no_online_booking', priority: 'low' },
      ]),
    );
    // One search-basics gap is not yet an SEO job; an expiring certificate is a medium one.
    expect(services({ audit: audited('no_title') })).not.toContain('Local SEO');
    expect(
      score({ audit: audited('tls_expiring_soon') }).recommendations.find(
        (recommendation) => recommendation.service === 'SSL certificate and HTTPS',
      )?.priority,
    ).toBe('medium');
    // A service the §9 triggers already recommend is not repeated.
    const contact = services({ phone: null, email: null, audit: audited('no_contact_form') });
    expect(contact.filter((service) => service === 'Contact and lead capture')).toHaveLength(1);
  });
});

describe('score band and part colour helpers (spec §4)', () => {
  it.each([
    [100, 'strong'],
    [70, 'strong'],
    [69, 'moderate'],
    [40, 'moderate'],
    [39, 'high_potential'],
    [0, 'high_potential'],
  ] as const)('total %i is %s', (total, band) => {
    expect(scoreBand(total)).toBe(band);
  });

  it('labels the bands', () => {
    expect(SCORE_BAND_LABEL).toEqual({
      strong: 'Strong',
      moderate: 'Moderate opportunity',
      high_potential: 'High potential',
    });
  });

  it.each([
    ['websiteQuality', 14, 'green'],
    ['websiteQuality', 13, 'yellow'],
    ['websiteQuality', 8, 'yellow'],
    ['websiteQuality', 7, 'red'],
    ['reputation', 21, 'green'],
    ['reputation', 12, 'yellow'],
    ['reputation', 11, 'red'],
    ['contactAccessibility', 7, 'green'],
    ['contactAccessibility', 4, 'yellow'],
  ] as const)('%s %i is %s', (part, value, colour) => {
    expect(partColour(part, value)).toBe(colour);
  });
});
