import type { TFoundEmail } from '@contracts/enrichment';
import { descendants, stringsOf, type JsonLdNode } from './json-ld';
import { emailsInText, type TextOrigin } from './emails-in-text';
import type { Page } from './page';
import { creditHosts, creditPhraseAt, regionOf, resemblesName, siteNames, type Region } from './page-regions';
import { isSameSite, otherSiteHost, siteHostOf } from './same-site';
import { flowingLines, lineAt, visibleLines, type TextLines } from './visible-text';

type Origin = 'mailto' | 'json_ld' | 'microdata' | 'cloudflare' | 'cloaked' | TextOrigin;

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

const CLOAK_PART = /\baddy(\w+)\s*=\s*((?:'[^']*'|"[^"]*"|[^;'"])+);/g;

/**
 * Joomla 3's email cloak: an inline script builds the address from string pieces with entities
 * (`var addy12 = 'info' + '&#64;'; addy12 = addy12 + 'joes' + '&#46;' + 'com';`). The addresses it writes.
 */
export function joomlaCloakAddresses(code: string): string[] {
  const byId = new Map<string, string>();
  for (const [, id, expression] of code.matchAll(CLOAK_PART)) {
    if (id.startsWith('_text')) continue;
    const pieces = [...expression.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]).join('');
    byId.set(id, (byId.get(id) ?? '') + pieces);
  }
  return [...byId.values()].map((text) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec))),
  );
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

type Candidate = { raw: string; origin: Origin; region: Region | 'structured'; context: string };

const CONTEXT_CHARS = 120;

function contextOf(text: string, around = 0): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= CONTEXT_CHARS) return clean;
  const from = Math.max(0, Math.min(around - CONTEXT_CHARS / 2, clean.length - CONTEXT_CHARS));
  return clean.slice(from, from + CONTEXT_CHARS).trim();
}

/** JSON-LD branches about someone else: the site's maker, a provider, a sponsor. */
const NOT_THE_BUSINESS = new Set([
  'creator',
  'author',
  'contributor',
  'provider',
  'funder',
  'sponsor',
  'maker',
]);

function jsonLdEmails(node: JsonLdNode): string[] {
  const found = stringsOf(node.email);
  for (const [key, value] of Object.entries(node)) {
    if (NOT_THE_BUSINESS.has(key)) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (typeof child === 'object' && child !== null) found.push(...jsonLdEmails(child as JsonLdNode));
    }
  }
  return found;
}

/**
 * Addresses in the readable text, each with the line it is on. Text node by text node first; then the text as
 * laid out, which joins addresses that markup splits (`info<span>@</span>joes.com`) but can glue a
 * neighbouring word on (`<b>Email</b><span>info@joes.com</span>` reads "Emailinfo@joes.com"), so a laid-out hit
 * that merely extends a node-by-node hit is dropped. A hit after a credit phrase on its line is the credit's.
 */
function textCandidates(page: Page): Candidate[] {
  const read = (lines: TextLines): Candidate[] =>
    emailsInText(lines.text).map(([address, origin, index]) => {
      const line = lineAt(lines, index);
      const lineStart = lines.text.lastIndexOf('\n', index) + 1;
      const credit = creditPhraseAt(line.text);
      const region = credit >= 0 && credit < index - lineStart ? 'credit' : regionOf(page, line.owner);
      return { raw: address, origin, region, context: contextOf(line.text, index - lineStart) };
    });
  const strict = read(visibleLines(page));
  const known = strict.map((candidate) => candidate.raw.toLowerCase());
  const joined = read(flowingLines(page)).filter(({ raw }) => {
    const lower = raw.toLowerCase();
    return !known.some((k) => k !== lower && (lower.endsWith(k) || lower.startsWith(k)));
  });
  return [...strict, ...joined];
}

function candidatesOf(page: Page): Candidate[] {
  const { $ } = page;
  const found: Candidate[] = [];
  const fromElement = (el: unknown, raw: string, origin: Origin): void => {
    found.push({
      raw,
      origin,
      region: regionOf(page, el),
      context: contextOf(
        $(el as never)
          .parent()
          .text(),
      ),
    });
  };
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (/^\s*mailto:/i.test(href)) {
      for (const address of mailtoAddresses(href)) fromElement(el, address, 'mailto');
    }
    const protectedHex = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(href)?.[1];
    const decoded = protectedHex ? decodeCloudflareEmail(protectedHex) : null;
    if (decoded) fromElement(el, decoded, 'cloudflare');
  });
  $('[data-cfemail]').each((_, el) => {
    const decoded = decodeCloudflareEmail($(el).attr('data-cfemail') ?? '');
    if (decoded) fromElement(el, decoded, 'cloudflare');
  });
  // Joomla 4's email cloak: <joomla-hidden-mail first="base64(local)" last="base64(domain)">, written out by script.
  $('joomla-hidden-mail[first][last]').each((_, el) => {
    const part = (name: string) => Buffer.from($(el).attr(name) ?? '', 'base64').toString('utf8');
    fromElement(el, `${part('first')}@${part('last')}`, 'cloaked');
  });
  $('script:not([src])').each((_, el) => {
    const code = $(el).text();
    if (!code.includes('addy')) return;
    for (const address of joomlaCloakAddresses(code)) fromElement(el, address, 'cloaked');
  });
  for (const address of page.jsonLd.flatMap(jsonLdEmails))
    found.push({ raw: address, origin: 'json_ld', region: 'structured', context: 'JSON-LD' });
  // schema.org microdata: <meta itemprop="email" content>, <a itemprop="email" href="mailto:">, or its text.
  $('[itemprop~="email" i]').each((_, el) => {
    const item = $(el);
    const value = item.attr('content') ?? item.attr('href') ?? item.text();
    for (const address of mailtoAddresses(value)) {
      const region = regionOf(page, el);
      found.push({
        raw: address,
        origin: 'microdata',
        region: region === 'main' || region === 'contact' ? 'structured' : region,
        context: 'microdata',
      });
    }
  });
  found.push(...textCandidates(page));
  return found;
}

/** Addresses written in code (comments removed): a script file's, or a page's inline data. */
function codeCandidates(source: string): Candidate[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(?<![:\\'"])\/\/[^\n]*/g, '');
  return emailsInText(code)
    .filter(([, origin]) => origin === 'text')
    .map(([raw, , index]) => ({
      raw,
      origin: 'text',
      region: 'main',
      context: `script: ${contextOf(code.slice(Math.max(0, index - 40), index + 60))}`,
    }));
}

const JSON_DATA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;
/** A framework's state handed to the page in a script: `window.__NUXT__ = …`, `self.__INITIAL_STATE__ = …`. */
const STATE_ASSIGNMENT = /^\s*(?:window|self|globalThis)\.__\w+__\s*=/;

/**
 * The data a page carries for its scripts to build it from: JSON blocks (Next.js's `__NEXT_DATA__`, a builder's
 * page model; not JSON-LD, read as structured data) and framework state assignments. Other inline code is not
 * read for addresses.
 */
function inlineData(page: Page): string {
  return page
    .$('script:not([src])')
    .filter((_, el) => {
      const type = (page.$(el).attr('type') ?? '').trim();
      if (/ld\+json/i.test(type)) return false;
      return JSON_DATA_TYPE.test(type) || STATE_ASSIGNMENT.test(page.$(el).text());
    })
    .map((_, el) => page.$(el).text())
    .get()
    .join('\n');
}

/** The address a branch page gives for its branch (JSON-LD, microdata or `<address>`), when it gives one. */
function branchAddressOf(page: Page): string | undefined {
  for (const node of page.jsonLd.flatMap(descendants)) {
    const address = node.address;
    if (typeof address === 'string') return contextOf(address);
    if (typeof address === 'object' && address !== null) {
      const parts = ['streetAddress', 'postalCode', 'addressLocality']
        .flatMap((key) => stringsOf((address as JsonLdNode)[key]))
        .join(', ');
      if (parts) return contextOf(parts);
    }
  }
  const written = page.$('[itemprop~="address" i], address').first().text();
  return written.trim() ? contextOf(written) : undefined;
}

/**
 * Other sites the pages load something from (a booking iframe, a form's endpoint, a widget's script): an
 * address at one of them is that vendor's support desk, not the business's.
 */
function vendorHosts(pages: Page[], siteHost: string): Set<string> {
  const hosts = pages.flatMap((page) => page.resourceUrls).map((url) => otherSiteHost(url, siteHost));
  return new Set(hosts.filter((host): host is string => host !== null));
}

type Seen = {
  source: string;
  origins: Set<Origin>;
  regions: Set<Candidate['region']>;
  order: number;
  context: string;
  pages: Set<Page>;
};

/**
 * The business's own published email addresses, best first: its own domain (+3, also a domain named like the
 * business) over free-mail (+2) over third parties (0), plus 1 each for a mailto link and for structured data.
 * Ties keep page order (homepage first). `pages[0]` is the homepage; `scripts` are the site's own script files.
 * Other people's addresses are left out: anything in a credit line ("Website by …") or at a domain a credit
 * links to or the pages load something from (a vendor's support desk), in an embedded post or in visitors' comments; a third party's address counts only in structured
 * data, in a contact block (header, footer, address) or when the site shows no address of its own.
 * Each address keeps the first page it was seen on, the text around it and, on a branch page, the branch.
 */
export function extractEmails(pages: Page[], scripts: Page[] = []): TFoundEmail[] {
  if (pages.length === 0) return [];
  const siteHost = siteHostOf(pages[0].url);
  const names = siteNames(pages[0]);
  const credited = new Set(pages.flatMap((page) => [...creditHosts(page)]));
  const vendors = vendorHosts(pages, siteHost);
  const seen = new Map<string, Seen>();
  const add = (page: Page, candidate: Candidate): void => {
    const email = cleanEmail(candidate.raw, siteHost);
    if (!email) return;
    const entry = seen.get(email) ?? {
      source: page.url,
      origins: new Set<Origin>(),
      regions: new Set<Candidate['region']>(),
      order: seen.size,
      context: candidate.context,
      pages: new Set<Page>(),
    };
    entry.origins.add(candidate.origin);
    entry.regions.add(candidate.region);
    entry.pages.add(page);
    seen.set(email, entry);
  };
  const isOwn = (domain: string): boolean =>
    isSameSite(domain, siteHost) || resemblesName(domain.split('.')[0], names);
  for (const page of pages) for (const candidate of candidatesOf(page)) add(page, candidate);
  // The site's own script files, and the data a page carries for its scripts (a framework's __NEXT_DATA__ or
  // __NUXT__, a builder's page model): only addresses at the site's own domain count there, so a page a script
  // builds still gives its address when no browser renders it.
  const code: [Page, string][] = [
    ...scripts.map((script): [Page, string] => [script, script.inlineCode.join('\n')]),
    ...pages.map((page): [Page, string] => [page, inlineData(page)]),
  ];
  for (const [page, source] of code) {
    for (const candidate of codeCandidates(source))
      if (isOwn(candidate.raw.split('@')[1] ?? '')) add(page, candidate);
  }
  // A free-mail address named like the business (bramblebakery@gmail.com) is as much its own as its domain.
  const kind = (email: string): 'own' | 'freemail' | 'third' => {
    const [local, domain] = email.split('@');
    if (isOwn(domain)) return 'own';
    if (!FREEMAIL.test(domain)) return 'third';
    return resemblesName(local, names) ? 'own' : 'freemail';
  };
  const foreign = (entry: Seen, email: string): boolean => {
    const own = kind(email) === 'own';
    if (entry.regions.has('credit') && !own) return true;
    const domain = email.split('@')[1];
    if (!own && [...credited].some((host) => isSameSite(domain, host))) return true;
    if (!own && !FREEMAIL.test(domain) && [...vendors].some((host) => isSameSite(domain, host))) return true;
    // Only in other people's posts or words (a credit naming the business itself is still the business's).
    return [...entry.regions].every((region) => region === 'embed' || region === 'comments');
  };
  const kept = [...seen.entries()].filter(([email, entry]) => !foreign(entry, email));
  const hasOwn = kept.some(([email]) => kind(email) !== 'third');
  // Beside an address at its own domain, a third party's in the footer is a franchisor's, a body's or a vendor's.
  const hasOwnDomain = kept.some(([email]) => isOwn(email.split('@')[1]));
  const rank = (email: string, origins: Set<Origin>): number => {
    const domain = email.split('@')[1];
    const base = isOwn(domain) ? 3 : FREEMAIL.test(domain) ? 2 : 0;
    const structured = origins.has('json_ld') || origins.has('microdata');
    return base + (origins.has('mailto') ? 1 : 0) + (structured ? 1 : 0);
  };
  return kept
    .filter(
      ([email, entry]) =>
        kind(email) !== 'third' ||
        !hasOwn ||
        entry.regions.has('structured') ||
        (entry.regions.has('contact') && !hasOwnDomain),
    )
    .map(([email, entry]) => ({ email, entry, rank: rank(email, entry.origins) }))
    .sort((a, b) => b.rank - a.rank || a.entry.order - b.entry.order)
    .map(({ email, entry }) => {
      const branchPages = [...entry.pages].filter((page) => page.role === 'branch');
      const branch = branchPages.length === entry.pages.size ? branchAddressOf(branchPages[0]) : undefined;
      return { email, source: entry.source, context: entry.context, ...(branch ? { branch } : {}) };
    });
}
