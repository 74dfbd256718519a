/**
 * The analysis thread's entry (a worker of `startAnalysisPool`; bundled on its own into
 * dist/server/analysis-worker.js): parses the crawled pages and runs every detector and extractor over them,
 * the website audit's page checks when the deep pass asks for them, and the first pass's choice of contact
 * pages from a homepage.
 */
import { parentPort } from 'node:worker_threads';
import { auditPageFacts } from './audit-page-facts';
import { analysePages } from './enrich-website';
import { findContactLinks } from './find-contact-pages';
import { buildFetchedPage, openParcel } from './ship-page';
import type { AnalysisAnswer, AnalysisRequest, AnalysisResult } from './start-analysis-pool';

function answer(request: AnalysisRequest): AnalysisResult {
  if (request.kind === 'links') return findContactLinks(buildFetchedPage(request.home));
  const { pages, scripts, now, audit } = request;
  const opened = pages.map(openParcel);
  return {
    enrichment: analysePages(opened, new Date(now), scripts.map(openParcel)),
    audit: audit ? auditPageFacts(opened) : null,
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
