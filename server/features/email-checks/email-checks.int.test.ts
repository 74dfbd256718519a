import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmailCheck } from '@contracts/audit';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import type { TLead } from '@contracts/search';
import { startFakeDns, type TFakeDns } from '@fakes/dns/start-fake-dns';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { withoutFacts } from '../enrichment/enrich-website';
import { runDeepPass } from '../search/run-deep-pass';

/** The deep crawl of a site that shows two more addresses than the first pass found. */
const deepSite = (website: string): TWebsiteEnrichment => ({
  ...withoutFacts('skipped', 'no_website', website),
  status: 'ok',
  failureReason: null,
  pagesFetched: 3,
  emails: [
    { email: 'info@mx.test', source: `${website}contact` },
    { email: 'jane.doe@gmail.com', source: `${website}team` },
    { email: 'bookings@null-mx.test', source: `${website}book` },
  ],
});

const check = (email: string, status: TEmailCheck['status']): TEmailCheck => ({
  email,
  status,
  labels: [],
  reason: status === 'ok' ? 'MX mail.example.test' : 'no such domain',
  checkedAt: '2026-12-01T00:00:00.000Z',
});

/** Email checks (decision 128) through the product: the deep job, the lead shape, the filter, the Full export. */
describe.skipIf(postgresSkipped())(`email checks against the local DNS fake on ${testDbKind()}`, () => {
  let dns: TFakeDns;
  let t: TestApp;
  let owner: string;
  let teamId: string;
  let searchId: string;
  let ids: string[];

  beforeAll(async () => {
    dns = await startFakeDns();
    t = await createTestApp(
      { DNS_SERVERS: dns.server, DNS_TIMEOUT_MS: '200' },
      {
        checkEmails: 'real',
        deepEnrichLead: async ({ website }) =>
          website.includes('deep') ? { enrichment: deepSite(website), audit: null, pageTexts: [] } : null,
      },
    );
    owner = await t.signUp('owner@example.com');
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    teamId = await personalTeamOf(t.db, ownerId);
    ({ searchId, ids } = await seedSearch(t.db, ownerId, [
      // Its deep crawl reads more addresses: all of them are checked.
      {
        businessName: 'Deep Dental',
        website: 'https://deep.example.test/',
        email: 'info@mx.test',
        emails: [{ email: 'info@mx.test', source: 'https://deep.example.test/' }],
        deepStatus: 'pending',
      },
      // Its deep crawl reads nothing: the first pass's addresses are checked.
      {
        businessName: 'Quiet Plumbing',
        website: 'https://quiet.example.test/',
        email: 'office@missing.test',
        emails: [
          { email: 'office@missing.test', source: 'https://quiet.example.test/' },
          { email: 'owner@timeout.test', source: 'https://quiet.example.test/about' },
        ],
        deepStatus: 'pending',
      },
    ]));
    // Another team's lead with a working address: never in this team's answers.
    await t.signUp('other@example.com');
    const otherId = await userIdOf(t.db, 'other@example.com');
    await seedSearch(t.db, otherId, [
      { businessName: 'Elsewhere Bakery', emailChecks: [check('hi@mx.test', 'ok')] },
    ]);
    for (const leadId of ids) await runDeepPass({ ...t.deps, yieldToSearchesMs: 0 }, { leadId, teamId });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const leadOf = async (id: string) =>
    ((await (await t.request(`/api/leads/${id}`, { cookie: owner })).json()) as { lead: TLead }).lead;

  it('checks every stored email after the deep pass: status, labels, reason and when', async () => {
    const deep = await leadOf(ids[0]);
    expect(deep.deepStatus).toBe('done');
    expect(deep.emailChecks.map(({ checkedAt: _, ...rest }) => rest)).toEqual([
      { email: 'info@mx.test', status: 'ok', labels: ['role_address'], reason: 'MX mail.mx.test' },
      { email: 'jane.doe@gmail.com', status: 'ok', labels: ['free_provider'], reason: 'MX mx.gmail.com' },
      {
        email: 'bookings@null-mx.test',
        status: 'invalid',
        labels: ['role_address'],
        reason: 'null MX: the domain takes no mail',
      },
    ]);
    expect(Date.parse(deep.emailChecks[0].checkedAt)).toBeGreaterThan(Date.now() - 60_000);

    const quiet = await leadOf(ids[1]);
    expect(quiet.deepStatus).toBe('skipped');
    expect(quiet.emailChecks.map((c) => [c.email, c.status, c.reason])).toEqual([
      ['office@missing.test', 'invalid', 'no such domain'],
      ['owner@timeout.test', 'unknown', 'DNS timed out'],
    ]);
  });

  it('filters "has an email that can receive mail" on the server, inside the team', async () => {
    const res = await t.request('/api/api-tokens', {
      cookie: owner,
      body: { name: 'Reader', scopes: ['read'] },
    });
    const { token } = (await res.json()) as TCreatedApiToken;
    const names = async (query: string) => {
      const page = await t.request(`/api/v1/leads?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(page.status).toBe(200);
      const body = (await page.json()) as { data: TLead[] };
      return body.data.map((lead) => lead.businessName).sort();
    };
    expect(await names('hasMailableEmail=true')).toEqual(['Deep Dental']);
    expect(await names('hasMailableEmail=false')).toEqual(['Quiet Plumbing']);
    const lead = (await (
      await t.request(`/api/v1/leads/${ids[0]}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { lead: TLead };
    };
    expect(lead.data.lead.emailChecks).toHaveLength(3);
  });

  it('exports through the filter, with each email’s status in the Full layout', async () => {
    const res = await t.request('/api/exports', {
      cookie: owner,
      body: { source: { kind: 'search', searchId }, filters: { hasMailableEmail: true }, layout: 'full' },
    });
    expect(res.status).toBe(200);
    const rows = parse(await res.text()) as string[][];
    expect(rows).toHaveLength(2);
    const status = rows[0].indexOf('Email Status');
    expect(status).toBeGreaterThan(0);
    expect(rows[1][0]).toBe('Deep Dental');
    expect(rows[1][status]).toBe(
      'info@mx.test: Can receive mail, role address; jane.doe@gmail.com: Can receive mail, free provider; ' +
        "bookings@null-mx.test: Domain can't receive mail (null MX: the domain takes no mail), role address",
    );
  });
});
