/** How often the lag clock looks at the time. */
const TICK_MS = 25;
/** A tick this much late is a timer's usual jitter; what it is later than that, the thread held it up. */
const JITTER_MS = 10;

let late = 0;
let last = 0;
let users = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = performance.now();
  late += Math.max(0, now - last - TICK_MS - JITTER_MS);
  last = now;
}

/**
 * Starts counting how late this thread's event loop runs (its timers fire late while it is busy, or while the
 * machine gives it no core); `stop()` gives the milliseconds it ran late since. A wait timed on this thread, less
 * that, is the wait the other side caused (the website audit's server response time, decision 127): a crawl on
 * a busy thread must not call a quick server slow. The clock runs only while someone counts.
 */
export function countLoopLag(): { stop(): number } {
  if (users++ === 0) {
    last = performance.now();
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  }
  const from = late;
  let stopped = false;
  return {
    stop() {
      if (stopped) return 0;
      stopped = true;
      tick();
      const lag = late - from;
      if (--users === 0) clearInterval(timer);
      return lag;
    },
  };
}
