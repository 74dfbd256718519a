import { LRUCache } from 'lru-cache';

type Crawl<T> = (url: string, budgetMs: number) => Promise<T>;

function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `http://${url}`).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * Politeness across leads: several listings of one business (or a chain) share a website. Crawls of one host
 * run one after another, and the same URL is crawled once — its result is shared while it is fresh.
 */
export function oneCrawlPerHost<T extends object>(crawl: Crawl<T>, ttlMs = 10 * 60_000): Crawl<T> {
  const tails = new Map<string, Promise<unknown>>();
  const results = new LRUCache<string, Promise<T>>({ max: 5_000, ttl: ttlMs });
  return (url, budgetMs) => {
    const cached = results.get(url);
    if (cached) return cached;
    const host = hostOf(url);
    const previous = tails.get(host) ?? Promise.resolve();
    const result = previous.then(() => crawl(url, budgetMs));
    const tail = result.catch(() => undefined);
    tails.set(host, tail);
    void tail.then(() => {
      if (tails.get(host) === tail) tails.delete(host);
    });
    results.set(url, result);
    return result;
  };
}
