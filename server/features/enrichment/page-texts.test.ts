import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_LIMITS } from '@contracts/crawler';
import { buildPage, type Page } from './page';
import { capText, pageTexts } from './page-texts';

const NOW = new Date('2026-12-10T12:00:00Z');
const page = (url: string, body: string, extra: Partial<Page> = {}): Page => ({
  ...buildPage(
    url,
    load(`<html><head><title>Title</title><style>p{color:red}</style></head><body>${body}</body></html>`),
  ),
  ...extra,
});

describe('pageTexts', () => {
  it('keeps what a visitor reads: no scripts, styles, noscript, templates or text the markup hides', () => {
    const [home] = pageTexts(
      [
        page(
          'https://joes.example/',
          `<h1>Joe's Plumbing</h1>
          <p>We do <b>not</b> offer emergency call-outs.</p>
          <script>var secret = "script text";</script><noscript>Enable JavaScript</noscript>
          <template><p>Template text</p></template><style>.x{}</style>
          <p hidden>Hidden attribute text</p><div style="color: red; display:none">Inline none text</div>
          <span style="visibility: hidden !important">Invisible text</span>
          <p hidden="until-found">Found by search</p>
          <ul><li>Boilers</li><li>Drains</li></ul>`,
          { fetchedAt: Date.parse('2026-12-10T11:59:00Z') },
        ),
      ],
      NOW,
    );
    expect(home.text).toBe(
      "Joe's Plumbing\nWe do not offer emergency call-outs.\nFound by search\nBoilers\nDrains",
    );
    expect(home.url).toBe('https://joes.example/');
    expect(home.fetchedAt).toEqual(new Date('2026-12-10T11:59:00Z'));
  });

  it("takes a rendered page's text from the browser, whose layout already left out what CSS hides", () => {
    const [rendered] = pageTexts(
      [
        page('https://spa.example/', '<p class="gone">Stuffed keywords</p>', {
          renderedText: 'Book  online\n\n\n  today ',
        }),
      ],
      NOW,
    );
    expect(rendered.text).toBe('Book online\ntoday');
    expect(rendered.fetchedAt).toEqual(NOW);
  });

  it('caps each page and the lead, keeps at most the first pages, skips empty and repeated ones', () => {
    const long = (word: string) => `<p>${`${word} `.repeat(6_000)}</p>`;
    const pages = [
      page('https://big.example/', long('alpha')),
      page('https://big.example/empty', '<script>only code</script>'),
      page('https://big.example/', long('again')),
      ...Array.from({ length: 10 }, (_, i) => page(`https://big.example/p${i}`, long(`page${i}`))),
    ];
    const texts = pageTexts(pages, NOW);
    expect(texts.map((t) => t.url)).toEqual([
      'https://big.example/',
      'https://big.example/p0',
      'https://big.example/p1',
      'https://big.example/p2',
      'https://big.example/p3',
      // What room the lead has left: the five pages before filled all but a few characters.
      'https://big.example/p4',
    ]);
    expect(texts.every((t) => t.text.length <= PAGE_TEXT_LIMITS.pageChars)).toBe(true);
    expect(texts.reduce((sum, t) => sum + t.text.length, 0)).toBeLessThanOrEqual(PAGE_TEXT_LIMITS.leadChars);
    expect(texts[0].text.startsWith('alpha alpha')).toBe(true);
    // Cut at a word, never inside one.
    expect(texts[0].text.endsWith('alpha')).toBe(true);

    const small = Array.from({ length: 12 }, (_, i) =>
      page(`https://small.example/${i}`, `<p>Page ${i}</p>`),
    );
    expect(pageTexts(small, NOW)).toHaveLength(PAGE_TEXT_LIMITS.pages);
  });

  it('never cuts a character in half', () => {
    const text = `${'a'.repeat(9)}😀`;
    expect(capText(text, 10)).toBe('a'.repeat(9));
  });
});
