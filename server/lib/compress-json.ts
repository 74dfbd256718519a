import { gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { parseAccept } from 'hono/utils/accept';

/** Below this a JSON answer is sent as it is: gzip would save a few bytes and cost more than it saves. */
const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Whether a JSON body this long is worth gzipping for a request that sent this `Accept-Encoding`. */
export function worthGzip(byteLength: number, acceptEncoding: string | undefined): boolean {
  return byteLength >= THRESHOLD_BYTES && acceptsGzip(acceptEncoding);
}

/** Whether the request accepts gzip (RFC 9110: `gzip;q=0` refuses it, `*` stands for it). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return gzip !== undefined && gzip.q > 0;
}

/**
 * gzip for the API's JSON, done in one call on the whole body (decision 083). hono's `compress` pipes every
 * answer without a Content-Length — all of `c.json`'s — through a CompressionStream, which costs more than the
 * request itself for a small read; a JSON body is already whole in memory, so it is measured first and
 * compressed only when it is worth it. Streams (server-sent events, CSV exports) are left to their routes.
 */
export const compressJson = () =>
  createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === 'HEAD' || res.headers.has('content-encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const gzip = worthGzip(body.byteLength, c.req.header('accept-encoding'));
    const payload = gzip ? gzipSync(body) : body;
    c.res = new Response(payload, { status: res.status, statusText: res.statusText, headers: res.headers });
    c.res.headers.set('content-length', String(payload.byteLength));
    c.res.headers.append('vary', 'Accept-Encoding');
    if (gzip) c.res.headers.set('content-encoding', 'gzip');
  });
