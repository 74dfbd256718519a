import { SCORE_PART_MAX } from '@contracts/enrichment';
import { formatRating, type TGap } from '@contracts/outreach';
import type { TRecommendation } from '@contracts/enrichment';
import type { TLeadFacts } from './lead-facts';

/** Names a draft may only use when the lead's data has them: review sites, site builders, chat vendors, networks. */
const CLAIM_TERMS = [
  'Yelp',
  'Trustpilot',
  'Tripadvisor',
  'Angi',
  'Houzz',
  'Nextdoor',
  'BBB',
  'Better Business Bureau',
  'WordPress',
  'Wix',
  'Squarespace',
  'Shopify',
  'Joomla',
  'Drupal',
  'Webflow',
  'Weebly',
  'GoDaddy',
  'Magento',
  'BigCommerce',
  'Duda',
  'Elementor',
  'WooCommerce',
  'Intercom',
  'Drift',
  'tawk.to',
  'LiveChat',
  'Zendesk',
  'Tidio',
  'Crisp',
  'Olark',
  'Freshchat',
  'Podium',
  'Birdeye',
  'HubSpot',
  'Mailchimp',
  'Klaviyo',
  'Google Analytics',
  'Facebook Pixel',
  'Meta Pixel',
  'Google Ads',
  'Instagram',
  'Facebook',
  'LinkedIn',
  'TikTok',
  'Pinterest',
  'YouTube',
  'Twitter',
  'WhatsApp',
  'Messenger',
  'star',
  'stars',
  'rating',
  'rated',
];

const GREETING_WORDS = new Set(['there', 'team', 'all', 'everyone', 'friend', 'folks', 'owner', 'manager']);

export type TClaimCheck = { ok: boolean; violations: string[] };

export type TClaimContext = {
  facts: TLeadFacts;
  gaps: TGap[];
  services: TRecommendation[];
  /** The signed-in user's name, which the sign-off may use. */
  sender: string | null;
};

/** Every fact about the lead as text: what a draft may repeat. */
export function factCorpus({ facts, gaps, services, sender }: TClaimContext): string {
  const lines: (string | null)[] = [
    facts.businessName,
    facts.city,
    facts.state,
    facts.address,
    facts.zipCode,
    facts.phone,
    facts.niche,
    facts.website,
    ...facts.emails,
    facts.contactName,
    facts.contactTitle,
    facts.chatbotPlatform,
    facts.cmsPlatform,
    ...facts.marketingTools,
    ...Object.values(facts.socials),
    facts.rating !== null
      ? `Google rating ${formatRating(facts.rating)} stars (a ${formatRating(facts.rating)}-star rating), rated ${facts.rating}`
      : null,
    facts.reviewCount !== null ? `${facts.reviewCount} Google reviews` : null,
    facts.leadScore !== null ? `lead score ${facts.leadScore}` : null,
    facts.crawl.copyrightYear !== null ? `copyright ${facts.crawl.copyrightYear}` : null,
    ...(facts.breakdown
      ? Object.entries(facts.breakdown).map(
          ([part, v]) => `${part} ${v} of ${SCORE_PART_MAX[part as keyof typeof SCORE_PART_MAX]}`,
        )
      : []),
    ...gaps.map((g) => g.label),
    ...facts.auditFindings.flatMap((f) => [f.title, f.evidence.value, f.pitch]),
    ...services.flatMap((s) => [s.service, s.reason]),
    sender,
  ];
  return lines.filter((l): l is string => Boolean(l)).join('\n');
}

/** "1,200" → "1200", "0142" → "142", "4.50" → "4.5": numbers compared by value. */
function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)) {
    found.add(String(Number(token.replace(/,/g, ''))));
  }
  return found;
}

const hostOf = (s: string) => {
  try {
    return new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return s.toLowerCase();
  }
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks a draft against the lead's data: every number, email address, web address, named product or
 * network and greeted name in it must appear in the facts. A draft that fails is not sent to the user.
 */
export function verifyEmailClaims(
  draft: { subject: string; body: string },
  context: TClaimContext,
): TClaimCheck {
  const text = `${draft.subject}\n${draft.body}`;
  const corpus = factCorpus(context);
  const corpusLower = corpus.toLowerCase();
  const violations: string[] = [];

  const allowedNumbers = numbersIn(corpus);
  if (context.facts.rating !== null) allowedNumbers.add(String(Number(formatRating(context.facts.rating))));
  for (const n of numbersIn(text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' '))) {
    if (!allowedNumbers.has(n)) violations.push(`mentions the number ${n}, which is not in the lead's data`);
  }

  const knownEmails = new Set(context.facts.emails.map((e) => e.toLowerCase()));
  for (const [email] of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    if (!knownEmails.has(email.toLowerCase()))
      violations.push(`mentions the address ${email}, which is not in the lead's data`);
  }

  const knownHosts = new Set(
    [
      context.facts.website,
      ...Object.values(context.facts.socials),
      ...context.facts.emails.map((e) => e.split('@')[1]),
    ]
      .filter((s): s is string => Boolean(s))
      .map(hostOf),
  );
  const withoutEmails = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  for (const [, host] of withoutEmails.matchAll(/\b(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)) {
    if (!knownHosts.has(hostOf(host)) && !corpusLower.includes(host.toLowerCase())) {
      violations.push(`mentions ${host}, which is not in the lead's data`);
    }
  }

  for (const term of CLAIM_TERMS) {
    const pattern = new RegExp(`(^|[^A-Za-z])${escapeRegExp(term)}([^A-Za-z]|$)`, 'i');
    if (pattern.test(text) && !pattern.test(corpus))
      violations.push(`mentions "${term}", which the lead's data does not`);
  }

  for (const [, name] of text.matchAll(
    /^[ \t]*(?:hi|hello|hey|dear|good (?:morning|afternoon))[ \t]+([A-Z][\p{L}'-]+)/gimu,
  )) {
    if (!GREETING_WORDS.has(name.toLowerCase()) && !corpusLower.includes(name.toLowerCase())) {
      violations.push(`greets "${name}", a name not in the lead's data`);
    }
  }
  return { ok: violations.length === 0, violations: [...new Set(violations)] };
}
