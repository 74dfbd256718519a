import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import type { AuditPageFacts } from './audit-page-facts';
import type { RoleLink } from './link-roles';
import type { Page } from './page';
import type { PageText } from './page-texts';
import { toParcel, type FetchedPage, type PageParcel } from './ship-page';

export type AnalysisRequest =
  | { kind: 'analyse'; pages: PageParcel[]; scripts: PageParcel[]; now: number; deep: boolean }
  | { kind: 'links'; home: FetchedPage };
/**
 * What a thread finds on a site's pages: the enrichment and, for the deep pass, the audit's facts and the pages'
 * visible text (decision 143).
 */
export type SiteAnalysis = {
  enrichment: TWebsiteEnrichment;
  audit: AuditPageFacts | null;
  texts?: PageText[];
};
export type AnalysisResult = SiteAnalysis | RoleLink[];
export type AnalysisAnswer = { ok: true; result: AnalysisResult } | { ok: false; message: string };

/** Parse and analysis threads: the pages' parse and every detector run there, never on the server's thread. */
export type AnalysisPool = {
  /**
   * `analysePages` (and with `deep`, `auditPageFacts` and `pageTexts`) on a thread of the pool; rejects with
   * `PageTooHeavyError` when it outgrew its memory.
   */
  analyse(pages: (Page | FetchedPage)[], now: Date, scripts?: Page[], deep?: boolean): Promise<SiteAnalysis>;
  /**
   * `findContactLinks` of a homepage the crawl fetched and did not parse (the first pass), on a thread, which
   * keeps the page it built for the site's analysis: pass the `home` returned here to `analyse`, and it runs on
   * that thread when it is free (another thread builds the page again).
   */
  contactLinks(home: FetchedPage): Promise<{ links: RoleLink[]; home: FetchedPage }>;
  /** Resolves once the threads started with the pool have loaded the detectors (or failed to start). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** The site's pages needed more memory than an analysis thread may use: the thread was stopped. */
export class PageTooHeavyError extends Error {
  constructor() {
    super('The pages needed more memory than an analysis thread may use');
  }
}

/** Two threads on the 2-core machine (the second core), at most 4. */
const DEFAULT_THREADS = Math.min(4, Math.max(2, availableParallelism()));
/**
 * Old-generation heap per thread: a 10 MB page (the deep pass's cap) parses into ~150–250 MB of DOM, so the
 * heaviest page the crawler reads fits, and a thread can never grow the process by more than this.
 */
const DEFAULT_HEAP_MB = 512;

/**
 * Built, the thread runs its own bundle beside the server's (scripts/build-server.ts). From source (tsx in
 * development, Vitest) it first registers tsx's loader, then imports the TypeScript entry.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = new URL(FROM_SOURCE ? './analysis-worker.ts' : './analysis-worker.js', import.meta.url);
const SOURCE_ENTRY = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY.href)}); });`;

/** What a thread posts once, when its detectors are loaded (analysis-worker.ts). */
const READY = 'ready';

/** Resolves when `worker` has loaded the detectors, or has ended without. */
const loaded = (worker: Worker): Promise<void> =>
  new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== READY) return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('exit', () => resolve());
  });

type Job = {
  request: AnalysisRequest;
  /** Given the answer of the request's kind (an analysis for `analyse`, links for `links`) and its thread. */
  resolve: (result: AnalysisResult, thread: Worker) => void;
  reject: (error: Error) => void;
};

/** Homepages held by the threads for their sites' analyses, by key; a crawl that never analyses is forgotten. */
const HELD_PAGES = 256;

/**
 * A kept pool of `threads` worker threads (node:worker_threads, decision 126), each limited to `heapMb` of heap.
 * Threads start with the pool (loading the detectors takes a moment, before the first site is ready) and hold
 * the process open only while they work. A thread that runs out of memory
 * is stopped and its job rejected with `PageTooHeavyError`; the next job gets a new thread.
 */
export function startAnalysisPool({
  threads = DEFAULT_THREADS,
  heapMb = DEFAULT_HEAP_MB,
}: { threads?: number; heapMb?: number } = {}): AnalysisPool {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const queue: Job[] = [];
  /** Jobs waiting for the one thread that holds their homepage. */
  const waiting = new Map<Worker, Job[]>();
  /** Which thread holds a homepage (`FetchedPage.heldAs`). */
  const holders = new LRUCache<number, Worker>({ max: HELD_PAGES });
  let heldCount = 0;
  let closed = false;

  const spawn = (): Worker => {
    const limits = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
    const worker = FROM_SOURCE
      ? new Worker(SOURCE_ENTRY, { ...limits, eval: true })
      : new Worker(ENTRY, limits);
    // The job's own listener reports it; this one only keeps a second report from throwing.
    worker.on('error', () => undefined);
    // A thread that ends while idle (it could not start) is never given a job.
    worker.once('exit', () => {
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
    });
    worker.unref();
    return worker;
  };

  const run = (worker: Worker, job: Job): void => {
    busy.add(worker);
    worker.ref();
    const settle = (): void => {
      worker.off('message', onAnswer);
      worker.off('error', onError);
      worker.off('exit', onExit);
      busy.delete(worker);
    };
    const onAnswer = (answer: AnalysisAnswer | typeof READY): void => {
      if (answer === READY) return;
      settle();
      worker.unref();
      if (answer.ok) job.resolve(answer.result, worker);
      else job.reject(new Error(answer.message));
      next(worker);
    };
    const onError = (error: Error & { code?: string }): void => {
      settle();
      job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooHeavyError() : error);
      void worker.terminate();
      // What waited for this thread is built again on another.
      queue.push(...(waiting.get(worker) ?? []));
      waiting.delete(worker);
      next();
    };
    const onExit = (code: number): void => onError(new Error(`The analysis thread exited (code ${code})`));
    worker.on('message', onAnswer);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.request);
  };

  /** The job `worker` takes next: a crawl's links first (the crawl waits on them), then what waits for it. */
  const nextJob = (worker?: Worker): Job | undefined => {
    if (queue[0]?.request.kind === 'links') return queue.shift();
    const own = worker && waiting.get(worker);
    return own?.length ? own.shift() : queue.shift();
  };

  /** The next waiting job on `worker` (or a new thread when one was lost), else the worker waits idle. */
  const next = (worker?: Worker): void => {
    const job = closed ? undefined : nextJob(worker);
    if (job) run(worker ?? spawn(), job);
    else if (worker && !closed) idle.push(worker);
    else if (worker) void worker.terminate();
  };

  const initial = Array.from({ length: threads }, spawn);
  idle.push(...initial);
  const started = Promise.all(initial.map(loaded)).then(() => undefined);

  /**
   * Runs `request` on `holder`, the thread holding its homepage, as soon as it is free (building a large page
   * again costs more than the wait); without one, on an idle thread (a new one while fewer than `threads`
   * work), else it waits in the queue.
   */
  const submit = <T extends AnalysisResult>(
    request: AnalysisRequest,
    holder?: Worker,
  ): Promise<{ result: T; thread: Worker }> =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new Error('The analysis pool is closed'));
      const job: Job = {
        request,
        resolve: (result, thread) => resolve({ result: result as T, thread }),
        reject,
      };
      if (holder && busy.has(holder)) {
        waiting.set(holder, [...(waiting.get(holder) ?? []), job]);
        return;
      }
      const free = holder && idle.includes(holder) ? idle.splice(idle.indexOf(holder), 1)[0] : idle.pop();
      const worker = free ?? (busy.size < threads ? spawn() : undefined);
      if (worker) run(worker, job);
      // A crawl waits on its homepage's links before its next requests; an analysis ends a crawl: links go first.
      else if (request.kind === 'links') queue.unshift(job);
      else queue.push(job);
    });

  return {
    async analyse(pages, now, scripts = [], deep = false) {
      const [home] = pages;
      const heldAs = '$' in home ? undefined : home.heldAs;
      const holder = heldAs === undefined ? undefined : holders.get(heldAs);
      if (heldAs !== undefined) holders.delete(heldAs);
      const request: AnalysisRequest = {
        kind: 'analyse',
        pages: pages.map(toParcel),
        scripts: scripts.map(toParcel),
        now: now.getTime(),
        deep,
      };
      return (await submit<SiteAnalysis>(request, holder)).result;
    },
    async contactLinks(page) {
      const home = { ...page, heldAs: ++heldCount };
      const { result: links, thread } = await submit<RoleLink[]>({ kind: 'links', home });
      holders.set(home.heldAs, thread);
      return { links, home };
    },
    ready: () => started,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The analysis pool is closed'));
      await Promise.all([...idle.splice(0), ...busy].map((worker) => worker.terminate()));
    },
  };
}

let shared: AnalysisPool | undefined;

/** The process's pool, started on first use (both enrichment passes share it; a server that runs the queues at boot). */
export function sharedAnalysisPool(): AnalysisPool {
  shared ??= startAnalysisPool();
  return shared;
}
