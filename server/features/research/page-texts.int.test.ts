// engine-sensitive: a new table's cascade with its lead and the retention's interval arithmetic (migration 0029)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from '../../../fakes/llm/start-fake-llm';
import { businessResults, leadPageTexts } from '../../db/schema';
import { createChatCompletionsClient } from '../../integrations/llm/chat-completions-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createDeepLeadEnricher } from '../search/enrich-lead-deep';
import { runDeepPass } from '../search/run-deep-pass';
import { answerLeadQuestion } from './answer-lead-question';
import { PAGE_TEXT_PRUNE_QUEUE, prunePageTexts } from './prune-page-texts';

const HOME = `<!DOCTYPE html><html><head><title>Joe's Plumbing</title><style>body { color: #222 }</style>
<script>window.tracking = "script text";</script></head><body>
<h1>Joe's Plumbing</h1><p>Boilers, drains and bathrooms across Leeds.</p>
<div style="display:none">cheap plumber leeds cheap plumber</div><p hidden>Old price list</p>
<noscript>Please enable JavaScript</noscript>
<a href="/contact">Contact us</a></body></html>`;
const CONTACT = `<!DOCTYPE html><html><head><title>Contact</title></head><body>
<h1>Contact</h1><p>Call us on weekdays, 8am to 6pm.</p><p>We do <strong>not</strong> offer emergency call-outs.</p>
<p>Email <a href="mailto:joe@joes.example">joe@joes.example</a></p></body></html>`;

/** What the deep pass reads of a lead's pages is kept, checked answers rest on it, and it goes when it must. */
describe.skipIf(postgresSkipped())(`lead page texts on ${testDbKind()}`, () => {
  let t: TestApp;
  let site: Server;
  let llm: TFakeLlm;
  let siteUrl: string;
  let teamId: string;
  let otherTeamId: string;
  let joes: string;
  let other: string;

  beforeAll(async () => {
    site = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://site').pathname;
      if (path === '/robots.txt') return res.writeHead(404).end();
      const body = path === '/' ? HOME : path === '/contact' ? CONTACT : null;
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    llm = await startFakeLlm();
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true', DEEP_PASS_BUDGET_MS: '5000' });
    await t.signUp('texts@example.com');
    await t.signUp('texts-other@example.com');
    const seeded = await seedSearch(t.db, await userIdOf(t.db, 'texts@example.com'), [
      { businessName: "Joe's Plumbing", website: siteUrl, deepStatus: 'pending' },
    ]);
    const otherSeeded = await seedSearch(t.db, await userIdOf(t.db, 'texts-other@example.com'), [
      { businessName: 'Elsewhere', website: null },
    ]);
    [joes] = seeded.ids;
    [other] = otherSeeded.ids;
    const teams = await t.db
      .select({ id: businessResults.id, teamId: businessResults.teamId })
      .from(businessResults)
      .where(sql`${businessResults.id} in (${joes}, ${other})`);
    teamId = teams.find((row) => row.id === joes)!.teamId;
    otherTeamId = teams.find((row) => row.id === other)!.teamId;
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await new Promise<void>((resolve) => site?.close(() => resolve()));
  });

  const textsOf = (leadId: string) =>
    t.db
      .select()
      .from(leadPageTexts)
      .where(eq(leadPageTexts.leadId, leadId))
      .orderBy(asc(leadPageTexts.position));

  it('keeps the visible text of each page the deep pass read, without scripts, styles or hidden text', async () => {
    const started = Date.now();
    await runDeepPass(
      { ...t.deps, deepEnrichLead: createDeepLeadEnricher(t.deps.config), yieldToSearchesMs: 0 },
      { leadId: joes, teamId },
    );
    const rows = await textsOf(joes);
    expect(rows.map((row) => [row.url, row.text, row.teamId])).toEqual([
      [siteUrl, "Joe's Plumbing\nBoilers, drains and bathrooms across Leeds.\nContact us", teamId],
      [
        `${siteUrl}contact`,
        'Contact\nCall us on weekdays, 8am to 6pm.\nWe do not offer emergency call-outs.\nEmail joe@joes.example',
        teamId,
      ],
    ]);
    for (const row of rows) {
      expect(row.fetchedAt.getTime()).toBeGreaterThanOrEqual(started - 1_000);
      expect(row.fetchedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it("answers from that lead's pages only, and only for its team", async () => {
    const client = createChatCompletionsClient({ baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: 5_000 });
    const question = { question: 'Do they offer emergency call-outs?', answerType: 'yes_no' } as const;
    const mine = (await answerLeadQuestion({ db: t.db, client }, { teamId }, joes, question))!;
    expect(mine.answer).toEqual({
      status: 'answered',
      answer: false,
      confidence: 0.9,
      quote: 'We do not offer emergency call-outs.',
      url: `${siteUrl}contact`,
    });
    expect(mine.usage?.promptTokens).toBeGreaterThan(0);
    const calls = llm.requests.length;
    const theirs = await answerLeadQuestion({ db: t.db, client }, { teamId: otherTeamId }, joes, question);
    expect(theirs).toEqual({
      answer: { status: 'not_found', reason: 'no_page_text' },
      usage: null,
      basedOn: null,
    });
    expect(llm.requests.length).toBe(calls);
  });

  it('deletes text past its retention nightly, and the rest with its lead', async () => {
    const schedules = await t.deps.boss.getSchedules(PAGE_TEXT_PRUNE_QUEUE);
    expect(schedules.map((s) => s.cron)).toEqual(['41 3 * * *']);
    await t.db
      .update(leadPageTexts)
      .set({ fetchedAt: sql`now() - make_interval(days => 31)` })
      .where(eq(leadPageTexts.url, siteUrl));
    expect(await prunePageTexts(t.db, t.deps.config.PAGE_TEXT_RETENTION_DAYS)).toBe(1);
    expect((await textsOf(joes)).map((row) => row.url)).toEqual([`${siteUrl}contact`]);
    expect(await prunePageTexts(t.db, 30)).toBe(0);

    await t.db.delete(businessResults).where(eq(businessResults.id, joes));
    expect(await textsOf(joes)).toEqual([]);
  });
});
