import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns, type TFakeDns } from '@fakes/dns/start-fake-dns';
import { createDnsResolver } from '../../integrations/dns/mail-domain';
import { createEmailChecker } from './check-emails';

const AT = new Date('2026-12-01T10:00:00.000Z');

describe('the email checks against the local DNS fake', () => {
  let fake: TFakeDns;
  let check: ReturnType<typeof createEmailChecker>;
  beforeAll(async () => {
    fake = await startFakeDns();
    check = createEmailChecker({
      resolver: createDnsResolver({ servers: [fake.server], timeoutMs: 200 }),
      now: () => AT,
    });
  });
  afterAll(async () => fake?.close());

  it('gives each address its status, labels, reason and time, in order and once each', async () => {
    const checks = await check([
      'info@mx.test',
      'jane@a-only.test',
      'INFO@mx.test',
      'sales@null-mx.test',
      'jane@missing.test',
      'jane@timeout.test',
      'not an address@mx.test',
    ]);
    expect(checks).toEqual([
      {
        email: 'info@mx.test',
        status: 'ok',
        labels: ['role_address'],
        reason: 'MX mail.mx.test',
        checkedAt: AT.toISOString(),
      },
      {
        email: 'jane@a-only.test',
        status: 'ok',
        labels: [],
        reason: "no MX; mail goes to the domain's own address (A 192.0.2.10)",
        checkedAt: AT.toISOString(),
      },
      {
        email: 'sales@null-mx.test',
        status: 'invalid',
        labels: ['role_address'],
        reason: 'null MX: the domain takes no mail',
        checkedAt: AT.toISOString(),
      },
      {
        email: 'jane@missing.test',
        status: 'invalid',
        labels: [],
        reason: 'no such domain',
        checkedAt: AT.toISOString(),
      },
      {
        email: 'jane@timeout.test',
        status: 'unknown',
        labels: [],
        reason: 'DNS timed out',
        checkedAt: AT.toISOString(),
      },
      {
        email: 'not an address@mx.test',
        status: 'invalid',
        labels: [],
        reason: 'not a valid address',
        checkedAt: AT.toISOString(),
      },
    ]);
  });

  it('asks about a domain once while its answer is kept, and again after an unknown', async () => {
    fake.questions.length = 0;
    await Promise.all([check(['a@backup-mx.test', 'b@backup-mx.test']), check(['c@backup-mx.test'])]);
    await check(['d@backup-mx.test']);
    expect(fake.questions.filter((q) => q === 'MX backup-mx.test')).toHaveLength(1);
    await check(['a@servfail.test']);
    await check(['b@servfail.test']);
    expect(fake.questions.filter((q) => q === 'MX servfail.test')).toHaveLength(2);
  });
});
