import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ZV1ResearchAnswers,
  ZV1ResearchColumnList,
  ZV1ResearchColumnOne,
  ZV1ResearchEstimate,
} from '@contracts/api-v1';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import { ZResearchAnswersResponse } from '@contracts/research';
import { startFakeLlm, type TFakeLlm } from '../../../fakes/llm/start-fake-llm';
import { leadPageTexts, researchColumns } from '../../db/schema';
import { createChatCompletionsClient } from '../../integrations/llm/chat-completions-client';
import { connectMcp } from '../../../tests/mcp-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { workResearchRuns } from '../research/research-run-queue';
import { runResearchColumn } from '../research/run-research-column';

const QUESTION = { question: 'Do they offer emergency call-outs?', answerType: 'yes_no' } as const;

/** Research columns through `/api/v1` and MCP (issue 34): the app's operations behind the token's scopes. */
describe.skipIf(postgresSkipped())(`research columns through the public API on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: TFakeLlm;
  let writer: string;
  let reader: string;
  let search: { searchId: string; ids: string[] };

  const v1 = (path: string, token: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { body, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'gpt-4o-mini',
      RESEARCH_MONTHLY_DOLLARS: '10',
    });
    const cookie = await t.signUp('v1-research@example.com');
    const userId = await userIdOf(t.db, 'v1-research@example.com');
    await subscribe(t.db, userId);
    search = await seedSearch(t.db, userId, [
      { businessName: 'Yes Plumbing' },
      { businessName: 'No Plumbing' },
    ]);
    const teamId = await personalTeamOf(t.db, userId);
    await t.db.insert(leadPageTexts).values([
      {
        teamId,
        leadId: search.ids[0],
        position: 0,
        url: 'https://yes.example/',
        text: 'Boilers and bathrooms. We offer emergency call-outs day and night.',
        fetchedAt: new Date(),
      },
      {
        teamId,
        leadId: search.ids[1],
        position: 0,
        url: 'https://no.example/',
        text: 'We do not offer emergency call-outs. Kitchens fitted across town.',
        fetchedAt: new Date(),
      },
    ]);
    const token = async (scopes: string[]) => {
      const res = await t.request('/api/api-tokens', { cookie, body: { name: 'Researcher', scopes } });
      expect(res.status).toBe(201);
      return ((await res.json()) as TCreatedApiToken).token;
    };
    writer = await token(['read', 'write']);
    reader = await token(['read']);
    await workResearchRuns(t.deps.boss, (job) =>
      runResearchColumn(
        {
          db: t.db,
          client: createChatCompletionsClient({ baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: 5_000 }),
          model: 'gpt-4o-mini',
          capMicros: 10_000_000,
        },
        job,
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it('adds, estimates and runs a column, and reads its answers with quotes by /api/v1, MCP and the Full export', async () => {
    expect(
      (await v1('/research/columns', reader, { question: QUESTION, searchId: search.searchId })).status,
    ).toBe(403);
    const created = await v1('/research/columns', writer, { question: QUESTION, searchId: search.searchId });
    expect(created.status).toBe(201);
    const { data: column } = ZV1ResearchColumnOne.parse(await created.json());
    expect(column).toMatchObject({ status: 'idle', progress: { total: 2, pending: 2 } });

    const listed = ZV1ResearchColumnList.parse(
      await (await v1(`/research/columns?searchId=${search.searchId}`, reader)).json(),
    );
    expect(listed.data.map((c) => c.id)).toEqual([column.id]);

    const estimate = ZV1ResearchEstimate.parse(
      await (await v1(`/research/columns/${column.id}/estimate`, writer, {})).json(),
    );
    expect(estimate.data).toMatchObject({ leads: 2, model: 'gpt-4o-mini' });
    expect(llm.requests).toHaveLength(0);

    const started = await v1(`/research/columns/${column.id}/run`, writer, {});
    expect(started.status).toBe(202);
    expect(ZV1ResearchColumnOne.parse(await started.json()).data.status).toBe('running');
    await vi.waitFor(
      async () =>
        expect(
          (await t.db.select().from(researchColumns).where(eq(researchColumns.id, column.id)))[0].status,
        ).toBe('done'),
      { timeout: 20_000 },
    );

    const answers = ZV1ResearchAnswers.parse(
      await (await v1(`/research/columns/${column.id}/answers`, reader)).json(),
    );
    const expected = [
      ['answered', true, 'We offer emergency call-outs day and night.', 'https://yes.example/'],
      ['answered', false, 'We do not offer emergency call-outs.', 'https://no.example/'],
    ];
    expect(answers.data.cells.map((c) => [c.status, c.answer, c.quote, c.url])).toEqual(expected);

    const mcp = await connectMcp(t, reader);
    const viaMcp = ZResearchAnswersResponse.parse(
      JSON.parse((await mcp.call('get_research_answers', { columnId: column.id })).text),
    );
    expect(viaMcp.cells.map((c) => [c.status, c.answer, c.quote, c.url])).toEqual(expected);
    expect((await mcp.call('run_research_column', { columnId: column.id })).text).toBe(
      'This API token does not have the "write" scope',
    );
    await mcp.close();

    const csv = parse(
      await (await v1(`/exports?searchId=${search.searchId}&layout=full`, reader)).text(),
    ) as string[][];
    const header = csv[0].slice(-3);
    expect(header).toEqual([
      QUESTION.question,
      `${QUESTION.question} (quote)`,
      `${QUESTION.question} (page)`,
    ]);
    expect(csv.slice(1).map((row) => [row[0], ...row.slice(-3)])).toEqual(
      expect.arrayContaining([
        ['Yes Plumbing', 'Yes', 'We offer emergency call-outs day and night.', 'https://yes.example/'],
        ['No Plumbing', 'No', 'We do not offer emergency call-outs.', 'https://no.example/'],
      ]),
    );
  });
});
