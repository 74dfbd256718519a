import type { Page } from './page';
import { isSameSite, siteHostOf } from './same-site';

type Kind = 'contact' | 'about';

const KINDS: [RegExp, Kind, number][] = [
  [/contact|kontakt|contacto|contatti|get-?in-?touch|reach-?us/i, 'contact', 3],
  [/impressum|imprint|legal-?notice|mentions-?legales/i, 'contact', 2],
  [/team|staff|meet|leadership|our-?people|mitarbeiter/i, 'about', 2],
  [/about|ueber-?uns|uber-?uns|über-?uns|our-?story|who-?we-?are|a-?propos|chi-?siamo/i, 'about', 1],
];
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
    const subject = `${safeDecode(url.pathname)} ${home.$(el).text()}`;
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
