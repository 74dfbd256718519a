import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ARCHETYPE_NAMES,
  AUDIT_CLOCK,
  auditResolver,
  startAuditWebsites,
} from '@fakes/websites/archetypes/audit-archetypes';
import type { FakeWebsites } from '@fakes/websites/start-fake-websites';
import { FAKE_CA_FILE } from '@fakes/websites/tls/fake-certificates';
import { readCertificate, redirectsToHttps, servesFavicon, type ProbeOptions } from './audit-probes';
import { crawlerTrust } from './crawler-trust';
import { enrichWebsiteDeep } from './enrich-website-deep';

const PROBE: ProbeOptions = {
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  allowPrivateNetworks: true,
  resolve: auditResolver,
  trust: crawlerTrust(FAKE_CA_FILE),
  signal: new AbortController().signal,
};

describe("the audit's own requests, over real TLS to the audit sites", () => {
  let websites: FakeWebsites;
  const url = (archetype: string) => websites.siteUrl(AUDIT_ARCHETYPE_NAMES.indexOf(archetype));
  beforeAll(async () => {
    websites = await startAuditWebsites();
  });
  afterAll(() => websites.close());

  it('reads every certificate as it is, an invalid one included', async () => {
    const read = (archetype: string, options = PROBE) => readCertificate(new URL(url(archetype)), options);
    expect(await read('clean-calendly')).toMatchObject({
      host: 'clean-calendly.audit.test',
      chainError: null,
      selfSigned: false,
      nameMatches: true,
      names: ['*.audit.test', 'audit.test'],
      issuer: 'LeadScout Fake Web CA',
      validTo: new Date('2050-01-01T00:00:00Z'),
    });
    expect(await read('tls-expired')).toMatchObject({ validTo: new Date('2027-03-03T12:00:00Z') });
    expect(await read('tls-self-signed')).toMatchObject({
      selfSigned: true,
      chainError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
    expect(await read('tls-wrong-name')).toMatchObject({
      nameMatches: false,
      names: ['*.other-business.test', 'other-business.test'],
      chainError: null,
    });
    expect(await read('tls-untrusted')).toMatchObject({
      selfSigned: false,
      issuer: 'Untrusted Test CA',
      chainError: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
    // The fake CA is trusted only through configuration (CRAWLER_EXTRA_CA_CERTS): without it, it is unknown.
    expect(await read('clean-calendly', { ...PROBE, trust: undefined })).toMatchObject({
      chainError: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
    // No https at all: no handshake, no certificate.
    expect(await read('http-only')).toBeNull();
  });

  it('connects only to an address the crawler’s policy allows', async () => {
    const metadata = async () => [{ address: '169.254.169.254', family: 4 }];
    expect(await readCertificate(new URL(url('clean-calendly')), { ...PROBE, resolve: metadata })).toBeNull();
    expect(
      await readCertificate(new URL(url('clean-calendly')), { ...PROBE, allowPrivateNetworks: false }),
    ).toBeNull();
  });

  it('judges the certificate’s dates by the injected clock', async () => {
    const tlsFindings = async (now: Date) => {
      const { audit } = await enrichWebsiteDeep(url('tls-expiring'), { ...PROBE, now, budgetMs: 10_000 });
      return audit?.findings.filter((finding) => finding.id.startsWith('tls_'));
    };
    expect(await tlsFindings(new Date('2026-12-01T00:00:00Z'))).toEqual([]);
    expect(await tlsFindings(AUDIT_CLOCK)).toMatchObject([
      {
        id: 'tls_expiring_soon',
        severity: 'medium',
        title: 'SSL certificate expires in 19 days',
        evidence: {
          url: 'https://tls-expiring.audit.test:' + new URL(websites.url).port + '/',
          value: 'valid until 2027-04-03',
        },
      },
    ]);
    expect(await tlsFindings(new Date('2027-04-15T12:00:00Z'))).toMatchObject([
      { id: 'tls_expired', severity: 'high', title: 'SSL certificate expired 12 days ago' },
    ]);
  });

  it('tells whether plain http sends visitors on to https', async () => {
    expect(await redirectsToHttps(url('clean-calendly'), PROBE)).toBe(true);
    expect(await redirectsToHttps(url('no-redirect'), PROBE)).toBe(false);
    // Nothing answers plain http there: nothing to judge.
    expect(await redirectsToHttps('https://clean-calendly.audit.test:1/', PROBE)).toBeNull();
  });

  it('asks for /favicon.ico, reading the answer’s headers only', async () => {
    expect(await servesFavicon(url('clean-wordpress-acuity'), PROBE)).toBe(true);
    expect(await servesFavicon(url('no-favicon'), PROBE)).toBe(false);
    expect(await servesFavicon(url('soft-404-favicon'), PROBE)).toBe(false);
  });
});
