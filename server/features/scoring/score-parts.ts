import { AUDIT_FINDING_AREA, type TAuditArea, type TAuditSeverity, type TLeadAudit } from '@contracts/audit';
import {
  SOCIAL_NETWORKS,
  type TScorePart,
  type TSocialNetwork,
  type TWebsiteEnrichment,
} from '@contracts/enrichment';
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

/** The audit's findings of an area (contracts/audit.ts). */
const inArea = (audit: TLeadAudit, ...areas: TAuditArea[]) =>
  audit.findings.filter((finding) => areas.includes(AUDIT_FINDING_AREA[finding.id]));
/** What the basics lose per finding, by severity (of 4 points, never below 0). */
const BASICS_COST: Record<TAuditSeverity, number> = { high: 1, medium: 1, low: 0.5 };

/** HTTPS: 4, or from the audit 4 with no security finding, 2 with only warnings, 0 otherwise. */
function security(enrichment: TWebsiteEnrichment, audit: TLeadAudit | null): PartScore {
  if (!audit)
    return enrichment.isHttps ? { points: 4, reasons: ['Uses HTTPS'] } : { points: 0, reasons: ['No HTTPS'] };
  const found = inArea(audit, 'security');
  if (found.length === 0) return { points: 4, reasons: ['HTTPS with a valid certificate'] };
  const points = found.every((finding) => finding.severity !== 'high') ? 2 : 0;
  return { points, reasons: found.map((finding) => finding.title) };
}

/** The crawl's outdated signs, or the audit's upkeep findings with the one sign it has no finding for. */
function outdatedSigns(enrichment: TWebsiteEnrichment, audit: TLeadAudit | null): string[] {
  if (!audit) return enrichment.outdatedSignals.map((signal) => OUTDATED_LABEL[signal]);
  const found = inArea(audit, 'upkeep');
  return [
    ...found.map((finding) => finding.title),
    ...(enrichment.outdatedSignals.includes('dead_facebook_chat') ? [OUTDATED_LABEL.dead_facebook_chat] : []),
  ];
}

/**
 * Loads: 4, or from the audit 4 less 1 per high or medium and ½ per low finding of the basics (speed, search,
 * presentation, conversion), rounded down.
 */
function basics(audit: TLeadAudit | null): PartScore {
  if (!audit) return { points: 4, reasons: ['Website loads'] };
  const found = inArea(audit, 'speed', 'search', 'presentation', 'conversion');
  const cost = found.reduce((sum, finding) => sum + BASICS_COST[finding.severity], 0);
  return {
    points: Math.max(0, Math.floor(4 - cost)),
    reasons:
      found.length === 0
        ? ['Website loads, with its basics in place']
        : [`Website loads; gaps: ${found.map((finding) => finding.title).join(', ')}`],
  };
}

/**
 * Up to 20: has a website 4, loads 4, HTTPS 4, mobile viewport 4, no outdated signs 4 (one sign 2). With the
 * deep pass's audit (decision 127, docs/scoring.md) the same rows are judged by its findings.
 */
function websiteQuality({ website, enrichment, audit = null }: LeadScoreInput): PartScore {
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
  let points = 4;
  for (const row of [basics(audit), security(enrichment, audit)]) {
    points += row.points;
    reasons.push(...row.reasons);
  }
  const mobile = audit ? inArea(audit, 'mobile').length === 0 : enrichment.hasViewport === true;
  if (mobile) {
    points += 4;
    reasons.push('Mobile-friendly');
  } else reasons.push('Not mobile-friendly');
  const outdated = outdatedSigns(enrichment, audit);
  if (outdated.length === 0) {
    points += 4;
    reasons.push('No signs of an outdated site');
  } else {
    points += outdated.length === 1 ? 2 : 0;
    reasons.push(`Looks outdated: ${outdated.join(', ')}`);
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
