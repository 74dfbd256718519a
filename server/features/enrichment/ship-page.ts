import { load } from 'cheerio';
import { decodeHtml } from './decode-html';
import { readOnlyDocument, type Page, type PageSource } from './page';

/** A page as it crosses to the analysis thread: every plain field, and the markup instead of the document. */
export type ShippedPage = Omit<Page, '$' | 'comments' | 'source'> & { source: PageSource };

/**
 * The page without its document, which cannot cross threads. A page built without a source (a script file's,
 * an empty document) sends its document's HTML.
 */
export function shipPage(page: Page): ShippedPage {
  const { $, comments: _comments, source, ...fields } = page;
  return { ...fields, source: source ?? { body: $.html(), contentType: null } };
}

/** The page again on the analysis thread: its markup parsed as on the crawl's thread, comments removed. */
export function revivePage({ source, ...fields }: ShippedPage): Page {
  const document =
    typeof source.body === 'string'
      ? load(source.body)
      : decodeHtml(
          Buffer.from(source.body.buffer, source.body.byteOffset, source.body.byteLength),
          source.contentType,
        );
  return { ...fields, ...readOnlyDocument(document), source };
}
