// engine-sensitive: the monthly budget is one guarded upsert under concurrent reservations, and the run is a queue job resumed after a restart
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TResearchAnswersResponse,
  TResearchColumn,
  TResearchEstimate,
  TSavedResearchQuestion,
} from '@contracts/research';
import { startFakeLlm, type TFakeLlm } from '../../../fakes/llm/start-fake-llm';
import { leadPageTexts, researchAnswers, researchColumns, researchSpend } from '../../db/schema';
import { createChatCompletionsClient } from '../../integrations/llm/chat-completions-client';
import { readJson as json } from '../../../tests/read-json';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { cancelResearchRun } from './cancel-research-run';
import { RESEARCH_RUN_QUEUE, recoverResearchRuns, workResearchRuns } from './research-run-queue';
import { reserveResearchSpend, researchSpentThisMonth, settleResearchSpend } from './research-spend';
import { runResearchColumn, type TResearchRunDeps } from './run-research-column';

const EMERGENCY = { question: 'Do they offer emergency call-outs?', answerType: 'yes_no' } as const;

/** Text that answers nothing, of about `chars` characters. */
const filler = (chars: number, seed: number) =>
  Array.from(
    { length: Math.ceil(chars / 60) },
    (_, i) => `Our friendly crew fitted ${seed + i} kitchens around the town last year.`,
  ).join(' ');

/**
 * Each lead's pages: a yes, a no, one that says nothing about it, and one without page text (never deep-checked).
 * The sizes vary, as real sites do.
 */
const PAGES: ({ url: string; text: string }[] | null)[] = [
  [
    { url: 'https://one.example/', text: `${filler(6_000, 1)} We offer emergency call-outs day and night.` },
    { url: 'https://one.example/contact', text: 'Call the office on weekdays.' },
  ],
  [{ url: 'https://two.example/', text: `We do not offer emergency call-outs. ${filler(2_500, 2)}` }],
  [{ url: 'https://three.example/', text: filler(12_000, 3) }],
  null,
  [
    { url: 'https://five.example/', text: filler(4_000, 5) },
    {
      url: 'https://five.example/faq',
      text: `${filler(1_500, 6)} Yes, we offer emergency call-outs at weekends.`,
    },
  ],
  [{ url: 'https://six.example/', text: `${filler(9_000, 7)} We offer emergency call-outs for boilers.` }],
];

/** Columns, their runs, the estimate and the monthly budget, through the API and the `research.run` job. */
describe.skipIf(postgresSkipped())(`research columns on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: TFakeLlm;
  let cookie: string;
  let otherCookie: string;
  let teamId: string;
  let search: { searchId: string; ids: string[] };
  let otherSearch: { searchId: string; ids: string[] };
  let run: TResearchRunDeps;

  const seedTeam = async (email: string) => {
    const userId = await userIdOf(t.db, email);
    const seeded = await seedSearch(
      t.db,
      userId,
      PAGES.map((_, i) => ({ businessName: `Lead ${i + 1}` })),
    );
    const team = await personalTeamOf(t.db, userId);
    const rows = PAGES.flatMap((pages, i) =>
      (pages ?? []).map((page, position) => ({
        teamId: team,
        leadId: seeded.ids[i],
        position,
        ...page,
        fetchedAt: new Date(Date.now() - 60_000),
      })),
    );
    await t.db.insert(leadPageTexts).values(rows);
    return { team, seeded };
  };

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'gpt-4o-mini',
      RESEARCH_MONTHLY_DOLLARS: '10',
    });
    cookie = await t.signUp('research@example.com');
    otherCookie = await t.signUp('research-other@example.com');
    const mine = await seedTeam('research@example.com');
    teamId = mine.team;
    search = mine.seeded;
    otherSearch = (await seedTeam('research-other@example.com')).seeded;
    run = {
      db: t.db,
      client: createChatCompletionsClient({ baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: 5_000 }),
      model: 'gpt-4o-mini',
      capMicros: 10_000_000,
    };
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  const newColumn = async (as = cookie, searchId = search.searchId) =>
    json<TResearchColumn>(
      await t.request('/api/research/columns', { cookie: as, body: { question: EMERGENCY, searchId } }),
      201,
    );
  const cellsOf = async (columnId: string, as = cookie) =>
    (
      await json<TResearchAnswersResponse>(
        await t.request(`/api/research/columns/${columnId}/answers`, { cookie: as }),
      )
    ).cells;
  const statusOf = async (columnId: string) =>
    (await t.db.select().from(researchColumns).where(eq(researchColumns.id, columnId)))[0];

  it('saves questions for reuse, adds columns with a pending cell per lead, and shows their progress', async () => {
    const saved = await json<TSavedResearchQuestion>(
      await t.request('/api/research/questions', {
        cookie,
        body: {
          question: 'Which booking system do they use?',
          answerType: 'choice',
          choices: ['Fresha', 'Square'],
        },
      }),
      201,
    );
    expect(saved).toMatchObject({ answerType: 'choice', choices: ['Fresha', 'Square'] });
    const column = await json<TResearchColumn>(
      await t.request('/api/research/columns', {
        cookie,
        body: { questionId: saved.id, searchId: search.searchId },
      }),
      201,
    );
    expect(column).toMatchObject({
      question: saved,
      searchId: search.searchId,
      listId: null,
      status: 'idle',
      progress: { total: PAGES.length, pending: PAGES.length, answered: 0, notFound: 0, failed: 0 },
      costDollars: 0,
    });
    const listed = await json<{ columns: TResearchColumn[] }>(
      await t.request(`/api/research/columns?searchId=${search.searchId}`, { cookie }),
    );
    expect(listed.columns.map((c) => c.id)).toEqual([column.id]);
    const questions = await json<{ questions: TSavedResearchQuestion[] }>(
      await t.request('/api/research/questions', { cookie }),
    );
    expect(questions.questions.map((q) => q.id)).toEqual([saved.id]);
    // A list's leads too.
    const list = await json<{ id: string }>(
      await t.request('/api/lists', { cookie, body: { name: 'Two', leadIds: search.ids.slice(0, 2) } }),
      201,
    );
    const ofList = await json<TResearchColumn>(
      await t.request('/api/research/columns', { cookie, body: { questionId: saved.id, listId: list.id } }),
      201,
    );
    expect(ofList.progress.total).toBe(2);
  });

  it("answers 404 to another team's ids on every research route, and shows nothing of theirs", async () => {
    const theirs = await newColumn(otherCookie, otherSearch.searchId);
    const theirQuestion = theirs.question.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/research/columns?searchId=${otherSearch.searchId}`],
      ['POST', '/api/research/columns', { question: EMERGENCY, searchId: otherSearch.searchId }],
      ['POST', '/api/research/columns', { questionId: theirQuestion, searchId: search.searchId }],
      ['GET', `/api/research/columns/${theirs.id}/answers`],
      ['POST', `/api/research/columns/${theirs.id}/estimate`, {}],
      ['POST', `/api/research/columns/${theirs.id}/run`, {}],
      ['POST', `/api/research/columns/${theirs.id}/cancel`],
      ['DELETE', `/api/research/columns/${theirs.id}`],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of calls) {
      const res = await t.request(path, { method, cookie, body });
      if (res.status !== 404) wrong.push(`${method} ${path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    const mine = await json<{ questions: TSavedResearchQuestion[] }>(
      await t.request('/api/research/questions', { cookie }),
    );
    expect(mine.questions.map((q) => q.id)).not.toContain(theirQuestion);
    expect((await statusOf(theirs.id)).status).toBe('idle');
    expect(llm.requests.length).toBe(0);
  });

  it('estimates within ±20% of what the run costs, then answers every cell with a quote or "not found"', async () => {
    const column = await newColumn();
    const estimate = await json<TResearchEstimate>(
      await t.request(`/api/research/columns/${column.id}/estimate`, { cookie, body: {} }),
    );
    expect(estimate).toMatchObject({
      leads: PAGES.length,
      model: 'gpt-4o-mini',
      budget: { monthlyDollars: 10, spentDollars: 0 },
    });
    expect(llm.requests.length).toBe(0);

    const started = await json<TResearchColumn>(
      await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: {} }),
      202,
    );
    expect(started.status).toBe('running');
    // The route queued the column's job; the worker (as server/workers.ts wires it) runs it to the end.
    await workResearchRuns(t.deps.boss, (job) => runResearchColumn(run, job));
    await vi.waitFor(async () => expect((await statusOf(column.id)).status).toBe('done'), {
      timeout: 20_000,
    });

    const cells = await cellsOf(column.id);
    expect(cells.map((c) => [c.status, c.answer, c.reason, c.quote])).toEqual([
      ['answered', true, null, 'We offer emergency call-outs day and night.'],
      ['answered', false, null, 'We do not offer emergency call-outs.'],
      ['not_found', null, 'not_on_site', null],
      ['not_found', null, 'no_page_text', null],
      ['answered', true, null, 'Yes, we offer emergency call-outs at weekends.'],
      ['answered', true, null, 'We offer emergency call-outs for boilers.'],
    ]);
    // A not-found answer keeps no quote and no page, but its call's tokens and cost; no call for a lead without text.
    expect(cells[2]).toMatchObject({ url: null, confidence: null, promptTokens: expect.any(Number) });
    expect(cells[3]).toMatchObject({
      url: null,
      promptTokens: null,
      costDollars: null,
      pagesFetchedAt: null,
    });
    expect(cells[4].url).toBe('https://five.example/faq');
    expect(llm.requests.length).toBe(PAGES.length - 1);

    const tokens = cells.reduce((sum, c) => sum + (c.promptTokens ?? 0) + (c.completionTokens ?? 0), 0);
    const dollars = cells.reduce((sum, c) => sum + (c.costDollars ?? 0), 0);
    expect(Math.abs(estimate.estimatedTokens - tokens) / tokens).toBeLessThan(0.2);
    expect(Math.abs(estimate.estimatedDollars - dollars) / dollars).toBeLessThan(0.2);

    // The month's spend is settled to the actual cost, and shown on the Usage page.
    const [answersTotal] = await t.db
      .select({ micros: sql<number>`sum(${researchAnswers.costMicros})`.mapWith(Number) })
      .from(researchAnswers)
      .where(eq(researchAnswers.columnId, column.id));
    expect(await researchSpentThisMonth(t.db, teamId)).toBe(answersTotal.micros);
    const usage = await json<{ research: { costDollars: number; monthlyDollars: number } }>(
      await t.request('/api/usage', { cookie }),
    );
    expect(usage.research).toEqual({ costDollars: answersTotal.micros / 1_000_000, monthlyDollars: 10 });
    const listed = await json<{ columns: TResearchColumn[] }>(
      await t.request(`/api/research/columns?searchId=${search.searchId}`, { cookie }),
    );
    expect(listed.columns.find((c) => c.id === column.id)?.progress).toEqual({
      total: PAGES.length,
      pending: 0,
      answered: 4,
      notFound: 2,
      failed: 0,
    });

    // A re-run after a re-crawl asks only the lead whose pages were fetched again.
    await t.db
      .update(leadPageTexts)
      .set({ text: 'We no longer offer emergency call-outs.', fetchedAt: new Date() })
      .where(eq(leadPageTexts.leadId, search.ids[5]));
    const again = await json<TResearchEstimate>(
      await t.request(`/api/research/columns/${column.id}/estimate`, { cookie, body: { rerun: true } }),
    );
    expect(again.leads).toBe(1);
    const before = llm.requests.length;
    await json(
      await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: { rerun: true } }),
      202,
    );
    await vi.waitFor(async () => expect((await statusOf(column.id)).status).toBe('done'), {
      timeout: 20_000,
    });
    expect(llm.requests.length).toBe(before + 1);
    await t.deps.boss.offWork(RESEARCH_RUN_QUEUE);
    expect((await cellsOf(column.id))[5]).toMatchObject({
      answer: false,
      quote: 'We no longer offer emergency call-outs.',
    });
  });

  it('never reserves past the monthly budget, however many reservations race', async () => {
    const team = teamId;
    const cap = (await researchSpentThisMonth(t.db, team)) + 7_000;
    const taken = await Promise.all(
      Array.from({ length: 30 }, () => reserveResearchSpend(t.db, team, cap, 1_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(7);
    expect(await researchSpentThisMonth(t.db, team)).toBe(cap);
    // Settling gives back what a call did not use.
    await settleResearchSpend(t.db, taken.find(Boolean)!, 400);
    expect(await researchSpentThisMonth(t.db, team)).toBe(cap - 600);
  });

  it('stops parallel runs at the budget, with a message, leaving the rest pending', async () => {
    const email = 'research-capped@example.com';
    const capped = await t.signUp(email);
    const { team, seeded } = await seedTeam(email);
    const [a, b] = [await newColumn(capped, seeded.searchId), await newColumn(capped, seeded.searchId)];
    for (const column of [a, b])
      await json(
        await t.request(`/api/research/columns/${column.id}/run`, { cookie: capped, body: {} }),
        202,
      );
    // Room for a few calls in all, across both columns.
    const capMicros = 1_500;
    const before = llm.requests.length;
    await Promise.all(
      [a, b].map((column) => runResearchColumn({ ...run, capMicros }, { columnId: column.id, teamId: team })),
    );
    const spent = await researchSpentThisMonth(t.db, team);
    expect(spent).toBeLessThanOrEqual(capMicros);
    expect(spent).toBeGreaterThan(0);
    const calls = llm.requests.length - before;
    expect(calls).toBeGreaterThan(0);
    for (const column of [a, b]) {
      const row = await statusOf(column.id);
      expect(row.status).toBe('capped');
      expect(row.stopMessage).toMatch(/research budget of \$0\.0015 for this month is spent/);
    }
    const pending = await t.db
      .select({ id: researchAnswers.id })
      .from(researchAnswers)
      .where(and(eq(researchAnswers.teamId, team), eq(researchAnswers.status, 'pending')));
    expect(pending.length).toBeGreaterThan(0);
  });

  it('resumes after a restart asking only the pending cells, and stops before the next call when cancelled', async () => {
    const column = await newColumn();
    await json(await t.request(`/api/research/columns/${column.id}/run`, { cookie, body: {} }), 202);
    // The process dies during its third call, after the provider answered (and charged).
    let calls = 0;
    const dying: TResearchRunDeps = {
      ...run,
      client: {
        chat: async (...args) => {
          const answer = await run.client.chat(...args);
          calls += 1;
          if (calls === 3) throw new Error('process died');
          return answer;
        },
      },
    };
    await expect(runResearchColumn(dying, { columnId: column.id, teamId })).rejects.toThrow('process died');
    const settled = (await cellsOf(column.id)).filter((c) => c.status !== 'pending');
    const pending = PAGES.length - settled.length;
    expect(pending).toBeGreaterThan(0);

    // After the restart the column is queued again and its job asks the pending cells only.
    expect((await statusOf(column.id)).status).toBe('running');
    for (const job of await t.deps.boss.findJobs(RESEARCH_RUN_QUEUE))
      await t.deps.boss.deleteJob(RESEARCH_RUN_QUEUE, job.id);
    await recoverResearchRuns(t.db, t.deps.boss);
    const [queued] = await t.deps.boss.findJobs(RESEARCH_RUN_QUEUE, { data: { columnId: column.id } });
    expect(queued?.data).toEqual({ columnId: column.id, teamId });
    const before = llm.requests.length;
    await runResearchColumn(run, { columnId: column.id, teamId });
    const cells = await cellsOf(column.id);
    expect(cells.filter((c) => c.status === 'pending')).toEqual([]);
    // Leads without page text are answered without a call.
    const askedAgain = pending - (settled.some((c) => c.reason === 'no_page_text') ? 0 : 1);
    expect(llm.requests.length - before).toBe(askedAgain);
    for (const cell of settled) expect(cells.find((c) => c.leadId === cell.leadId)).toEqual(cell);

    // Cancelled during its first call: that call is stored, nothing more is asked.
    const cancelled = await newColumn();
    await json(await t.request(`/api/research/columns/${cancelled.id}/run`, { cookie, body: {} }), 202);
    let asked = 0;
    const cancelling: TResearchRunDeps = {
      ...run,
      client: {
        chat: async (...args) => {
          asked += 1;
          if (asked === 1) await cancelResearchRun(t.db, { teamId }, cancelled.id);
          return run.client.chat(...args);
        },
      },
    };
    await runResearchColumn(cancelling, { columnId: cancelled.id, teamId });
    expect(asked).toBeLessThanOrEqual(3);
    expect((await statusOf(cancelled.id)).status).toBe('cancelled');
    expect((await cellsOf(cancelled.id)).filter((c) => c.status === 'pending').length).toBeGreaterThan(0);
    const res = await t.request(`/api/research/columns/${cancelled.id}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    expect(
      await t.db.select().from(researchAnswers).where(eq(researchAnswers.columnId, cancelled.id)),
    ).toEqual([]);
    expect((await t.db.select().from(researchSpend).where(eq(researchSpend.teamId, teamId))).length).toBe(1);
  });
});
