import { formatRating, type TGap } from '@contracts/outreach';
import type { TLeadFacts } from './lead-facts';

/** A crawl failure that means the site really did not load for a visitor (not our robots.txt politeness). */
const SITE_DOWN = /^(dns|connection|tls|timeout|http_5\d\d|http_404|http_410)$/;
const REVIEW_THRESHOLD = 20;
const RATING_THRESHOLD = 4.0;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The concrete weaknesses of one lead, most telling first, each stated only from its stored data. "No X"
 * is said only when the website was read; for an unread site those things are unknown.
 */
export function findGaps(facts: TLeadFacts): TGap[] {
  const gaps: TGap[] = [];
  const add = (key: string, label: string) => gaps.push({ key, label });
  const { crawl } = facts;
  const read = crawl.status === 'ok';

  if (!facts.website) add('no_website', 'No website');
  if (crawl.status === 'failed' && crawl.failureReason && SITE_DOWN.test(crawl.failureReason)) {
    add('site_down', 'Website did not load when we checked');
  }
  if (read && crawl.isHttps === false) add('no_https', 'Website not secure (no HTTPS)');
  if (read && crawl.hasViewport === false) add('not_mobile_friendly', 'Website not mobile-friendly');
  if (read && facts.hasChatbot === false) add('no_chat', 'No chat on the site');
  if (read && crawl.outdatedSignals.includes('dead_facebook_chat')) {
    add('dead_facebook_chat', 'Broken Facebook chat plugin on the site');
  }
  if (read && crawl.outdatedSignals.includes('cms_version_outdated')) {
    add('outdated_cms', facts.cmsPlatform ? `Outdated ${facts.cmsPlatform} version` : 'Outdated CMS version');
  }
  if (read && crawl.outdatedSignals.includes('copyright_outdated') && crawl.copyrightYear !== null) {
    add('outdated_copyright', `Website footer still says © ${crawl.copyrightYear}`);
  }
  if (read && crawl.outdatedSignals.includes('flash')) add('flash', 'Website still uses Flash');
  if (read && crawl.outdatedSignals.includes('jquery_1x'))
    add('old_code', 'Outdated website code (jQuery 1.x)');

  const { rating, reviewCount } = facts;
  if (rating !== null && reviewCount !== null && reviewCount > 0) {
    if (rating < RATING_THRESHOLD || reviewCount < REVIEW_THRESHOLD) {
      add('reputation', `${formatRating(rating)} stars from ${plural(reviewCount, 'review', 'reviews')}`);
    }
  } else if (rating !== null && rating < RATING_THRESHOLD) {
    add('reputation', `${formatRating(rating)} stars on Google`);
  } else if (reviewCount === 0) {
    add('no_reviews', 'No Google reviews yet');
  }

  if (read && facts.emails.length === 0) add('no_email', 'No email found');

  if (read) {
    const { socials } = facts;
    if (Object.values(socials).every((url) => url === null))
      add('no_social', 'No social media profiles linked');
    else {
      if (!socials.instagram) add('no_instagram', 'No Instagram');
      if (!socials.facebook) add('no_facebook', 'No Facebook page');
    }
    if (facts.marketingTools.length === 0) add('no_analytics', 'No analytics or ad tracking on the site');
  }
  return gaps;
}
