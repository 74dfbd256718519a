/**
 * The email checks' part of `npm run bench:quality` (decision 128): the addresses the deep pass found on the fake
 * sites, plus one address at each of the fake DNS's test zones (MX, address only, null MX, NODATA, CNAME,
 * NXDOMAIN, SERVFAIL, silence), checked against the fake DNS over the wire. Prints precision and recall of each
 * status against the zones' ground truth (`expectedMailStatus`). Goal: no address at a domain that takes mail is
 * `invalid` (precision of `invalid` 1.000), and every status ≥ 0.98 / ≥ 0.95.
 */
import { expectedMailStatus, TEST_ZONES, type TMailStatus } from '@fakes/dns/fake-mail-zones';
import { startFakeDns } from '@fakes/dns/start-fake-dns';
import { createEmailChecker } from '@server/features/email-checks/check-emails';
import { parseEmail } from '@server/features/email-checks/parse-email';
import { createDnsResolver } from '@server/integrations/dns/mail-domain';

const STATUSES: TMailStatus[] = ['ok', 'invalid', 'unknown'];

export async function reportEmailChecks(found: readonly string[]): Promise<void> {
  const dns = await startFakeDns();
  try {
    const check = createEmailChecker({
      resolver: createDnsResolver({ servers: [dns.server], timeoutMs: 500 }),
    });
    const emails = [...new Set([...found, ...Object.keys(TEST_ZONES).map((zone) => `info@${zone}`)])];
    const started = performance.now();
    const checks = await check(emails);
    const ms = performance.now() - started;
    const count = Object.fromEntries(STATUSES.map((status) => [status, { tp: 0, fp: 0, fn: 0 }]));
    const wrong: string[] = [];
    for (const { email, status } of checks) {
      const domain = parseEmail(email)?.domain;
      const truth = domain ? expectedMailStatus(domain) : 'invalid';
      if (status === truth) count[status].tp++;
      else {
        count[status].fp++;
        count[truth].fn++;
        wrong.push(`${email}: said ${status}, truth ${truth}`);
      }
    }
    const ratio = (a: number, b: number) => (b === 0 ? '  –  ' : (a / b).toFixed(3));
    console.log(
      `\n== email checks (${checks.length} addresses, ${new Set(checks.map((c) => parseEmail(c.email)?.domain)).size} domains, ${(ms / 1000).toFixed(1)} s) ==`,
    );
    console.log('status     precision  recall   found/true  (goal)');
    for (const status of STATUSES) {
      const { tp, fp, fn } = count[status];
      const goal =
        status === 'invalid' ? '(precision 1.000: never invalid when mail is taken)' : '(≥ 0.98 / ≥ 0.95)';
      console.log(
        `${status.padEnd(10)} ${ratio(tp, tp + fp)}      ${ratio(tp, tp + fn)}    ${String(tp + fp).padStart(4)}/${String(tp + fn).padEnd(4)}  ${goal}`,
      );
    }
    for (const line of wrong.slice(0, 10)) console.log(`  wrong: ${line}`);
  } finally {
    await dns.close();
  }
}
