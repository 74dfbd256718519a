import { describe, expect, it } from 'vitest';
import { findGaps } from './find-gaps';
import { makeFacts } from './outreach-fixtures';
import { recommendServices } from './recommend-services';

const labels = (facts: ReturnType<typeof makeFacts>) => findGaps(facts).map((g) => g.label);

describe('gaps', () => {
  it('names the concrete gaps of a read website', () => {
    expect(labels(makeFacts())).toEqual(['No chat on the site', '3.9 stars from 11 reviews', 'No Instagram']);
  });

  it('says "No website" and nothing about chat, socials or email it could not have seen', () => {
    const facts = makeFacts({
      website: null,
      hasChatbot: null,
      emails: [],
      marketingTools: [],
      crawl: { status: 'no_website' } as never,
    });
    expect(labels(facts)).toEqual(['No website', '3.9 stars from 11 reviews']);
  });

  it('keeps quiet about an unread site', () => {
    const facts = makeFacts({
      hasChatbot: null,
      emails: [],
      rating: 4.8,
      reviewCount: 210,
      crawl: { status: 'unknown' } as never,
    });
    expect(labels(facts)).toEqual([]);
  });

  it('reports site health and outdated signals', () => {
    const facts = makeFacts({
      rating: 4.7,
      reviewCount: 120,
      emails: [],
      marketingTools: [],
      socials: {
        facebook: null,
        instagram: null,
        linkedin: null,
        twitter: null,
        tiktok: null,
        pinterest: null,
        youtube: null,
      },
      crawl: {
        status: 'ok',
        failureReason: null,
        isHttps: false,
        hasViewport: false,
        outdatedSignals: ['cms_version_outdated', 'copyright_outdated', 'dead_facebook_chat'],
        copyrightYear: 2019,
      },
    });
    expect(labels(facts)).toEqual([
      'Website not secure (no HTTPS)',
      'Website not mobile-friendly',
      'No chat on the site',
      'Broken Facebook chat plugin on the site',
      'Outdated WordPress version',
      'Website footer still says © 2019',
      'No email found',
      'No social media profiles linked',
      'No analytics or ad tracking on the site',
    ]);
  });

  it('judges reputation from rating and review count only when they are known', () => {
    expect(labels(makeFacts({ rating: 4.6, reviewCount: 8 }))).toContain('4.6 stars from 8 reviews');
    expect(labels(makeFacts({ rating: 4.6, reviewCount: 1 }))).toContain('4.6 stars from 1 review');
    expect(labels(makeFacts({ rating: 4.6, reviewCount: 80 })).some((l) => l.includes('stars'))).toBe(false);
    expect(labels(makeFacts({ rating: null, reviewCount: 0 }))).toContain('No Google reviews yet');
    expect(labels(makeFacts({ rating: null, reviewCount: null })).some((l) => /review|stars/.test(l))).toBe(
      false,
    );
  });

  it('reports a site that did not load, but not one that only refused our crawler', () => {
    expect(
      labels(makeFacts({ hasChatbot: null, crawl: { status: 'failed', failureReason: 'timeout' } as never })),
    ).toContain('Website did not load when we checked');
    expect(
      labels(
        makeFacts({ hasChatbot: null, crawl: { status: 'failed', failureReason: 'robots_denied' } as never }),
      ),
    ).not.toContain('Website did not load when we checked');
  });
});

describe('recommended services (spec §9 triggers)', () => {
  it('recommends a service for each part under its trigger, highest priority first', () => {
    const facts = makeFacts();
    const services = recommendServices(facts, findGaps(facts));
    // websiteQuality 12 ≥ 10: none; social 6 < 10; reputation 14 < 20; reviewVolume 4 < 10; contact 5 < 7.
    expect(services).toEqual([
      { service: 'Review generation', reason: 'Only 11 Google reviews', priority: 'high' },
      { service: 'Social media management', reason: 'No Instagram', priority: 'medium' },
      { service: 'Reputation management', reason: '3.9 stars from 11 reviews', priority: 'medium' },
      { service: 'AI chatbot and lead capture', reason: 'No chat on the site', priority: 'medium' },
    ]);
  });

  it('uses each trigger as a strict "below"', () => {
    const facts = makeFacts({
      breakdown: {
        websiteQuality: 10,
        socialMediaPresence: 10,
        reputation: 20,
        reviewVolume: 10,
        contactAccessibility: 7,
      },
    });
    expect(recommendServices(facts, findGaps(facts))).toEqual([]);
    const justUnder = makeFacts({
      breakdown: {
        websiteQuality: 9,
        socialMediaPresence: 10,
        reputation: 20,
        reviewVolume: 10,
        contactAccessibility: 6,
      },
    });
    expect(recommendServices(justUnder, findGaps(justUnder)).map((s) => [s.service, s.priority])).toEqual([
      ['Website redesign', 'low'],
      ['AI chatbot and lead capture', 'low'],
    ]);
  });

  it('falls back to the score when no gap explains it, and to the gaps when the lead is not scored', () => {
    const scored = makeFacts({
      breakdown: {
        websiteQuality: 2,
        socialMediaPresence: 20,
        reputation: 30,
        reviewVolume: 20,
        contactAccessibility: 10,
      },
    });
    expect(recommendServices(scored, findGaps(scored))[0]).toEqual({
      service: 'Website redesign',
      reason: 'Website quality scored 2/20',
      priority: 'high',
    });

    const unscored = makeFacts({
      breakdown: null,
      website: null,
      hasChatbot: null,
      crawl: { status: 'no_website' } as never,
    });
    expect(recommendServices(unscored, findGaps(unscored)).map((s) => s.service)).toEqual([
      'Website design',
      'Reputation management',
      'Review generation',
    ]);
  });
});
