import { SCORE_PART_MAX, type TScorePart, type TScorePersona } from '@contracts/enrichment';

/**
 * How much each part counts towards the total for each kind of user (each row sums to 100). `agency` is the
 * spec's 20/20/30/20/10; the others lean towards what that user sells.
 */
export const PERSONA_WEIGHTS: Record<TScorePersona, Record<TScorePart, number>> = {
  agency: SCORE_PART_MAX,
  web_designer: {
    websiteQuality: 40,
    socialMediaPresence: 15,
    reputation: 20,
    reviewVolume: 10,
    contactAccessibility: 15,
  },
  chatbot_provider: {
    websiteQuality: 30,
    socialMediaPresence: 10,
    reputation: 20,
    reviewVolume: 25,
    contactAccessibility: 15,
  },
  seo_reputation: {
    websiteQuality: 15,
    socialMediaPresence: 10,
    reputation: 40,
    reviewVolume: 30,
    contactAccessibility: 5,
  },
};

/** Services a persona sells; their recommendations move up one priority level. */
export const PERSONA_FOCUS: Record<TScorePersona, string[]> = {
  agency: [],
  web_designer: ['Website design', 'Website redesign'],
  chatbot_provider: ['AI chatbot / live chat'],
  seo_reputation: ['Reputation management', 'Review generation', 'Google Business Profile'],
};
