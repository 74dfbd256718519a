import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from '@fakes/llm/start-fake-llm';
import { businessResults, searchHistory, subscriptions, user } from '../../db/schema';
import { makeAudit, makeFinding } from '../../../tests/make-audit';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { ownedBy, userIdOf } from '../../../tests/seed-leads';
import { personalScope } from '../../../tests/team-scope';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { incrementUsage } from '../usage/usage-counter';
import { NOTICE_UNVERIFIED } from './email-writer';
import { noticeMonthlyLimit } from './generate-cold-email';
import { parseCsv } from './outreach-fixtures';
import { SYSTEM_TEMPLATES } from './system-templates';

type LeadValues = Partial<typeof businessResults.$inferInsert>;

/** Inserts a search and one lead for the account with `email`, as the search job would have left them. */
async function insertLead(t: TestApp, email: string, values: LeadValues = {}, niche = 'plumber') {
  const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const [search] = await t.db
    .insert(searchHistory)
    .values({ ...ownedBy(owner.id), niche, location: 'Austin, TX', status: 'completed' })
    .returning();
  const [lead] = await t.db
    .insert(businessResults)
    .values({
      searchId: search.id,
      teamId: search.teamId,
      businessName: "Joe's Plumbing",
      website: 'https://joesplumbing.example',
      city: 'Austin',
      state: 'TX',
      phone: '(512) 555-0142',
      rating: 3.9,
      reviewCount: 11,
      leadScore: 38,
      scoreBreakdown: {
        websiteQuality: 12,
        socialMediaPresence: 6,
        reputation: 14,
        reviewVolume: 4,
        contactAccessibility: 5,
      },
      email: 'joe@joesplumbing.example',
      hasChatbot: false,
      cmsPlatform: 'WordPress',
      marketingTools: ['Google Analytics 4'],
      facebookUrl: 'https://facebook.com/joesplumbing',
      enrichmentStatus: 'enriched',
      enrichment: {
        status: 'ok',
        failureReason: null,
        isHttps: true,
        hasViewport: true,
        outdatedSignals: [],
        copyrightYear: 2025,
      },
      ...values,
    })
    .returning();
  return lead;
}

/** Outreach needs the export entitlement: the test accounts (other than the first, an admin) subscribe. */
async function signUpSubscribed(
  t: TestApp,
  email: string,
  options: { name?: string; exportLimit?: number } = {},
) {
  const cookie = await t.signUp(email, options);
  const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db
    .update(subscriptions)
    .set({ status: 'active', planType: 'unlimited', exportLimit: options.exportLimit ?? null })
    .where(eq(subscriptions.userId, account.id));
  return cookie;
}

const template = {
  name: 'Intro',
  subject: 'Hello {{business_name}}',
  body: 'We help {{niche}} businesses in {{city}}, {{state}}. Rated {{rating}}.',
  tone: 'friendly',
  sequencePosition: 1,
};

describe.skipIf(postgresSkipped())(`outreach on ${testDbKind()}`, () => {
  let t: TestApp;
  let ana: string;
  let ben: string;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.signUp('ana@example.com', { name: 'Ana Lima' });
    ben = await signUpSubscribed(t, 'ben@example.com');
  });
  afterAll(async () => t?.close());

  describe('templates', () => {
    it('lists the seeded system templates first, by sequence position, then the user’s own', async () => {
      const created = await t.request('/api/email-templates', {
        cookie: ana,
        body: { ...template, sequencePosition: 1 },
      });
      expect(created.status).toBe(201);
      const list = await (await t.request('/api/email-templates', { cookie: ana })).json();
      expect(list).toHaveLength(SYSTEM_TEMPLATES.length + 1);
      expect(list.slice(0, 9).every((tpl: { isSystemTemplate: boolean }) => tpl.isSystemTemplate)).toBe(true);
      expect(list.slice(0, 9).map((tpl: { sequencePosition: number }) => tpl.sequencePosition)).toEqual([
        1, 1, 1, 2, 2, 2, 3, 3, 3,
      ]);
      expect(list.slice(0, 3).map((tpl: { tone: string }) => tpl.tone)).toEqual([
        'professional',
        'friendly',
        'casual',
      ]);
      expect(list[9]).toMatchObject({ name: 'Intro', isSystemTemplate: false, tone: 'friendly' });
      // Ben sees the system templates but not Ana's.
      const bens = await (await t.request('/api/email-templates', { cookie: ben })).json();
      expect(bens).toHaveLength(SYSTEM_TEMPLATES.length);
    });

    it('asks to fill in all fields', async () => {
      for (const body of [
        { ...template, name: '' },
        { ...template, subject: '   ' },
        { name: 'x', subject: 'y' },
      ]) {
        const res = await t.request('/api/email-templates', { cookie: ana, body });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Please fill in all fields' });
      }
      const blank = await (await t.request('/api/email-templates', { cookie: ana })).json();
      const own = blank.find((tpl: { name: string }) => tpl.name === 'Intro');
      const patch = await t.request(`/api/email-templates/${own.id}`, {
        method: 'PATCH',
        cookie: ana,
        body: { body: ' ' },
      });
      expect((await patch.json()).message).toBe('Please fill in all fields');
    });

    it('edits, duplicates and deletes the user’s own templates', async () => {
      const own = await (
        await t.request('/api/email-templates', { cookie: ana, body: { ...template, name: 'Mine' } })
      ).json();
      const edited = await t.request(`/api/email-templates/${own.id}`, {
        method: 'PATCH',
        cookie: ana,
        body: { subject: 'New subject', sequencePosition: 2 },
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({
        id: own.id,
        name: 'Mine',
        subject: 'New subject',
        sequencePosition: 2,
      });

      const copy = await t.request(`/api/email-templates/${own.id}/duplicate`, {
        method: 'POST',
        cookie: ana,
      });
      expect(copy.status).toBe(201);
      expect(await copy.json()).toMatchObject({
        name: 'Mine (Copy)',
        subject: 'New subject',
        isSystemTemplate: false,
      });

      expect(
        (await t.request(`/api/email-templates/${own.id}`, { method: 'DELETE', cookie: ana })).status,
      ).toBe(200);
      const after = await (await t.request('/api/email-templates', { cookie: ana })).json();
      expect(after.map((tpl: { id: string }) => tpl.id)).not.toContain(own.id);
      expect(after.map((tpl: { name: string }) => tpl.name)).toContain('Mine (Copy)');
    });

    it('lets users copy a system template but not change or delete it', async () => {
      const system = SYSTEM_TEMPLATES[0];
      const copy = await t.request(`/api/email-templates/${system.id}/duplicate`, {
        method: 'POST',
        cookie: ben,
      });
      expect(await copy.json()).toMatchObject({
        name: `${system.name} (Copy)`,
        body: system.body,
        isSystemTemplate: false,
      });
      const patch = await t.request(`/api/email-templates/${system.id}`, {
        method: 'PATCH',
        cookie: ben,
        body: { name: 'Hijacked' },
      });
      expect(patch.status).toBe(403);
      expect(
        (await t.request(`/api/email-templates/${system.id}`, { method: 'DELETE', cookie: ben })).status,
      ).toBe(403);
      const list = await (await t.request('/api/email-templates', { cookie: ana })).json();
      expect(list.find((tpl: { id: string }) => tpl.id === system.id).name).toBe(system.name);
    });

    it('treats another user’s template as not found', async () => {
      const anas = await (
        await t.request('/api/email-templates', { cookie: ana, body: { ...template, name: 'Private' } })
      ).json();
      for (const [method, path, body] of [
        ['PATCH', `/api/email-templates/${anas.id}`, { name: 'Taken' }],
        ['DELETE', `/api/email-templates/${anas.id}`, undefined],
        ['POST', `/api/email-templates/${anas.id}/duplicate`, undefined],
      ] as const) {
        const res = await t.request(path, { method, cookie: ben, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Template not found' });
      }
      expect(
        (await t.request('/api/email-templates/not-a-uuid', { method: 'DELETE', cookie: ana })).status,
      ).toBe(404);
      const still = await (await t.request('/api/email-templates', { cookie: ana })).json();
      expect(still.find((tpl: { id: string }) => tpl.id === anas.id).name).toBe('Private');
    });

    it('needs a signed-in user', async () => {
      expect((await t.request('/api/email-templates')).status).toBe(401);
    });
  });

  describe('sequences', () => {
    it('saves, lists and deletes named sequences of the user', async () => {
      const steps = [
        { templateId: SYSTEM_TEMPLATES[0].id, dayOffset: 0 },
        { templateId: SYSTEM_TEMPLATES[1].id, dayOffset: 3 },
        { templateId: SYSTEM_TEMPLATES[2].id, dayOffset: 6 },
      ];
      const saved = await t.request('/api/email-sequences', {
        cookie: ana,
        body: { name: 'Three touches', steps },
      });
      expect(saved.status).toBe(201);
      const sequence = await saved.json();
      expect(sequence).toMatchObject({ name: 'Three touches', steps });
      expect(await (await t.request('/api/email-sequences', { cookie: ana })).json()).toEqual([sequence]);
      expect(await (await t.request('/api/email-sequences', { cookie: ben })).json()).toEqual([]);
      expect(
        (await t.request(`/api/email-sequences/${sequence.id}`, { method: 'DELETE', cookie: ben })).status,
      ).toBe(404);
      expect(
        (await t.request(`/api/email-sequences/${sequence.id}`, { method: 'DELETE', cookie: ana })).status,
      ).toBe(200);
      expect(await (await t.request('/api/email-sequences', { cookie: ana })).json()).toEqual([]);
    });

    it('refuses negative offsets and templates the user cannot see', async () => {
      const negative = await t.request('/api/email-sequences', {
        cookie: ana,
        body: { name: 'S', steps: [{ templateId: SYSTEM_TEMPLATES[0].id, dayOffset: -1 }] },
      });
      expect(await negative.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Day offset cannot be negative',
      });
      const anas = await (
        await t.request('/api/email-templates', { cookie: ana, body: { ...template, name: 'Only Ana' } })
      ).json();
      const foreign = await t.request('/api/email-sequences', {
        cookie: ben,
        body: { name: 'S', steps: [{ templateId: anas.id, dayOffset: 0 }] },
      });
      expect(foreign.status).toBe(404);
      expect((await foreign.json()).message).toBe('Template not found');
    });
  });

  describe('cold email with the built-in writer (no LLM configured)', () => {
    it('writes from the lead’s stored facts in the tone asked for', async () => {
      const lead = await insertLead(t, 'ana@example.com');
      const res = await t.request(`/api/leads/${lead.id}/cold-email`, {
        cookie: ana,
        body: { tone: 'direct' },
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        engine: 'builtin',
        notice: null,
        subject: "Joe's Plumbing: no chat on the site",
      });
      expect(body.gaps.map((g: { label: string }) => g.label)).toEqual([
        'No chat on the site',
        '3.9 stars from 11 reviews',
        'No Instagram',
      ]);
      expect(body.recommendedServices[0]).toEqual({
        service: 'Review generation',
        reason: 'Only 11 Google reviews',
        priority: 'high',
      });
      expect(body.email).toContain('3.9 stars from 11 reviews');
      expect(body.email).toContain('Ana Lima');

      const defaultTone = await (
        await t.request(`/api/leads/${lead.id}/cold-email`, { cookie: ana, body: {} })
      ).json();
      expect(defaultTone.subject).toBe("A few ideas for Joe's Plumbing");
      const badTone = await t.request(`/api/leads/${lead.id}/cold-email`, {
        cookie: ana,
        body: { tone: 'angry' },
      });
      expect(badTone.status).toBe(400);
    });

    it('does not claim gaps for a lead whose website was not read', async () => {
      const lead = await insertLead(t, 'ana@example.com', {
        hasChatbot: null,
        enrichment: null,
        enrichmentStatus: 'pending',
        rating: 4.8,
        reviewCount: 240,
        scoreBreakdown: null,
      });
      const body = await (
        await t.request(`/api/leads/${lead.id}/cold-email`, { cookie: ana, body: {} })
      ).json();
      expect(body.gaps).toEqual([]);
      expect(body.email).toContain('4.8 stars from 240 reviews');
      expect(body.email).not.toMatch(/chat|Instagram/i);
    });

    it('treats another user’s lead as not found', async () => {
      const lead = await insertLead(t, 'ana@example.com');
      const res = await t.request(`/api/leads/${lead.id}/cold-email`, { cookie: ben, body: {} });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Lead not found' });
      expect(
        (
          await t.request('/api/leads/11111111-1111-4111-8111-111111111111/cold-email', {
            cookie: ana,
            body: {},
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('applying templates and sequences to leads', () => {
    it('renders a sequence for a bulk selection and exports one CSV row per lead and step', async () => {
      const first = await insertLead(
        t,
        'ana@example.com',
        {
          businessName: 'Alpha Dental',
          city: 'Reno',
          state: null,
          rating: 4.5,
          email: null,
          emails: [{ email: 'hi@alpha.example', source: 'https://alpha.example' }],
        },
        'Dentist',
      );
      const second = await insertLead(t, 'ana@example.com', {
        businessName: '=Beta Bakery',
        city: null,
        rating: null,
        email: null,
      });
      const own = await (await t.request('/api/email-templates', { cookie: ana, body: template })).json();
      const sequence = await (
        await t.request('/api/email-sequences', {
          cookie: ana,
          body: {
            name: 'Two',
            steps: [
              { templateId: own.id, dayOffset: 0 },
              { templateId: SYSTEM_TEMPLATES[4].id, dayOffset: 4 },
            ],
          },
        })
      ).json();

      const rendered = await (
        await t.request('/api/outreach/render', {
          cookie: ana,
          body: { leadIds: [first.id, second.id], sequenceId: sequence.id },
        })
      ).json();
      expect(
        rendered.map((r: { business: string; step: number; day: number }) => [r.business, r.step, r.day]),
      ).toEqual([
        ['Alpha Dental', 1, 0],
        ['Alpha Dental', 2, 4],
        ['=Beta Bakery', 1, 0],
        ['=Beta Bakery', 2, 4],
      ]);
      expect(rendered[0]).toMatchObject({
        email: 'hi@alpha.example',
        subject: 'Hello Alpha Dental',
        body: 'We help dentist businesses in Reno. Rated 4.5.',
      });
      expect(rendered[2]).toMatchObject({
        email: '',
        body: 'We help plumber businesses in your area, TX. Rated N/A.',
      });

      const csv = await t.request('/api/outreach/export', {
        cookie: ana,
        body: { leadIds: [first.id, second.id], sequenceId: sequence.id },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="outreach-.*\.csv"$/);
      const records = parseCsv(await csv.text());
      expect(records).toHaveLength(4);
      expect(records[0]).toEqual({
        Business: 'Alpha Dental',
        Email: 'hi@alpha.example',
        Day: '0',
        Subject: 'Hello Alpha Dental',
        Body: 'We help dentist businesses in Reno. Rated 4.5.',
      });
      expect(records[3]).toMatchObject({ Business: "'=Beta Bakery", Day: '4' });

      const single = await (
        await t.request('/api/outreach/render', {
          cookie: ana,
          body: { leadIds: [first.id], templateId: SYSTEM_TEMPLATES[0].id },
        })
      ).json();
      expect(single).toHaveLength(1);
      expect(single[0].subject).toBe('A few ideas for Alpha Dental');
    });

    it('refuses another user’s leads, templates and sequences, and a request naming neither', async () => {
      const anas = await insertLead(t, 'ana@example.com');
      const bens = await insertLead(t, 'ben@example.com');
      const mixed = await t.request('/api/outreach/export', {
        cookie: ben,
        body: { leadIds: [bens.id, anas.id], templateId: SYSTEM_TEMPLATES[0].id },
      });
      expect(mixed.status).toBe(404);
      expect((await mixed.json()).message).toBe('Lead not found');
      const anasTemplate = await (
        await t.request('/api/email-templates', { cookie: ana, body: template })
      ).json();
      expect(
        (
          await t.request('/api/outreach/render', {
            cookie: ben,
            body: { leadIds: [bens.id], templateId: anasTemplate.id },
          })
        ).status,
      ).toBe(404);
      const anasSequence = await (
        await t.request('/api/email-sequences', {
          cookie: ana,
          body: { name: 'A', steps: [{ templateId: anasTemplate.id, dayOffset: 0 }] },
        })
      ).json();
      expect(
        (
          await t.request('/api/outreach/render', {
            cookie: ben,
            body: { leadIds: [bens.id], sequenceId: anasSequence.id },
          })
        ).status,
      ).toBe(404);
      const neither = await t.request('/api/outreach/render', { cookie: ben, body: { leadIds: [bens.id] } });
      expect(await neither.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Choose a template or a sequence',
      });
    });

    it('needs the export entitlement: no subscription, no outreach; the CSV download counts as an export', async () => {
      const eve = await t.signUp('eve@example.com');
      const evesLead = await insertLead(t, 'eve@example.com');
      const body = { leadIds: [evesLead.id], templateId: SYSTEM_TEMPLATES[0].id };
      for (const path of [
        '/api/outreach/render',
        '/api/outreach/export',
        `/api/leads/${evesLead.id}/cold-email`,
      ]) {
        const res = await t.request(path, { cookie: eve, body: path.includes('cold-email') ? {} : body });
        expect(res.status, path).toBe(402);
        expect((await res.json()).code).toBe('SUBSCRIPTION_REQUIRED');
      }

      const fay = await signUpSubscribed(t, 'fay@example.com', { exportLimit: 1 });
      const faysLead = await insertLead(t, 'fay@example.com');
      const fays = { leadIds: [faysLead.id], templateId: SYSTEM_TEMPLATES[0].id };
      expect((await t.request('/api/outreach/export', { cookie: fay, body: fays })).status).toBe(200);
      const second = await t.request('/api/outreach/export', { cookie: fay, body: fays });
      expect(second.status).toBe(429);
      expect((await second.json()).code).toBe('EXPORT_LIMIT_REACHED');
      expect((await t.request('/api/outreach/render', { cookie: fay, body: fays })).status).toBe(429);
    });
  });
});

describe.skipIf(postgresSkipped())(`cold email with an LLM on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: TFakeLlm;
  let cookie: string;
  let leadId: string;
  beforeAll(async () => {
    llm = await startFakeLlm({ slowMs: 3_000, apiKey: 'sk-fake' });
    t = await createTestApp({
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-fake',
      LLM_MODEL: 'gpt-test',
      LLM_TIMEOUT_MS: '400',
      LLM_MONTHLY_EMAILS_PER_USER: '50',
    });
    cookie = await signUpSubscribed(t, 'cara@example.com', { name: 'Cara' });
    leadId = (await insertLead(t, 'cara@example.com')).id;
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });
  beforeEach(() => {
    llm.reset();
    llm.setMode('success');
  });

  const generate = (tone = 'friendly') =>
    t.request(`/api/leads/${leadId}/cold-email`, { cookie, body: { tone } });

  it('asks the model with the lead’s facts and returns its checked draft', async () => {
    const res = await generate();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ engine: 'ai', notice: null, subject: "Quick idea for Joe's Plumbing" });
    expect(body.email).toContain('- 3.9 stars from 11 reviews');
    expect(body.gaps).toHaveLength(3);
    expect(llm.requests).toHaveLength(1);
    expect(JSON.parse(llm.requests[0].body!.messages![1].content)).toMatchObject({
      tone: 'friendly',
      business: { name: "Joe's Plumbing" },
      sender: 'Cara',
    });
  });

  it("grounds the model in the website audit's findings: their pitches are facts a draft may repeat", async () => {
    const audit = makeAudit([
      makeFinding('images_without_alt'),
      makeFinding('heavy_homepage'),
      makeFinding('tls_expired'),
    ]);
    const audited = await insertLead(t, 'cara@example.com', { audit });
    const res = await t.request(`/api/leads/${audited.id}/cold-email`, { cookie, body: { tone: 'direct' } });
    const body = await res.json();
    // The model was told the findings, most serious first, with their evidence and pitch lines.
    const told = JSON.parse(llm.requests[0].body!.messages![1].content) as {
      websiteAudit: { finding: string; severity: string; evidence: string; pitch: string }[];
    };
    expect(told.websiteAudit.map((f) => f.severity)).toEqual(['high', 'medium', 'low']);
    expect(told.websiteAudit[0]).toEqual({
      finding: 'Certificate expired 12 days ago',
      severity: 'high',
      evidence: '2026-11-22',
      pitch: makeFinding('tls_expired').pitch,
    });
    // Its draft opens with that pitch ("expired on 22 Nov") and passes the claim check.
    expect(body).toMatchObject({ engine: 'ai', notice: null });
    expect(body.email).toContain(makeFinding('tls_expired').pitch);
  });

  it('never passes on invented numbers: the fact-only draft replaces them', async () => {
    llm.setMode('hallucinate');
    const body = await (await generate()).json();
    expect(body).toMatchObject({ engine: 'builtin', notice: NOTICE_UNVERIFIED });
    expect(body.email).not.toMatch(/87|37%|4\.2|Yelp/);
    expect(body.email).toContain('3.9 stars from 11 reviews');
  });

  it('answers "Generation failed" material when the provider fails or is too slow, never the provider’s own text', async () => {
    llm.setMode('error');
    const failed = await generate();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      code: 'GENERATION_FAILED',
      message: 'The AI provider answered 500.',
    });

    llm.setMode('slow');
    const slow = await generate();
    expect(slow.status).toBe(502);
    expect(await slow.json()).toEqual({
      code: 'GENERATION_FAILED',
      message: 'The AI provider did not answer within 0.4 seconds.',
    });

    llm.setMode('invalid-json');
    expect((await (await generate()).json()).message).toBe(
      'The AI provider sent a response that is not valid JSON.',
    );
  });

  it('writes fact-only drafts without asking the model once the monthly allowance is used', async () => {
    const dora = await signUpSubscribed(t, 'dora@example.com');
    const doraLead = await insertLead(t, 'dora@example.com');
    await incrementUsage(
      t.db,
      await personalScope(t.db, await userIdOf(t.db, 'dora@example.com')),
      'ai_email',
      49,
    );
    const draft = (tone: string) =>
      t.request(`/api/leads/${doraLead.id}/cold-email`, { cookie: dora, body: { tone } });
    expect(await (await draft('direct')).json()).toMatchObject({ engine: 'ai', notice: null });
    expect(llm.requests).toHaveLength(1);
    const over = await (await draft('friendly')).json();
    expect(over).toMatchObject({ engine: 'builtin', notice: noticeMonthlyLimit(50) });
    expect(over.email).toContain("Joe's Plumbing");
    expect(llm.requests).toHaveLength(1);
  });

  it('still scopes the lead to its owner before calling the model', async () => {
    const other = await signUpSubscribed(t, 'dan@example.com');
    expect((await t.request(`/api/leads/${leadId}/cold-email`, { cookie: other, body: {} })).status).toBe(
      404,
    );
    expect(llm.requests).toHaveLength(0);
  });
});
