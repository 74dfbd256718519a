/**
 * The analysis thread's entry (a worker of `startAnalysisPool`; bundled on its own into
 * dist/server/analysis-worker.js): parses the crawled pages and runs every detector and extractor over them,
 * and the website audit's page checks when the deep pass asks for them.
 */
import { parentPort } from 'node:worker_threads';
import { auditPageFacts } from './audit-page-facts';
import { analysePages } from './enrich-website';
import { revivePage } from './ship-page';
import type { AnalysisAnswer, AnalysisRequest } from './start-analysis-pool';

parentPort?.on('message', ({ pages, scripts, now, audit }: AnalysisRequest) => {
  let answer: AnalysisAnswer;
  try {
    const revived = pages.map(revivePage);
    answer = {
      ok: true,
      result: {
        enrichment: analysePages(revived, new Date(now), scripts.map(revivePage)),
        audit: audit ? auditPageFacts(revived) : null,
      },
    };
  } catch (error) {
    answer = { ok: false, message: (error as Error).message };
  }
  parentPort?.postMessage(answer);
});

// Loaded: the pool counts this thread as ready (`AnalysisPool.ready`).
parentPort?.postMessage('ready');
