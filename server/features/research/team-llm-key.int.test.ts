import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResearchColumn, TResearchEstimate } from '@contracts/research';
import { startFakeLlm, type TFakeLlm } from '../../../fakes/llm/start-fake-llm';
import { leadPageTexts, researchAnswers, userApiKeys } from '../../db/schema';
import { readJson as json } from '../../../tests/read-json';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { NO_PROVIDER } from './research-provider';
import { runResearchJob } from './run-research-column';

const TEAM_KEY = 'sk-team-own-key-0000000000001234';

/**
 * A team's own AI provider key (decision 145, session 19 addendum): on an instance without an operator model, a
 * team saves its key (sealed, owners and admins, step-up) and its research columns are asked with it, with no
 * monthly cap of ours; without it, and after it is removed, a run is refused or stops with the reason.
 */
describe.skipIf(postgresSkipped())(`a team's own AI key for research on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: TFakeLlm;
  let cookie: string;
  let teamId: string;
  let searchId: string;
  let leadIds: string[];

  beforeAll(async () => {
    // The provider refuses any other key, as OpenAI does (401).
    llm = await startFakeLlm({ apiKey: TEAM_KEY });
    t = await createTestApp({ TEAM_LLM_BASE_URL: llm.url, RESEARCH_MONTHLY_DOLLARS: '0' });
    cookie = await t.signUp('own-key@example.com');
    const userId = await userIdOf(t.db, 'own-key@example.com');
    teamId = await personalTeamOf(t.db, userId);
    const seeded = await seedSearch(t.db, userId, [
      { businessName: 'Peak Plumbing' },
      { businessName: 'Vale Pipes' },
    ]);
    searchId = seeded.searchId;
    leadIds = seeded.ids;
    await t.db.insert(leadPageTexts).values([
      {
        teamId,
        leadId: leadIds[0]!,
        position: 0,
        url: 'https://peak.example/',
        text: 'We offer emergency call-outs day and night.',
        fetchedAt: new Date(),
      },
      {
        teamId,
        leadId: leadIds[1]!,
        position: 0,
        url: 'https://vale.example/',
        text: 'Bathrooms fitted across the valley.',
        fetchedAt: new Date(),
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const runJob = (columnId: string) =>
    runResearchJob({ db: t.db, appSecret: t.deps.appSecret, config: t.deps.config }, { columnId, teamId });

  it('asks with the team’s own key where the operator set no model up, with no cap of ours', async () => {
    const column = await json<TResearchColumn>(
      await t.request('/api/research/columns', {
        cookie,
        body: {
          searchId,
          question: { question: 'Do they offer emergency call-outs?', answerType: 'yes_no' },
        },
      }),
      201,
    );
    const refused = await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: {} });
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe(NO_PROVIDER);

    expect(await json(await t.request('/api/api-keys/llm', { cookie }))).toMatchObject({ configured: false });
    const saved = await t.request('/api/api-keys/llm', { method: 'PUT', cookie, body: { apiKey: TEAM_KEY } });
    expect(await json(saved)).toMatchObject({ configured: true, masked: expect.stringContaining('1234') });
    // Sealed: the row does not hold the key; the Google key's place is untouched.
    const [row] = await t.db.select().from(userApiKeys).where(eq(userApiKeys.serviceName, 'llm'));
    expect(row!.apiKeyEncrypted).not.toContain(TEAM_KEY);
    expect(await json(await t.request('/api/api-keys/google', { cookie }))).toMatchObject({
      configured: false,
    });

    // The budget of $0 a month is the operator's: the team's own key is not held to it.
    const estimate = await json<TResearchEstimate>(
      await t.request(`/api/research/columns/${column.id}/estimate`, { cookie, body: {} }),
    );
    expect(estimate).toMatchObject({ leads: 2, budget: null });
    expect(estimate.estimatedDollars).toBeGreaterThan(0);
    await json(await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: {} }), 202);
    await runJob(column.id);

    const cells = await t.db
      .select({
        leadId: researchAnswers.leadId,
        status: researchAnswers.status,
        quote: researchAnswers.quote,
      })
      .from(researchAnswers)
      .where(eq(researchAnswers.columnId, column.id));
    expect(cells.find((cell) => cell.leadId === leadIds[0])).toMatchObject({
      status: 'answered',
      quote: 'We offer emergency call-outs day and night.',
    });
    expect(cells.find((cell) => cell.leadId === leadIds[1])).toMatchObject({ status: 'not_found' });
    expect(llm.requests.map((request) => request.authorization)).toEqual([
      `Bearer ${TEAM_KEY}`,
      `Bearer ${TEAM_KEY}`,
    ]);
    const done = await json<{ columns: TResearchColumn[] }>(
      await t.request(`/api/research/columns?searchId=${searchId}`, { cookie }),
    );
    expect(done.columns[0]).toMatchObject({ status: 'done', costDollars: expect.any(Number) });
  });

  it('stops a run whose key was removed, with the reason, and asks nothing', async () => {
    const column = await json<TResearchColumn>(
      await t.request('/api/research/columns', {
        cookie,
        body: { searchId, question: { question: 'Do they fit bathrooms?', answerType: 'yes_no' } },
      }),
      201,
    );
    await json(await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: {} }), 202);
    await json(await t.request('/api/api-keys/llm', { method: 'DELETE', cookie }));
    llm.reset();
    await runJob(column.id);
    expect(llm.requests).toEqual([]);
    const pending = await t.db
      .select({ status: researchAnswers.status })
      .from(researchAnswers)
      .where(and(eq(researchAnswers.columnId, column.id), eq(researchAnswers.status, 'pending')));
    expect(pending).toHaveLength(2);
    const [after] = (
      await json<{ columns: TResearchColumn[] }>(
        await t.request(`/api/research/columns?searchId=${searchId}`, { cookie }),
      )
    ).columns.filter((c) => c.id === column.id);
    expect(after).toMatchObject({ status: 'failed', stopMessage: NO_PROVIDER });
  });
});
