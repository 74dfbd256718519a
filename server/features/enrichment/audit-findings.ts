import {
  AUDIT_FINDING_IDS,
  AUDIT_FINDING_SEVERITY,
  type TAuditFinding,
  type TAuditFindingId,
  type TLeadAudit,
} from '@contracts/audit';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import type { AuditPageFacts } from './audit-page-facts';
import type { CertificateFacts } from './audit-probes';
import type { HomepageAnswer } from './crawl-site-deep';

/** Everything the audit judges: the deep pass's homepage answer, its analysis and the audit's own probes. */
export type AuditInput = {
  homepage: HomepageAnswer;
  /**
   * The crawl read every page it chose: what no page shows (a contact form, booking, LocalBusiness data) is
   * judged only then, never on a crawl the budget cut short.
   */
  complete: boolean;
  enrichment: TWebsiteEnrichment;
  page: AuditPageFacts;
  /** The handshake with the homepage's host (for an http homepage, with its https address); null: none. */
  certificate: CertificateFacts | null;
  /** Whether http sends visitors on to https (https homepages only); null: not known. */
  httpRedirect: boolean | null;
  /** The homepage names an icon or the site serves /favicon.ico; null: not known. */
  favicon: boolean | null;
  now: Date;
};

/** The rules' numbers (decision 127). */
export const AUDIT_RULES = {
  expiringWithinDays: 30,
  /** Homepage HTML as read (decompressed, inline images included). */
  heavyBytes: 1_000_000,
  manyResources: 100,
  /** web.dev's "poor" time to first byte. */
  slowResponseMs: 1_800,
  /** Images without alt: at least this many, and at least this share of the homepage's images. */
  imagesWithoutAlt: { count: 2, share: 0.25 },
  /** jQuery before 3 no longer gets fixes. */
  currentJqueryMajor: 3,
} as const;

const DAY_MS = 86_400_000;
/** Chain verdicts about dates: the audit judges dates itself, against its own clock. */
const DATE_ERRORS = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);

const day = (date: Date): string => date.toISOString().slice(0, 10);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const megabytes = (bytes: number): string =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

type Found = { id: TAuditFindingId; title: string; url: string; value: string; pitch: string };

function certificateFindings(cert: CertificateFacts, now: Date): Found[] {
  const found: Found[] = [];
  const at = (id: TAuditFindingId, title: string, value: string, pitch: string): void => {
    found.push({ id, title, url: cert.url, value, pitch });
  };
  const left = cert.validTo.getTime() - now.getTime();
  if (left < 0) {
    const ago = Math.floor(-left / DAY_MS);
    at(
      'tls_expired',
      ago === 0 ? 'SSL certificate expired today' : `SSL certificate expired ${plural(ago, 'day')} ago`,
      `valid until ${day(cert.validTo)}`,
      `The SSL certificate of ${cert.host} expired on ${day(cert.validTo)}, so browsers warn visitors away from the site.`,
    );
  } else if (left <= AUDIT_RULES.expiringWithinDays * DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    at(
      'tls_expiring_soon',
      days === 0 ? 'SSL certificate expires today' : `SSL certificate expires in ${plural(days, 'day')}`,
      `valid until ${day(cert.validTo)}`,
      `The SSL certificate of ${cert.host} runs out on ${day(cert.validTo)}; unless it is renewed, browsers will warn visitors away.`,
    );
  }
  // A root authority that serves itself as the site's certificate is no finding where it is trusted.
  const selfSigned = cert.selfSigned && cert.chainError !== null;
  if (selfSigned)
    at(
      'tls_self_signed',
      'Self-signed SSL certificate',
      `issued by ${cert.issuer} to itself`,
      `The site's certificate is self-signed, so every browser shows visitors a security warning instead of the page.`,
    );
  if (!cert.nameMatches)
    at(
      'tls_name_mismatch',
      'SSL certificate is for another name',
      `issued for ${cert.names.join(', ') || 'no name'}, not ${cert.host}`,
      `The certificate ${cert.host} shows is issued for ${cert.names[0] ?? 'another name'}, so browsers warn that the site may be an impostor.`,
    );
  const untrusted = cert.chainError !== null && !selfSigned && !DATE_ERRORS.has(cert.chainError);
  if (untrusted || now < cert.validFrom)
    at(
      'tls_invalid',
      untrusted ? 'SSL certificate is not trusted' : 'SSL certificate is not valid yet',
      untrusted ? `issued by ${cert.issuer} (${cert.chainError})` : `valid from ${day(cert.validFrom)}`,
      `Browsers cannot verify the site's certificate and show visitors a security warning.`,
    );
  return found;
}

/** The findings of one site, each with its evidence and a line an email can use (decision 127). */
function findingsOf(input: AuditInput): Found[] {
  const { homepage, enrichment, page, certificate } = input;
  const home = homepage.url;
  const found: Found[] = [];
  const add = (id: TAuditFindingId, title: string, value: string, pitch: string, url = home): void => {
    found.push({ id, title, url, value, pitch });
  };
  const https = new URL(home).protocol === 'https:';
  const certificateIssues = certificate ? certificateFindings(certificate, input.now) : [];
  found.push(...certificateIssues);
  // An http homepage whose https address works (a certificate that is valid, if soon to expire) has https, unused.
  const httpsWorks =
    certificate !== null && certificateIssues.every((issue) => issue.id === 'tls_expiring_soon');
  if (!https && !httpsWorks)
    add(
      'no_https',
      'No HTTPS',
      home,
      'The site is served without HTTPS, so browsers mark it "Not secure" next to the address.',
    );
  if ((https && input.httpRedirect === false) || (!https && httpsWorks)) {
    const plain = new URL('/', home);
    plain.protocol = 'http:';
    add(
      'no_https_redirect',
      'No redirect from http to https',
      `${plain.href} is served without redirecting`,
      'Visitors who type the address without https stay on the unencrypted site, marked "Not secure".',
      plain.href,
    );
  }
  if (enrichment.hasViewport === false)
    add(
      'no_viewport',
      'Not mobile-friendly (no viewport)',
      'no <meta name="viewport">',
      'The homepage has no mobile viewport, so phones show a shrunken desktop page visitors have to pinch and zoom.',
    );
  if (homepage.bytesRead >= AUDIT_RULES.heavyBytes) {
    const size = `${homepage.truncated ? 'at least ' : ''}${megabytes(homepage.bytesRead)}`;
    add(
      'heavy_homepage',
      `Homepage HTML weighs ${size}`,
      size,
      `The homepage's HTML alone is ${size}, many times a typical page, so it loads slowly on phones.`,
    );
  }
  if (page.resources >= AUDIT_RULES.manyResources)
    add(
      'many_resources',
      `Homepage references ${page.resources} resources`,
      `${page.resources} scripts, stylesheets, images and frames`,
      `The homepage asks the browser for ${page.resources} separate files before it is complete, which slows every visit.`,
    );
  if (homepage.responseMs >= AUDIT_RULES.slowResponseMs)
    add(
      'slow_response',
      `Server took ${seconds(homepage.responseMs)} to answer`,
      seconds(homepage.responseMs),
      `The server took ${seconds(homepage.responseMs)} to start sending the homepage; visitors often leave before it appears.`,
    );
  if (page.title === null)
    add(
      'no_title',
      'No page title',
      'no <title>',
      'The homepage has no title, so Google and browser tabs show no name for the business.',
    );
  if (page.metaDescription === null)
    add(
      'no_meta_description',
      'No meta description',
      'no <meta name="description">',
      'The homepage has no meta description, so Google picks a random snippet to show searchers.',
    );
  if (!page.hasH1)
    add(
      'no_h1',
      'No main heading (H1)',
      'no <h1>',
      'The homepage has no main heading telling visitors and Google what the business does.',
    );
  if (page.localBusiness === null && input.complete)
    add(
      'no_local_business_schema',
      'No LocalBusiness structured data',
      `none on ${plural(enrichment.pagesFetched, 'page')} read`,
      'The site has no LocalBusiness markup, so Google has to guess its address, hours and phone for local results.',
    );
  if (!page.hasOpenGraph)
    add(
      'no_open_graph',
      'No Open Graph tags',
      'no og:title or og:image',
      'Links to the site shared on Facebook, WhatsApp or LinkedIn show no picture or proper title.',
    );
  if (input.favicon === false)
    add(
      'no_favicon',
      'No favicon',
      'no icon link and no /favicon.ico',
      'The site has no favicon, so browser tabs and bookmarks show a blank page icon instead of the brand.',
    );
  if (enrichment.outdatedSignals.includes('copyright_outdated') && enrichment.copyrightYear !== null)
    add(
      'copyright_outdated',
      `© ${enrichment.copyrightYear} in the footer`,
      `© ${enrichment.copyrightYear}`,
      `The footer still says © ${enrichment.copyrightYear}, which tells visitors nobody has looked after the site since.`,
    );
  if (page.contactFormUrl === null && input.complete)
    add(
      'no_contact_form',
      'No contact form',
      `none on ${plural(enrichment.pagesFetched, 'page')} read`,
      'The site has no contact form, so visitors who will not call or email simply leave.',
    );
  if (page.booking === null && input.complete)
    add(
      'no_online_booking',
      'No online booking',
      `no booking widget or link on ${plural(enrichment.pagesFetched, 'page')} read`,
      'Customers cannot book online and have to call during opening hours instead.',
    );
  if (page.outdatedGenerator)
    add(
      'outdated_cms',
      page.outdatedGenerator,
      page.outdatedGenerator,
      `The site runs ${page.outdatedGenerator}, a version that no longer gets security updates.`,
    );
  const jqueryMajor = page.jquery ? Number(page.jquery.split('.')[0]) : null;
  if (jqueryMajor !== null && jqueryMajor < AUDIT_RULES.currentJqueryMajor)
    add(
      'old_jquery',
      `jQuery ${page.jquery}`,
      `jQuery ${page.jquery}`,
      `The site loads jQuery ${page.jquery}, years out of support and with known security holes.`,
    );
  if (enrichment.outdatedSignals.includes('flash'))
    add(
      'flash',
      'Flash content',
      'a Flash (.swf) object on the homepage',
      'Part of the homepage is Flash, which no browser has played since 2021: visitors see an empty box.',
    );
  const { total, withoutAlt } = page.images;
  const rule = AUDIT_RULES.imagesWithoutAlt;
  if (withoutAlt >= rule.count && withoutAlt >= total * rule.share)
    add(
      'images_without_alt',
      `${withoutAlt} of ${total} images have no alt text`,
      `${withoutAlt} of ${total} images`,
      `${withoutAlt} of the homepage's ${total} images have no alt text, which screen readers and Google image search rely on.`,
    );
  return found;
}

const SEVERITY_ORDER = ['high', 'medium', 'low'] as const;

/** The website audit of one site (TLeadAudit): its findings, highest severity first. */
export function auditFindings(input: AuditInput): TLeadAudit {
  const findings: TAuditFinding[] = findingsOf(input)
    .map(({ id, title, url, value, pitch }) => ({
      id,
      severity: AUDIT_FINDING_SEVERITY[id],
      title,
      evidence: { url, value },
      pitch,
    }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        AUDIT_FINDING_IDS.indexOf(a.id) - AUDIT_FINDING_IDS.indexOf(b.id),
    );
  return { checkedAt: input.now.toISOString(), url: input.homepage.url, findings };
}
