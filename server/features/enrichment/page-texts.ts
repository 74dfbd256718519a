import { PAGE_TEXT_LIMITS } from '@contracts/crawler';
import type { Page } from './page';
import { readableText } from './visible-text';

/** One page's visible text as the deep pass keeps it (decision 143). */
export type PageText = { url: string; text: string; fetchedAt: Date };

/** Text a browser gave (`innerText`), in `readableText`'s form: one line per line, spaces collapsed. */
function asLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** At most `max` characters, ended at a word when one ends near the cut, never inside a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const lastSpace = cut.search(/\s\S*$/);
  if (lastSpace > max * 0.9) cut = cut.slice(0, lastSpace);
  return cut.replace(/[\uD800-\uDBFF]$/, '').trimEnd();
}

/**
 * The visible text of a site's pages, in crawl order (the homepage first), as the deep pass keeps it: the
 * browser's text of a rendered page, else `readableText` (scripts, styles, noscript, templates and elements the
 * markup hides left out); at most `PAGE_TEXT_LIMITS.pages` pages of text, `pageChars` each and `leadChars`
 * together. Pages without text are skipped; a URL counts once. Runs on the analysis thread.
 */
export function pageTexts(pages: Page[], now: Date): PageText[] {
  const kept: PageText[] = [];
  const urls = new Set<string>();
  let total = 0;
  for (const page of pages) {
    const room = Math.min(PAGE_TEXT_LIMITS.pageChars, PAGE_TEXT_LIMITS.leadChars - total);
    if (kept.length >= PAGE_TEXT_LIMITS.pages || room <= 0) break;
    if (urls.has(page.url)) continue;
    const full = page.renderedText !== undefined ? asLines(page.renderedText) : readableText(page);
    const text = capText(full, room);
    if (!text) continue;
    urls.add(page.url);
    total += text.length;
    kept.push({ url: page.url, text, fetchedAt: new Date(page.fetchedAt ?? now.getTime()) });
  }
  return kept;
}
