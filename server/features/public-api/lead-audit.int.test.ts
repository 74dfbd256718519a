import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLeadAudit } from '@contracts/audit';
import type { TLeadPage } from '@contracts/lead-activity';
import type { TLead } from '@contracts/search';
import { and, eq, sql } from 'drizzle-orm';
import { businessResults } from '../../db/schema';
import { auditFindingsMask } from '../../db/schema/lead-facts';
import { makeAudit, makeFinding } from '../../../tests/make-audit';
import { connectMcp } from '../../../tests/mcp-client';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

/**
 * The website audit where it is read (issue 32, decision 132): `/api/v1/leads/:id`, the MCP tool that reads one
 * lead, the "has audit finding" filter on `/api/v1/leads`, MCP and exports, each scoped to the team in SQL.
 * Audits are written straight into the database, as the deep pass stores them.
 */
describe.skipIf(postgresSkipped())(
  `the website audit through the API, MCP and exports on ${testDbKind()}`,
  () => {
    let t: TestApp;
    let cookie: string;
    let token: string;
    let searchId: string;
    let ids: string[];
    let otherIds: string[];

    const alphaAudit = makeAudit([
      makeFinding('tls_expired'),
      makeFinding('heavy_homepage'),
      makeFinding('copyright_outdated'),
    ]);
    const betaAudit = makeAudit([makeFinding('no_viewport')]);

    beforeAll(async () => {
      t = await createTestApp();
      cookie = await t.signUp('auditor@example.com');
      const userId = await userIdOf(t.db, 'auditor@example.com');
      await subscribe(t.db, userId);
      ({ searchId, ids } = await seedSearch(t.db, userId, [
        { businessName: 'Alpha Roofing', leadScore: 40, audit: alphaAudit },
        { businessName: 'Beta Roofing', leadScore: 60, audit: betaAudit },
        { businessName: 'Gamma Roofing', leadScore: 80 },
        // Written by some other version of the audit: it names tls_expired, but the contract cannot read it.
        {
          businessName: 'Delta Roofing',
          leadScore: 20,
          audit: { findings: [{ id: 'tls_expired' }] } as unknown as TLeadAudit,
        },
        { businessName: 'Epsilon Roofing', audit: { findings: 'none' } as unknown as TLeadAudit },
      ]));
      await t.signUp('other@example.com');
      ({ ids: otherIds } = await seedSearch(t.db, await userIdOf(t.db, 'other@example.com'), [
        { businessName: 'SECRET Roofing', audit: makeAudit([makeFinding('tls_expired')]) },
      ]));
      const made = await t.request('/api/api-tokens', { cookie, body: { name: 'Audit', scopes: ['read'] } });
      token = ((await made.json()) as { token: string }).token;
    });
    afterAll(async () => t?.close());

    const v1 = (path: string) =>
      t.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    const names = (leads: { businessName: string }[]) => leads.map((l) => l.businessName);

    it('GET /api/v1/leads/:id answers the lead with its audit; none is null; another team’s lead is not found', async () => {
      const alpha = await v1(`/leads/${ids[0]}`);
      expect(alpha.status).toBe(200);
      expect(((await alpha.json()) as { data: TLeadPage }).data.lead.audit).toEqual(alphaAudit);
      const gamma = (await (await v1(`/leads/${ids[2]}`)).json()) as { data: TLeadPage };
      expect(gamma.data.lead.audit).toBeNull();
      const delta = (await (await v1(`/leads/${ids[3]}`)).json()) as { data: TLeadPage };
      expect(delta.data.lead.audit).toBeNull();
      expect((await v1(`/leads/${otherIds[0]}`)).status).toBe(404);
      // Every lead shape carries it: a search's page of leads too.
      const page = (await (await v1(`/searches/${searchId}/leads`)).json()) as { data: TLead[] };
      expect(page.data.find((l) => l.id === ids[1])?.audit).toEqual(betaAudit);
    });

    it('filters by audit findings (any of them), within the team only, and refuses an unknown finding', async () => {
      const read = async (query: string) => {
        const res = await v1(`/leads?${query}`);
        expect(res.status).toBe(200);
        return names(((await res.json()) as { data: TLead[] }).data);
      };
      expect(await read('auditFindings=tls_expired')).toEqual(['Alpha Roofing']);
      expect(await read(`searchId=${searchId}&auditFindings=no_viewport,copyright_outdated`)).toEqual([
        'Beta Roofing',
        'Alpha Roofing',
      ]);
      expect(await read('auditFindings=no_https')).toEqual([]);
      expect(await read('auditFindings=tls_expired&minLeadScore=50')).toEqual([]);

      const refused = await v1('/leads?auditFindings=tls_expired,no_such_finding');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { detail: string }).detail).toContain(
        'Choose audit findings from the list',
      );
    });

    it('decides in SQL as the workspace does, whatever shape another writer stored', async () => {
      const rows = await t.db
        .select({ name: businessResults.businessName })
        .from(businessResults)
        .where(
          and(
            eq(businessResults.searchId, searchId),
            sql`${businessResults.auditFindings} & ${auditFindingsMask(['tls_expired', 'no_viewport']).toString()}::bigint <> 0`,
          ),
        );
      // Delta names the finding but is not a readable audit: the workspace's rule leaves it out, and so do the
      // findings the database keeps of each lead (lead-facts.ts).
      expect(names(rows.map((r) => ({ businessName: r.name }))).sort()).toEqual([
        'Alpha Roofing',
        'Beta Roofing',
      ]);
    });

    it('get_lead and filter_leads answer the same through MCP, and nothing of another team', async () => {
      const mcp = await connectMcp(t, token);
      const lead = await mcp.call('get_lead', { leadId: ids[0] });
      expect(lead.isError).toBe(false);
      expect((JSON.parse(lead.text) as TLeadPage).lead.audit).toEqual(alphaAudit);
      const foreign = await mcp.call('get_lead', { leadId: otherIds[0] });
      expect(foreign).toEqual({ isError: true, text: 'Business not found' });
      const filtered = await mcp.call('filter_leads', { filters: { auditFindings: ['tls_expired'] } });
      expect(names((JSON.parse(filtered.text) as { leads: TLead[] }).leads)).toEqual(['Alpha Roofing']);
      await mcp.close();
    });

    it('exports a search through the finding filter, with the findings in the Full layout’s last columns', async () => {
      const res = await t.request('/api/exports', {
        cookie,
        body: {
          source: { kind: 'search', searchId },
          layout: 'full',
          filters: { auditFindings: ['tls_expired', 'no_viewport'] },
        },
      });
      expect(res.status).toBe(200);
      const [header, ...rows] = parse(await res.text()) as string[][];
      expect(header.slice(-3)).toEqual(['Audit Checked', 'Audit Finding IDs', 'Audit Findings']);
      const byName = Object.fromEntries(rows.map((row) => [row[0], row.slice(-3)]));
      expect(Object.keys(byName).sort()).toEqual(['Alpha Roofing', 'Beta Roofing']);
      expect(byName['Alpha Roofing']).toEqual([
        '2026-12-04',
        'tls_expired; heavy_homepage; copyright_outdated',
        'Certificate expired 12 days ago; Homepage 6.8 MB, 143 resources referenced; © 2019 in the footer',
      ]);
      expect(byName['Beta Roofing']).toEqual(['2026-12-04', 'no_viewport', 'No mobile viewport']);
    });
  },
);
