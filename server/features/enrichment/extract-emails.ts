import type { TFoundEmail } from '@contracts/enrichment';
import { descendants, stringsOf } from './json-ld';
import { emailsInText, type TextOrigin } from './emails-in-text';
import type { Page } from './page';
import { isSameSite, siteHostOf } from './same-site';
import { flowingText, visibleText } from './visible-text';

type Origin = 'mailto' | 'json_ld' | 'microdata' | 'cloudflare' | TextOrigin;

const FILE_EXTENSIONS = new Set(
  'png jpg jpeg gif svg webp avif ico bmp tif tiff heic css js mjs json xml pdf mp3 mp4 m4v mov webm woff woff2 ttf otf eot map php html htm asp aspx txt zip gz'.split(
    ' ',
  ),
);
const JUNK_DOMAINS = [
  /(?:^|\.)sentry(?:-next)?\.[a-z]+$/,
  /(?:^|\.)sentry\.io$/,
  /(?:^|\.)wixpress\.com$/,
  /(?:^|\.)example\.[a-z.]+$/,
  /^(?:your-?)?(?:domain|email|site|website|company|business|mysite|mydomain|test|sample)\.(?:com|net|org|tld)$/,
];
const PLACEHOLDER_LOCAL_PARTS = new Set([
  'you',
  'your',
  'yourname',
  'your.name',
  'your-name',
  'your_name',
  'yourmail',
  'youremail',
  'your.email',
  'name',
  'firstname',
  'first.last',
  'firstname.lastname',
  'johndoe',
  'john.doe',
  'jane.doe',
  'janedoe',
  'john.smith',
  'email',
  'user',
  'username',
  'someone',
  'test',
  'example',
  'sample',
]);
const FREEMAIL =
  /^(?:gmail|googlemail|outlook|hotmail|live|msn|icloud|me|mac|aol|protonmail|proton|gmx|yandex|zoho|mail|yahoo|ymail|comcast|att|sbcglobal|verizon|bellsouth|cox|charter|earthlink|optonline|shaw|rogers|sympatico|btinternet|sky|orange|free|laposte|libero|qq|163|web|t-online)\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Lower-cased address, or null when it is junk: bad syntax, file names, tracker keys, placeholders. */
function cleanEmail(raw: string, siteHost: string): string | null {
  const email = raw
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^[<("']+|[>)"'.,;:]+$/g, '')
    .toLowerCase();
  const match = /^([a-z0-9._%+-]{1,64})@([a-z0-9.-]{4,253})$/.exec(email);
  if (!match) return null;
  const [, local, domain] = match;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (labels.length < 2 || !labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)))
    return null;
  if (!/^(?:[a-z]{2,24}|xn--[a-z0-9-]{2,59})$/.test(tld) || FILE_EXTENSIONS.has(tld)) return null;
  if (/@[23]x\./.test(email) || JUNK_DOMAINS.some((pattern) => pattern.test(domain))) return null;
  if (/^[0-9a-f]{16,}$/.test(local) || /^u00[0-9a-f]{2}/.test(local)) return null;
  if (PLACEHOLDER_LOCAL_PARTS.has(local) && !isSameSite(domain, siteHost)) return null;
  return email;
}

/** Cloudflare Email Protection: the first byte is the XOR key for the rest. */
export function decodeCloudflareEmail(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return null;
  const bytes = Buffer.from(hex, 'hex');
  return Buffer.from(bytes.subarray(1).map((byte) => byte ^ bytes[0])).toString('utf8');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Addresses of a mailto: href: URL-decoded, without ?subject=…, several per link, "Name <a@b.c>" unwrapped. */
function mailtoAddresses(href: string): string[] {
  return safeDecode(href.replace(/^\s*mailto:/i, '').split('?')[0])
    .split(/[,;]/)
    .map((part) => /<([^>]*)>/.exec(part)?.[1] ?? part);
}

/**
 * Addresses in the readable text. Text node by text node first; then the text as laid out, which joins
 * addresses that markup splits (`info<span>@</span>joes.com`) but can glue a neighbouring word on
 * (`<b>Email</b><span>info@joes.com</span>` reads "Emailinfo@joes.com"), so a laid-out hit that merely
 * extends a node-by-node hit is dropped.
 */
function textCandidates(page: Page): [string, Origin][] {
  const strict = emailsInText(visibleText(page));
  const known = strict.map(([address]) => address.toLowerCase());
  const joined = emailsInText(flowingText(page)).filter(([address]) => {
    const lower = address.toLowerCase();
    return !known.some((k) => k !== lower && (lower.endsWith(k) || lower.startsWith(k)));
  });
  return [...strict, ...joined];
}

function candidatesOf(page: Page): [string, Origin][] {
  const { $ } = page;
  const found: [string, Origin][] = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (/^\s*mailto:/i.test(href)) {
      for (const address of mailtoAddresses(href)) found.push([address, 'mailto']);
    }
    const protectedHex = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(href)?.[1];
    const decoded = protectedHex ? decodeCloudflareEmail(protectedHex) : null;
    if (decoded) found.push([decoded, 'cloudflare']);
  });
  $('[data-cfemail]').each((_, el) => {
    const decoded = decodeCloudflareEmail($(el).attr('data-cfemail') ?? '');
    if (decoded) found.push([decoded, 'cloudflare']);
  });
  for (const node of page.jsonLd.flatMap(descendants)) {
    for (const address of stringsOf(node.email)) found.push([address, 'json_ld']);
  }
  // schema.org microdata: <meta itemprop="email" content>, <a itemprop="email" href="mailto:">, or its text.
  $('[itemprop~="email" i]').each((_, el) => {
    const item = $(el);
    const value = item.attr('content') ?? item.attr('href') ?? item.text();
    for (const address of mailtoAddresses(value)) found.push([address, 'microdata']);
  });
  found.push(...textCandidates(page));
  return found;
}

/**
 * Published email addresses of a site, best first: the site's own domain (+3) over free-mail (+2) over
 * third parties such as the web agency (0), plus 1 each for a mailto link and for JSON-LD. Ties keep page
 * order (homepage first). `pages[0]` is the homepage; each address keeps the first page it was seen on.
 */
export function extractEmails(pages: Page[]): TFoundEmail[] {
  if (pages.length === 0) return [];
  const siteHost = siteHostOf(pages[0].url);
  const seen = new Map<string, { source: string; origins: Set<Origin>; order: number }>();
  for (const page of pages) {
    for (const [raw, origin] of candidatesOf(page)) {
      const email = cleanEmail(raw, siteHost);
      if (!email) continue;
      const entry = seen.get(email) ?? { source: page.url, origins: new Set<Origin>(), order: seen.size };
      entry.origins.add(origin);
      seen.set(email, entry);
    }
  }
  const rank = (email: string, origins: Set<Origin>): number => {
    const domain = email.split('@')[1];
    const base = isSameSite(domain, siteHost) ? 3 : FREEMAIL.test(domain) ? 2 : 0;
    const structured = origins.has('json_ld') || origins.has('microdata');
    return base + (origins.has('mailto') ? 1 : 0) + (structured ? 1 : 0);
  };
  return [...seen.entries()]
    .map(([email, entry]) => ({ email, entry, rank: rank(email, entry.origins) }))
    .sort((a, b) => b.rank - a.rank || a.entry.order - b.entry.order)
    .map(({ email, entry }) => ({ email, source: entry.source }));
}
