import { expect } from 'vitest';
import { ZWebsiteEnrichment, type TWebsiteEnrichment } from '@contracts/enrichment';
import type { FakeSiteExpectation } from './site-html';

/** Asserts what a crawl of a fake site reported against what the site shows (tests only). */
export function expectFakeSite(result: TWebsiteEnrichment, expected: FakeSiteExpectation): void {
  expect(ZWebsiteEnrichment.parse(result)).toEqual(result);
  expect(result.status).toBe(expected.status);
  expect(result.failureReason).toBe(expected.failureReason ?? null);
  if (expected.cmsPlatform !== undefined) expect(result.cmsPlatform).toBe(expected.cmsPlatform);
  if (expected.hasChatbot !== undefined) expect(result.hasChatbot).toBe(expected.hasChatbot);
  if (expected.chatbotPlatform !== undefined) expect(result.chatbotPlatform).toBe(expected.chatbotPlatform);
  if (expected.emails)
    expect(result.emails.map((found) => found.email).sort()).toEqual([...expected.emails].sort());
  if (expected.socials) expect(result.socials).toMatchObject(expected.socials);
  if (expected.contacts)
    expect(result.contacts.map((contact) => contact.name).sort()).toEqual([...expected.contacts].sort());
  if (expected.outdatedSignals) expect(result.outdatedSignals).toEqual(expected.outdatedSignals);
  if (expected.marketingTools) expect(result.marketingTools).toEqual(expected.marketingTools);
  if (expected.finalPath) expect(new URL(result.finalUrl ?? '').pathname).toBe(expected.finalPath);
  for (const [email, branch] of Object.entries(expected.branchEmails ?? {}))
    expect(result.emails.find((found) => found.email === email)?.branch).toContain(branch);
}

/** Asserts that none of the other people's contacts the site shows were stored. */
export function expectNoDecoys(result: TWebsiteEnrichment, expected: FakeSiteExpectation): void {
  const stored = [...result.emails.map((found) => found.email), ...Object.values(result.socials)];
  for (const decoy of [...(expected.decoys?.emails ?? []), ...(expected.decoys?.socials ?? [])])
    expect(stored.map((value) => value?.toLowerCase())).not.toContain(decoy.toLowerCase());
  for (const widget of expected.decoys?.chatbotPlatforms ?? [])
    expect(result.chatWidgets.map((found) => found.name)).not.toContain(widget);
}
