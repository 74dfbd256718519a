/**
 * The analysis thread's entry (a worker of `startAnalysisPool`; bundled on its own into
 * dist/server/analysis-worker.js): parses the crawled pages and runs every detector and extractor over them.
 */
import { parentPort } from 'node:worker_threads';
import { analysePages } from './enrich-website';
import { revivePage } from './ship-page';
import type { AnalysisAnswer, AnalysisRequest } from './start-analysis-pool';

parentPort?.on('message', ({ pages, scripts, now }: AnalysisRequest) => {
  let answer: AnalysisAnswer;
  try {
    answer = {
      ok: true,
      result: analysePages(pages.map(revivePage), new Date(now), scripts.map(revivePage)),
    };
  } catch (error) {
    answer = { ok: false, message: (error as Error).message };
  }
  parentPort?.postMessage(answer);
});
