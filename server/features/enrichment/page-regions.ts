import { walkDom, type DomNode } from './dom-walk';
import { descendants, stringsOf, typesOf } from './json-ld';
import { folded } from './link-roles';
import type { Page } from './page';
import { otherSiteHost, siteHostOf } from './same-site';

/**
 * Where on a page something was found, for telling the business's own contacts from other people's:
 * - `credit`: a "Website by …" line and what follows it (the web designer, the theme author, a host);
 * - `embed`: an embedded post, tweet or video of another account;
 * - `comments`: visitors' comments, testimonials and reviews;
 * - `contact`: header, footer, nav, `<address>` or a block named contact/address/social/vcard;
 * - `main`: anything else.
 */
export type Region = 'credit' | 'embed' | 'comments' | 'contact' | 'main';

/** Node shape with parent links (domhandler). */
type Node = DomNode & {
  parent?: Node | null;
  next?: Node | null;
  prev?: Node | null;
  attribs?: Record<string, string>;
};

const BY = '(?:by|par|por|von|da|di|door|av|af|przez)';
const MADE =
  '(?:designed|design|developed|development|built|made|crafted|created|powered|hosted|maintained|managed|' +
  'realise|realisee|concu|developpe|propulse|heberge|disenado|desarrollado|creado|hecho|realizado|erstellt|' +
  'umgesetzt|realisiert|entwickelt|gestaltet|realizzato|sviluppato|progettato|creato|gemaakt|ontwikkeld|' +
  'ontworpen|desenvolvido|criado|feito|wykonana|zaprojektowana|laget|utviklet|utvecklad|skapad|lavet|udviklet|' +
  'photograph(?:y|s|ed)?|photos?|images?|pictures?|illustrations?|illustrated|logo|branding|fotos?|' +
  'fotografie|fotografia|photographie|bilder)';
const THING =
  '(?:(?:web\\s*)?(?:site|website|webseite|homepage|theme|template|sito(?:\\s*web)?|sitio(?:\\s*web)?|' +
  'site\\s*(?:internet|web)|strona(?:\\s*www)?|nettside|hemsida|hjemmeside|pagina\\s*web|web))';
/** Labels followed by a colon: "Réalisation : …", "Webdesign: …", "Diseño web: …". */
const LABEL =
  '(?:web\\s*design|webdesign|website\\s*design|site\\s*design|diseno(?:\\s*web)?|desarrollo\\s*web|' +
  'web\\s*development|realisation|conception|creation(?:\\s*(?:du\\s*)?site)?|gestaltung|realisierung|' +
  'programmierung|umsetzung|realisatie|ontwerp|criacao|realizacja|wykonanie|projekt\\s*strony|toteutus|' +
  'webbyra|webbureau|site\\s*credits?|photo\\s*credits?|image\\s*credits?|credits?|theme|template)';
/**
 * Credit lines in the languages small businesses write in, matched on folded text (lower case, no accents):
 * "Website by", "Designed & developed by", "Powered by", "Site réalisé par", "Diseño web: …", "Webdesign von",
 * "Realizzato da", "Gemaakt door", "Desenvolvido por", "Wykonanie:", "Laget av", …
 */
const CREDIT = new RegExp(
  `(?<![a-z])(?:${THING}\\s*(?:${MADE}\\s*)?${BY}|${MADE}(?:\\s*(?:and|&|et|y|und|e|en|i|og|och|\\+)\\s*${MADE})?(?:\\s*with\\s*\\S+)?\\s*${BY}|${LABEL}\\s*(?:${BY}|:))(?![a-z])`,
);

/**
 * "Website: <a href=…>Agency</a>", "Web: …", "Homepage: …": a credit only when what follows links to another
 * site (the same label before the business's own address is its contact line).
 */
const SITE_LABEL = /(?<![a-z])(?:web(?:\s*site|seite)?|homepage|site(?:\s*web)?|sitio\s*web|sito\s*web)\s*:/;

const INLINE = new Set(
  'a abbr b bdi bdo cite code em font i img kbd label mark q s small span strong sub sup time u var'.split(
    ' ',
  ),
);
const SECTIONING = new Set('body html header footer main section article aside nav'.split(' '));
/** Text that ends one credit before the next item of a footer line: "Website by X | Privacy | © 2024 Joe's". */
const SEPARATOR = /[|•·©]|&copy;/;
const MAX_CREDIT_BLOCK = 200;

const EMBEDS = [
  'blockquote.instagram-media',
  'blockquote.twitter-tweet',
  'blockquote.twitter-video',
  'blockquote.tiktok-embed',
  'blockquote.threads-post',
  '.fb-post',
  '.fb-video',
  '.fb-comments',
  '.fb-comment-embed',
  '.wp-block-embed',
].join(', ');
const COMMENTS = [
  '#comments',
  '.comments-area',
  '.comment-list',
  '.commentlist',
  '#disqus_thread',
  '.wp-block-comments',
  '.wp-block-comment-template',
  // Customers' words: testimonials and reviews quote other people (and sometimes their addresses).
  '[class*="testimonial" i]',
  '[id*="testimonial" i]',
  '[class~="review"]',
  '[class~="reviews"]',
  '[itemprop~="review"]',
].join(', ');
const CONTACT_BLOCK =
  /(?:^|[\s_-])(?:contact\w*|kontakt\w*|address|adresse|direccion|indirizzo|vcard|h-card|social\w*|follow\w*|footer\w*|header\w*|location|info-?box)(?:$|[\s_-])/i;
const CONTACT_TAGS = new Set(['header', 'footer', 'nav', 'address']);

export function creditPhraseAt(text: string): number {
  const match = CREDIT.exec(folded(text));
  return match ? match.index : -1;
}

const cache = new WeakMap<Page, { credits: Set<Node>; embeds: Set<Node>; comments: Set<Node> }>();

function textOf(node: Node): string {
  if (node.type === 'text') return node.data ?? '';
  let text = '';
  walkDom(node.children ?? [], {
    enter(child) {
      if (child.type === 'text') text += child.data ?? '';
    },
  });
  return text;
}

function isBlock(node: Node): boolean {
  return node.type === 'tag' && node.name !== undefined && !INLINE.has(node.name);
}

/** Whether a node is or holds a link or an image (an icon link has no text, but is content all the same). */
function holdsLinkOrImage(node: Node): boolean {
  if (node.type !== 'tag') return false;
  if (node.name === 'a' || node.name === 'img') return true;
  let found = false;
  walkDom(node.children ?? [], {
    enter(child) {
      if (child.type === 'tag' && (child.name === 'a' || child.name === 'img')) found = true;
    },
  });
  return found;
}

/** Whether anything before `node` in its block is a link or an image (the site's own icon links, say). */
function afterLinks(node: Node): boolean {
  for (let prev = node.prev; prev; prev = prev.prev) if (holdsLinkOrImage(prev)) return true;
  return false;
}

/** The nodes a credit phrase at `start` covers: its block when the block is the credit, else it and what follows. */
function creditScope(start: Node, scope: Set<Node>): void {
  let node = start;
  while (node.parent && node.parent.type === 'tag' && INLINE.has(node.parent.name ?? '')) node = node.parent;
  const block = node.parent;
  const blockText = block ? folded(textOf(block)).replace(/\s+/g, ' ').trim() : '';
  if (
    block &&
    !SECTIONING.has(block.name ?? '') &&
    !afterLinks(node) &&
    blockText.length <= MAX_CREDIT_BLOCK &&
    creditPhraseAt(blockText.replace(/^[\s\W\d]*/, '')) === 0
  ) {
    scope.add(block);
    return;
  }
  scope.add(node);
  for (let next = node.next; next; next = next.next) {
    if ((next.type === 'tag' && (next.name === 'br' || isBlock(next))) || SEPARATOR.test(textOf(next))) break;
    scope.add(next);
  }
}

/**
 * A franchise or network statement ("Each office is independently owned and operated", "Franchise
 * opportunities"): what follows it in its block's container is the franchisor's (its head office, its national
 * accounts), like a credit's.
 */
const FRANCHISOR =
  /independently owned and operated|franchise opportunit|own a franchise|franchising opportunit|franchise inquir|franchise enquir|independently owned & operated|opportunites de franchise|franquicias disponibles|franchisenehmer werden/;

function franchisorScope(start: Node, scope: Set<Node>): void {
  let node = start;
  while (node.parent && node.parent.type === 'tag' && INLINE.has(node.parent.name ?? '')) node = node.parent;
  const block = node.parent;
  if (!block || block.type !== 'tag' || SECTIONING.has(block.name ?? '')) return;
  for (let next: Node | null | undefined = block; next; next = next.next) scope.add(next);
}

function regionsOf(page: Page): { credits: Set<Node>; embeds: Set<Node>; comments: Set<Node> } {
  let regions = cache.get(page);
  if (regions) return regions;
  const credits = new Set<Node>();
  walkDom(page.$('body').get() as DomNode[], {
    enter(node) {
      const el = node as Node;
      if (el.type === 'tag' && (el.name === 'script' || el.name === 'style' || el.name === 'noscript'))
        return false;
      if (el.type === 'text' && creditPhraseAt(el.data ?? '') >= 0) creditScope(el, credits);
      else if (el.type === 'text' && SITE_LABEL.test(folded(el.data ?? ''))) {
        const scope = new Set<Node>();
        creditScope(el, scope);
        if (linksElsewhere(page, scope)) for (const node of scope) credits.add(node);
      }
      if (el.type === 'text' && FRANCHISOR.test(folded(el.data ?? ''))) franchisorScope(el, credits);
      // Credit badges: a linked logo or a link titled "Web design by …".
      if (el.type === 'tag' && el.name === 'a') {
        const link = page.$(el as never);
        const label = [link.attr('title'), link.attr('aria-label'), link.find('img[alt]').attr('alt')];
        if (label.some((text) => text && creditPhraseAt(text) >= 0)) credits.add(el);
      }
    },
  });
  regions = {
    credits,
    embeds: new Set(page.$(EMBEDS).get() as unknown as Node[]),
    comments: new Set(page.$(COMMENTS).get() as unknown as Node[]),
  };
  cache.set(page, regions);
  return regions;
}

/** The region of a node (element or text node) of the page. */
export function regionOf(page: Page, start: unknown): Region {
  const { credits, embeds, comments } = regionsOf(page);
  let contact = false;
  for (let node = start as Node | null | undefined; node; node = node.parent) {
    if (credits.has(node)) return 'credit';
    if (embeds.has(node)) return 'embed';
    if (comments.has(node)) return 'comments';
    if (node.type === 'tag') {
      const attribs = node.attribs ?? {};
      if (
        CONTACT_TAGS.has(node.name ?? '') ||
        CONTACT_BLOCK.test(`${attribs.class ?? ''} ${attribs.id ?? ''}`)
      )
        contact = true;
    }
  }
  return contact ? 'contact' : 'main';
}

/** Hosts that credit lines link to (the web agency, the theme shop), never the site itself. */
export function creditHosts(page: Page): Set<string> {
  return linkedHosts(page, regionsOf(page).credits);
}

/** A business's own profile is no one else's site. */
const SOCIAL_HOST =
  /(?:^|\.)(?:facebook|instagram|twitter|x|linkedin|youtube|tiktok|pinterest|yelp|threads)\.(?:com|net)$/;

function linksElsewhere(page: Page, nodes: Set<Node>): boolean {
  return [...linkedHosts(page, nodes)].some((host) => !SOCIAL_HOST.test(host));
}

/** Other sites' hosts the nodes link to (themselves links, or links inside them). */
function linkedHosts(page: Page, nodes: Set<Node>): Set<string> {
  const siteHost = siteHostOf(page.url);
  const hosts = new Set<string>();
  for (const node of nodes) {
    const links =
      node.type === 'tag' && node.name === 'a'
        ? [node]
        : (page
            .$(node as never)
            .find('a[href]')
            .get() as Node[]);
    for (const link of links) {
      const host = otherSiteHost(link.attribs?.href ?? '', siteHost, page.url);
      if (host) hosts.add(host);
    }
  }
  return hosts;
}

/* ---------------------------------------------------------------------------------------------- */

/** Letters and digits only: "Joe's Plumbing" → "joesplumbing". */
export function squashed(text: string): string {
  return folded(text).replace(/[^a-z0-9]/g, '');
}

/** Title segments that name the page, not the business. */
const GENERIC_TITLE = new Set(
  'home homepage welcome accueil inicio startseite start contact about index'.split(' '),
);

function isIpHost(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

/**
 * The names a site goes by, squashed: its domain's name (not for an IP address), JSON-LD business names,
 * og:site_name and the homepage title's segments.
 */
export function siteNames(home: Page): string[] {
  const host = siteHostOf(home.url);
  const names = new Set<string>();
  if (!isIpHost(host)) {
    // "acme.co.uk" → acme, "acme.com" → acme, a single-label host ("intranet") → itself.
    const labels = host.split('.');
    const name =
      labels.length > 2 && labels.at(-2)!.length <= 3 ? labels.at(-3) : (labels.at(-2) ?? labels[0]);
    names.add(squashed(name!));
  }
  for (const node of home.jsonLd.flatMap(descendants)) {
    if (!typesOf(node).includes('Person')) for (const name of stringsOf(node.name)) names.add(squashed(name));
  }
  const { $ } = home;
  const titles = [
    $('meta[property="og:site_name"]').attr('content') ?? '',
    ...$('title')
      .first()
      .text()
      .split(/[|–—:·•]|\s-\s/),
  ];
  for (const title of titles) {
    const name = squashed(title);
    if (!GENERIC_TITLE.has(name)) names.add(name);
  }
  return [...names].filter((name) => name.length >= 3);
}

function longestCommonRun(a: string, b: string): number {
  let best = 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      best = Math.max(best, previous[j]);
      diagonal = above;
    }
  }
  return best;
}

/**
 * Whether a handle or domain name is the business's own by its name: "joesplumbingatx" for Joe's Plumbing,
 * not "plumbingsupplyco". A shared run of letters must cover three quarters of the shorter name.
 */
export function resemblesName(candidate: string, names: string[]): boolean {
  const squashedCandidate = squashed(candidate);
  if (squashedCandidate.length < 3) return false;
  return names.some((name) => {
    const shorter = Math.min(name.length, squashedCandidate.length);
    return (
      shorter >= 3 && longestCommonRun(name, squashedCandidate) >= Math.max(3, Math.ceil(shorter * 0.75))
    );
  });
}
