import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichWebsite } from './enrich-website';

/** Every answer, robots.txt included, takes this long: the evaluation's real-world pace. */
const LATENCY_MS = 300;

const PAGES: Record<string, string> = {
  '/': `<!DOCTYPE html><html><head><title>Evergreen Landscaping</title></head><body>
<header><nav><a href="/">Home</a><a href="/services">Services</a><a href="/our-story">Our Story</a><a href="/reach">Get in touch</a></nav></header>
<main><h1>Evergreen Landscaping</h1><p>Lawns, hedges and patios since 2004.</p></main></body></html>`,
  '/reach': `<!DOCTYPE html><html><head><title>Contact</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Evergreen Landscaping","email":"mailto:office@evergreen-landscaping.com"}</script>
</head><body><h1>Get in touch</h1><p>Quotes: <span>quotes</span><span>@</span><span>evergreen-landscaping.com</span></p></body></html>`,
  '/our-story': `<!DOCTYPE html><html><head><title>Our story</title></head><body><p>Founded by Sam Lee.</p></body></html>`,
};

let server: Server;
let base: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    setTimeout(() => {
      const body = PAGES[req.url ?? ''];
      if (body === undefined) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    }, LATENCY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an address published only on the contact page', () => {
  it('is found within the shortest site budget of a search (0.9 s) when every answer takes 300 ms', async () => {
    const result = await enrichWebsite(`${base}/`, {
      allowPrivateNetworks: true,
      userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
      budgetMs: 900,
    });
    expect(requested.slice(0, 2).sort()).toEqual(['/', '/robots.txt']);
    expect(requested[2]).toBe('/reach');
    expect(result.emails.map(({ email, source }) => ({ email, source }))).toEqual([
      { email: 'office@evergreen-landscaping.com', source: `${base}/reach` },
      { email: 'quotes@evergreen-landscaping.com', source: `${base}/reach` },
    ]);
  });
});
