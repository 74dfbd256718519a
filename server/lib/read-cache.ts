import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import type { AppEnv } from './app-context';
import { worthGzip } from './compress-json';

type TEntry = {
  epoch: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
};
/** Headers the cached answer sets itself for the encoding it sends. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'vary']);

/** Longest a cached answer is served even with no write in between (nothing a read shows changes faster). */
const TTL_MS = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json';

/**
 * Serves a signed-in JSON read again while the embedded database has not been written since (decision 119):
 * the answer is kept under who asked (person, team, role) and the full URL, stamped with the write epoch noted
 * before the handler ran, and used only while the epoch is unchanged. Sign-in, the active team and the role are
 * still resolved per request before this runs, so revocation is untouched. On PostgreSQL, which other instances
 * write, there is no epoch and the handler always runs.
 */
export function cacheReads(database: Database) {
  const epochOf = database.writeEpoch;
  const cache = new LRUCache<string, TEntry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.byteLength * 2,
    ttl: TTL_MS,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!epochOf || c.req.method !== 'GET') return next();
    const team = c.get('team');
    const key = `${c.get('user').id}\n${team.id}\n${team.role}\n${c.req.url}`;
    const epoch = epochOf();
    const hit = cache.get(key);
    if (hit?.epoch === epoch) return respond(c, hit);
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith(JSON_TYPE)) return;
    const headers = [...res.headers].filter(([name]) => !OWN_HEADERS.has(name));
    const entry: TEntry = { epoch, headers, body: new Uint8Array(await res.arrayBuffer()) };
    if (entry.body.byteLength * 2 <= MAX_BYTES / 16) cache.set(key, entry);
    c.res = respond(c, entry);
  });
}

/** The cached body, gzipped once per entry when the request takes gzip (compress-json then leaves it alone). */
function respond(c: Context<AppEnv>, entry: TEntry) {
  const headers = new Headers(entry.headers);
  headers.set('vary', 'Accept-Encoding');
  let body = entry.body;
  if (worthGzip(body.byteLength, c.req.header('accept-encoding'))) {
    body = entry.gzipped ??= gzipSync(entry.body);
    headers.set('content-encoding', 'gzip');
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}
