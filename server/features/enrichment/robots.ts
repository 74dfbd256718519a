import { LRUCache } from 'lru-cache';
import robotsParser from 'robots-parser';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

export type RobotsRules = { isAllowed(url: string): boolean };

const ALLOW_ALL: RobotsRules = { isAllowed: () => true };
/** RFC 9309 §2.4: a cached robots.txt should not be used for more than 24 hours. */
const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ORIGINS = 1000;
/** RFC 9309 §2.5: parse at least 500 KiB. */
const MAX_BYTES = 512 * 1024;

type Entry = { rules: Promise<RobotsRules>; settled?: RobotsRules };

/** By origin; an entry older than the TTL is gone, and past MAX_ORIGINS the least recently used goes. */
const cache = new LRUCache<string, Entry>({ max: MAX_ORIGINS, ttl: TTL_MS });

/** The honest crawler user agent, e.g. "LeadScoutBot/1.0 (+https://leadscout.app/bot)". */
export function crawlerUserAgent(appUrl: string): string {
  return `LeadScoutBot/1.0 (+${appUrl.replace(/\/+$/, '')}/bot)`;
}

async function load(origin: string, options: SafeFetchOptions): Promise<RobotsRules> {
  const robotsUrl = `${origin}/robots.txt`;
  const result = await safeFetch(robotsUrl, { ...options, accept: 'any', maxBytes: MAX_BYTES });
  if (!result.ok) {
    // A crawl that ran out of time must not leave "allow all" cached for everyone else, nor one that refused the
    // certificate: the deep pass reads such a site again, past its certificate, and then reads its rules.
    if (result.reason === 'timeout' || result.reason === 'tls') cache.delete(origin);
    // Missing or failing robots.txt means allowed (product decision; RFC 9309 would disallow on 5xx).
    return ALLOW_ALL;
  }
  const robots = robotsParser(robotsUrl, result.response.body.toString('utf8'));
  return { isAllowed: (url) => robots.isAllowed(url, options.userAgent) !== false };
}

/**
 * robots.txt rules of the URL's origin for `options.userAgent` (robots-parser matches the product token,
 * "LeadScoutBot", then "*"). Cached per origin, concurrent callers share one fetch. Never rejects.
 */
export function robotsFor(url: string, options: SafeFetchOptions): Promise<RobotsRules> {
  const origin = new URL(url).origin;
  const cached = cache.get(origin);
  if (cached) return cached.rules;
  const entry: Entry = { rules: load(origin, options) };
  void entry.rules.then((rules) => (entry.settled = rules));
  cache.set(origin, entry);
  return entry.rules;
}

/** The cached rules of the URL's origin, when a fetch of them has already finished. */
export function knownRobots(url: string): RobotsRules | undefined {
  return cache.get(new URL(url).origin)?.settled;
}
