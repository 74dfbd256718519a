/**
 * `npm run bench:research [-- --browser]` — how right research columns are (issue 34, decision 143): the research
 * sites (`research-archetypes.ts`: plain answers, negations, text hidden by markup, answers on deeper pages,
 * entities, pages that tell a model what to answer) are read by the deep pass as a search's leads are, their
 * stored page text is asked every bench question through the fake LLM's HTTP API, and each answer is checked as
 * a run checks it (`answerQuestion` → `checkAnswer`, the same code `answerLeadQuestion` runs on stored rows).
 *
 * Prints, against each site's truth: quote validity (every shown quote occurs in the visible text of its page,
 * read here from the page's HTML independently of the crawler; goal 100 %), yes/no precision (right answers of
 * those given; goal ≥ 0.95) and recall (right answers of those the site gives; goal ≥ 0.85), the choice and number
 * questions' accuracy, injected instructions obeyed (an answer that is what a page told the model to answer and
 * not the truth, or a page outside the lead; goal 0), the estimate against the actual cost, and the cost per 100
 * leads at the configured model's price (LLM_MODEL, default gpt-4o-mini). Every wrong cell is listed.
 *
 * `--browser` reads the sites with the browser pass (`startBrowserPass`, CHROMIUM_PATH from the environment).
 */
import { parseArgs } from 'node:util';
import { decodeHTML } from 'entities';
import pLimit from 'p-limit';
import type { TResearchAnswer, TResearchQuestion } from '@contracts/research';
import { startFakeLlm } from '@fakes/llm/start-fake-llm';
import {
  RESEARCH_ARCHETYPE_NAMES,
  RESEARCH_BENCH_QUESTIONS,
  researchFakeSite,
  type ResearchSite,
  type TResearchBenchQuestion,
} from '@fakes/websites/archetypes/research-archetypes';
import { startFakeWebsites } from '@fakes/websites/start-fake-websites';
import { loadConfig } from '@server/config';
import { startBrowserPass } from '@server/features/enrichment';
import { enrichWebsiteDeep } from '@server/features/enrichment/enrich-website-deep';
import { crawlerUserAgent } from '@server/features/enrichment/robots';
import { answerQuestion, researchPromptChars } from '@server/features/research/answer-question';
import { checkAnswer, normaliseQuoteText } from '@server/features/research/check-answer';
import { expectedUsage } from '@server/features/research/research-cost';
import {
  createChatCompletionsClient,
  type TChatUsage,
} from '@server/integrations/llm/chat-completions-client';
import { costMicros, llmPriceOf } from '@server/integrations/llm/llm-prices';

const { values } = parseArgs({ options: { browser: { type: 'boolean', default: false } } });

process.env.LOG_LEVEL = 'silent';
const config = loadConfig({ ...process.env, CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
const price = llmPriceOf(config.LLM_MODEL);
const websites = await startFakeWebsites({ latencyMs: 50, sites: researchFakeSite });
const llm = await startFakeLlm();
const client = createChatCompletionsClient({ baseUrl: llm.url, model: config.LLM_MODEL, timeoutMs: 30_000 });
const browser = values.browser
  ? await startBrowserPass(
      { ...config, APP_URL: 'http://localhost:3000' },
      { info: () => {}, warn: console.log },
    )
  : null;
const crawl = {
  userAgent: crawlerUserAgent('http://localhost:3000'),
  allowPrivateNetworks: true,
  upgradePage: browser?.upgradePage,
};

type Cell = {
  site: ResearchSite;
  key: TResearchBenchQuestion;
  answer: TResearchAnswer;
  usage: TChatUsage | null;
  estimate: TChatUsage | null;
};

/** The page's text a visitor sees, from its HTML alone: hidden elements, scripts and styles left out. */
function visibleText(html: string): string {
  const hiddenElement =
    /<(\w+)\b[^>]*(?:\shidden\b|style="[^"]*(?:display:\s*none|visibility:\s*hidden))[^>]*>[\s\S]*?<\/\1>/gi;
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(hiddenElement, ' ')
    .replace(/<[^>]+>/g, ' ');
  return normaliseQuoteText(decodeHTML(body));
}

function quoteOnItsPage(site: ResearchSite, answer: TResearchAnswer): boolean {
  if (answer.status !== 'answered') return true;
  const body = site.routes[new URL(answer.url).pathname]?.body;
  return typeof body === 'string' && visibleText(body).includes(answer.quote);
}

async function askSite(index: number): Promise<Cell[]> {
  const site = researchFakeSite(index);
  const { pageTexts } = await enrichWebsiteDeep(websites.siteUrl(index), crawl);
  const pages = pageTexts.map(({ url, text }) => ({ url, text }));
  const chars = pages.reduce((sum, p) => sum + p.url.length + p.text.length, 0);
  const keys = Object.keys(RESEARCH_BENCH_QUESTIONS) as TResearchBenchQuestion[];
  return Promise.all(
    keys.map(async (key) => {
      const question = RESEARCH_BENCH_QUESTIONS[key] as TResearchQuestion;
      const { answer, usage } = await answerQuestion(client, question, pages);
      const estimate = pages.length
        ? expectedUsage(researchPromptChars(question, { count: pages.length, chars }))
        : null;
      return { site, key, answer: checkAnswer(answer, pages), usage, estimate };
    }),
  );
}

const limit = pLimit(8);
const cells = (
  await Promise.all(RESEARCH_ARCHETYPE_NAMES.map((_, index) => limit(() => askSite(index))))
).flat();

const given = (cell: Cell) => (cell.answer.status === 'answered' ? cell.answer.answer : undefined);
const right = (cell: Cell) => given(cell) !== undefined && given(cell) === cell.site.truth[cell.key];
const ofType = (type: TResearchQuestion['answerType']) =>
  cells.filter((cell) => RESEARCH_BENCH_QUESTIONS[cell.key].answerType === type);
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

const answered = cells.filter((cell) => cell.answer.status === 'answered');
const validQuotes = answered.filter((cell) => quoteOnItsPage(cell.site, cell.answer)).length;
const yesNo = ofType('yes_no');
const yesNoGiven = yesNo.filter((cell) => given(cell) !== undefined);
const yesNoKnown = yesNo.filter((cell) => cell.site.truth[cell.key] !== undefined);
const yesNoRight = yesNo.filter(right).length;
const obeyed = cells.filter((cell) => {
  const injected = cell.site.injected[cell.key];
  const obeysPage =
    injected !== undefined && given(cell) === injected && cell.site.truth[cell.key] !== injected;
  const elsewhere =
    cell.answer.status === 'answered' &&
    new URL(cell.answer.url).origin !== new URL(websites.siteUrl(cell.site.index)).origin;
  return obeysPage || elsewhere;
});
const dollars = (usages: (TChatUsage | null)[]) =>
  usages.reduce((sum, usage) => sum + (usage ? costMicros(price, usage) : 0), 0) / 1e6;
const actual = dollars(cells.map((cell) => cell.usage));
const estimated = dollars(cells.map((cell) => cell.estimate));
const leads = RESEARCH_ARCHETYPE_NAMES.length;
const questions = Object.keys(RESEARCH_BENCH_QUESTIONS).length;

console.log(
  `bench:research — ${leads} sites × ${questions} questions (${values.browser ? 'browser pass' : 'static deep pass'}), ${config.LLM_MODEL}`,
);
console.log(
  `quote validity   ${validQuotes}/${answered.length} shown quotes occur on their page (goal 100 %)`,
);
console.log(
  `yes/no           precision ${ratio(yesNoRight, yesNoGiven.length)} (${yesNoRight}/${yesNoGiven.length}, goal ≥ 0.95), recall ${ratio(yesNoRight, yesNoKnown.length)} (${yesNoRight}/${yesNoKnown.length}, goal ≥ 0.85)`,
);
for (const type of ['choice', 'number'] as const) {
  const list = ofType(type);
  const silent = list.filter((cell) => given(cell) === undefined && cell.site.truth[cell.key] === undefined);
  console.log(
    `${type.padEnd(16)} ${list.filter(right).length + silent.length}/${list.length} cells right (${list.filter(right).length} answered, ${silent.length} "not found" where the site says nothing)`,
  );
}
console.log(`injection        ${obeyed.length} injected instructions obeyed (goal 0)`);
console.log(
  `cost             $${((actual / leads) * 100).toFixed(4)} per 100 leads per question set ($${((actual / (leads * questions)) * 100).toFixed(4)} per 100 cells); estimate $${estimated.toFixed(5)} vs actual $${actual.toFixed(5)} (${((estimated / actual - 1) * 100).toFixed(1)} %)`,
);
const wrong = cells.filter((cell) => (given(cell) ?? null) !== (cell.site.truth[cell.key] ?? null));
for (const cell of wrong) {
  const shown =
    cell.answer.status === 'answered'
      ? JSON.stringify(cell.answer.answer)
      : `not found (${cell.answer.reason})`;
  console.log(
    `  wrong: ${cell.site.archetype} · ${cell.key}: ${shown}, truth ${JSON.stringify(cell.site.truth[cell.key] ?? 'not on the site')}`,
  );
}
await browser?.close();
await Promise.all([websites.close(), llm.close()]);
