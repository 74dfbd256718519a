import { SCORE_PART_MAX, type TRecommendation, type TScorePart } from '@contracts/enrichment';
import { formatRating, type TGap } from '@contracts/outreach';
import type { TLeadFacts } from './lead-facts';
import { lowerFirst } from './write-builtin-email';

/** Spec §9: a part below its trigger recommends a service. */
export const RECOMMENDATION_TRIGGERS: Record<TScorePart, number> = {
  websiteQuality: 10,
  socialMediaPresence: 10,
  reputation: 20,
  reviewVolume: 10,
  contactAccessibility: 7,
};

const PART_NAME: Record<TScorePart, string> = {
  websiteQuality: 'Website quality',
  socialMediaPresence: 'Social media presence',
  reputation: 'Reputation',
  reviewVolume: 'Review volume',
  contactAccessibility: 'Contact accessibility',
};

const GAPS_OF: Record<TScorePart, string[]> = {
  websiteQuality: [
    'no_website',
    'site_down',
    'no_https',
    'not_mobile_friendly',
    'outdated_cms',
    'outdated_copyright',
    'flash',
    'old_code',
    'dead_facebook_chat',
  ],
  socialMediaPresence: ['no_social', 'no_instagram', 'no_facebook'],
  reputation: ['reputation'],
  reviewVolume: ['no_reviews'],
  contactAccessibility: ['no_chat', 'no_email'],
};

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** How far below its trigger a part is: under half of it high, under 80% medium, just under low. */
function priorityOf(part: TScorePart, value: number): TRecommendation['priority'] {
  const trigger = RECOMMENDATION_TRIGGERS[part];
  if (value < trigger * 0.5) return 'high';
  if (value < trigger * 0.8) return 'medium';
  return 'low';
}

function serviceFor(part: TScorePart, facts: TLeadFacts): string {
  switch (part) {
    case 'websiteQuality':
      return facts.website ? 'Website redesign' : 'Website design';
    case 'socialMediaPresence':
      return 'Social media management';
    case 'reputation':
      return 'Reputation management';
    case 'reviewVolume':
      return 'Review generation';
    case 'contactAccessibility':
      return 'AI chatbot and lead capture';
  }
}

function reasonFor(part: TScorePart, facts: TLeadFacts, gaps: TGap[], value: number | null): string {
  const labels = gaps.filter((g) => GAPS_OF[part].includes(g.key)).map((g) => g.label);
  if (part === 'reviewVolume' && facts.reviewCount !== null && facts.reviewCount > 0) {
    labels.push(`Only ${facts.reviewCount} Google ${facts.reviewCount === 1 ? 'review' : 'reviews'}`);
  }
  if (part === 'reputation' && labels.length === 0 && facts.rating !== null)
    labels.push(`${formatRating(facts.rating)} stars on Google`);
  if (labels.length > 0) return labels.map((l, i) => (i === 0 ? l : lowerFirst(l))).join('; ');
  return value === null ? PART_NAME[part] : `${PART_NAME[part]} scored ${value}/${SCORE_PART_MAX[part]}`;
}

/**
 * Recommended services from the score triggers of spec §9, highest priority first. A lead not yet scored
 * gets the same services from its gaps alone.
 */
export function recommendServices(facts: TLeadFacts, gaps: TGap[]): TRecommendation[] {
  const parts = Object.keys(RECOMMENDATION_TRIGGERS) as TScorePart[];
  const found: TRecommendation[] = [];
  if (facts.breakdown) {
    for (const part of parts) {
      const value = facts.breakdown[part];
      if (value >= RECOMMENDATION_TRIGGERS[part]) continue;
      found.push({
        service: serviceFor(part, facts),
        reason: reasonFor(part, facts, gaps, value),
        priority: priorityOf(part, value),
      });
    }
  } else {
    const has = (key: string) => gaps.some((g) => g.key === key);
    const unscored = (part: TScorePart, priority: TRecommendation['priority']) =>
      found.push({ service: serviceFor(part, facts), reason: reasonFor(part, facts, gaps, null), priority });
    if (has('no_website')) unscored('websiteQuality', 'high');
    else if (GAPS_OF.websiteQuality.some(has)) unscored('websiteQuality', 'medium');
    if (has('no_social')) unscored('socialMediaPresence', 'high');
    else if (GAPS_OF.socialMediaPresence.some(has)) unscored('socialMediaPresence', 'low');
    if (facts.rating !== null && facts.rating < 4)
      unscored('reputation', facts.rating < 3.5 ? 'high' : 'medium');
    if (facts.reviewCount !== null && facts.reviewCount < 20)
      unscored('reviewVolume', facts.reviewCount < 5 ? 'high' : 'medium');
    if (GAPS_OF.contactAccessibility.some(has))
      unscored('contactAccessibility', has('no_chat') && has('no_email') ? 'high' : 'medium');
  }
  return found
    .map((r, i) => ({ r, i }))
    .sort((a, b) => PRIORITY_RANK[a.r.priority] - PRIORITY_RANK[b.r.priority] || a.i - b.i)
    .map(({ r }) => r);
}
