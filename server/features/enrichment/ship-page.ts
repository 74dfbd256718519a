import { load } from 'cheerio';
import { decodeHtml } from './decode-html';
import { buildPage, readOnlyDocument, type Page, type PageSource } from './page';

/** A page as it crosses to the analysis thread: every plain field, and the markup instead of the document. */
export type ShippedPage = Omit<Page, '$' | 'comments' | 'source'> & { source: PageSource };

/**
 * A page fetched and not parsed (the first pass): its answer as it came, which the analysis thread builds into a
 * `Page` as the crawl's thread would have (`buildPage` over `decodeHtml`), so no parse runs on the server's thread.
 */
export type FetchedPage = Pick<Page, 'url' | 'headers' | 'role' | 'truncated'> & {
  setCookies: string[];
  source: PageSource & { body: Uint8Array };
  /** The key a thread keeps this page under once it has built it (a homepage whose links it read). */
  heldAs?: number;
};

/** What crosses for one page: a page the crawl already built (the deep pass), or one only fetched. */
export type PageParcel = { shipped: ShippedPage } | { fetched: FetchedPage };

const asBuffer = (body: Uint8Array): Buffer => Buffer.from(body.buffer, body.byteOffset, body.byteLength);

/**
 * The page without its document, which cannot cross threads. A page built without a source (a script file's,
 * an empty document) sends its document's HTML.
 */
export function shipPage(page: Page): ShippedPage {
  const { $, comments: _comments, source, ...fields } = page;
  return { ...fields, source: source ?? { body: $.html(), contentType: null } };
}

/** A built page or a fetched one, ready to cross. */
export const toParcel = (page: Page | FetchedPage): PageParcel =>
  '$' in page ? { shipped: shipPage(page) } : { fetched: page };

/** The page again on the analysis thread: its markup parsed as on the crawl's thread, comments removed. */
export function revivePage({ source, ...fields }: ShippedPage): Page {
  const document =
    typeof source.body === 'string'
      ? load(source.body)
      : decodeHtml(asBuffer(source.body), source.contentType);
  return { ...fields, ...readOnlyDocument(document), source };
}

/** A fetched page built on the analysis thread, as `toPageInSlices` builds it on the crawl's. */
export function buildFetchedPage({ url, headers, setCookies, source, role, truncated }: FetchedPage): Page {
  const page = buildPage(url, decodeHtml(asBuffer(source.body), source.contentType), headers, setCookies);
  return { ...page, source, ...(truncated && { truncated }), ...(role && { role }) };
}

/**
 * Either parcel as a `Page`, on the analysis thread; a fetched page this thread already built and holds (`held`)
 * is taken from there.
 */
export function openParcel(parcel: PageParcel, held: HeldPages): Page {
  if ('shipped' in parcel) return revivePage(parcel.shipped);
  const { heldAs } = parcel.fetched;
  const page = heldAs === undefined ? undefined : held.get(heldAs);
  if (heldAs !== undefined) held.delete(heldAs);
  return page ?? buildFetchedPage(parcel.fetched);
}

/** Pages a thread built and keeps for the analysis that follows (homepages whose links it read), by key. */
export type HeldPages = { get(key: number): Page | undefined; delete(key: number): unknown };
