import { describe, expect, it } from 'vitest';
import { COLD_EMAIL_TONES } from '@contracts/outreach';
import { makeFinding } from '../../../tests/make-audit';
import { findGaps } from './find-gaps';
import type { TLeadFacts } from './lead-facts';
import { makeFacts } from './outreach-fixtures';
import { recommendServices } from './recommend-services';
import { verifyEmailClaims } from './verify-email-claims';
import { writeBuiltinEmail } from './write-builtin-email';

function contextOf(facts: TLeadFacts, sender: string | null = 'Sam Rivera') {
  const gaps = findGaps(facts);
  return { facts, gaps, services: recommendServices(facts, gaps), sender };
}

const check = (body: string, facts = makeFacts()) =>
  verifyEmailClaims({ subject: 'Hello', body }, contextOf(facts));

describe('the "only facts from the lead" check', () => {
  it('passes a draft that repeats only stored facts', () => {
    const result = check(
      "Hi there,\n\nJoe's Plumbing in Austin has 3.9 stars from 11 reviews and no chat on the site. Call (512) 555-0142 or visit joesplumbing.example.\n\nSam Rivera",
    );
    expect(result).toEqual({ ok: true, violations: [] });
  });

  it('catches invented numbers, ratings and percentages', () => {
    const result = check('You have 4.2 stars from 87 reviews, and clients see 37% more bookings.');
    expect(result.ok).toBe(false);
    expect(result.violations).toEqual(
      expect.arrayContaining([
        expect.stringContaining('4.2'),
        expect.stringContaining('87'),
        expect.stringContaining('37'),
      ]),
    );
  });

  it('catches review sites, tools and networks the lead data does not name', () => {
    expect(check('Your Yelp page could use some love.').violations).toEqual([
      expect.stringContaining('Yelp'),
    ]);
    expect(check('Your Squarespace site is slow.').violations).toEqual([
      expect.stringContaining('Squarespace'),
    ]);
    // WordPress (the CMS), Facebook (a profile) and Instagram (a gap) are in the data.
    expect(check('Your WordPress site links Facebook but not Instagram.').ok).toBe(true);
  });

  it('catches invented people, addresses and websites', () => {
    expect(check('Hi Michael,\n\nquick note.').violations).toEqual([expect.stringContaining('Michael')]);
    expect(check('Write to owner@joesplumbing.example').violations).toEqual([
      expect.stringContaining('owner@joesplumbing.example'),
    ]);
    expect(check('See competitor.com for an example').violations).toEqual([
      expect.stringContaining('competitor.com'),
    ]);
    expect(check('Write to joe@joesplumbing.example').ok).toBe(true);
  });

  it("lets a draft repeat the website audit's findings and pitches, and only those (decision 132)", () => {
    const pitch = makeFinding('heavy_homepage');
    const audited = makeFacts({ auditFindings: [pitch] });
    const body = `Hi there,\n\n${pitch.pitch} Trimming it would help.\n\nSam Rivera`;
    expect(check(body, audited)).toEqual({ ok: true, violations: [] });
    expect(check(body).violations).toEqual([expect.stringContaining('6.8')]);
  });

  it('does not let a lead without a rating be praised for its stars', () => {
    const facts = makeFacts({ rating: null, reviewCount: null });
    expect(check('Your five-star rating is impressive.', facts).ok).toBe(false);
  });
});

describe('the built-in writer', () => {
  it('names the business and its gaps, in each tone', () => {
    for (const tone of COLD_EMAIL_TONES) {
      const draft = writeBuiltinEmail({ ...contextOf(makeFacts()), tone });
      expect(draft.body).toContain("Joe's Plumbing");
      expect(draft.body).toContain('No chat on the site');
      expect(draft.body).toContain('3.9 stars from 11 reviews');
      expect(draft.body).toContain('Sam Rivera');
      expect(draft.subject).toContain("Joe's Plumbing");
    }
    expect(writeBuiltinEmail({ ...contextOf(makeFacts()), tone: 'direct' }).subject).toBe(
      "Joe's Plumbing: no chat on the site",
    );
  });

  it('keeps acronyms when it lowercases a service name mid-sentence', () => {
    const facts = makeFacts({
      breakdown: {
        websiteQuality: 20,
        socialMediaPresence: 20,
        reputation: 30,
        reviewVolume: 20,
        contactAccessibility: 2,
      },
    });
    const draft = writeBuiltinEmail({ ...contextOf(facts), tone: 'professional' });
    expect(draft.body).toContain('with AI chatbot and lead capture');
  });

  it('greets a known contact by first name and signs "[Your Name]" without a sender', () => {
    const draft = writeBuiltinEmail({
      ...contextOf(makeFacts({ contactName: 'Maria Lopez' }), null),
      tone: 'professional',
    });
    expect(draft.body).toMatch(/^Hi Maria,/);
    expect(draft.body.trimEnd()).toMatch(/\[Your Name\]$/);
  });

  it('only ever states facts from the lead, whatever the lead looks like', () => {
    const variants: Partial<TLeadFacts>[] = [
      {},
      { website: null, hasChatbot: null, crawl: { status: 'no_website' } as never },
      { rating: null, reviewCount: null, breakdown: null },
      {
        rating: 4.9,
        reviewCount: 1250,
        breakdown: {
          websiteQuality: 20,
          socialMediaPresence: 20,
          reputation: 30,
          reviewVolume: 20,
          contactAccessibility: 10,
        },
      },
      { rating: 2.1, reviewCount: 3, contactName: 'Lee Chan', city: null, businessName: '7-Eleven #4411' },
      {
        emails: [],
        marketingTools: [],
        crawl: {
          status: 'ok',
          isHttps: false,
          hasViewport: false,
          outdatedSignals: ['copyright_outdated', 'cms_version_outdated', 'flash'],
          copyrightYear: 2016,
        } as never,
      },
      {
        hasChatbot: null,
        crawl: { status: 'failed', failureReason: 'http_503' } as never,
        breakdown: {
          websiteQuality: 0,
          socialMediaPresence: 0,
          reputation: 0,
          reviewVolume: 0,
          contactAccessibility: 0,
        },
      },
    ];
    for (const overrides of variants) {
      for (const sender of ['Sam Rivera', null]) {
        const context = contextOf(makeFacts(overrides), sender);
        for (const tone of COLD_EMAIL_TONES) {
          const draft = writeBuiltinEmail({ ...context, tone });
          expect(
            verifyEmailClaims(draft, context),
            `${tone} ${JSON.stringify(overrides)}\n${draft.body}`,
          ).toEqual({ ok: true, violations: [] });
        }
      }
    }
  });
});
