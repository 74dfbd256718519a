import type { Page } from './page';
import { isSameSite, siteHostOf } from './same-site';

type Kind = 'contact' | 'about';

/**
 * Path words and link texts. Each word starts a word (/steam-cleaning is not a team page) and `~` stands for a
 * hyphen, underscore, space or nothing ("Get in touch", /get-in-touch, /getintouch).
 */
const pattern = (source: string): RegExp =>
  new RegExp(`(?<![a-z])(?:${source.replaceAll('~', '[-_\\s]?')})`, 'i');
const KINDS: [RegExp, Kind, number][] = [
  [
    pattern('contact|kontakt|contacto|contatti|get~in~touch|reach~(?:us|out)|e~?mail~us|write~to~us'),
    'contact',
    3,
  ],
  [pattern('impressum|imprint|legal~notice|mentions~legales'), 'contact', 2],
  [pattern('(?:our~|the~)?(?:team|staff|people)|meet|leadership|mitarbeiter'), 'about', 2],
  [pattern('about|[uü]e?ber~uns|our~story|who~we~are|[aà]~propos|chi~siamo|quienes~somos'), 'about', 1],
];
/** Nav links are short; a long text ("Learn more about our drain cleaning") names a topic, not a page. */
const MAX_LINK_TEXT = 40;
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34])$/i;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Up to `limit` same-site pages most likely to name people and addresses: the best contact/impressum page and
 * the best team/about page, judged by path and link text.
 */
export function findContactPages(home: Page, limit = 2): string[] {
  const siteHost = siteHostOf(home.url);
  const homeUrl = home.url.replace(/#.*$/, '');
  const best = new Map<Kind, { url: string; score: number; depth: number }>();
  home.$('a[href]').each((_, el) => {
    let url: URL;
    try {
      url = new URL(home.$(el).attr('href') ?? '', home.url);
    } catch {
      return;
    }
    url.hash = '';
    if (!/^https?:$/.test(url.protocol) || !isSameSite(url.hostname, siteHost) || url.href === homeUrl)
      return;
    if (NOT_A_PAGE.test(url.pathname)) return;
    const link = home.$(el);
    // Icon links name themselves in aria-label, title or the image's alt text.
    const label = [
      link.text(),
      link.attr('aria-label'),
      link.attr('title'),
      link.find('img[alt]').attr('alt'),
    ];
    const text = label.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
    const subject = `${safeDecode(url.pathname)} ${text.length <= MAX_LINK_TEXT ? text : ''}`;
    const match = KINDS.find(([pattern]) => pattern.test(subject));
    if (!match) return;
    const [, kind, score] = match;
    const depth = url.pathname.split('/').filter(Boolean).length;
    const current = best.get(kind);
    // On a tie the shallower path wins: /contact over /blog/contact-lenses.
    if (!current || score > current.score || (score === current.score && depth < current.depth)) {
      best.set(kind, { url: url.href, score, depth });
    }
  });
  return [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((candidate) => candidate.url);
}
