import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import type { AppEnv } from './app-context';
import { worthGzip } from './compress-json';

type TEntry = { epoch: number; body: Uint8Array<ArrayBuffer>; gzipped?: Uint8Array<ArrayBuffer> };

/** Longest a cached answer is served even with no write in between (nothing a read shows changes faster). */
const TTL_MS = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json';

/**
 * Serves a signed-in JSON read again while the embedded database has not been written since (decision 119):
 * the answer is kept under who asked (person, team, role, an API token's scopes) and the full URL, stamped with
 * the write epoch noted before the handler ran, and used only while the epoch is unchanged. Sign-in, the active team and the role are
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
    // An API token's scopes are checked by its routes, after this: a token without `read` must not reuse
    // another token's answer.
    const scopes = (c.var.apiToken as AppEnv['Variables']['apiToken'] | undefined)?.scopes.join(',') ?? '';
    const key = `${c.get('user').id}\n${team.id}\n${team.role}\n${scopes}\n${c.req.url}`;
    const epoch = epochOf();
    const hit = cache.get(key);
    if (hit?.epoch === epoch) return respond(c, hit);
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith(JSON_TYPE)) return;
    const entry: TEntry = { epoch, body: new Uint8Array(await res.arrayBuffer()) };
    if (entry.body.byteLength * 2 <= MAX_BYTES / 16) cache.set(key, entry);
    c.res = respond(c, entry);
  });
}

/**
 * The cached body, gzipped once per entry when the request takes gzip (compress-json then leaves it alone). Only
 * the body and its type are kept: headers of this request (rate-limit counts, security headers) are its own, set
 * by the middleware around, and a handler's Set-Cookie is never replayed.
 */
function respond(c: Context<AppEnv>, entry: TEntry) {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, vary: 'Accept-Encoding' };
  let body = entry.body;
  if (worthGzip(body.byteLength, c.req.header('accept-encoding'))) {
    body = entry.gzipped ??= gzipSync(entry.body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.byteLength);
  return c.newResponse(body, 200, headers);
}
