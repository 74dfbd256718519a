import {
  SCORE_PART_MAX,
  type TRecommendation,
  type TScoreBreakdown,
  type TScorePart,
  type TScorePersona,
} from '@contracts/enrichment';
import { AUDIT_FINDING_AREA, type TAuditArea, type TAuditFindingId } from '@contracts/audit';
import type { LeadScoreInput } from './lead-score-input';
import { PERSONA_FOCUS } from './personas';

type Priority = TRecommendation['priority'];

/** Spec §9: a part below its threshold triggers a recommended service. */
export const RECOMMENDATION_THRESHOLDS: Record<TScorePart, number> = {
  websiteQuality: 10,
  socialMediaPresence: 10,
  reputation: 20,
  reviewVolume: 10,
  contactAccessibility: 7,
};

const PRIORITY_ORDER: Priority[] = ['high', 'medium', 'low'];

/** By the share of the part's maximum: under 25% high, under 50% medium, otherwise low. */
function priorityOf(part: TScorePart, points: number): Priority {
  const share = points / SCORE_PART_MAX[part];
  return share < 0.25 ? 'high' : share < 0.5 ? 'medium' : 'low';
}

function service(input: LeadScoreInput, part: TScorePart): Omit<TRecommendation, 'priority'> {
  switch (part) {
    case 'websiteQuality':
      return input.website
        ? {
            service: 'Website redesign',
            reason: 'The website is insecure, not mobile-friendly, outdated or not loading.',
          }
        : {
            service: 'Website design',
            reason: 'No website: customers cannot find or contact the business online.',
          };
    case 'socialMediaPresence':
      return {
        service: 'Social media management',
        reason: 'Few or no social media profiles to reach local customers.',
      };
    case 'reputation':
      return {
        service: 'Reputation management',
        reason:
          input.rating === null
            ? 'No rating yet: searchers have nothing to trust.'
            : `A ${input.rating.toFixed(1)}★ rating loses customers to better-rated competitors.`,
      };
    case 'reviewVolume':
      return {
        service: 'Review generation',
        reason: `Only ${input.reviewCount ?? 0} reviews: more reviews lift map ranking and trust.`,
      };
    case 'contactAccessibility':
      return {
        service: 'Contact and lead capture',
        reason: 'Hard to reach: phone, email or a named contact is missing.',
      };
  }
}

function chatbot(input: LeadScoreInput): Omit<TRecommendation, 'priority'> | null {
  const enrichment = input.enrichment;
  if (!input.website || enrichment?.status !== 'ok' || enrichment.hasChatbot !== false) return null;
  return {
    service: 'AI chatbot / live chat',
    reason: enrichment.outdatedSignals.includes('dead_facebook_chat')
      ? 'Their Facebook Messenger chat plugin stopped working in May 2024: visitors get no answers.'
      : 'No chat on the website: visitors cannot ask questions or book outside office hours.',
  };
}

/** Google's catch-all types: a profile with only these has no business category of its own. */
const GENERIC_TYPES = new Set(['point_of_interest', 'establishment', 'store', 'premise']);

/**
 * What the Google profile lacks, from the fields the search already paid for (issue 32): never a score part, only
 * the reason of one recommendation. Empty for a lead whose profile was not read.
 */
export function profileGaps(input: LeadScoreInput): string[] {
  const profile = input.googleProfile;
  if (!profile) return [];
  const gaps: string[] = [];
  if (profile.businessStatus === 'CLOSED_TEMPORARILY') gaps.push('is marked temporarily closed');
  if (profile.hasOpeningHours === false) gaps.push('has no opening hours');
  if (profile.photoCount === 0) gaps.push('has no photos');
  if (!input.phone) gaps.push('has no phone number');
  if (!input.website) gaps.push('links no website');
  if (profile.types.every((type) => GENERIC_TYPES.has(type))) gaps.push('has no business category');
  if (!input.reviewCount) gaps.push('has no reviews yet');
  return gaps;
}

const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** One recommendation for all the profile's gaps: high when it shows as closed or lacks three things or more. */
function googleProfile(input: LeadScoreInput): TRecommendation | null {
  const gaps = profileGaps(input);
  if (gaps.length === 0) return null;
  const closed = input.googleProfile?.businessStatus === 'CLOSED_TEMPORARILY';
  return {
    service: 'Google Business Profile',
    reason: `Its Google profile ${listed(gaps)}.`,
    priority: closed || gaps.length >= 3 ? 'high' : gaps.length === 2 ? 'medium' : 'low',
  };
}

/** "No page title, No meta description" → "no page title, no meta description". */
const lowerTitles = (titles: string[]): string =>
  titles.map((title) => title[0].toLowerCase() + title.slice(1)).join(', ');

/** Services the website audit's findings call for (decision 127), each with the findings as its reason. */
function fromAudit(input: LeadScoreInput): TRecommendation[] {
  const findings = input.audit?.findings ?? [];
  const of = (area: TAuditArea) => findings.filter((finding) => AUDIT_FINDING_AREA[finding.id] === area);
  const one = (id: TAuditFindingId) => findings.find((finding) => finding.id === id);
  const found: TRecommendation[] = [];
  const security = of('security');
  if (security.length > 0)
    found.push({
      service: 'SSL certificate and HTTPS',
      reason: security[0].pitch,
      priority: security.some((finding) => finding.severity === 'high') ? 'high' : 'medium',
    });
  const search = of('search');
  if (search.length >= 2)
    found.push({
      service: 'Local SEO',
      reason: `Search basics missing (${lowerTitles(search.map((finding) => finding.title))}): the site is hard to find on Google.`,
      priority: 'medium',
    });
  const speed = of('speed');
  if (speed.length > 0)
    found.push({
      service: 'Website speed optimisation',
      reason: speed[0].pitch,
      priority: speed.some((finding) => finding.severity !== 'low') ? 'medium' : 'low',
    });
  const booking = one('no_online_booking');
  if (booking) found.push({ service: 'Online booking', reason: booking.pitch, priority: 'low' });
  const form = one('no_contact_form');
  if (form) found.push({ service: 'Contact and lead capture', reason: form.pitch, priority: 'medium' });
  return found;
}

/**
 * Every §9 trigger (part below its threshold), "no chatbot on a working website", what the website audit's
 * findings call for (a service already triggered is not repeated) and the Google profile's gaps, highest
 * priority first.
 * The persona's own services move up one level and lead among equal priorities.
 */
export function recommendationsFor(
  input: LeadScoreInput,
  breakdown: TScoreBreakdown,
  persona: TScorePersona,
): TRecommendation[] {
  const bump = (name: string, priority: Priority): Priority =>
    PERSONA_FOCUS[persona].includes(name)
      ? PRIORITY_ORDER[Math.max(PRIORITY_ORDER.indexOf(priority) - 1, 0)]
      : priority;
  const found: TRecommendation[] = (Object.keys(RECOMMENDATION_THRESHOLDS) as TScorePart[])
    .filter((part) => breakdown[part] < RECOMMENDATION_THRESHOLDS[part])
    .map((part) => {
      const recommended = service(input, part);
      return { ...recommended, priority: bump(recommended.service, priorityOf(part, breakdown[part])) };
    });
  const chat = chatbot(input);
  if (chat) found.push({ ...chat, priority: bump(chat.service, 'medium') });
  const profile = googleProfile(input);
  if (profile) found.push({ ...profile, priority: bump(profile.service, profile.priority) });
  for (const recommended of fromAudit(input)) {
    if (found.some((already) => already.service === recommended.service)) continue;
    found.push({ ...recommended, priority: bump(recommended.service, recommended.priority) });
  }
  const focused = (recommendation: TRecommendation): number =>
    PERSONA_FOCUS[persona].includes(recommendation.service) ? 0 : 1;
  return found.sort(
    (a, b) =>
      PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority) || focused(a) - focused(b),
  );
}
