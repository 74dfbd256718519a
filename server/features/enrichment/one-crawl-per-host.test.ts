import { describe, expect, it } from 'vitest';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { oneCrawlPerHost } from './one-crawl-per-host';

const result = { status: 'ok' } as TWebsiteEnrichment;

describe('oneCrawlPerHost', () => {
  it('crawls one host at a time and a repeated URL once', async () => {
    const log: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const crawl = oneCrawlPerHost(async (url) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      log.push(url);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return result;
    });
    await Promise.all([
      crawl('https://joes.example/', 1000),
      crawl('https://www.joes.example/contact', 1000),
      crawl('https://joes.example/', 1000),
    ]);
    expect(maxRunning).toBe(1);
    expect(log).toEqual(['https://joes.example/', 'https://www.joes.example/contact']);
  });

  it('crawls different hosts in parallel', async () => {
    let running = 0;
    let maxRunning = 0;
    const crawl = oneCrawlPerHost(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return result;
    });
    await Promise.all(['a', 'b', 'c'].map((h) => crawl(`https://${h}.example/`, 1000)));
    expect(maxRunning).toBe(3);
  });

  /** A crawl that notes each URL it really crawls. */
  const counted = (ttlMs?: number) => {
    const log: string[] = [];
    const crawl = oneCrawlPerHost(async (url) => {
      log.push(url);
      return result;
    }, ttlMs);
    return { log, crawl };
  };

  it('crawls a URL again once its result is older than the TTL', async () => {
    const { log, crawl } = counted(40);
    await crawl('https://joes.example/', 1000);
    await crawl('https://joes.example/', 1000);
    expect(log).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 80));
    await crawl('https://joes.example/', 1000);
    expect(log).toHaveLength(2);
  });

  it('keeps at most 5,000 results, dropping the least recently used', async () => {
    const { log, crawl } = counted();
    const urls = Array.from({ length: 5_001 }, (_, i) => `https://site-${i}.example/`);
    for (const url of urls) await crawl(url, 1000);
    await crawl(urls[1], 1000);
    expect(log).toHaveLength(5_001);
    await crawl(urls[0], 1000);
    expect(log).toHaveLength(5_002);
  });
});
