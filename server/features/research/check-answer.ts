import { decodeHTML } from 'entities';
import type { TResearchAnswer } from '@contracts/research';
import type { TModelAnswer, TResearchPage } from './answer-question';

/** A quote shorter than this says nothing; a longer one is a page copied out, not a quote. */
const QUOTE_CHARS = { min: 8, max: 600 };
const TEXT_ANSWER_MAX = 200;

/**
 * Text as a quote is compared: HTML entities decoded (`&amp;`, `&nbsp;`, `&#8217;`), Unicode in one form, zero-width
 * characters dropped and every run of whitespace (no-break spaces included) one space.
 */
export function normaliseQuoteText(text: string): string {
  return decodeHTML(text)
    .normalize('NFC')
    .replace(/\u200B|\u200C|\u200D|\u2060|\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The address as a browser writes it, so `HTTP://Example.com` and `http://example.com/` are one page. */
function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

const notFound = (reason: Extract<TResearchAnswer, { status: 'not_found' }>['reason']): TResearchAnswer => ({
  status: 'not_found',
  reason,
});

/**
 * Accepts the model's answer only when it stands on the lead's own page (decision 143): the url must be one of
 * `pages` (that lead's stored pages) and the quote must occur in that page's text, verbatim after entity and
 * whitespace normalisation. Anything else becomes "not found", with the reason. The quote returned is the
 * page's own words, whitespace collapsed.
 */
export function checkAnswer(answer: TModelAnswer | null, pages: TResearchPage[]): TResearchAnswer {
  if (pages.length === 0) return notFound('no_page_text');
  if (!answer) return notFound('unreadable');
  if (!answer.found) return notFound('not_on_site');
  const value = typeof answer.answer === 'string' ? answer.answer.trim() : answer.answer;
  if (value === null || value === '' || (typeof value === 'string' && value.length > TEXT_ANSWER_MAX))
    return notFound('unreadable');
  if (typeof value === 'number' && !Number.isFinite(value)) return notFound('unreadable');
  const page = pages.find((candidate) => sameUrl(candidate.url, answer.url));
  if (!page) return notFound('page_not_of_lead');
  const quote = normaliseQuoteText(answer.quote);
  if (quote.length < QUOTE_CHARS.min || quote.length > QUOTE_CHARS.max) return notFound('quote_not_on_page');
  if (!normaliseQuoteText(page.text).includes(quote)) return notFound('quote_not_on_page');
  return { status: 'answered', answer: value, confidence: answer.confidence, quote, url: page.url };
}
