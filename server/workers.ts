import { hostname } from 'node:os';
import { recoverCrmPushes, workCrmPushes } from './features/crm/crm-push-queue';
import { runCrmPush } from './features/crm/run-crm-push';
import { workMailboxSenders } from './features/outbox/mailbox-sender-queue';
import { queueSendersWithWork, workOutboxTick } from './features/outbox/outbox-tick';
import { sendDueMessages } from './features/outbox/send-due-messages';
import { checkPageSpeed } from './features/pagespeed/check-page-speed';
import { workPageSpeed } from './features/pagespeed/pagespeed-queue';
import { recoverDeepPass, workDeepPass } from './features/search/deep-pass-queue';
import { recoverInterruptedSearches } from './features/search/recover-searches';
import { runDeepPass } from './features/search/run-deep-pass';
import { runSearch } from './features/search/run-search';
import { workSearches } from './features/search/search-queue';
import { recoverSweeps } from './features/sweeps/recover-sweeps';
import { runSweep } from './features/sweeps/run-sweep';
import { workSweeps } from './features/sweeps/sweep-queue';
import { tickMonitors, workMonitorTick } from './features/monitors/monitor-tick';
import { syncSeats, workSeatSync } from './features/billing/sync-seats';
import { getBilling } from './integrations/stripe/billing-config';
import { deliverWebhook } from './features/webhooks/deliver-webhook';
import { pruneWebhookDeliveries, workWebhookPrune } from './features/webhooks/prune-deliveries';
import { prunePageTexts, workPageTextPrune } from './features/research/prune-page-texts';
import { recoverResearchRuns, workResearchRuns } from './features/research/research-run-queue';
import { runResearchJob } from './features/research/run-research-column';
import { startWebhookRelay, workWebhooks } from './features/webhooks/webhook-relay';
import { watchInbox } from './features/inbox/watch-inbox';
import { sweepInboxes, watchAgain } from './features/inbox/sweep-inboxes';
import { workInboxWatches } from './features/inbox/inbox-watch-queue';
import type { AppDeps } from './app-deps';

/**
 * The process that ran a crawl job, kept as the job's output (`pgboss.job.output->>'ranBy'`): host (a container's
 * id under compose) and process id. The operator sees which worker ran a search; the roles test proves with it
 * that a `web` process runs none (decision 121).
 */
const RAN_BY = { ranBy: `${hostname()}:${process.pid}` };

/**
 * Starts this process's background work: every queue's worker, the recoveries after a restart, the webhook
 * relay and the nightly schedules. Run by the `all` and `worker` roles (decision 121); every such process may run
 * them at once (the queue shares the work).
 */
export async function startWorkers(deps: AppDeps): Promise<void> {
  await recoverInterruptedSearches(deps.database, deps.boss);
  await recoverDeepPass(deps.db, deps.boss);
  await workSearches(deps, async (searchId) => {
    await runSearch(deps, searchId);
    return RAN_BY;
  });
  await recoverSweeps(deps.db, deps.boss);
  await workSweeps(deps.boss, async (sweepId) => {
    await runSweep(deps, sweepId);
    return RAN_BY;
  });
  await workMonitorTick(deps.boss, () => tickMonitors(deps));
  await workDeepPass(deps.boss, deps.config.DEEP_PASS_CONCURRENCY, async (job) => {
    await runDeepPass(deps, job);
    return RAN_BY;
  });
  await workPageSpeed(deps.boss, (job) => checkPageSpeed(deps, job));
  await workWebhooks(deps.boss, (job) => deliverWebhook(deps, job));
  await startWebhookRelay(deps.database, deps.boss);
  await workWebhookPrune(deps.boss, () => pruneWebhookDeliveries(deps.db, deps.config.WEBHOOK_LOG_DAYS));
  await workPageTextPrune(deps.boss, () => prunePageTexts(deps.db, deps.config.PAGE_TEXT_RETENTION_DAYS));
  // Always: a team may ask with its own AI key where the operator set none up.
  await recoverResearchRuns(deps.db, deps.boss);
  await workResearchRuns(deps.boss, (job) => runResearchJob(deps, job));
  await recoverCrmPushes(deps.db, deps.boss);
  await workCrmPushes(deps.boss, (job) => runCrmPush(deps, job));
  await queueSendersWithWork(deps.db, deps.boss);
  await workMailboxSenders(deps.boss, (job, signal) => sendDueMessages(deps, job, signal));
  await workOutboxTick(deps.boss, () => queueSendersWithWork(deps.db, deps.boss));
  await workInboxWatches(
    deps.boss,
    async ({ mailboxId }, signal) => {
      await watchInbox(deps, mailboxId, signal);
      await watchAgain(deps, mailboxId);
    },
    () => sweepInboxes(deps),
  );
  const billing = getBilling(deps.config);
  if (billing?.perSeat)
    await workSeatSync(deps.boss, (job, runId) => syncSeats(deps.db, billing, job.payerId, runId));
}
