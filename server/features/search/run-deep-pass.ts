import { and, eq, inArray, sql } from 'drizzle-orm';
import { ZScorePersona, ZWebsiteEnrichment } from '@contracts/enrichment';
import type { PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { businessResults, mergeLeadAudit, nextLeadRevision, searchHistory } from '../../db/schema';
import type { CheckEmails, DeepEnrichLead } from '../../app-deps';
import { logger } from '../../core/logger';
import { queueCrmPush, recordAutoPushes } from '../crm';
import { queuePageSpeed } from '../pagespeed';
import type { DeepJob } from './deep-pass-queue';
import { waitForFirstPasses } from './deep-pass-queue';
import { columnsFromEnrichment, scoreColumns } from './enrich-lead';
import { mergeEnrichments } from './merge-enrichments';
import { preferLeadBranch } from './branch-emails';
import { announceSearchChange } from './search-changes';
import { emitIfSearchEnriched, lockSearch } from './search-events';
import { emitLeadAudited } from './emit-lead-audited';
import { storePageTexts } from './store-page-texts';

export type RunDeepPassDeps = {
  db: Db;
  deepEnrichLead: DeepEnrichLead;
  checkEmails: CheckEmails;
  /** Sends the CRM auto-push jobs of a lead whose check ended (decision 115) and its PageSpeed check (131). */
  boss: Pick<PgBoss, 'send'>;
  database?: Pick<Database, 'notifications'>;
  /** How long a deep job waits for running first passes (tests shorten it). */
  yieldToSearchesMs?: number;
};

/**
 * One lead's deep job (decision 092): waits for running first passes, claims the lead (`pending` → `running`;
 * a lead already done, deleted or merged away is left alone), crawls deeper and audits the website (decision
 * 127), merges what both passes found, checks the emails, stores the audit and the pages' text (decision 143),
 * scores the lead again with its findings and marks it `done` — or `failed` with its first pass kept. No quota
 * or usage is counted: the search already paid for this lead. The ended lead goes to every CRM whose auto-push threshold it
 * meets. A lead whose website the pass tried (done or failed) then gets its PageSpeed check, a job of its own
 * that never holds this one up (decision 131). Safe to run again after a crash.
 */
export async function runDeepPass(deps: RunDeepPassDeps, job: DeepJob): Promise<void> {
  const { db } = deps;
  await waitForFirstPasses(db, deps.yieldToSearchesMs);
  const mine = and(
    eq(businessResults.id, job.leadId),
    job.teamId ? eq(businessResults.teamId, job.teamId) : undefined,
  );
  const [lead] = await db
    .update(businessResults)
    .set({ deepStatus: 'running', revision: nextLeadRevision(), updatedAt: sql`clock_timestamp()` })
    .where(and(mine, inArray(businessResults.deepStatus, ['pending', 'running'])))
    .returning();
  if (!lead) return;
  announceSearchChange(lead.searchId, deps.database);

  let deep: Awaited<ReturnType<DeepEnrichLead>> = null;
  try {
    deep = lead.website ? await deps.deepEnrichLead({ id: lead.id, website: lead.website }) : null;
  } catch (error) {
    logger.error('deep check failed', { leadId: lead.id, error });
  }

  // Read the row again: notes, tags or a merge may have changed it while the crawl ran.
  const [current] = await db.select().from(businessResults).where(mine).limit(1);
  if (!current) return;
  const update: Partial<typeof businessResults.$inferInsert> = {
    deepStatus: !deep ? 'skipped' : deep.enrichment.status === 'ok' ? 'done' : 'failed',
  };
  if (deep?.enrichment.status === 'ok') {
    const first = ZWebsiteEnrichment.safeParse(current.enrichment);
    const both = mergeEnrichments(first.success ? first.data : null, deep.enrichment);
    const merged = { ...both, emails: preferLeadBranch(both.emails, current.address) };
    const columns = columnsFromEnrichment(merged);
    const persona = await personaOf(db, current.searchId);
    Object.assign(
      update,
      columns,
      scoreColumns({ ...current, email: columns.email ?? current.email }, merged, persona, deep.audit),
    );
  }
  // Every stored email, the first pass's when the deep crawl read nothing (decision 128: checked here, off the
  // first pass's clock).
  const emails = (update.emails ?? current.emails ?? []).map((found) => found.email);
  try {
    update.emailChecks = await deps.checkEmails(emails);
  } catch (error) {
    logger.error('email checks failed', { leadId: lead.id, error });
  }
  const ended = await db.transaction(async (tx) => {
    // The search first, then the lead: the last deep check of a search to end is seen by exactly one job.
    await lockSearch(tx, lead.searchId);
    const [row] = await tx
      .update(businessResults)
      .set({
        ...update,
        // Merged into what is stored: a PageSpeed result of an earlier pass stays (decision 131).
        ...(deep?.audit ? { audit: mergeLeadAudit(deep.audit) } : {}),
        revision: nextLeadRevision(),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(and(mine, eq(businessResults.deepStatus, 'running')))
      .returning();
    if (!row) return null;
    if (deep) await storePageTexts(tx, row, deep.pageTexts);
    if (deep?.audit) await emitLeadAudited(tx, row);
    await emitIfSearchEnriched(tx, lead.searchId);
    return { pushes: await recordAutoPushes(tx, { id: lead.id, teamId: lead.teamId }) };
  });
  announceSearchChange(lead.searchId, deps.database);
  for (const push of ended?.pushes ?? []) await queueCrmPush(deps.boss, push);
  if (ended && deep) {
    await queuePageSpeed(deps.boss, { leadId: lead.id, teamId: lead.teamId }).catch((error: unknown) =>
      logger.warn('could not queue a PageSpeed check', { leadId: lead.id, error }),
    );
  }
}

/** The persona the lead's search was started with: a shared lead keeps the score it was given. */
async function personaOf(db: Db, searchId: string) {
  const [search] = await db
    .select({ persona: searchHistory.scorePersona })
    .from(searchHistory)
    .where(eq(searchHistory.id, searchId))
    .limit(1);
  return ZScorePersona.catch('agency').parse(search?.persona);
}
