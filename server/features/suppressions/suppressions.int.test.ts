// engine-sensitive: the unsubscribe's insert-on-conflict and its jsonb match of the leads' addresses
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_ROWS,
  type TImportSuppressionsResponse,
  type TSuppressionsPage,
} from '@contracts/suppressions';
import { leadActivity, suppressions, teamMember, webhookDeliveries } from '../../db/schema';
import { findSuppressed, isSuppressed } from './is-suppressed';
import { signUnsubscribeToken } from './unsubscribe-token';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

describe.skipIf(postgresSkipped())(`suppression list and one-click unsubscribe on ${testDbKind()}`, () => {
  let t: TestApp;
  let teamId: string;
  let otherTeamId: string;
  const cookies: Record<'owner' | 'admin' | 'member' | 'viewer' | 'stranger', string> = {} as never;
  let leads: string[];
  let strangerLead: string;

  const token = (email: string, team = teamId) =>
    signUnsubscribeToken(t.deps.appSecret, { teamId: team, email });
  /** A mail provider's one-click POST (RFC 8058): no cookie, no Origin, from another site. */
  const oneClick = (path: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
  const rowsOf = (team: string) => t.db.select().from(suppressions).where(eq(suppressions.teamId, team));
  const unsubscribedTrail = () =>
    t.db.select().from(leadActivity).where(eq(leadActivity.kind, 'unsubscribed'));
  const list = async (cookie: string, query = '') => {
    const res = await t.request(`/api/suppressions${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as TSuppressionsPage;
  };
  const importCsv = (cookie: string, csv: string, fileName = 'list.csv') =>
    t.request('/api/suppressions/import', { cookie, body: { csv, fileName } });

  beforeAll(async () => {
    t = await createTestApp();
    cookies.owner = await t.signUp('owner@agency.test');
    const ownerId = await userIdOf(t.db, 'owner@agency.test');
    await subscribe(t.db, ownerId);
    const made = await t.request('/api/auth/organization/create', {
      cookie: cookies.owner,
      body: { name: 'Agency & Co', slug: 'agency-suppressions' },
    });
    teamId = ((await made.json()) as { id: string }).id;
    for (const role of ['admin', 'member', 'viewer'] as const) {
      cookies[role] = await t.signUp(`${role}@agency.test`);
      const userId = await userIdOf(t.db, `${role}@agency.test`);
      await t.db.insert(teamMember).values({ id: `supp-${role}`, teamId, userId, role });
      const active = await t.request('/api/auth/organization/set-active', {
        cookie: cookies[role],
        body: { organizationId: teamId },
      });
      expect(active.status).toBe(200);
    }
    cookies.stranger = await t.signUp('stranger@elsewhere.test');
    const strangerId = await userIdOf(t.db, 'stranger@elsewhere.test');
    otherTeamId = await personalTeamOf(t.db, strangerId);
    ({ ids: leads } = await seedSearch(
      t.db,
      ownerId,
      [
        { businessName: 'Joe Plumbing', email: 'Joe@Plumbing.test' },
        { businessName: 'Joe Plumbing (copy)', emails: [{ email: 'joe@plumbing.test', source: 'site' }] },
        { businessName: 'Someone else', email: 'ann@else.test' },
      ],
      { teamId },
    ));
    ({
      ids: [strangerLead],
    } = await seedSearch(t.db, strangerId, [{ businessName: 'Same address', email: 'joe@plumbing.test' }]));
  });
  afterAll(async () => t?.close());

  it('GET shows the page with the address masked and a button, and changes nothing', async () => {
    const res = await t.app.request(`/u/${token('joe@plumbing.test')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.text();
    expect(page).toContain('Unsubscribe from Agency &amp; Co?');
    expect(page).toContain('j•••@plumbing.test');
    expect(page).not.toContain('joe@plumbing.test');
    expect(page).toMatch(/<form method="post" action="\/u\/[A-Za-z0-9_-]+">/);
    expect(await rowsOf(teamId)).toEqual([]);
    expect(await unsubscribedTrail()).toEqual([]);
  });

  it('a one-click POST without cookies unsubscribes, marks the team’s leads with the address, and is idempotent', async () => {
    const hook = await t.request('/api/webhooks', {
      cookie: cookies.owner,
      body: { url: 'https://hooks.example.com/in', events: ['email.unsubscribed'] },
    });
    expect(hook.status).toBe(201);
    const events = () =>
      t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'email.unsubscribed'));
    const path = `/u/${token('joe@plumbing.test')}`;
    const res = await oneClick(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    const rows = await rowsOf(teamId);
    expect(rows).toMatchObject([
      { email: 'joe@plumbing.test', reason: 'unsubscribed', source: 'Unsubscribe link', createdBy: null },
    ]);
    expect(await isSuppressed(t.db, teamId, ' JOE@plumbing.TEST ')).toBe(true);
    expect(await isSuppressed(t.db, otherTeamId, 'joe@plumbing.test')).toBe(false);
    expect([...(await findSuppressed(t.db, teamId, ['Joe@Plumbing.test', 'ann@else.test']))]).toEqual([
      'joe@plumbing.test',
    ]);
    const trail = await unsubscribedTrail();
    expect(trail.map((entry) => entry.leadId).sort()).toEqual([leads[0], leads[1]].sort());
    expect(trail.map((entry) => entry.leadId)).not.toContain(strangerLead);
    expect(trail[0]).toMatchObject({ teamId, createdBy: null, details: { email: 'joe@plumbing.test' } });
    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ teamId });
    expect(event!.payload).toMatchObject({
      type: 'email.unsubscribed',
      data: { email: 'joe@plumbing.test', source: 'Unsubscribe link', unsubscribedAt: expect.any(String) },
    });
    expect((event!.payload as { data: { leadIds: string[] } }).data.leadIds.sort()).toEqual(
      [leads[0], leads[1]].sort(),
    );

    const again = await oneClick(path);
    expect(again.status).toBe(200);
    expect(await rowsOf(teamId)).toHaveLength(1);
    expect(await unsubscribedTrail()).toHaveLength(2);
    expect(await events()).toHaveLength(1);
    const page = await (await t.app.request(path)).text();
    expect(page).toContain('You are unsubscribed');
    expect(page).not.toContain('<form');
  });

  it('the page’s button (a form POST from this origin) unsubscribes too', async () => {
    const res = await t.app.request(`/u/${token('button@else.test')}`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await isSuppressed(t.db, teamId, 'button@else.test')).toBe(true);
  });

  it('refuses forged, altered and unknown-team tokens with a 404 page, never an error', async () => {
    const good = token('forged@else.test');
    const altered = `${good.slice(0, -3)}${good.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const otherSecret = signUnsubscribeToken('another-secret', { teamId, email: 'forged@else.test' });
    const noTeam = token('forged@else.test', 'team-that-does-not-exist');
    for (const bad of [altered, otherSecret, noTeam, 'x', 'A'.repeat(2000), '%00', '..%2F..%2Fetc']) {
      for (const method of ['GET', 'POST']) {
        const res = await t.app.request(`/u/${bad}`, { method });
        expect({ bad: bad.slice(0, 20), method, status: res.status }).toEqual({
          bad: bad.slice(0, 20),
          method,
          status: 404,
        });
        expect(await res.text()).toContain('This unsubscribe link is not valid');
      }
    }
    expect((await t.app.request('/u/')).status).toBe(404);
    expect((await t.app.request(`/u/${good}/more`)).status).toBe(404);
    expect(await isSuppressed(t.db, teamId, 'forged@else.test')).toBe(false);
  });

  it('another team’s link unsubscribes from that team only', async () => {
    expect((await oneClick(`/u/${token('only-other@else.test', otherTeamId)}`)).status).toBe(200);
    expect(await isSuppressed(t.db, otherTeamId, 'only-other@else.test')).toBe(true);
    expect(await isSuppressed(t.db, teamId, 'only-other@else.test')).toBe(false);
  });

  it('members add by hand (an address already listed keeps its reason), search and page the list', async () => {
    const added = await t.request('/api/suppressions', {
      cookie: cookies.member,
      body: { email: ' Ann@Else.test ' },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      added: true,
      suppression: { email: 'ann@else.test', reason: 'manual' },
    });
    const again = await t.request('/api/suppressions', {
      cookie: cookies.member,
      body: { email: 'joe@plumbing.test' },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ added: false, suppression: { reason: 'unsubscribed' } });
    const found = await list(cookies.viewer, '?q=ANN');
    expect(found.items.map((s) => s.email)).toEqual(['ann@else.test']);
    expect((await list(cookies.viewer, '?page=2')).items).toEqual([]);
    expect((await list(cookies.viewer)).total).toBe(3);
  });

  it('imports a CSV: extra columns ignored, invalid rows counted with their line, duplicates skipped', async () => {
    const csv = [
      'Name,EMAIL ,Notes',
      'Ann,ann@else.test,already listed',
      'New,new-one@else.test,',
      'Twice,NEW-ONE@else.test,same address again',
      'Bad,not an address,',
      '"Quoted, name","new-two@else.test","a, b"',
      'Empty,,',
      'Short row',
    ].join('\r\n');
    const res = await importCsv(cookies.member, `\uFEFF${csv}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as TImportSuppressionsResponse).toEqual({
      added: 2,
      skipped: 2,
      invalid: 3,
      invalidRows: [
        { line: 5, value: 'not an address' },
        { line: 7, value: '' },
        { line: 8, value: '' },
      ],
    });
    const [row] = await t.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.teamId, teamId), eq(suppressions.email, 'new-two@else.test')));
    expect(row).toMatchObject({ reason: 'imported', source: 'Import: list.csv' });
  });

  it('refuses a CSV without an email column, an unreadable one, or one with too many rows', async () => {
    const refusals = [
      ['name,address\nAnn,ann@else.test', 'The file needs a header row with an "email" column'],
      ['email\n"unclosed@else.test', 'The file is not a readable CSV'],
      [`email\n${'a@b.test\n'.repeat(MAX_IMPORT_ROWS + 1)}`, 'The file may hold at most 10,000 rows'],
    ];
    for (const [csv, message] of refusals) {
      const res = await importCsv(cookies.member, csv!);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const tooBig = await importCsv(cookies.member, `email\n${'x'.repeat(600 * 1024)}`);
    expect(tooBig.status).toBe(400);
  });

  it('exports the list as CSV with formulas neutralised, and the file imports again', async () => {
    await t.request('/api/suppressions', { cookie: cookies.member, body: { email: '-danger@evil.test' } });
    await t.db
      .insert(suppressions)
      .values({ teamId, email: 'formula@evil.test', reason: 'manual', source: '=HYPERLINK("http://evil")' });
    const res = await t.request('/api/suppressions/export', { cookie: cookies.viewer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="suppressions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('"email","reason","source","created_at"');
    expect(csv).toContain(`"'-danger@evil.test"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"joe@plumbing.test","unsubscribed","Unsubscribe link"');
    const reimport = (await (await importCsv(cookies.owner, csv)).json()) as TImportSuppressionsResponse;
    expect({ rows: reimport.added + reimport.skipped, invalid: reimport.invalid }).toEqual({
      rows: 7,
      invalid: 0,
    });
  });

  it('keeps each team’s list to itself: another team neither sees nor removes it', async () => {
    const [row] = await rowsOf(teamId);
    const theirs = await list(cookies.stranger);
    expect(theirs.items.map((s) => s.email)).not.toContain('ann@else.test');
    const removed = await t.request(`/api/suppressions/${row!.id}`, {
      method: 'DELETE',
      cookie: cookies.stranger,
    });
    expect(removed.status).toBe(404);
    expect(await rowsOf(teamId)).toContainEqual(expect.objectContaining({ id: row!.id }));
    const exported = await (await t.request('/api/suppressions/export', { cookie: cookies.stranger })).text();
    expect(exported).not.toContain('"ann@else.test"');
  });

  it('only owners and admins take an address off; viewers add nothing', async () => {
    const ann = (await list(cookies.owner, '?q=ann@else.test')).items[0]!;
    const byMember = await t.request(`/api/suppressions/${ann.id}`, {
      method: 'DELETE',
      cookie: cookies.member,
    });
    expect(byMember.status).toBe(403);
    for (const [path, body] of [
      ['/api/suppressions', { email: 'viewer@else.test' }],
      ['/api/suppressions/import', { csv: 'email\nviewer@else.test' }],
    ] as const) {
      expect((await t.request(path, { cookie: cookies.viewer, body })).status).toBe(403);
    }
    expect(await isSuppressed(t.db, teamId, 'viewer@else.test')).toBe(false);
    const byAdmin = await t.request(`/api/suppressions/${ann.id}`, {
      method: 'DELETE',
      cookie: cookies.admin,
    });
    expect(byAdmin.status).toBe(200);
    expect(await isSuppressed(t.db, teamId, 'ann@else.test')).toBe(false);
    const gone = await t.request(`/api/suppressions/${ann.id}`, { method: 'DELETE', cookie: cookies.owner });
    expect(gone.status).toBe(404);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/suppressions', {}],
      ['POST', '/api/suppressions', { email: 42 }],
      ['POST', '/api/suppressions', { email: 'not an address' }],
      ['POST', '/api/suppressions', { email: `${'a'.repeat(250)}@b.test` }],
      ['POST', '/api/suppressions', 'not json'],
      ['POST', '/api/suppressions/import', { csv: 7 }],
      ['POST', '/api/suppressions/import', { csv: '' }],
      ['POST', '/api/suppressions/import', { csv: 'email\na@b.test', fileName: 'x'.repeat(300) }],
      ['GET', '/api/suppressions?page=abc', undefined],
      ['GET', '/api/suppressions?page=-1', undefined],
      ['GET', `/api/suppressions?q=${'q'.repeat(300)}`, undefined],
      ['DELETE', '/api/suppressions/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await t.request(path, { method, body, cookie: cookies.owner });
      expect({ method, path: path.slice(0, 40), status: res.status >= 400 && res.status < 500 }).toEqual({
        method,
        path: path.slice(0, 40),
        status: true,
      });
    }
    expect((await t.request('/api/suppressions')).status).toBe(401);
  });
});
