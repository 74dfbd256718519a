import type { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedMailStatus } from '@fakes/dns/fake-mail-zones';
import { startFakeDns, type TFakeDns } from '@fakes/dns/start-fake-dns';
import { createDnsResolver, lookUpMailDomain } from './mail-domain';

describe('whether a domain can receive mail, asked of the local DNS fake over the wire', () => {
  let fake: TFakeDns;
  let resolver: Resolver;
  beforeAll(async () => {
    fake = await startFakeDns();
    resolver = createDnsResolver({ servers: [fake.server], timeoutMs: 300 });
  });
  afterAll(async () => fake?.close());

  it.each([
    ['mx.test', 'ok', 'MX mail.mx.test'],
    ['backup-mx.test', 'ok', 'MX mx2.backup-mx.test'],
    ['a-only.test', 'ok', "no MX; mail goes to the domain's own address (A 192.0.2.10)"],
    ['aaaa-only.test', 'ok', "no MX; mail goes to the domain's own address (AAAA 2001:db8::10)"],
    ['alias.test', 'ok', 'MX mail.mx.test'],
    ['mixed-null-mx.test', 'ok', 'MX mail.mixed-null-mx.test'],
    ['null-mx.test', 'invalid', 'null MX: the domain takes no mail'],
    ['no-mail.test', 'invalid', 'domain has no MX and no address'],
    ['missing.test', 'invalid', 'no such domain'],
    ['servfail.test', 'unknown', 'DNS server failed (SERVFAIL)'],
    ['timeout.test', 'unknown', 'DNS timed out'],
  ] as const)('%s is %s (%s)', async (domain, status, reason) => {
    expect(await lookUpMailDomain(resolver, domain)).toEqual({ status, reason });
    expect(expectedMailStatus(domain)).toBe(status);
  });

  it('asks for the address only when there is no MX, and both A and AAAA then', async () => {
    fake.questions.length = 0;
    await lookUpMailDomain(resolver, 'mx.test');
    expect(fake.questions).toEqual(['MX mx.test']);
    fake.questions.length = 0;
    await lookUpMailDomain(resolver, 'no-mail.test');
    expect(fake.questions.sort()).toEqual(['A no-mail.test', 'AAAA no-mail.test', 'MX no-mail.test']);
  });

  it('says unknown, never invalid, when no server answers at all', async () => {
    const closed = await startFakeDns();
    const nobody = createDnsResolver({ servers: [closed.server], timeoutMs: 200 });
    await closed.close();
    expect((await lookUpMailDomain(nobody, 'mx.test')).status).toBe('unknown');
  });
});
