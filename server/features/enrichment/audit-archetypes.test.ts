import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FINDING_IDS, ZLeadAudit } from '@contracts/audit';
import {
  AUDIT_ARCHETYPE_NAMES,
  AUDIT_CLOCK,
  auditFakeSite,
  auditResolver,
  startAuditWebsites,
} from '@fakes/websites/archetypes/audit-archetypes';
import type { FakeWebsites } from '@fakes/websites/start-fake-websites';
import { FAKE_CA_FILE } from '@fakes/websites/tls/fake-certificates';
import { crawlerTrust } from './crawler-trust';
import { enrichWebsiteDeep, type DeepEnrichOptions } from './enrich-website-deep';

const OPTIONS: DeepEnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  resolve: auditResolver,
  trust: crawlerTrust(FAKE_CA_FILE),
  now: AUDIT_CLOCK,
  budgetMs: 10_000,
};

describe('the website audit against the audit sites (real TLS on loopback, the audit clock)', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startAuditWebsites();
  });
  afterAll(() => websites.close());

  describe.each(AUDIT_ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    (_, index) => {
      it('reports exactly the findings the site shows', { timeout: 30_000 }, async () => {
        const { enrichment, audit } = await enrichWebsiteDeep(websites.siteUrl(index), OPTIONS);
        expect(enrichment.failureReason).toBeNull();
        expect(ZLeadAudit.parse(audit)).toEqual(audit);
        expect(audit?.findings.map((finding) => finding.id).sort()).toEqual(
          [...(auditFakeSite(index).expected.audit ?? [])].sort(),
        );
      });
    },
  );

  it('has, for every finding, a site that shows it and one that does not', () => {
    const truths = AUDIT_ARCHETYPE_NAMES.map((_, index) => auditFakeSite(index).expected.audit ?? []);
    for (const id of AUDIT_FINDING_IDS) {
      expect(
        truths.some((truth) => truth.includes(id)),
        `a site with ${id}`,
      ).toBe(true);
      expect(
        truths.some((truth) => !truth.includes(id)),
        `a site without ${id}`,
      ).toBe(true);
    }
  });
});
