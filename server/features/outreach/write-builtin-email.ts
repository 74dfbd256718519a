import type { TRecommendation } from '@contracts/enrichment';
import { formatRating, type TColdEmailTone, type TGap } from '@contracts/outreach';
import type { TLeadFacts } from './lead-facts';

export type TEmailDraft = { subject: string; body: string };

export type TWriteInput = {
  facts: TLeadFacts;
  tone: TColdEmailTone;
  gaps: TGap[];
  services: TRecommendation[];
  /** The signed-in user's name for the sign-off; "[Your Name]" when unknown. */
  sender: string | null;
};

const MAX_GAPS = 4;
const MAX_SERVICES = 2;

/** "No chat on the site" → "no chat on the site"; acronyms stay ("AI chatbot"). */
export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first && /^\p{L}[\p{L}'-]*$/u.test(first) ? first : null;
}

/** A strength to open with when nothing is missing, said only from stored numbers. */
function strength(facts: TLeadFacts): string | null {
  if (facts.rating !== null && facts.reviewCount !== null && facts.reviewCount > 0) {
    return `${formatRating(facts.rating)} stars from ${facts.reviewCount} ${facts.reviewCount === 1 ? 'review' : 'reviews'}`;
  }
  return null;
}

/**
 * The writer that needs no model and no network: a short email assembled only from the lead's facts, its
 * gaps and its recommended services. Used when no LLM is configured and whenever a model's draft fails the
 * claim check.
 */
export function writeBuiltinEmail({ facts, tone, gaps, services, sender }: TWriteInput): TEmailDraft {
  const business = facts.businessName;
  const where = facts.city ? ` in ${facts.city}` : '';
  const greetName = firstName(facts.contactName);
  const shownGaps = gaps.slice(0, MAX_GAPS).map((g) => g.label);
  const serviceNames = services.slice(0, MAX_SERVICES).map((s) => lowerFirst(s.service));
  const bullets = shownGaps.map((label) => `- ${label}`).join('\n');
  const signature = sender?.trim() || '[Your Name]';
  const good = strength(facts);

  if (tone === 'friendly') {
    const opening = shownGaps.length
      ? `I was checking out ${business}${where} and spotted a few easy wins:\n\n${bullets}`
      : good
        ? `I was checking out ${business}${where}, and ${good} is a great reputation to build on.`
        : `I was checking out ${business}${where} and had a couple of ideas for bringing in more customers.`;
    const offer = serviceNames.length
      ? `Helping with ${joinAnd(serviceNames)} is exactly what I do, and I'd be happy to share a few ideas, no strings attached.`
      : `I'd be happy to share a few ideas, no strings attached.`;
    return {
      subject: `Quick idea for ${business}`,
      body: `Hi ${greetName ?? 'there'}!\n\n${opening}\n\n${offer}\n\nFancy a quick chat this week?\n\nCheers,\n${signature}`,
    };
  }

  if (tone === 'direct') {
    const opening = shownGaps.length
      ? `I looked at ${business}${where}. Here is what I found:\n\n${bullets}`
      : `I looked at ${business}${where}${good ? ` (${good})` : ''} and see room to win more customers online.`;
    const offer = serviceNames.length
      ? `I can fix this with ${joinAnd(serviceNames)}.`
      : `I can help you get more from your online presence.`;
    return {
      subject: shownGaps.length
        ? `${business}: ${lowerFirst(shownGaps[0])}`
        : `${business}: a quick question`,
      body: `Hi ${greetName ?? 'there'},\n\n${opening}\n\n${offer}\n\nWorth a short call this week?\n\n${signature}`,
    };
  }

  const opening = shownGaps.length
    ? `I came across ${business}${where} and took a look at how you show up online. A few things stood out:\n\n${bullets}`
    : good
      ? `I came across ${business}${where}. With ${good}, your customers clearly value your work.`
      : `I came across ${business}${where} and took a look at how you show up online.`;
  const offer = serviceNames.length
    ? `We help local businesses with ${joinAnd(serviceNames)}, and these look like the quickest wins for you.`
    : `We help local businesses turn their online presence into more enquiries.`;
  return {
    subject: `A few ideas for ${business}`,
    body: `Hi ${greetName ?? 'there'},\n\n${opening}\n\n${offer}\n\nWould you be open to a short call to walk through what I found?\n\nBest regards,\n${signature}`,
  };
}
