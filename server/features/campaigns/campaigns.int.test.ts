// engine-sensitive: two launches racing for one address meet at the partial unique indexes (on conflict do nothing)
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from '@fakes/llm/start-fake-llm';
import type {
  TCampaignDetail,
  TCampaignList,
  TCampaignPreview,
  TLaunchedCampaign,
} from '@contracts/campaigns';
import {
  campaignEnrolments,
  campaignMessages,
  campaigns,
  leadActivity,
  leadListMembers,
  leadLists,
  mailboxes,
  suppressions,
  teamMember,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { MAILBOX_SENDER_QUEUE } from '../outbox/mailbox-sender-queue';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

type Role = 'owner' | 'member' | 'viewer' | 'stranger';

/** A mailbox row as connecting leaves it (the servers are never reached here). */
async function insertMailbox(
  db: Db,
  team: string,
  by: string,
  fromAddress: string,
  physicalAddress = '1 High St, Leeds',
) {
  const [row] = await db
    .insert(mailboxes)
    .values({
      teamId: team,
      createdBy: by,
      fromName: 'Ana Agency',
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
      physicalAddress,
    })
    .returning({ id: mailboxes.id });
  return row.id;
}

describe.skipIf(postgresSkipped())(`campaigns on ${testDbKind()}`, () => {
  let t: TestApp;
  let teamId: string;
  let ownerId: string;
  let memberId: string;
  const cookies = {} as Record<Role, string>;
  const box = {} as Record<'one' | 'two' | 'noPostal' | 'stranger', string>;
  let sequenceId: string;
  let templateIds: string[];
  let strangerLead: string;

  const post = (path: string, body: unknown, who: Role = 'owner') =>
    t.request(path, { cookie: cookies[who], body });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const today = () => new Date().toISOString().slice(0, 10);

  /** Leads of the team, made for one test (each test uses its own addresses and places). */
  const seed = async (leads: Parameters<typeof seedSearch>[2]) =>
    (await seedSearch(t.db, ownerId, leads, { teamId })).ids;

  const request = (leadIds: string[], extra: Record<string, unknown> = {}) => ({
    name: 'Roofers Leeds',
    sequenceId,
    leadIds,
    mailboxIds: [box.one, box.two],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    cookies.owner = await t.signUp('owner@campaign.test', { name: 'Owen Owner' });
    ownerId = await userIdOf(t.db, 'owner@campaign.test');
    await subscribe(t.db, ownerId);
    const made = await post('/api/auth/organization/create', { name: 'Agency', slug: 'agency-campaigns' });
    teamId = ((await made.json()) as { id: string }).id;
    for (const role of ['member', 'viewer'] as const) {
      cookies[role] = await t.signUp(`${role}@campaign.test`, { name: 'Mia Member' });
      const userId = await userIdOf(t.db, `${role}@campaign.test`);
      if (role === 'member') memberId = userId;
      await t.db.insert(teamMember).values({ id: `campaign-${role}`, teamId, userId, role });
      const active = await post('/api/auth/organization/set-active', { organizationId: teamId }, role);
      expect(active.status).toBe(200);
    }
    cookies.stranger = await t.signUp('stranger@elsewhere.test');
    const strangerId = await userIdOf(t.db, 'stranger@elsewhere.test');
    await subscribe(t.db, strangerId);
    box.one = await insertMailbox(t.db, teamId, ownerId, 'ana@agency.test');
    box.two = await insertMailbox(t.db, teamId, ownerId, 'bob@mail.agency.test');
    box.noPostal = await insertMailbox(t.db, teamId, ownerId, 'new@agency.test', '');
    box.stranger = await insertMailbox(
      t.db,
      await personalTeamOf(t.db, strangerId),
      strangerId,
      'x@else.test',
    );
    ({
      ids: [strangerLead],
    } = await seedSearch(t.db, strangerId, [{ businessName: 'Theirs', email: 'theirs@else.test' }]));

    templateIds = [];
    for (const [i, subject] of ['Ideas for {{business_name}}', 'Following up', 'One last thing'].entries()) {
      const res = await post('/api/email-templates', {
        name: `Step ${i + 1}`,
        subject,
        body: `Hi there,\n\nStep ${i + 1} for {{business_name}} in {{city}}.`,
      });
      templateIds.push((await json<{ id: string }>(res, 201)).id);
    }
    const sequence = await post('/api/email-sequences', {
      name: 'Three steps',
      steps: [
        { templateId: templateIds[0], dayOffset: 0 },
        { templateId: templateIds[1], dayOffset: 3 },
        { templateId: templateIds[2], dayOffset: 7, newThread: true },
      ],
    });
    sequenceId = (await json<{ id: string }>(sequence, 201)).id;
  });
  afterAll(async () => t?.close());

  it('previews every skip reason in the user’s words, and writes nothing', async () => {
    const [campaign] = await t.db
      .insert(campaigns)
      .values({ teamId, createdBy: ownerId, name: 'Earlier', steps: [], mailboxIds: [] })
      .returning();
    const [busy] = await seed([{ businessName: 'Busy', email: 'busy@p.test', googlePlaceId: 'place-busy' }]);
    await t.db.insert(campaignEnrolments).values({
      teamId,
      campaignId: campaign.id,
      leadId: busy,
      placeId: 'place-busy',
      email: 'busy@p.test',
    });
    await t.db
      .insert(suppressions)
      .values({ teamId, email: 'gone@p.test', reason: 'unsubscribed', source: 'test' });
    const leads = await seed([
      { businessName: 'Fine', email: 'Fine@P.test', city: 'Leeds', googlePlaceId: 'place-fine' },
      { businessName: 'Found', emails: [{ email: 'found@p.test', source: 'site' }] },
      { businessName: 'Nothing' },
      {
        businessName: 'Dead domain',
        email: 'x@dead.test',
        emailChecks: [
          {
            email: 'x@dead.test',
            status: 'invalid',
            labels: [],
            reason: 'no such domain',
            checkedAt: today(),
          },
        ],
      },
      { businessName: 'Gone', email: 'gone@p.test' },
      { businessName: 'Same address elsewhere', email: 'BUSY@p.test' },
      { businessName: 'Same place elsewhere', email: 'other@p.test', googlePlaceId: 'place-busy' },
      { businessName: 'Colleague’s', email: 'col@p.test' },
      { businessName: 'Colleague’s campaign', email: 'colsent@p.test' },
      { businessName: 'Fine again', email: 'fine@p.test' },
    ]);
    await t.db.insert(leadActivity).values([
      { teamId, leadId: leads[7], createdBy: memberId, kind: 'contacted', details: { date: today() } },
      // A colleague's campaign emailed this one today: the same guard.
      { teamId, leadId: leads[8], createdBy: memberId, kind: 'sent', details: { date: today(), step: 1 } },
    ]);
    const preview = await json<TCampaignPreview>(await post('/api/campaigns/preview', request(leads)));
    expect(preview.leads.map((l) => [l.business, l.email, l.skip?.reason ?? null])).toEqual([
      ['Fine', 'fine@p.test', null],
      ['Found', 'found@p.test', null],
      ['Nothing', null, 'no_email'],
      ['Dead domain', 'x@dead.test', 'email_invalid'],
      ['Gone', 'gone@p.test', 'suppressed'],
      ['Same address elsewhere', 'busy@p.test', 'in_other_campaign'],
      ['Same place elsewhere', 'other@p.test', 'in_other_campaign'],
      ['Colleague’s', 'col@p.test', 'contacted_by_colleague'],
      ['Colleague’s campaign', 'colsent@p.test', 'contacted_by_colleague'],
      ['Fine again', 'fine@p.test', 'duplicate_address'],
    ]);
    expect(preview.leads[2].skip).toEqual({ reason: 'no_email', text: 'No email address', detail: null });
    expect(preview.leads[7].skip?.detail).toMatch(/^Marked contacted by Mia Member on /);
    expect(preview.leads[8].skip?.detail).toMatch(/^Emailed by Mia Member on \d{1,2} [A-Z][a-z]{2}$/);
    expect(preview).toMatchObject({ enrolled: 2, skipped: 8, aiFirstLines: null });
    expect(preview.leads.map((l) => l.mailboxId).slice(0, 3)).toEqual([box.one, box.two, null]);
    expect(preview.leads[0].steps).toEqual([
      { step: 1, day: 0, subject: 'Ideas for Fine', body: 'Hi there,\n\nStep 1 for Fine in Leeds.' },
      { step: 2, day: 3, subject: 'Re: Ideas for Fine', body: 'Hi there,\n\nStep 2 for Fine in Leeds.' },
      { step: 3, day: 7, subject: 'One last thing', body: 'Hi there,\n\nStep 3 for Fine in Leeds.' },
    ]);
    expect(preview.leads[2].steps).toEqual([]);
    const campaignsOfTeam = await t.db.select().from(campaigns).where(eq(campaigns.teamId, teamId));
    expect(campaignsOfTeam.map((c) => c.name)).toEqual(['Earlier']);

    const withAi = await json<TCampaignPreview>(
      await post('/api/campaigns/preview', request(leads.slice(0, 2), { aiFirstLine: true })),
    );
    expect(withAi.aiFirstLines).toEqual({ toWrite: 2, counted: false, remaining: 300 });
    expect(withAi.leads[0].steps[0].body).toBe('Hi there,\n\n[AI first line]\n\nStep 1 for Fine in Leeds.');
    expect(withAi.leads[0].steps[1].body).not.toContain('[AI first line]');

    const confirmed = await json<TLaunchedCampaign>(
      await post('/api/campaigns', { ...request([leads[7]]), confirmColleagues: true }),
      201,
    );
    expect(confirmed.campaign.counts.active).toBe(1);
  });

  it('refuses a mailbox without a postal address, another team’s mailbox, sequence or lead', async () => {
    const [lead] = await seed([{ businessName: 'Postal', email: 'postal@p.test' }]);
    const noPostal = await post('/api/campaigns/preview', { ...request([lead]), mailboxIds: [box.noPostal] });
    expect(await json(noPostal, 400)).toMatchObject({ message: 'Add a postal address before sending' });
    const launch = await post('/api/campaigns', { ...request([lead]), mailboxIds: [box.one, box.noPostal] });
    expect(await json(launch, 400)).toMatchObject({ message: 'Add a postal address before sending' });
    const theirBox = await post('/api/campaigns', { ...request([lead]), mailboxIds: [box.stranger] });
    expect(await json(theirBox, 404)).toMatchObject({ message: 'Mailbox not found' });
    const theirLead = await post('/api/campaigns', request([lead, strangerLead]));
    expect(await json(theirLead, 404)).toMatchObject({ message: 'Lead not found' });
    const theirs = await post('/api/campaigns/preview', request([strangerLead]), 'stranger');
    expect(await json(theirs, 404)).toMatchObject({ message: 'Mailbox not found' });
    expect(await t.db.select().from(campaignEnrolments).where(eq(campaignEnrolments.leadId, lead))).toEqual(
      [],
    );
  });

  it('launches: steps copied, mailboxes rotated, every outbox row with its own Message-ID and threading, senders woken', async () => {
    const leads = await seed([
      { businessName: 'Alpha', email: 'alpha@l.test', city: 'York' },
      { businessName: 'Beta', email: 'beta@l.test' },
      { businessName: 'Gamma', email: 'gamma@l.test' },
      { businessName: 'No email' },
    ]);
    const launched = await json<TLaunchedCampaign>(await post('/api/campaigns', request(leads)), 201);
    expect(launched.campaign).toMatchObject({
      name: 'Roofers Leeds',
      status: 'running',
      source: '4 selected leads',
      stepCount: 3,
      counts: { active: 3, replied: 0 },
    });
    expect(launched.skipped).toEqual([
      { leadId: leads[3], business: 'No email', skip: expect.objectContaining({ reason: 'no_email' }) },
    ]);
    const id = launched.campaign.id;
    const enrolments = await t.db
      .select()
      .from(campaignEnrolments)
      .where(eq(campaignEnrolments.campaignId, id))
      .orderBy(campaignEnrolments.email);
    expect(enrolments.map((e) => [e.email, e.mailboxId])).toEqual([
      ['alpha@l.test', box.one],
      ['beta@l.test', box.two],
      ['gamma@l.test', box.one],
    ]);
    const messages = await t.db
      .select()
      .from(campaignMessages)
      .where(eq(campaignMessages.campaignId, id))
      .orderBy(campaignMessages.enrolmentId, campaignMessages.stepIndex);
    expect(messages).toHaveLength(9);
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(9);
    const alpha = messages.filter((m) => m.enrolmentId === enrolments[0].id);
    const beta = messages.filter((m) => m.enrolmentId === enrolments[1].id);
    expect(alpha.every((m) => /^<[\w-]{22}@agency\.test>$/.test(m.messageId))).toBe(true);
    expect(beta.every((m) => m.messageId.endsWith('@mail.agency.test>'))).toBe(true);
    expect(alpha.map((m) => [m.subject, m.inReplyTo, m.references, m.state, m.dueAt !== null])).toEqual([
      ['Ideas for Alpha', null, [], 'scheduled', true],
      ['Re: Ideas for Alpha', alpha[0].messageId, [alpha[0].messageId], 'scheduled', false],
      ['One last thing', null, [], 'scheduled', false],
    ]);
    expect(alpha[0].body).toBe('Hi there,\n\nStep 1 for Alpha in York.');
    const jobs = await t.deps.boss.findJobs(MAILBOX_SENDER_QUEUE);
    expect(jobs.map((job) => (job.data as { mailboxId: string }).mailboxId)).toEqual(
      expect.arrayContaining([box.one, box.two]),
    );

    // A template edited after the launch changes nothing the campaign sends.
    const edited = await t.request(`/api/email-templates/${templateIds[0]}`, {
      method: 'PATCH',
      cookie: cookies.owner,
      body: { subject: 'Changed', body: 'Changed body' },
    });
    expect(edited.status).toBe(200);
    const detail = await json<TCampaignDetail>(
      await t.request(`/api/campaigns/${id}`, { cookie: cookies.member }),
    );
    expect(detail.steps[0]).toMatchObject({
      step: 1,
      subject: 'Ideas for {{business_name}}',
      dayOffset: 0,
      newThread: false,
      counts: { queued: 3, sent: 0, replied: 0, bounced: 0, unsubscribed: 0 },
    });
    expect(detail.steps[2]).toMatchObject({ subject: 'One last thing', newThread: true });
    const [first] = await t.db.select().from(campaignMessages).where(eq(campaignMessages.id, alpha[0].id));
    expect(first.subject).toBe('Ideas for Alpha');
    await t.request(`/api/email-templates/${templateIds[0]}`, {
      method: 'PATCH',
      cookie: cookies.owner,
      body: {
        subject: 'Ideas for {{business_name}}',
        body: 'Hi there,\n\nStep 1 for {{business_name}} in {{city}}.',
      },
    });

    expect(detail.leads.map((l) => [l.business, l.state, l.endedReason])).toEqual([
      ['Alpha', 'active', null],
      ['Beta', 'active', null],
      ['Gamma', 'active', null],
    ]);
    const list = await json<TCampaignList>(await t.request('/api/campaigns', { cookie: cookies.viewer }));
    expect(list.campaigns.find((c) => c.id === id)?.counts.active).toBe(3);
  });

  it('two launches racing for the same address enrol it once; the loser skips it', async () => {
    const [shared] = await seed([
      { businessName: 'Shared', email: 'shared@r.test', googlePlaceId: 'place-r' },
    ]);
    const [a, b] = await seed([
      { businessName: 'Only A', email: 'a@r.test' },
      { businessName: 'Only B', email: 'b@r.test' },
    ]);
    const [first, second] = await Promise.all([
      post('/api/campaigns', request([shared, a])),
      post('/api/campaigns', request([shared, b])),
    ]);
    const results = [await json<TLaunchedCampaign>(first, 201), await json<TLaunchedCampaign>(second, 201)];
    const enrolled = await t.db
      .select()
      .from(campaignEnrolments)
      .where(and(eq(campaignEnrolments.teamId, teamId), eq(campaignEnrolments.email, 'shared@r.test')));
    expect(enrolled).toHaveLength(1);
    const skips = results.flatMap((r) => r.skipped.map((s) => [s.business, s.skip.reason]));
    expect(skips).toEqual([['Shared', 'in_other_campaign']]);
  });

  it('stop ends the active leads and cancels what is left; pause and resume move the status', async () => {
    const leads = await seed([
      { businessName: 'Stop one', email: 'one@s.test' },
      { businessName: 'Stop two', email: 'two@s.test' },
    ]);
    const { campaign } = await json<TLaunchedCampaign>(await post('/api/campaigns', request(leads)), 201);
    const path = `/api/campaigns/${campaign.id}`;
    // One lead already replied and one step went out: stopping leaves both alone.
    const [repliedLead] = await t.db
      .select({ id: campaignEnrolments.id })
      .from(campaignEnrolments)
      .where(and(eq(campaignEnrolments.campaignId, campaign.id), eq(campaignEnrolments.leadId, leads[0])));
    const [sent] = await t.db
      .update(campaignMessages)
      .set({ state: 'sent', sentAt: new Date() })
      .where(and(eq(campaignMessages.enrolmentId, repliedLead.id), eq(campaignMessages.stepIndex, 0)))
      .returning();
    await t.db
      .update(campaignEnrolments)
      .set({ state: 'replied', endedReason: 'Replied', replySnippet: 'Sounds good' })
      .where(eq(campaignEnrolments.id, sent.enrolmentId));

    expect((await json<{ status: string }>(await post(`${path}/pause`, {}, 'member'))).status).toBe('paused');
    expect(await json(await post(`${path}/pause`, {}), 409)).toMatchObject({
      message: 'Only a running campaign can be paused',
    });
    expect((await json<{ status: string }>(await post(`${path}/resume`, {}))).status).toBe('running');
    const stopped = await json<{ status: string; endedAt: string | null }>(await post(`${path}/stop`, {}));
    expect(stopped.status).toBe('stopped');
    expect(stopped.endedAt).not.toBeNull();
    expect(await json(await post(`${path}/resume`, {}), 409)).toMatchObject({
      message: 'Only a paused campaign can be resumed',
    });

    const detail = await json<TCampaignDetail>(await t.request(path, { cookie: cookies.owner }));
    expect(detail.leads.map((l) => [l.state, l.endedReason, l.replySnippet]).sort()).toEqual([
      ['replied', 'Replied', 'Sounds good'],
      ['stopped', 'Campaign stopped', null],
    ]);
    const states = await t.db
      .select({ state: campaignMessages.state })
      .from(campaignMessages)
      .where(eq(campaignMessages.campaignId, campaign.id));
    expect(states.map((s) => s.state).sort()).toEqual([...Array(5).fill('cancelled'), 'sent']);
    expect(detail.steps[0].counts).toMatchObject({ queued: 0, sent: 1, replied: 1 });
    // The addresses are free again for another campaign.
    const again = await json<TLaunchedCampaign>(await post('/api/campaigns', request(leads)), 201);
    expect(again.campaign.counts.active).toBe(2);
  });

  it('another team’s campaign is not found; viewers may read but not launch or stop; a subscription is needed', async () => {
    const [lead] = await seed([{ businessName: 'Roles', email: 'roles@t.test' }]);
    const viewerLaunch = await post('/api/campaigns', request([lead]), 'viewer');
    expect(viewerLaunch.status).toBe(403);
    expect((await post('/api/campaigns/preview', request([lead]), 'viewer')).status).toBe(403);
    const { campaign } = await json<TLaunchedCampaign>(
      await post('/api/campaigns', request([lead]), 'member'),
      201,
    );
    const path = `/api/campaigns/${campaign.id}`;
    expect((await post(`${path}/stop`, {}, 'viewer')).status).toBe(403);
    expect((await t.request(path, { cookie: cookies.viewer })).status).toBe(200);
    for (const [method, url] of [
      ['GET', path],
      ['POST', `${path}/pause`],
      ['POST', `${path}/resume`],
      ['POST', `${path}/stop`],
    ]) {
      const res = await t.request(url, { method, cookie: cookies.stranger });
      expect(await json(res, 404)).toMatchObject({ code: 'NOT_FOUND', message: 'Campaign not found' });
    }
    const free = await t.signUp('free@campaign.test');
    const unsubscribed = await t.request('/api/campaigns/preview', { cookie: free, body: request([lead]) });
    expect(await json(unsubscribed, 402)).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    const theirList = await json<TCampaignList>(
      await t.request('/api/campaigns', { cookie: cookies.stranger }),
    );
    expect(theirList.campaigns).toEqual([]);
    const still = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(still[0].status).toBe('running');
  });

  it('answers bad input with a clear 400, never a 500', async () => {
    const [lead] = await seed([{ businessName: 'Bad', email: 'bad@b.test' }]);
    const cases: [unknown, RegExp][] = [
      [{ ...request([lead]), name: ' ' }, /campaign name/],
      [{ ...request([lead]), mailboxIds: [] }, /at least one mailbox/],
      [{ ...request([lead]), leadIds: undefined }, /list or the leads/],
      [{ ...request([lead]), listId: crypto.randomUUID() }, /list or the leads/],
      [
        { ...request([lead]), leadIds: Array.from({ length: 1001 }, () => crypto.randomUUID()) },
        /at most 1000/,
      ],
      [{ ...request([lead]), sequenceId: 'nope' }, /Sequence not found/],
      [{ ...request([lead]), aiFirstLine: 'yes' }, /AI first line/],
      ['not json', /./],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/campaigns', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const notAnId = await t.request('/api/campaigns/not-an-id', { cookie: cookies.owner });
    expect(await json(notAnId, 404)).toMatchObject({ message: 'Campaign not found' });
    const everySkipped = await post('/api/campaigns', request([(await seed([{ businessName: 'None' }]))[0]]));
    expect(await json(everySkipped, 400)).toMatchObject({
      message: 'No lead can be enrolled: every lead is skipped',
    });
  });

  it('launches from a list, named after it', async () => {
    const leads = await seed([
      { businessName: 'Listed one', email: 'l1@list.test' },
      { businessName: 'Listed two', email: 'l2@list.test' },
    ]);
    const [list] = await t.db
      .insert(leadLists)
      .values({ teamId, createdBy: ownerId, name: 'Roofers' })
      .returning();
    await t.db.insert(leadListMembers).values(leads.map((businessId) => ({ listId: list.id, businessId })));
    const { leadIds: _leads, ...rest } = request([]);
    const launched = await json<TLaunchedCampaign>(
      await post('/api/campaigns', { ...rest, listId: list.id }),
      201,
    );
    expect(launched.campaign).toMatchObject({ source: 'List: Roofers', counts: { active: 2 } });
    const enrolled = await t.db
      .select({ leadId: campaignEnrolments.leadId })
      .from(campaignEnrolments)
      .where(inArray(campaignEnrolments.leadId, leads));
    expect(enrolled).toHaveLength(2);
    const theirs = await post('/api/campaigns', { ...rest, listId: list.id }, 'stranger');
    expect(theirs.status).toBe(404);
  });
});

describe.skipIf(postgresSkipped())(`campaigns with AI first lines on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: TFakeLlm;
  let cookie: string;
  let ownerId: string;
  let body: (leadIds: string[]) => Record<string, unknown>;

  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'sk-fake' });
    t = await createTestApp({
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-fake',
      LLM_MODEL: 'gpt-test',
      LLM_MONTHLY_EMAILS_PER_USER: '3',
    });
    cookie = await t.signUp('ai@campaign.test', { name: 'Ada' });
    ownerId = await userIdOf(t.db, 'ai@campaign.test');
    await subscribe(t.db, ownerId);
    const mailboxId = await insertMailbox(
      t.db,
      await personalTeamOf(t.db, ownerId),
      ownerId,
      'ada@agency.test',
    );
    const template = await t.request('/api/email-templates', {
      cookie,
      body: { name: 'Intro', subject: 'Hello {{business_name}}', body: 'Hi there,\n\nWe build websites.' },
    });
    const templateId = ((await template.json()) as { id: string }).id;
    const sequence = await t.request('/api/email-sequences', {
      cookie,
      body: { name: 'One', steps: [{ templateId, dayOffset: 0 }] },
    });
    const sequenceId = ((await sequence.json()) as { id: string }).id;
    body = (leadIds) => ({ name: 'AI', sequenceId, leadIds, mailboxIds: [mailboxId], aiFirstLine: true });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const seed = async (...names: string[]) =>
    (
      await seedSearch(
        t.db,
        ownerId,
        names.map((businessName) => ({
          businessName,
          city: 'Austin',
          rating: 3.9,
          reviewCount: 11,
          email: `${businessName.toLowerCase()}@ai.test`,
        })),
      )
    ).ids;

  it('previews the line as a placeholder without asking the model, writes it at launch and counts it', async () => {
    const leads = await seed('Alpha', 'Beta');
    const preview = await t.request('/api/campaigns/preview', { cookie, body: body(leads) });
    expect(preview.status).toBe(200);
    const shown = (await preview.json()) as TCampaignPreview;
    expect(shown.aiFirstLines).toEqual({ toWrite: 2, counted: true, remaining: 3 });
    expect(shown.leads[0].steps[0].body).toBe('Hi there,\n\n[AI first line]\n\nWe build websites.');
    expect(llm.requests).toHaveLength(0);

    const launched = await t.request('/api/campaigns', { cookie, body: body(leads) });
    expect(launched.status).toBe(201);
    expect(llm.requests).toHaveLength(2);
    const enrolments = await t.db
      .select()
      .from(campaignEnrolments)
      .where(inArray(campaignEnrolments.leadId, leads));
    const [message] = await t.db
      .select()
      .from(campaignMessages)
      .where(eq(campaignMessages.enrolmentId, enrolments[0].id));
    const line = enrolments[0].firstLine!;
    expect(line).toMatch(/^[^\n]{10,300}[.!?]$/);
    expect(line).not.toMatch(/^Hi\b/);
    expect(message.body).toBe(`Hi there,\n\n${line}\n\nWe build websites.`);

    const after = (await (
      await t.request('/api/campaigns/preview', { cookie, body: body(await seed('Gamma')) })
    ).json()) as TCampaignPreview;
    expect(after.aiFirstLines).toMatchObject({ toWrite: 1, remaining: 1 });
  });

  it('refuses a launch needing more lines than are left, before writing anything', async () => {
    const leads = await seed('Delta', 'Epsilon');
    const asked = llm.requests.length;
    const res = await t.request('/api/campaigns', { cookie, body: body(leads) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'This launch needs 2 AI first lines and 1 are left this month. Launch without the AI first line, or with fewer leads.',
    );
    expect(llm.requests).toHaveLength(asked);
    expect(
      await t.db.select().from(campaignEnrolments).where(inArray(campaignEnrolments.leadId, leads)),
    ).toEqual([]);
  });
});
