/**
 * The analysis thread's entry (a worker of `startAnalysisPool`; bundled on its own into
 * dist/server/analysis-worker.js): parses the crawled pages and runs every detector and extractor over them,
 * the website audit's page checks and the pages' visible text when the deep pass asks for them, and the first pass's choice of contact
 * pages from a homepage.
 */
import { parentPort } from 'node:worker_threads';
import { auditPageFacts } from './audit-page-facts';
import { analysePages } from './enrich-website';
import { findContactLinks } from './find-contact-pages';
import { LRUCache } from 'lru-cache';
import type { Page } from './page';
import { pageTexts } from './page-texts';
import { buildFetchedPage, openParcel, type PageParcel } from './ship-page';
import type { AnalysisAnswer, AnalysisRequest, AnalysisResult } from './start-analysis-pool';

/**
 * Homepages whose links this thread read, kept for their sites' analyses (usually sent here): each is parsed
 * once. Bounded by count and by bytes parsed (a page's DOM is ~20 times its markup); a crawl that never
 * analyses is forgotten.
 */
const held = new LRUCache<number, Page>({
  max: 32,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (page) => Math.max(1, page.source?.body.length ?? 1),
});

function answer(request: AnalysisRequest): AnalysisResult {
  if (request.kind === 'links') {
    const home = buildFetchedPage(request.home);
    if (request.home.heldAs !== undefined) held.set(request.home.heldAs, home);
    return findContactLinks(home);
  }
  const { pages, scripts, now, deep } = request;
  const open = (parcel: PageParcel) => openParcel(parcel, held);
  const opened = pages.map(open);
  return {
    enrichment: analysePages(opened, new Date(now), scripts.map(open)),
    audit: deep ? auditPageFacts(opened) : null,
    ...(deep && { texts: pageTexts(opened, new Date(now)) }),
  };
}

parentPort?.on('message', (request: AnalysisRequest) => {
  let reply: AnalysisAnswer;
  try {
    reply = { ok: true, result: answer(request) };
  } catch (error) {
    reply = { ok: false, message: (error as Error).message };
  }
  parentPort?.postMessage(reply);
});

// Loaded: the pool counts this thread as ready (`AnalysisPool.ready`).
parentPort?.postMessage('ready');
