import { describe, expect, it } from 'vitest';
import { ConfigError, googleSignInEnabled, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills the embedded defaults', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      GOOGLE_PLACES_API_BASE_URL: 'https://places.googleapis.com',
      GOOGLE_GEOCODING_API_BASE_URL: 'https://maps.googleapis.com',
      PAGESPEED_BASE_URL: 'https://www.googleapis.com',
      CRAWLER_ALLOW_PRIVATE_NETWORKS: false,
    });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CRAWLER_ALLOW_PRIVATE_NETWORKS: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/CRAWLER_ALLOW_PRIVATE_NETWORKS/);
  });

  it('rejects a short APP_SECRET and a non-URL base URL', () => {
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32/);
    expect(() => loadConfig({ GOOGLE_PLACES_API_BASE_URL: 'not a url' })).toThrow(
      /GOOGLE_PLACES_API_BASE_URL/,
    );
  });

  it('requires APP_SECRET when DATABASE_URL is set, and generates none for it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/leadscout' })).toThrow(
      /APP_SECRET: required when DATABASE_URL is set/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/leadscout', APP_SECRET: secret }).APP_SECRET).toBe(
      secret,
    );
  });

  it('runs every role in one process by default; a web or worker role needs PostgreSQL', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).LEADSCOUT_ROLE).toBe('all');
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ LEADSCOUT_ROLE: role })).toThrow(
        new RegExp(`LEADSCOUT_ROLE: ${role} needs DATABASE_URL`),
      );
      expect(
        loadConfig({ LEADSCOUT_ROLE: role, DATABASE_URL: 'postgres://db/leadscout', APP_SECRET: secret })
          .LEADSCOUT_ROLE,
      ).toBe(role);
    }
    expect(() => loadConfig({ LEADSCOUT_ROLE: 'crawler' })).toThrow(/LEADSCOUT_ROLE/);
  });

  it('reads booleans and derives APP_URL from PORT', () => {
    const cfg = loadConfig({ PORT: '4100', CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    expect(cfg.APP_URL).toBe('http://localhost:4100');
    expect(cfg.CRAWLER_ALLOW_PRIVATE_NETWORKS).toBe(true);
  });

  it("reads the crawler's extra networks as a list of CIDR ranges, and names a malformed one", () => {
    expect(loadConfig({}).CRAWLER_ALLOWED_NETWORKS).toEqual([]);
    expect(
      loadConfig({ CRAWLER_ALLOWED_NETWORKS: ' 172.18.0.0/16, fd00:1::/64 ' }).CRAWLER_ALLOWED_NETWORKS,
    ).toEqual(['172.18.0.0/16', 'fd00:1::/64']);
    expect(() => loadConfig({ CRAWLER_ALLOWED_NETWORKS: '172.18.0.0' })).toThrow(
      /CRAWLER_ALLOWED_NETWORKS.*CIDR/,
    );
  });

  it('reads the DNS servers of the email checks as addresses with an optional port, and names a host name', () => {
    expect(loadConfig({}).DNS_SERVERS).toEqual([]);
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53,192.0.2.53' }).DNS_SERVERS).toEqual([
      '127.0.0.1:5353',
      '[::1]:53',
      '192.0.2.53',
    ]);
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com' })).toThrow(/DNS_SERVERS.*IP addresses/);
  });

  it("reads the crawler's extra certificate authorities from a PEM file, and refuses what is not one", () => {
    expect(loadConfig({}).CRAWLER_EXTRA_CA_CERTS).toBeUndefined();
    const fakeCa = 'fakes/websites/tls/ca.pem';
    expect(loadConfig({ CRAWLER_EXTRA_CA_CERTS: fakeCa }).CRAWLER_EXTRA_CA_CERTS).toBe(fakeCa);
    for (const file of ['fakes/websites/tls/missing.pem', 'package.json'])
      expect(() => loadConfig({ CRAWLER_EXTRA_CA_CERTS: file })).toThrow(/CRAWLER_EXTRA_CA_CERTS.*PEM/);
  });

  it('offers Google sign-in only with both client id and secret, and reads ADMIN_EMAIL in lower case', () => {
    const off = loadConfig({});
    expect(googleSignInEnabled(off)).toBe(false);
    expect(off.GOOGLE_OAUTH_ISSUER).toBe('https://accounts.google.com');
    expect(
      googleSignInEnabled(loadConfig({ GOOGLE_OAUTH_CLIENT_ID: 'id', GOOGLE_OAUTH_CLIENT_SECRET: 's' })),
    ).toBe(true);
    expect(() => loadConfig({ GOOGLE_OAUTH_CLIENT_ID: 'id' })).toThrow(/GOOGLE_OAUTH_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_OAUTH_ISSUER: 'not a url' })).toThrow(/GOOGLE_OAUTH_ISSUER/);
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com' }).ADMIN_EMAIL).toBe('boss@example.com');
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
  });
});

describe('the deep pass settings and the published limits (the /bot page)', () => {
  it('default to the limits the /bot page prints and may only lower them', async () => {
    const { DEEP_PASS_LIMITS } = await import('@contracts/crawler');
    const { DEEP_DEFAULTS } = await import('./features/enrichment/crawl-site-deep');
    expect(DEEP_DEFAULTS).toBe(DEEP_PASS_LIMITS);
    expect(loadConfig({})).toMatchObject({
      DEEP_PASS_BUDGET_MS: DEEP_PASS_LIMITS.budgetMs,
      DEEP_PASS_MAX_BYTES: DEEP_PASS_LIMITS.maxBytes,
      DEEP_PASS_CONCURRENCY: DEEP_PASS_LIMITS.concurrency,
    });
    expect(loadConfig({ DEEP_PASS_BUDGET_MS: '4000' }).DEEP_PASS_BUDGET_MS).toBe(4000);
    expect(() => loadConfig({ DEEP_PASS_BUDGET_MS: String(DEEP_PASS_LIMITS.budgetMs + 1) })).toThrow(
      /DEEP_PASS_BUDGET_MS/,
    );
    expect(() => loadConfig({ DEEP_PASS_MAX_BYTES: String(DEEP_PASS_LIMITS.maxBytes + 1) })).toThrow(
      /DEEP_PASS_MAX_BYTES/,
    );
  });
});

describe('the page text retention and the published one (the /bot page, the privacy policy)', () => {
  it('defaults to the published days and may only shorten them', async () => {
    const { PAGE_TEXT_LIMITS } = await import('@contracts/crawler');
    expect(loadConfig({}).PAGE_TEXT_RETENTION_DAYS).toBe(PAGE_TEXT_LIMITS.retentionDays);
    expect(loadConfig({ PAGE_TEXT_RETENTION_DAYS: '7' }).PAGE_TEXT_RETENTION_DAYS).toBe(7);
    expect(() =>
      loadConfig({ PAGE_TEXT_RETENTION_DAYS: String(PAGE_TEXT_LIMITS.retentionDays + 1) }),
    ).toThrow(/PAGE_TEXT_RETENTION_DAYS/);
    expect(() => loadConfig({ PAGE_TEXT_RETENTION_DAYS: '0' })).toThrow(/PAGE_TEXT_RETENTION_DAYS/);
  });
});
