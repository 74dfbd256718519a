import { describe, expect, it } from 'vitest';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { isSameAddress, preferLeadBranch } from './branch-emails';
import { mergeEnrichments } from './merge-enrichments';

const NO_SOCIALS = {
  facebook: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  tiktok: null,
  pinterest: null,
  youtube: null,
};

function enrichment(overrides: Partial<TWebsiteEnrichment> = {}): TWebsiteEnrichment {
  return {
    status: 'ok',
    failureReason: null,
    finalUrl: 'https://studio.example/',
    isHttps: true,
    hasViewport: true,
    hasChatbot: false,
    chatbotPlatform: null,
    chatWidgets: [],
    messagingChannels: [],
    cmsPlatform: 'custom/unknown',
    cmsAddons: [],
    marketingTools: [],
    emails: [],
    socials: NO_SOCIALS,
    contacts: [],
    pagesFetched: 1,
    copyrightYear: null,
    outdatedSignals: [],
    ...overrides,
  };
}

const email = (address: string, source = 'https://studio.example/') => ({ email: address, source });

describe('mergeEnrichments', () => {
  it('keeps what either pass found, once, the deep pass’s best first', () => {
    const first = enrichment({
      emails: [email('hello@studio.example'), email('Info@studio.example')],
      socials: { ...NO_SOCIALS, facebook: 'https://facebook.com/studio' },
      marketingTools: ['Google Analytics 4'],
      cmsPlatform: 'WordPress',
      contacts: [{ name: 'Jane Smith', title: 'Owner', linkedinUrl: null, source: 'x' }],
    });
    const deep = enrichment({
      emails: [email('info@studio.example'), email('team@studio.example')],
      socials: { ...NO_SOCIALS, instagram: 'https://instagram.com/studio' },
      marketingTools: ['Facebook Pixel', 'Google Analytics 4'],
      hasChatbot: true,
      chatbotPlatform: 'tawk.to',
      chatWidgets: [{ id: 'tawkto', name: 'tawk.to', confidence: 'strong' }],
      contacts: [
        { name: 'jane smith', title: 'Owner', linkedinUrl: null, source: 'y' },
        { name: 'Mark Lee', title: 'Coach', linkedinUrl: null, source: 'y' },
      ],
      pagesFetched: 6,
    });
    const merged = mergeEnrichments(first, deep);
    expect(merged.emails.map((e) => e.email)).toEqual([
      'info@studio.example',
      'team@studio.example',
      'hello@studio.example',
    ]);
    expect(merged.socials).toMatchObject({
      facebook: 'https://facebook.com/studio',
      instagram: 'https://instagram.com/studio',
    });
    expect(merged.marketingTools).toEqual(['Facebook Pixel', 'Google Analytics 4']);
    expect(merged.cmsPlatform).toBe('WordPress');
    expect(merged).toMatchObject({ hasChatbot: true, chatbotPlatform: 'tawk.to', pagesFetched: 6 });
    expect(merged.contacts.map((c) => c.name)).toEqual(['jane smith', 'Mark Lee']);
  });

  it('drops a third party’s address the first pass kept for want of one the deep pass has since found', () => {
    const first = enrichment({ finalUrl: 'https://studio.example/', emails: [email('help@tablehop.io')] });
    const deep = enrichment({
      finalUrl: 'https://studio.example/',
      emails: [email('bookings@studio.example')],
    });
    expect(mergeEnrichments(first, deep).emails.map((e) => e.email)).toEqual(['bookings@studio.example']);
    const nothingDeeper = enrichment({ finalUrl: 'https://studio.example/', emails: [] });
    expect(mergeEnrichments(first, nothingDeeper).emails.map((e) => e.email)).toEqual(['help@tablehop.io']);
  });

  it('takes the deep pass when the first failed, and keeps the first when the deep one failed', () => {
    const failed = enrichment({ status: 'failed', failureReason: 'timeout', emails: [] });
    const deep = enrichment({ emails: [email('hello@studio.example')] });
    expect(mergeEnrichments(failed, deep)).toBe(deep);
    expect(mergeEnrichments(null, deep)).toBe(deep);
    const first = enrichment({ emails: [email('hello@studio.example')] });
    expect(mergeEnrichments(first, enrichment({ status: 'failed', failureReason: 'http_403' }))).toBe(first);
  });

  it('keeps a chat widget only the first pass saw', () => {
    const first = enrichment({
      hasChatbot: true,
      chatbotPlatform: 'Intercom',
      chatWidgets: [{ id: 'intercom', name: 'Intercom', confidence: 'strong' }],
    });
    expect(mergeEnrichments(first, enrichment())).toMatchObject({
      hasChatbot: true,
      chatbotPlatform: 'Intercom',
    });
  });
});

describe('branch emails tied to the lead', () => {
  const branchEmails = [
    email('info@chain.example'),
    { ...email('austin@chain.example'), branch: '12 Congress Ave, Austin' },
    { ...email('dallas@chain.example'), branch: '400 Elm St, Dallas' },
  ];

  it('puts the email of the branch at the lead’s address first', () => {
    const lead = '400 Elm Street, Dallas, TX 75202, USA';
    expect(preferLeadBranch(branchEmails, lead).map((e) => e.email)).toEqual([
      'dallas@chain.example',
      'info@chain.example',
      'austin@chain.example',
    ]);
  });

  it('keeps the order when no branch is at the lead’s address, or the lead has none', () => {
    expect(preferLeadBranch(branchEmails, '9 Main St, Houston, TX 77002')).toEqual(branchEmails);
    expect(preferLeadBranch(branchEmails, null)).toEqual(branchEmails);
  });

  it('matches street lines, not towns or numbers alone', () => {
    expect(isSameAddress('12 Congress Avenue, Austin', '12 Congress Ave, Austin, TX 78701')).toBe(true);
    expect(isSameAddress('Hauptstraße 5, 10115 Berlin', 'Hauptstrasse 5, Berlin, Germany')).toBe(true);
    expect(isSameAddress('12 Congress Ave, Austin', '120 Congress Ave, Austin, TX')).toBe(false);
    expect(isSameAddress('Austin', 'Austin, TX')).toBe(false);
    expect(isSameAddress('400 Elm St, Dallas', '12 Congress Ave, Austin, TX')).toBe(false);
  });

  it('reads "&" as "and" in a street line, as the duplicate finder does', () => {
    expect(isSameAddress('1 Fifth & Main, Austin', '1 Fifth and Main, Austin, TX')).toBe(true);
  });
});
