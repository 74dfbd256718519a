import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlerUserAgent, robotsFor } from './robots';

const UA = crawlerUserAgent('https://leadscout.example/');
const ROBOTS: Record<string, { status: number; body?: string }> = {
  // One fake origin per case: 127.0.0.<n> all reach the same server.
  '127.0.0.11': {
    status: 200,
    body: 'User-agent: LeadScoutBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /',
  },
  '127.0.0.12': { status: 200, body: 'User-agent: *\nDisallow: /\n\nUser-agent: leadscoutbot\nAllow: /' },
  '127.0.0.13': { status: 404 },
  '127.0.0.14': { status: 500 },
  '127.0.0.15': { status: 200, body: 'User-agent: *\nDisallow: /*.php$\nAllow: /\n' },
};

let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    hits.push(`${host}${req.url}`);
    const robots = ROBOTS[host];
    res.writeHead(robots?.status ?? 404, { 'content-type': 'text/plain' }).end(robots?.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rulesOf = (host: string) =>
  robotsFor(`http://${host}:${port}/`, { userAgent: UA, allowPrivateNetworks: true });

describe('robotsFor', () => {
  it('builds the honest user agent', () => {
    expect(UA).toBe('LeadScoutBot/1.0 (+https://leadscout.example/bot)');
  });

  it('applies the group for our product token before the * group', async () => {
    const rules = await rulesOf('127.0.0.11');
    expect(rules.isAllowed(`http://127.0.0.11:${port}/contact`)).toBe(true);
    expect(rules.isAllowed(`http://127.0.0.11:${port}/private/x`)).toBe(false);
    expect((await rulesOf('127.0.0.12')).isAllowed(`http://127.0.0.12:${port}/`)).toBe(true);
  });

  it('supports wildcards', async () => {
    const rules = await rulesOf('127.0.0.15');
    expect(rules.isAllowed(`http://127.0.0.15:${port}/index.php`)).toBe(false);
    expect(rules.isAllowed(`http://127.0.0.15:${port}/index.html`)).toBe(true);
  });

  it.each(['127.0.0.13', '127.0.0.14'])(
    'treats a missing or failing robots.txt (%s) as allowed',
    async (host) => {
      expect((await rulesOf(host)).isAllowed(`http://${host}:${port}/anything`)).toBe(true);
    },
  );

  it('fetches robots.txt once per origin', async () => {
    await Promise.all([rulesOf('127.0.0.11'), rulesOf('127.0.0.11'), rulesOf('127.0.0.11')]);
    expect(hits.filter((hit) => hit === '127.0.0.11/robots.txt')).toHaveLength(1);
  });
});
