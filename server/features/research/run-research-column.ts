import { and, asc, eq } from 'drizzle-orm';
import type { TResearchRunStatus } from '@contracts/research';
import type { Db } from '../../db/client';
import { businessResults, researchAnswers, researchColumns } from '../../db/schema';
import { logger } from '../../core/logger';
import { LlmError } from '../../integrations/llm/chat-completions-client';
import { costMicros, llmPriceOf } from '../../integrations/llm/llm-prices';
import { ofTeam } from '../../lib/team-scope';
import { answerLeadQuestion } from './answer-lead-question';
import { researchPromptChars } from './answer-question';
import { boundUsage } from './research-cost';
import { findColumnRow, toQuestion } from './research-column-view';
import { reserveResearchSpend, settleResearchSpend, type TSpendReservation } from './research-spend';
import type { ResearchRunJob } from './research-run-queue';
import {
  NO_PROVIDER,
  researchProviderFor,
  type TResearchProvider,
  type TResearchProviderDeps,
} from './research-provider';

/** Cells asked at once within one column's run. */
const CELLS_AT_ONCE = 3;
/** Cells in a row the provider failed before the run stops (it is down, or refuses the key). */
const FAILURES_TO_STOP = 3;

export type TResearchRunDeps = { db: Db } & TResearchProvider;

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const budgetMessage = (capMicros: number) =>
  `This team's research budget of ${DOLLARS.format(capMicros / 1_000_000)} for this month is spent. ` +
  'The remaining cells stay pending; run the column again next month.';

/**
 * The `research.run` job (decision 145): asks the column's pending cells, a few at a time in the leads' order,
 * until none is left (done), the column is cancelled or deleted (stops before the next call), the team's monthly
 * budget cannot cover the next call (capped, the rest stay pending) or the provider fails cells in a row
 * (failed). Before each call the call's upper-bound cost is reserved from the budget, and settled to its actual
 * cost after. An answered cell is never asked again; a call in flight when the process dies leaves its cell
 * pending, so the resumed job asks it once more (paid twice at most once per cell).
 */
export async function runResearchColumn(deps: TResearchRunDeps, job: ResearchRunJob): Promise<void> {
  const { db } = deps;
  const scope = { teamId: job.teamId };
  const loaded = await findColumnRow(db, scope, job.columnId);
  if (!loaded) return;
  const question = toQuestion(loaded.question);
  const price = llmPriceOf(deps.model);
  const ofColumn = and(eq(researchColumns.id, job.columnId), ofTeam(researchColumns, scope));

  const isRunning = async () => {
    const [row] = await db.select({ status: researchColumns.status }).from(researchColumns).where(ofColumn);
    return row?.status === 'running';
  };
  /** Ends the run with `status`, unless it ended already (a cancel, a delete). */
  const stop = (status: TResearchRunStatus, stopMessage: string | null = null) =>
    db
      .update(researchColumns)
      .set({ status, stopMessage })
      .where(and(ofColumn, eq(researchColumns.status, 'running')));

  let failuresInARow = 0;
  while (await isRunning()) {
    const cells = await db
      .select({ id: researchAnswers.id, leadId: researchAnswers.leadId })
      .from(researchAnswers)
      .innerJoin(businessResults, eq(businessResults.id, researchAnswers.leadId))
      .where(
        and(
          eq(researchAnswers.columnId, job.columnId),
          ofTeam(researchAnswers, scope),
          eq(researchAnswers.status, 'pending'),
        ),
      )
      .orderBy(asc(businessResults.position), asc(researchAnswers.id))
      .limit(CELLS_AT_ONCE);
    if (cells.length === 0) {
      await stop('done');
      return;
    }
    let stopped = false;
    // Settled, so a cell that throws leaves no other cell of its batch still writing after the job has ended.
    const settled = await Promise.allSettled(
      cells.map(async (cell) => {
        // Set inside the callback, so declared by a cast that control flow does not narrow to null.
        let reservation = null as TSpendReservation | null;
        try {
          const result = await answerLeadQuestion(deps, scope, cell.leadId, question, async (pages) => {
            if (stopped || !(await isRunning())) return false;
            const chars = pages.reduce((sum, page) => sum + page.url.length + page.text.length, 0);
            const bound = costMicros(
              price,
              boundUsage(researchPromptChars(question, { count: pages.length, chars })),
            );
            // A team's own key has no cap of ours: its spend is still recorded, for Usage.
            const cap = deps.capMicros ?? Number.MAX_SAFE_INTEGER;
            reservation = await reserveResearchSpend(db, scope.teamId, cap, bound);
            if (!reservation) await stop('capped', budgetMessage(cap));
            return reservation !== null;
          });
          if (!result) {
            stopped = true;
            return 'stopped';
          }
          const { answer, usage, basedOn } = result;
          const cost = reservation ? (usage ? costMicros(price, usage) : reservation.micros) : null;
          if (reservation) await settleResearchSpend(db, reservation, cost ?? 0);
          await db
            .update(researchAnswers)
            .set({
              status: answer.status,
              answer: answer.status === 'answered' ? answer.answer : null,
              reason: answer.status === 'not_found' ? answer.reason : null,
              confidence: answer.status === 'answered' ? answer.confidence : null,
              quote: answer.status === 'answered' ? answer.quote : null,
              url: answer.status === 'answered' ? answer.url : null,
              error: null,
              promptTokens: usage?.promptTokens ?? null,
              completionTokens: usage?.completionTokens ?? null,
              costMicros: cost,
              answeredAt: new Date(),
              pagesFetchedAt: basedOn,
            })
            .where(eq(researchAnswers.id, cell.id));
          return 'asked';
        } catch (error) {
          if (!(error instanceof LlmError)) throw error;
          // A provider that timed out may have done the work and charged for it; a refusal was not charged.
          const cost = reservation && error.kind === 'timeout' ? reservation.micros : null;
          if (reservation) await settleResearchSpend(db, reservation, cost ?? 0);
          logger.warn('research question failed', {
            columnId: job.columnId,
            kind: error.kind,
            detail: error.detail,
          });
          await db
            .update(researchAnswers)
            .set({ status: 'failed', error: error.message, costMicros: cost, answeredAt: new Date() })
            .where(eq(researchAnswers.id, cell.id));
          return 'failed';
        }
      }),
    );
    const thrown = settled.find((outcome) => outcome.status === 'rejected');
    if (thrown) throw thrown.reason;
    const outcomes = settled.map((outcome) => (outcome as PromiseFulfilledResult<string>).value);
    if (outcomes.includes('stopped')) return;
    failuresInARow = outcomes.every((outcome) => outcome === 'failed') ? failuresInARow + outcomes.length : 0;
    if (failuresInARow >= FAILURES_TO_STOP) {
      await stop('failed', 'The AI provider failed several questions in a row; run the column again later.');
      return;
    }
  }
}

/**
 * The `research.run` job as a worker runs it: with the team's provider (its own key, else the operator's); a
 * column whose team has neither any more (its key removed after the run started) fails with the reason.
 */
export async function runResearchJob(deps: TResearchProviderDeps, job: ResearchRunJob): Promise<void> {
  const provider = await researchProviderFor(deps, job.teamId);
  if (provider) return runResearchColumn({ db: deps.db, ...provider }, job);
  await deps.db
    .update(researchColumns)
    .set({ status: 'failed', stopMessage: NO_PROVIDER })
    .where(
      and(
        eq(researchColumns.id, job.columnId),
        ofTeam(researchColumns, { teamId: job.teamId }),
        eq(researchColumns.status, 'running'),
      ),
    );
}
