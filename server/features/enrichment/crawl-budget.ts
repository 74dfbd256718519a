/** The longest a crawl's budget stands still in all, waiting for a browser slot; then its clock runs again. */
export const MAX_PAUSED_MS = 60_000;

/** Stops a crawl's clock while it waits for its turn (a free browser slot is no time spent on the site). */
export type WaitClock = {
  pause(): void;
  /** Starts it again. */
  resume(): void;
};

/** A crawl's time on a site: it runs while the crawl works and stands still while it waits for its turn. */
export type CrawlBudget = WaitClock & {
  /** Aborts once the budget's running time is spent. */
  signal: AbortSignal;
};

/**
 * A budget of `ms` running time that can be paused, for at most `maxPausedMs` in all (so a stuck queue cannot
 * hold a crawl forever). Without pauses it is `AbortSignal.timeout(ms)`.
 */
export function startCrawlBudget(ms: number, maxPausedMs = MAX_PAUSED_MS): CrawlBudget {
  const controller = new AbortController();
  let left = ms;
  let pauseLeft = maxPausedMs;
  let since = Date.now();
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = (): void => controller.abort(new DOMException('The crawl budget is spent', 'TimeoutError'));
  const run = (): void => {
    paused = false;
    since = Date.now();
    timer = setTimeout(spent, Math.max(0, left));
    timer.unref?.();
  };
  run();
  return {
    signal: controller.signal,
    pause() {
      if (paused || controller.signal.aborted || pauseLeft <= 0) return;
      clearTimeout(timer);
      left -= Date.now() - since;
      paused = true;
      since = Date.now();
      timer = setTimeout(() => {
        pauseLeft = 0;
        run();
      }, pauseLeft);
      timer.unref?.();
    },
    resume() {
      if (!paused) return;
      clearTimeout(timer);
      pauseLeft -= Date.now() - since;
      run();
    },
  };
}
