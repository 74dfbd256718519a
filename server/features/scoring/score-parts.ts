import { SOCIAL_NETWORKS, type TScorePart, type TSocialNetwork } from '@contracts/enrichment';
import type { LeadScoreInput } from './lead-score-input';

export type PartScore = { points: number; reasons: string[] };

const NETWORK_LABEL: Record<TSocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X/Twitter',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
};

const OUTDATED_LABEL: Record<string, string> = {
  copyright_outdated: 'old copyright year',
  cms_version_outdated: 'unsupported CMS version',
  jquery_1x: 'jQuery 1.x',
  flash: 'Flash content',
  dead_facebook_chat: 'broken Facebook chat plugin',
};

/** 0 / 1 / 2 / 3 / 4+ profiles. */
const SOCIAL_POINTS = [0, 8, 12, 16, 20];
/** Review counts at or above this earn the full review-volume points. */
const FULL_REVIEW_COUNT = 250;

/** Up to 20: has a website 4, loads 4, HTTPS 4, mobile viewport 4, no outdated signs 4 (one sign 2). */
function websiteQuality({ website, enrichment }: LeadScoreInput): PartScore {
  if (!website) return { points: 0, reasons: ['No website'] };
  const reasons = ['Has a website'];
  if (!enrichment || enrichment.status === 'skipped')
    return { points: 4, reasons: [...reasons, 'Website not checked yet'] };
  if (enrichment.status === 'failed') {
    const why =
      enrichment.failureReason === 'robots_denied'
        ? 'blocks crawlers'
        : `could not be loaded (${enrichment.failureReason})`;
    return { points: 4, reasons: [...reasons, `Website ${why}`] };
  }
  let points = 8;
  reasons.push('Website loads');
  if (enrichment.isHttps) {
    points += 4;
    reasons.push('Uses HTTPS');
  } else reasons.push('No HTTPS');
  if (enrichment.hasViewport) {
    points += 4;
    reasons.push('Mobile-friendly');
  } else reasons.push('Not mobile-friendly');
  const outdated = enrichment.outdatedSignals;
  if (outdated.length === 0) {
    points += 4;
    reasons.push('No signs of an outdated site');
  } else {
    points += outdated.length === 1 ? 2 : 0;
    reasons.push(`Looks outdated: ${outdated.map((signal) => OUTDATED_LABEL[signal]).join(', ')}`);
  }
  return { points, reasons };
}

/** Up to 20, by profiles found among the 7 networks: 0, 8, 12, 16, 20 for 0, 1, 2, 3, 4+. */
function socialMediaPresence({ enrichment }: LeadScoreInput): PartScore {
  const found = SOCIAL_NETWORKS.filter((network) => enrichment?.socials[network]);
  if (found.length === 0) return { points: 0, reasons: ['No social media profiles found'] };
  return {
    points: SOCIAL_POINTS[Math.min(found.length, 4)],
    reasons: [
      `${found.length} of 7 social profiles: ${found.map((network) => NETWORK_LABEL[network]).join(', ')}`,
    ],
  };
}

/** Up to 30, linear in the rating from 1★ (0) to 5★ (30); no rating scores 0. */
function reputation({ rating }: LeadScoreInput): PartScore {
  if (rating === null) return { points: 0, reasons: ['No rating'] };
  const share = Math.min(Math.max((rating - 1) / 4, 0), 1);
  return { points: Math.round(30 * share), reasons: [`Rated ${rating.toFixed(1)} out of 5`] };
}

/** Up to 20 on a log scale: 20 × log(1 + reviews) / log(1 + 250), full marks from 250 reviews. */
function reviewVolume({ reviewCount }: LeadScoreInput): PartScore {
  if (!reviewCount || reviewCount <= 0) return { points: 0, reasons: ['No reviews'] };
  const share = Math.min(Math.log10(1 + reviewCount) / Math.log10(1 + FULL_REVIEW_COUNT), 1);
  return {
    points: Math.round(20 * share),
    reasons: [`${reviewCount} review${reviewCount === 1 ? '' : 's'}`],
  };
}

/** Up to 10: phone 4, an email address 4, a named contact person 2. */
function contactAccessibility({ phone, email, enrichment }: LeadScoreInput): PartScore {
  const hasEmail = Boolean(email) || (enrichment?.emails.length ?? 0) > 0;
  const contact = enrichment?.contacts[0];
  return {
    points: (phone ? 4 : 0) + (hasEmail ? 4 : 0) + (contact ? 2 : 0),
    reasons: [
      phone ? 'Phone number listed' : 'No phone number',
      hasEmail ? 'Email address found' : 'No email address found',
      contact ? `Named contact: ${contact.name} (${contact.title})` : 'No named contact person',
    ],
  };
}

export const SCORE_PARTS_FROM_FACTS: Record<TScorePart, (input: LeadScoreInput) => PartScore> = {
  websiteQuality,
  socialMediaPresence,
  reputation,
  reviewVolume,
  contactAccessibility,
};
