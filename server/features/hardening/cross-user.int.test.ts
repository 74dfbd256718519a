import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  crmAutoPushSearches,
  crmRecords,
  mailboxes,
  monitors,
  sweeps,
  teamMember,
  webhookDeliveries,
} from '../../db/schema';
import { saveCrmConnection } from '../crm/crm-connection-store';
import { startCrmPush } from '../crm/start-crm-push';
import { updateCrmSettings } from '../crm/update-crm-settings';
import { PNG_LOGO } from '../../../tests/logo-fixture';
import { connectMcp, isReadOnlyTool, mcpArgSets } from '../../../tests/mcp-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

/**
 * The cross-team sweep (decision 101): an attacker who is a member (an owner, even) of team A, with the victim
 * in team A too, against every id of team B's rows on every route that takes one: reads, updates, deletes, bulk
 * actions mixing own and foreign ids, merge, list membership, outreach, export, the live event stream and the
 * link locator. Sharing a team with the victim gives nothing in another team of theirs. The answer is 404 (403
 * for admin routes), nothing of team B leaks, and its data is unchanged.
 */
describe.skipIf(postgresSkipped())(
  `a member of one team cannot reach another team's data on ${testDbKind()}`,
  () => {
    let t: TestApp;
    let owner: string;
    let attacker: string;
    let ownerId: string;
    let attackerId: string;
    let teamA: string;
    let teamB: string;
    const makeTeam = async (cookie: string, name: string) => {
      const res = await t.request('/api/auth/organization/create', {
        cookie,
        body: { name, slug: name.toLowerCase().replace(/\W+/g, '-') },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: string }).id;
    };
    beforeAll(async () => {
      t = await createTestApp();
      owner = await t.signUp('owner@example.com'); // the first account is the admin
      attacker = await t.signUp('attacker@example.com');
      ownerId = await userIdOf(t.db, 'owner@example.com');
      attackerId = await userIdOf(t.db, 'attacker@example.com');
      await subscribe(t.db, ownerId);
      await subscribe(t.db, attackerId);
      // Team A: the attacker's (active for them), the victim a member there too. Team B: the victim's (active).
      teamA = await makeTeam(attacker, 'Agency A');
      await t.db
        .insert(teamMember)
        .values({ id: 'cross-a-owner', teamId: teamA, userId: ownerId, role: 'member' });
      teamB = await makeTeam(owner, 'Client B');
    });
    afterAll(async () => t?.close());

    const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

    it('answers 404 or 403 to every id of another user and changes nothing of theirs', async () => {
      const mine = await seedSearch(
        t.db,
        ownerId,
        [
          {
            businessName: 'SECRET lead',
            phone: '512 555 0100',
            notes: 'SECRET note',
            tags: ['SECRET tag'],
            googlePlaceId: 'place-1',
          },
          { businessName: 'SECRET twin', phone: '512 555 0100', googlePlaceId: 'place-2' },
        ],
        { teamId: teamB },
      );
      // Team A's own search holds the same Google place, so markers could link the two.
      const theirs = await seedSearch(
        t.db,
        attackerId,
        [{ businessName: 'Own 1', googlePlaceId: 'place-1' }, { businessName: 'Own 2' }],
        { teamId: teamA },
      );
      const list = await idOf(
        await t.request('/api/lists', { cookie: owner, body: { name: 'SECRET list', leadIds: mine.ids } }),
      );
      const ownList = await idOf(
        await t.request('/api/lists', { cookie: attacker, body: { name: 'Own list', leadIds: theirs.ids } }),
      );
      const template = await idOf(
        await t.request('/api/email-templates', {
          cookie: owner,
          body: { name: 'SECRET template', subject: 'SECRET', body: 'SECRET' },
        }),
      );
      const ownTemplate = await idOf(
        await t.request('/api/email-templates', {
          cookie: attacker,
          body: { name: 'Own', subject: 'S', body: 'B' },
        }),
      );
      const sequence = await idOf(
        await t.request('/api/email-sequences', {
          cookie: owner,
          body: { name: 'SECRET sequence', steps: [{ templateId: template, dayOffset: 0 }] },
        }),
      );
      const hook = (
        (await (
          await t.request('/api/webhooks', {
            cookie: owner,
            body: {
              url: 'https://hooks.example.com/SECRET',
              description: 'SECRET hook',
              events: ['lead.created'],
            },
          })
        ).json()) as { endpoint: { id: string } }
      ).endpoint.id;
      await t.request(`/api/webhooks/${hook}/test`, { cookie: owner, body: {} });
      const [{ id: delivery }] = await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);

      // API tokens of each team (decision 113): the attacker's acts in team A, with the attacker's owner role.
      const tokenOf = async (cookie: string) =>
        (await (
          await t.request('/api/api-tokens', { cookie, body: { name: 'Sweep', scopes: ['read', 'write'] } })
        ).json()) as { token: string; apiToken: { id: string } };
      const attackerToken = (await tokenOf(attacker)).token;
      const ownerToken = (await tokenOf(owner)).apiToken.id;
      const asAttacker = (path: string) =>
        path.startsWith('/api/v1/')
          ? { headers: { authorization: `Bearer ${attackerToken}` } }
          : { cookie: attacker };

      // Both teams have HubSpot connected; team B pushed its lead there.
      const scopeB = { teamId: teamB, userId: ownerId, role: 'owner' as const };
      const scopeA = { teamId: teamA, userId: attackerId, role: 'owner' as const };
      const noQueue = { send: async () => null };
      const saved = await saveCrmConnection(
        t.db,
        t.deps.appSecret,
        scopeB,
        'hubspot',
        'pat-SECRET',
        'SECRET account',
      );
      await saveCrmConnection(t.db, t.deps.appSecret, scopeA, 'hubspot', 'pat-own-token', 'Own account');
      // Both auto-push chosen searches; team B chose its search.
      const chosenOnly = { autoPushMinScore: 0, autoPushScope: 'chosen' } as const;
      await updateCrmSettings(t.db, scopeA, 'hubspot', chosenOnly);
      await updateCrmSettings(t.db, scopeB, 'hubspot', chosenOnly);
      await t.db
        .insert(crmAutoPushSearches)
        .values({ teamId: teamB, connectionId: saved.id, searchId: mine.searchId });
      const push = (await startCrmPush(t.db, noQueue, scopeB, { provider: 'hubspot', leadIds: mine.ids })).id;
      await t.db.insert(crmRecords).values({
        teamId: teamB,
        connectionId: saved.id,
        leadId: mine.ids[0]!,
        companyId: '1',
        recordUrl: 'https://app.hubspot.com/SECRET',
        payloadHash: 'x',
      });

      // Team B's branding and a shared report of its lead (decision 130).
      await t.request('/api/branding', {
        method: 'PUT',
        cookie: owner,
        body: { agencyName: 'SECRET Agency', colour: '#0f766e', ctaText: null, ctaUrl: null },
      });
      await t.request('/api/branding/logo', { method: 'PUT', cookie: owner, body: PNG_LOGO });
      const report = (
        (await (
          await t.request(`/api/leads/${mine.ids[0]}/reports`, { cookie: owner, body: {} })
        ).json()) as {
          report: { id: string };
        }
      ).report.id;
      // Team B's suppression list (decision 134), its source naming the SECRET file it came from.
      await t.request('/api/suppressions/import', {
        cookie: owner,
        body: { fileName: 'SECRET.csv', csv: 'email\nsecret-b@example.com' },
      });
      const suppression = (
        (await (await t.request('/api/suppressions', { cookie: owner })).json()) as {
          items: { id: string }[];
        }
      ).items[0]!.id;

      // Team B's campaign and both teams' mailboxes (decision 139), rows as a launch and a connect leave them.
      const mailboxOf = async (teamId: string, by: string, fromAddress: string) =>
        (
          await t.db
            .insert(mailboxes)
            .values({
              teamId,
              createdBy: by,
              fromName: 'SECRET sender',
              fromAddress,
              smtpHost: 'smtp.example.com',
              smtpPort: 587,
              smtpTls: 'starttls',
              smtpUser: fromAddress,
              smtpPasswordEncrypted: 'sealed',
              imapHost: 'imap.example.com',
              imapPort: 993,
              imapTls: 'tls',
              imapUser: fromAddress,
              imapPasswordEncrypted: 'sealed',
              physicalAddress: '1 High St',
            })
            .returning({ id: mailboxes.id })
        )[0].id;
      const mailboxB = await mailboxOf(teamB, ownerId, 'b@secret.test');
      const mailboxA = await mailboxOf(teamA, attackerId, 'a@agency.test');
      const [{ id: campaign }] = await t.db
        .insert(campaigns)
        .values({
          teamId: teamB,
          createdBy: ownerId,
          name: 'SECRET campaign',
          steps: [],
          mailboxIds: [mailboxB],
        })
        .returning({ id: campaigns.id });
      // A sweep of team B (decision 144), running, so a cancel that got through would change it.
      const area = { low: { latitude: 30.2, longitude: -97.8 }, high: { latitude: 30.3, longitude: -97.7 } };
      const [{ id: sweep }] = await t.db
        .insert(sweeps)
        .values({
          teamId: teamB,
          createdBy: ownerId,
          query: 'SECRET sweep',
          location: 'Austin, TX',
          area,
          cells: [],
          status: 'running',
          budgetRequests: 10,
        })
        .returning({ id: sweeps.id });
      // Team B's monitor of that sweep (issue 33 §4).
      const [{ id: monitor }] = await t.db
        .insert(monitors)
        .values({
          teamId: teamB,
          createdBy: ownerId,
          name: 'SECRET monitor',
          pairs: [{ query: 'SECRET sweep', location: 'Austin, TX', area }],
          cadence: 'weekly',
          budgetRequests: 10,
          baselineSweepId: sweep,
          nextRunAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: monitors.id });

      // Team B's research question and its column on team B's search (decision 145).
      const column = (await (
        await t.request('/api/research/columns', {
          cookie: owner,
          body: { question: { question: 'SECRET question?', answerType: 'yes_no' }, searchId: mine.searchId },
        })
      ).json()) as { id: string; question: { id: string } };

      const ownerView = async () =>
        JSON.stringify(
          await Promise.all(
            [
              `/api/searches/${mine.searchId}`,
              `/api/lists/${list}`,
              '/api/email-templates',
              '/api/email-sequences',
              '/api/searches',
              '/api/admin/users',
              '/api/webhooks',
              `/api/webhooks/${hook}/deliveries`,
              '/api/integrations',
              `/api/crm-pushes/${push}`,
              `/api/leads/${mine.ids[0]}/crm-records`,
              `/api/searches/${mine.searchId}/auto-push`,
              '/api/integrations/hubspot/auto-push-searches',
              '/api/branding',
              `/api/leads/${mine.ids[0]}/reports`,
              '/api/suppressions',
              '/api/campaigns',
              `/api/campaigns/${campaign}`,
              '/api/research/questions',
              `/api/research/columns?searchId=${mine.searchId}`,
              `/api/research/columns/${column.id}/answers`,
              '/api/sweeps',
              `/api/sweeps/${sweep}`,
              `/api/sweeps/${sweep}/leads`,
              '/api/monitors',
              `/api/monitors/${monitor}`,
              '/api/notifications',
            ].map(async (path) => (await t.request(path, { cookie: owner })).json()),
          ),
        );
      const attackerView = async () =>
        JSON.stringify(
          await Promise.all(
            [
              `/api/searches/${theirs.searchId}`,
              `/api/lists/${ownList}`,
              '/api/integrations/hubspot/auto-push-searches',
            ].map(async (path) => (await t.request(path, { cookie: attacker })).json()),
          ),
        );
      const ownerBefore = await ownerView();
      const attackerBefore = await attackerView();

      const [lead, twin] = mine.ids;
      const [own, own2] = theirs.ids;
      const notFound: [string, string, unknown?][] = [
        ['GET', `/api/searches/${mine.searchId}`],
        ['GET', `/api/searches/${mine.searchId}/events`],
        ['POST', `/api/searches/${mine.searchId}/expand`, { limit: 40 }],
        ['DELETE', `/api/searches/${mine.searchId}`],
        ['GET', `/api/leads/markers?searchId=${mine.searchId}`],
        ['GET', `/api/leads/markers?listId=${list}`],
        ['PATCH', `/api/leads/${lead}`, { tags: ['pwned'], notes: 'pwned' }],
        ['POST', '/api/leads/bulk-delete', { ids: [own2, lead] }],
        ['POST', '/api/leads/bulk-tag', { ids: [own, lead], tags: ['pwned'] }],
        ['POST', '/api/leads/merge', { primaryId: own, duplicateIds: [lead] }],
        ['POST', '/api/leads/merge', { primaryId: lead, duplicateIds: [twin] }],
        ['POST', `/api/leads/${lead}/cold-email`, {}],
        ['GET', `/api/leads/${lead}`],
        ['POST', '/api/leads/assign', { ids: [own, lead], userId: null }],
        ['GET', `/api/lists/${list}`],
        ['PATCH', `/api/lists/${list}`, { name: 'pwned', color: '#3b82f6' }],
        ['DELETE', `/api/lists/${list}/members`, { leadIds: [lead] }],
        ['DELETE', `/api/lists/${list}`],
        ['POST', '/api/lists/members', { listIds: [list], leadIds: [own] }],
        ['POST', '/api/lists/members', { listIds: [ownList], leadIds: [own, lead] }],
        ['POST', '/api/lists/members', { listIds: [ownList, list], leadIds: [own] }],
        ['POST', '/api/lists', { name: 'Stolen', leadIds: [own, lead] }],
        ['PATCH', `/api/email-templates/${template}`, { name: 'pwned' }],
        ['DELETE', `/api/email-templates/${template}`],
        ['POST', `/api/email-templates/${template}/duplicate`],
        ['POST', '/api/email-sequences', { name: 'Stolen', steps: [{ templateId: template, dayOffset: 0 }] }],
        ['DELETE', `/api/email-sequences/${sequence}`],
        ['POST', '/api/outreach/render', { leadIds: [lead], templateId: ownTemplate }],
        ['POST', '/api/outreach/render', { leadIds: [own], templateId: template }],
        ['POST', '/api/outreach/render', { leadIds: [own], sequenceId: sequence }],
        ['POST', '/api/outreach/export', { leadIds: [own, lead], templateId: ownTemplate }],
        ['POST', '/api/exports', { source: { kind: 'search', searchId: mine.searchId } }],
        ['POST', '/api/exports', { source: { kind: 'list', listId: list } }],
        ['POST', '/api/exports', { source: { kind: 'selection' }, ids: [own, lead] }],
        ['POST', '/api/exports', { source: { kind: 'search', searchId: theirs.searchId }, ids: [lead] }],
        ['POST', '/api/exports', { format: 'xlsx', source: { kind: 'list', listId: ownList }, ids: [lead] }],
        ['GET', `/api/teams/locate?kind=search&id=${mine.searchId}`],
        ['GET', `/api/teams/locate?kind=list&id=${list}`],
        ['GET', `/api/teams/locate?kind=lead&id=${lead}`],
        ['PATCH', `/api/webhooks/${hook}`, { url: 'https://evil.example.com/in', enabled: false }],
        ['POST', `/api/webhooks/${hook}/secret`],
        ['POST', `/api/webhooks/${hook}/test`],
        ['GET', `/api/webhooks/${hook}/deliveries`],
        ['POST', `/api/webhooks/deliveries/${delivery}/resend`],
        ['DELETE', `/api/webhooks/${hook}`],
        ['DELETE', `/api/api-tokens/${ownerToken}`],
        ['GET', `/api/v1/searches/${mine.searchId}`],
        ['GET', `/api/v1/searches/${mine.searchId}/leads`],
        ['GET', `/api/v1/leads/${lead}`],
        ['PATCH', `/api/v1/leads/${lead}`, { tags: ['pwned'], notes: 'pwned' }],
        ['GET', `/api/v1/lists/${list}`],
        ['POST', `/api/v1/lists/${list}/members`, { leadIds: [own] }],
        ['POST', `/api/v1/lists/${ownList}/members`, { leadIds: [own, lead] }],
        ['POST', '/api/v1/lists', { name: 'Stolen', leadIds: [own, lead] }],
        ['GET', `/api/v1/exports?searchId=${mine.searchId}`],
        ['GET', `/api/v1/exports?listId=${list}&format=xlsx&layout=full`],
        ['POST', '/api/crm-pushes', { provider: 'hubspot', leadIds: [lead, twin] }],
        ['POST', '/api/crm-pushes', { provider: 'hubspot', listId: list }],
        ['GET', `/api/crm-pushes/${push}`],
        ['POST', '/api/v1/crm-pushes', { provider: 'hubspot', leadIds: [lead, twin] }],
        ['POST', '/api/v1/crm-pushes', { provider: 'hubspot', listId: list }],
        ['GET', `/api/v1/crm-pushes/${push}`],
        ['GET', `/api/leads/${lead}/crm-records`],
        ['GET', `/api/searches/${mine.searchId}/auto-push`],
        ['PUT', `/api/searches/${mine.searchId}/auto-push/hubspot`],
        ['DELETE', `/api/searches/${mine.searchId}/auto-push/hubspot`],
        ['GET', `/api/v1/searches/${mine.searchId}/auto-push`],
        ['PUT', `/api/v1/searches/${mine.searchId}/auto-push/hubspot`],
        ['DELETE', `/api/v1/searches/${mine.searchId}/auto-push/hubspot`],
        ['GET', `/api/leads/${lead}/reports`],
        ['POST', `/api/leads/${lead}/reports`],
        ['DELETE', `/api/reports/${report}`],
        ['GET', `/api/v1/leads/${lead}/reports`],
        ['POST', `/api/v1/leads/${lead}/reports`],
        ['DELETE', `/api/v1/reports/${report}`],
        ['DELETE', `/api/suppressions/${suppression}`],
        ['GET', `/api/campaigns/${campaign}`],
        ['POST', `/api/campaigns/${campaign}/pause`],
        ['POST', `/api/campaigns/${campaign}/resume`],
        ['POST', `/api/campaigns/${campaign}/stop`],
        ['GET', `/api/research/columns?searchId=${mine.searchId}`],
        ['GET', `/api/research/columns?listId=${list}`],
        [
          'POST',
          '/api/research/columns',
          { question: { question: 'Stolen?', answerType: 'yes_no' }, listId: list },
        ],
        ['POST', '/api/research/columns', { questionId: column.question.id, searchId: theirs.searchId }],
        ['GET', `/api/research/columns/${column.id}/answers`],
        ['POST', `/api/research/columns/${column.id}/estimate`, {}],
        ['POST', `/api/research/columns/${column.id}/run`, {}],
        ['POST', `/api/research/columns/${column.id}/cancel`],
        ['DELETE', `/api/research/columns/${column.id}`],
        // The same operations through /api/v1 (issue 34).
        ['GET', `/api/v1/research/columns?searchId=${mine.searchId}`],
        ['GET', `/api/v1/research/columns/${column.id}/answers`],
        ['POST', `/api/v1/research/columns/${column.id}/estimate`, {}],
        ['POST', `/api/v1/research/columns/${column.id}/run`, {}],
        ['POST', `/api/v1/research/columns/${column.id}/cancel`],
        ['POST', '/api/v1/research/columns', { questionId: column.question.id, searchId: theirs.searchId }],
        ['GET', `/api/sweeps/${sweep}`],
        ['GET', `/api/sweeps/${sweep}/leads`],
        ['GET', `/api/leads/markers?sweepId=${sweep}`],
        ['POST', '/api/exports', { source: { kind: 'sweep', sweepId: sweep }, format: 'csv' }],
        ['POST', `/api/sweeps/${sweep}/cancel`],
        ['POST', '/api/monitors', { sweepId: sweep, cadence: 'weekly', budget: { requests: 1 } }],
        ['GET', `/api/monitors/${monitor}`],
        ['PATCH', `/api/monitors/${monitor}`, { paused: true }],
        ['POST', `/api/monitors/${monitor}/run`],
        ['DELETE', `/api/monitors/${monitor}`],
        ...['/api/campaigns/preview', '/api/campaigns'].flatMap((path): [string, string, unknown][] => [
          ['POST', path, { name: 'Stolen', sequenceId: sequence, leadIds: [own], mailboxIds: [mailboxA] }],
          ['POST', path, { name: 'Stolen', sequenceId: sequence, leadIds: [own], mailboxIds: [mailboxB] }],
          ['POST', path, { name: 'Stolen', sequenceId: sequence, listId: list, mailboxIds: [mailboxA] }],
          [
            'POST',
            path,
            { name: 'Stolen', sequenceId: sequence, leadIds: [own, lead], mailboxIds: [mailboxA] },
          ],
        ]),
      ];
      const adminOnly: [string, string, unknown?][] = [
        ['GET', '/api/admin/users'],
        [
          'POST',
          '/api/admin/users',
          { email: 'evil@example.com', password: 'scout-pass-2026', role: 'admin' },
        ],
        ['PATCH', `/api/admin/users/${attackerId}/role`, { role: 'admin' }],
        ['PATCH', `/api/admin/users/${ownerId}/role`, { role: 'user' }],
        ['PATCH', `/api/admin/users/${attackerId}/subscription`, { status: 'active' }],
        ['DELETE', `/api/admin/users/${ownerId}`],
        ['GET', '/api/admin/analytics'],
        ['GET', '/api/admin/beta-key'],
        ['PUT', '/api/admin/beta-key', { apiKey: 'AIzaEvil' }],
        ['GET', '/api/admin/support-messages'],
      ];
      const answers: string[] = [];
      for (const [expected, calls] of [
        [404, notFound],
        [403, adminOnly],
      ] as const) {
        for (const [method, path, body] of calls) {
          const res = await t.request(path, { method, body, ...asAttacker(path) });
          const stream = res.headers.get('content-type')?.includes('text/event-stream');
          const text = stream ? (await res.body?.cancel(), 'an event stream') : await res.text();
          if (res.status !== expected || text.includes('SECRET'))
            answers.push(`${method} ${path} ${JSON.stringify(body)} → ${res.status} ${text.slice(0, 120)}`);
        }
      }
      expect(answers).toEqual([]);

      // Every MCP tool (decision 114) with the attacker's token: with team B's ids a tool that writes is refused;
      // with team A's own ids mixed in it may act on A's rows only (B's data is compared below). No answer shows B.
      const mcp = await connectMcp(t, attackerToken);
      const foreign = [
        mine.searchId,
        list,
        push,
        campaign,
        sweep,
        column.id,
        column.question.id,
        ...mine.ids,
      ];
      const idSets = [
        {
          searchId: mine.searchId,
          listId: list,
          leadIds: [lead, twin],
          leadId: lead,
          pushId: push,
          campaignId: campaign,
          sweepId: sweep,
          monitorId: monitor,
          columnId: column.id,
          questionId: column.question.id,
          provider: 'hubspot',
        },
        {
          searchId: theirs.searchId,
          listId: ownList,
          leadIds: [own, lead],
          leadId: own,
          pushId: push,
          campaignId: campaign,
          sweepId: sweep,
          monitorId: monitor,
          columnId: column.id,
          questionId: column.question.id,
          provider: 'hubspot',
        },
      ];
      for (const tool of await mcp.tools())
        for (const [index, ids] of idSets.entries())
          for (const args of mcpArgSets(tool, ids)) {
            const answer = await mcp.call(tool.name, args);
            const wrote = index === 0 && !isReadOnlyTool(tool) && !answer.isError;
            if (wrote || answer.text.includes('SECRET') || foreign.some((id) => answer.text.includes(id)))
              answers.push(`MCP ${tool.name} ${JSON.stringify(args)} → ${answer.text.slice(0, 120)}`);
          }
      await mcp.close();
      expect(answers).toEqual([]);

      // Taking the owner's leads out of the attacker's own list is a no-op, not a leak.
      const removed = await t.request(`/api/lists/${ownList}/members`, {
        method: 'DELETE',
        cookie: attacker,
        body: { leadIds: [lead] },
      });
      expect(await removed.json()).toEqual({ removed: 0 });
      // The attacker's own views never show the owner's rows, lists or searches.
      for (const path of [
        `/api/leads/markers?searchId=${theirs.searchId}`,
        '/api/searches',
        '/api/lists',
        '/api/email-templates',
        '/api/email-sequences',
        '/api/dashboard/overview',
        '/api/usage',
        '/api/webhooks',
        '/api/api-tokens',
        '/api/v1/searches',
        '/api/v1/lists',
        '/api/v1/leads',
        `/api/v1/leads?searchId=${mine.searchId}`,
        `/api/v1/leads?listId=${list}`,
        '/api/integrations',
        '/api/integrations/hubspot/auto-push-searches',
        '/api/branding',
        '/api/suppressions',
        '/api/suppressions/export',
        '/api/campaigns',
        '/api/research/questions',
        `/api/research/columns?searchId=${theirs.searchId}`,
      ]) {
        const res = await t.request(path, asAttacker(path));
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        const text = await res.text();
        expect({
          path,
          leaks: text.includes('SECRET') || text.includes(mine.searchId) || text.includes(list),
        }).toEqual({ path, leaks: false });
      }

      expect(await ownerView()).toBe(ownerBefore);
      expect(await attackerView()).toBe(attackerBefore);

      // The victim, a member of both teams, is pointed from team B to team A's search by its link.
      const located = await t.request(`/api/teams/locate?kind=search&id=${theirs.searchId}`, {
        cookie: owner,
      });
      expect(await located.json()).toEqual({ teamId: teamA, teamName: 'Agency A', active: false });
      const here = await t.request(`/api/teams/locate?kind=lead&id=${lead}`, { cookie: owner });
      expect(await here.json()).toEqual({ teamId: teamB, teamName: 'Client B', active: true });
    });
  },
);
