import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Business ${i}` })) };

function app() {
  return new Hono()
    .use('*', compressJson())
    .get('/small', (c) => c.json({ ok: true }))
    .get('/big', (c) => c.json(big))
    .get('/problem', (c) => c.body(JSON.stringify(big), 400, { 'content-type': 'application/problem+json' }))
    .get('/text', (c) => c.text('x'.repeat(5000)));
}

describe('compressJson', () => {
  it('gzips a large JSON answer for a client that accepts gzip, with its length and Vary', async () => {
    const res = await app().request('/big', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('sends a small answer as it is, with its length', async () => {
    const res = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it('respects a client that does not accept gzip (absent, or q=0)', async () => {
    for (const header of [undefined, 'gzip;q=0', 'identity']) {
      const res = await app().request('/big', { headers: header ? { 'accept-encoding': header } : {} });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('keeps the status of a problem document and compresses it too', async () => {
    const res = await app().request('/problem', { headers: { 'accept-encoding': '*' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves other content types to their routes', async () => {
    const res = await app().request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
