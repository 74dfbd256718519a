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
});
