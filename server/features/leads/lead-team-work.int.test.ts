import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLeadPage } from '@contracts/lead-activity';
import { businessResults, leadActivity, searchHistory, teamMember, user } from '../../db/schema';
import { recordLeadActivity } from '../../lib/lead-activity';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';

/** A calendar date `days` before today (UTC, as the database's current_date on the test servers). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Decision 112: assignment inside the team only, the activity trail written by each operation, the collision guard
 * on a colleague's recent contact, and the lead page (another team's lead is not found).
 */
describe.skipIf(postgresSkipped())(`assignment, activity and the collision guard on ${testDbKind()}`, () => {
  let t: TestApp;
  let ana: string;
  let anaId: string;
  let cole: string;
  let coleId: string;
  let viewer: string;
  let viewerId: string;
  let outsider: string;
  let outsiderId: string;
  let teamId: string;
  let outsiderTeamId: string;

  const activeTeamOf = async (cookie: string) =>
    ((await (await t.request('/api/teams/active', { cookie })).json()) as { id: string }).id;

  async function join(email: string, cookie: string, role: string) {
    await t.db
      .insert(teamMember)
      .values({ id: randomUUID(), teamId, userId: await userIdOf(t.db, email), role });
    const res = await t.request('/api/auth/organization/set-active', {
      cookie,
      body: { organizationId: teamId },
    });
    expect(res.status).toBe(200);
    expect(await activeTeamOf(cookie)).toBe(teamId);
  }

  async function seedLeads(team: string, names: string[], placeIds: (string | null)[] = []) {
    const [search] = await t.db
      .insert(searchHistory)
      .values({ teamId: team, niche: 'plumber', location: 'Austin, TX', status: 'completed' })
      .returning({ id: searchHistory.id });
    const rows = await t.db
      .insert(businessResults)
      .values(
        names.map((businessName, position) => ({
          businessName,
          position,
          teamId: team,
          searchId: search.id,
          googlePlaceId: placeIds[position] ?? null,
        })),
      )
      .returning({ id: businessResults.id, position: businessResults.position });
    return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
  }

  const trail = async (leadId: string) =>
    t.db
      .select({ kind: leadActivity.kind, by: leadActivity.createdBy, details: leadActivity.details })
      .from(leadActivity)
      .where(eq(leadActivity.leadId, leadId))
      .orderBy(leadActivity.at, leadActivity.seq);

  const patchLead = (cookie: string, id: string, body: Record<string, unknown>) =>
    t.request(`/api/leads/${id}`, { method: 'PATCH', cookie, body: { tags: [], notes: null, ...body } });

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp('first-admin@example.com');
    ana = await t.signUp('ana@example.com', { name: 'Ana Lima' });
    cole = await t.signUp('cole@example.com', { name: 'Cole' });
    viewer = await t.signUp('vic@example.com', { name: 'Vic' });
    outsider = await t.signUp('otto@example.com', { name: 'Otto' });
    anaId = await userIdOf(t.db, 'ana@example.com');
    coleId = await userIdOf(t.db, 'cole@example.com');
    viewerId = await userIdOf(t.db, 'vic@example.com');
    outsiderId = await userIdOf(t.db, 'otto@example.com');
    teamId = await activeTeamOf(ana);
    outsiderTeamId = await activeTeamOf(outsider);
    await join('cole@example.com', cole, 'member');
    await join('vic@example.com', viewer, 'viewer');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('assignment', () => {
    it('assigns to a member of the team, bulk and single, and unassigns; each writes the trail', async () => {
      const ids = await seedLeads(teamId, ['Acme', 'Bolt']);
      const res = await t.request('/api/leads/assign', { cookie: ana, body: { ids, userId: coleId } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ updated: 2 });
      const rows = await t.db
        .select()
        .from(businessResults)
        .where(
          eq(
            businessResults.searchId,
            (
              await t.db
                .select({ s: businessResults.searchId })
                .from(businessResults)
                .where(eq(businessResults.id, ids[0]))
            )[0].s,
          ),
        );
      expect(rows.map((r) => r.assignedTo)).toEqual([coleId, coleId]);
      expect(await trail(ids[1])).toEqual([{ kind: 'assign', by: anaId, details: { to: coleId } }]);

      const page = (await (await t.request(`/api/leads/${ids[0]}`, { cookie: cole })).json()) as TLeadPage;
      expect(page.lead.assignedTo).toBe(coleId);
      expect(page.assignee).toMatchObject({ id: coleId, name: 'Cole' });

      expect(
        (await t.request('/api/leads/assign', { cookie: cole, body: { ids: [ids[0]], userId: null } }))
          .status,
      ).toBe(200);
      const [row] = await t.db.select().from(businessResults).where(eq(businessResults.id, ids[0]));
      expect(row.assignedTo).toBeNull();
    });

    it('refuses someone outside the team, and another team’s lead, changing nothing', async () => {
      const [id] = await seedLeads(teamId, ['Crux']);
      const refused = await t.request('/api/leads/assign', {
        cookie: ana,
        body: { ids: [id], userId: outsiderId },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'NOT_A_TEAM_MEMBER' });
      const [theirs] = await seedLeads(outsiderTeamId, ['Not yours']);
      const cross = await t.request('/api/leads/assign', {
        cookie: ana,
        body: { ids: [id, theirs], userId: anaId },
      });
      expect(cross.status).toBe(404);
      const rows = await t.db
        .select({ a: businessResults.assignedTo })
        .from(businessResults)
        .where(eq(businessResults.id, id));
      expect(rows[0].a).toBeNull();
      expect(await trail(id)).toEqual([]);
      expect(await trail(theirs)).toEqual([]);
    });

    it('a viewer cannot assign; an unknown user id is refused without a 500', async () => {
      const [id] = await seedLeads(teamId, ['Dyno']);
      expect(
        (await t.request('/api/leads/assign', { cookie: viewer, body: { ids: [id], userId: null } })).status,
      ).toBe(403);
      expect(
        (await t.request('/api/leads/assign', { cookie: ana, body: { ids: [id], userId: 'nobody' } })).status,
      ).toBe(400);
      expect(
        (await t.request('/api/leads/assign', { cookie: ana, body: { ids: ['x'], userId: null } })).status,
      ).toBe(400);
    });

    it('lists the team’s members as assignees, not other teams’ people', async () => {
      const res = await t.request('/api/leads/assignees', { cookie: cole });
      const { assignees } = (await res.json()) as { assignees: { id: string }[] };
      expect(assignees.map((a) => a.id).sort()).toEqual(
        [anaId, coleId, await userIdOf(t.db, 'vic@example.com')].sort(),
      );
    });
  });

  describe('the activity trail', () => {
    it('records contacted, tags and notes from the notes popover, and bulk tags; the page shows them newest first', async () => {
      const [id] = await seedLeads(teamId, ['Echo']);
      expect(
        (await patchLead(ana, id, { tags: ['Hot Lead'], notes: 'Called', lastContactedDate: daysAgo(1) }))
          .status,
      ).toBe(200);
      // Saving the same values again writes nothing.
      expect(
        (await patchLead(ana, id, { tags: ['Hot Lead'], notes: 'Called', lastContactedDate: daysAgo(1) }))
          .status,
      ).toBe(200);
      expect(
        (await t.request('/api/leads/bulk-tag', { cookie: cole, body: { ids: [id], tags: ['Follow Up'] } }))
          .status,
      ).toBe(200);
      expect((await trail(id)).map((e) => [e.kind, e.by])).toEqual([
        ['contacted', anaId],
        ['tags', anaId],
        ['notes', anaId],
        ['tags', coleId],
      ]);
      const page = (await (await t.request(`/api/leads/${id}`, { cookie: viewer })).json()) as TLeadPage;
      expect(page.activity.map((e) => [e.kind, e.actor?.name])).toEqual([
        ['tags', 'Cole'],
        ['notes', 'Ana Lima'],
        ['tags', 'Ana Lima'],
        ['contacted', 'Ana Lima'],
      ]);
      expect(page.activity[3].details).toEqual({ date: daysAgo(1) });
    });

    it('the helper writes only for the actor’s team’s leads', async () => {
      const [mine] = await seedLeads(teamId, ['Fox']);
      const [theirs] = await seedLeads(outsiderTeamId, ['Golf']);
      await recordLeadActivity(t.db, { teamId, userId: anaId }, [mine, theirs], 'export', { format: 'csv' });
      expect(await trail(mine)).toEqual([{ kind: 'export', by: anaId, details: { format: 'csv' } }]);
      expect(await trail(theirs)).toEqual([]);
    });

    it('an export, an applied template and an outreach CSV write one entry per lead, viewers’ included', async () => {
      await subscribe(t.db, anaId);
      const ids = await seedLeads(teamId, ['Juliet', 'Kilo']);
      const [{ searchId }] = await t.db
        .select({ searchId: businessResults.searchId })
        .from(businessResults)
        .where(eq(businessResults.id, ids[0]));
      const exported = await t.request('/api/exports', {
        cookie: cole,
        body: { source: { kind: 'search', searchId }, ids, format: 'csv' },
      });
      expect(exported.status).toBe(200);
      await exported.text();
      const templates = (await (await t.request('/api/email-templates', { cookie: viewer })).json()) as {
        id: string;
      }[];
      const apply = { leadIds: ids, templateId: templates[0].id };
      expect((await t.request('/api/outreach/render', { cookie: viewer, body: apply })).status).toBe(200);
      const csv = await t.request('/api/outreach/export', { cookie: viewer, body: apply });
      expect(csv.status).toBe(200);
      await csv.text();
      for (const id of ids) {
        expect(await trail(id)).toEqual([
          { kind: 'export', by: coleId, details: { format: 'csv' } },
          { kind: 'template', by: viewerId, details: { templateId: apply.templateId } },
          { kind: 'export', by: viewerId, details: { format: 'outreach', templateId: apply.templateId } },
        ]);
      }
    });

    it('keeps the trail when the actor’s account is deleted (actor null)', async () => {
      const temp = await t.signUp('tess@example.com', { name: 'Tess' });
      await join('tess@example.com', temp, 'member');
      const [id] = await seedLeads(teamId, ['Hotel']);
      expect((await patchLead(temp, id, { notes: 'hi' })).status).toBe(200);
      await t.db.delete(user).where(eq(user.email, 'tess@example.com'));
      const page = (await (await t.request(`/api/leads/${id}`, { cookie: ana })).json()) as TLeadPage;
      expect(page.activity).toEqual([expect.objectContaining({ kind: 'notes', actor: null })]);
    });
  });

  describe('the collision guard', () => {
    it('stops a member when a colleague marked the lead contacted 5 days ago, says who and when, and goes on when confirmed', async () => {
      const [id] = await seedLeads(teamId, ['India']);
      expect((await patchLead(ana, id, { lastContactedDate: daysAgo(5) })).status).toBe(200);

      const guarded = await patchLead(cole, id, { lastContactedDate: daysAgo(0) });
      expect(guarded.status).toBe(409);
      const body = (await guarded.json()) as { code: string; message: string; collisions: unknown[] };
      expect(body.code).toBe('CONTACTED_BY_COLLEAGUE');
      expect(body.message).toMatch(/^Marked contacted by Ana Lima on \d{1,2} [A-Z][a-z]{2} — continue\?$/);
      expect(body.collisions).toEqual([{ leadId: id, byName: 'Ana Lima', on: daysAgo(5), how: 'marked' }]);
      const [unchanged] = await t.db.select().from(businessResults).where(eq(businessResults.id, id));
      expect(unchanged.lastContactedDate).toBe(daysAgo(5));

      const email = await t.request(`/api/leads/${id}/cold-email`, {
        cookie: cole,
        body: { tone: 'professional' },
      });
      expect(email.status).toBe(409);
      expect(await email.json()).toMatchObject({ code: 'CONTACTED_BY_COLLEAGUE' });

      const confirmed = await patchLead(cole, id, { lastContactedDate: daysAgo(0), confirmed: true });
      expect(confirmed.status).toBe(200);
      // Now Cole's contact is the latest: Ana is the one warned, Cole is not.
      expect((await patchLead(ana, id, { lastContactedDate: daysAgo(0), notes: 'x' })).status).toBe(200);
    });

    it('says nothing for a contact 40 days old, or for the user’s own contact', async () => {
      const [old, own] = await seedLeads(teamId, ['Juliet', 'Kilo']);
      expect((await patchLead(ana, old, { lastContactedDate: daysAgo(40) })).status).toBe(200);
      expect((await patchLead(cole, old, { lastContactedDate: daysAgo(0) })).status).toBe(200);
      expect((await patchLead(ana, own, { lastContactedDate: daysAgo(5) })).status).toBe(200);
      expect((await patchLead(ana, own, { lastContactedDate: daysAgo(1) })).status).toBe(200);
    });

    it('counts a colleague’s contact on another copy of the same place in the team', async () => {
      const [first] = await seedLeads(teamId, ['Lima'], ['place-lima']);
      const [copy] = await seedLeads(teamId, ['Lima again'], ['place-lima']);
      expect((await patchLead(ana, first, { lastContactedDate: daysAgo(3) })).status).toBe(200);
      expect((await patchLead(cole, copy, { lastContactedDate: daysAgo(0) })).status).toBe(409);
    });
  });

  describe('the lead page', () => {
    it('shows the lead, its search and lists to the team; another team gets the standard not found', async () => {
      const [id] = await seedLeads(teamId, ['Mike']);
      const res = await t.request(`/api/leads/${id}`, { cookie: cole });
      expect(res.status).toBe(200);
      const page = (await res.json()) as TLeadPage;
      expect(page).toMatchObject({
        lead: { id, businessName: 'Mike' },
        search: { niche: 'plumber' },
        lists: [],
        assignee: null,
      });
      const foreign = await t.request(`/api/leads/${id}`, { cookie: outsider });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Business not found' });
      expect((await t.request(`/api/leads/not-an-id`, { cookie: ana })).status).toBe(404);
      const [row] = await t.db
        .select()
        .from(leadActivity)
        .where(and(eq(leadActivity.leadId, id)));
      expect(row).toBeUndefined();
    });
  });
});
