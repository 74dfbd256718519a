import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, newSiteContext, type ChromiumSettings } from './launch-chromium';

export type BrowserPool = {
  /**
   * Runs `work` in a fresh context once one of the pool's slots is free, and closes the context after (also
   * when `work` throws or `signal` fires). Rejects when the signal fires first. When every slot is taken,
   * `queue.waiting()` is called as the wait starts and `queue.started()` when a slot is free.
   */
  withContext<T>(
    signal: AbortSignal,
    work: (context: BrowserContext) => Promise<T>,
    queue?: QueueHooks,
  ): Promise<T>;
  close(): Promise<void>;
};

export type QueueHooks = { waiting(): void; started(): void };

export type BrowserPoolSettings = ChromiumSettings & {
  /** Contexts rendering at once (one Chromium process serves them all). */
  size: number;
};

/**
 * One Chromium with at most `size` contexts at a time. The browser is launched by `startBrowserPool` (which
 * rejects when it cannot start) and relaunched on the next use if it crashed.
 */
export async function startBrowserPool(settings: BrowserPoolSettings): Promise<BrowserPool> {
  let browser: Promise<Browser> = launchChromium(settings);
  await browser;
  let active = 0;
  let closed = false;
  const waiting: (() => void)[] = [];

  const current = async (): Promise<Browser> => {
    const running = await browser.catch(() => null);
    if (running?.isConnected()) return running;
    browser = launchChromium(settings);
    return browser;
  };

  const acquire = (signal: AbortSignal, queue?: QueueHooks): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      if (active < settings.size) {
        active++;
        return resolve();
      }
      const onAbort = (): void => {
        const at = waiting.indexOf(ready);
        if (at >= 0) waiting.splice(at, 1);
        queue?.started();
        reject(signal.reason);
      };
      const ready = (): void => {
        signal.removeEventListener('abort', onAbort);
        active++;
        queue?.started();
        resolve();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      queue?.waiting();
      waiting.push(ready);
    });
  const release = (): void => {
    active--;
    waiting.shift()?.();
  };

  return {
    async withContext(signal, work, queue) {
      if (closed) throw new Error('browser pool closed');
      await acquire(signal, queue);
      let context: BrowserContext | null = null;
      const onAbort = (): void => void context?.close().catch(() => undefined);
      try {
        context = await newSiteContext(await current(), settings);
        signal.addEventListener('abort', onAbort, { once: true });
        if (signal.aborted) throw signal.reason;
        return await work(context);
      } finally {
        signal.removeEventListener('abort', onAbort);
        await context?.close().catch(() => undefined);
        release();
      }
    },
    async close() {
      closed = true;
      const running = await browser.catch(() => null);
      await running?.close().catch(() => undefined);
    },
  };
}
