import { firstAccountIsAdmin, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { promoteConfiguredAdmin } from './features/account/promote-configured-admin';
import { provisionNewUser } from './features/account/provision-new-user';
import { createSeatsQueue, queueSeatSync } from './features/billing/sync-seats';
import { createCrmPushQueue } from './features/crm/crm-push-queue';
import { createPageSpeedQueue } from './features/pagespeed/pagespeed-queue';
import { createConfiguredEmailChecker } from './features/email-checks/check-emails';
import { attachSamplePayments } from './features/sample';
import { followSearchChanges } from './features/search/search-changes';
import { createDeepPassQueue } from './features/search/deep-pass-queue';
import { createDeepLeadEnricher, type UpgradePage } from './features/search/enrich-lead-deep';
import { createSearchQueue } from './features/search/search-queue';
import { createSweepQueue } from './features/sweeps/sweep-queue';
import { createWebhookPruneQueue } from './features/webhooks/prune-deliveries';
import { createPageTextPruneQueue } from './features/research/prune-page-texts';
import { createResearchRunQueue } from './features/research/research-run-queue';
import { createWebhookQueue } from './features/webhooks/webhook-relay';
import type { AppDeps, CheckEmails, DeepEnrichLead, EnrichLead } from './app-deps';
import { resolveAppSecret } from './lib/app-secret';
import { createAuth } from './lib/auth/create-auth';
import { startJobs } from './lib/jobs';
import { createPdfPrinter } from './integrations/chromium/pdf-printer';
import { getBilling } from './integrations/stripe/billing-config';
import { createMailer } from './integrations/smtp/mailer';
import { createMailboxSenderQueue, queueMailboxSender } from './features/outbox/mailbox-sender-queue';
import { createInboxWatchQueues } from './features/inbox/inbox-watch-queue';
import { createOutboxTickQueue } from './features/outbox/outbox-tick';
import { createMonitorTickQueue } from './features/monitors/monitor-tick';
import { followAuthChanges } from './lib/session-cache';

/** PDFs of shared reports printed at once per process; more wait for a turn (decision 130). */
const PDF_CONCURRENCY = 2;

/**
 * Builds everything the app needs from configuration; tests pass an open database and may swap parts.
 * `upgradePage` is where the browser pass plugs into the deep pass (see enrich-lead-deep.ts); undefined keeps
 * the deep pass static. `deepEnrichLead` replaces the deep crawl altogether (tests), `checkEmails` the email
 * checks (tests that are not about them).
 */
export async function createDeps(
  config: Config,
  parts: {
    database?: Database;
    enrichLead: EnrichLead;
    deepEnrichLead?: DeepEnrichLead;
    upgradePage?: UpgradePage;
    checkEmails?: CheckEmails;
  },
): Promise<AppDeps> {
  const appSecret = resolveAppSecret(config);
  const database = parts.database ?? (await openDatabase(config));
  const boss = await startJobs(database, { works: config.LEADSCOUT_ROLE !== 'web' });
  await createSearchQueue(boss);
  await createSweepQueue(boss);
  await createDeepPassQueue(boss);
  await createSeatsQueue(boss);
  await createWebhookQueue(boss);
  await createWebhookPruneQueue(boss);
  await createPageTextPruneQueue(boss);
  await createResearchRunQueue(boss);
  await createCrmPushQueue(boss);
  await createPageSpeedQueue(boss);
  await createMailboxSenderQueue(boss);
  await createOutboxTickQueue(boss);
  await createMonitorTickQueue(boss);
  await createInboxWatchQueues(boss);
  await followSearchChanges(database);
  await followAuthChanges(database);
  const devOrigins = process.env.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
  return {
    config,
    database,
    db: database.db,
    appSecret,
    boss,
    enrichLead: parts.enrichLead,
    deepEnrichLead:
      parts.deepEnrichLead ?? createDeepLeadEnricher(config, { upgradePage: parts.upgradePage }),
    checkEmails: parts.checkEmails ?? createConfiguredEmailChecker(config),
    wakeMailboxSender: (mailboxId) => queueMailboxSender(boss, mailboxId),
    pdfPrinter: createPdfPrinter({
      chromiumPath: config.CHROMIUM_PATH,
      heapMb: config.BROWSER_HEAP_MB,
      concurrency: PDF_CONCURRENCY,
      timeoutMs: 30_000,
      idleMs: 5 * 60_000,
    }),
    auth: createAuth({
      db: database.db,
      config,
      secret: appSecret,
      devOrigins,
      mailer: createMailer(config),
      onUserCreated: (db, newUser) =>
        provisionNewUser(db, newUser, {
          firstAccountIsAdmin: firstAccountIsAdmin(config),
          adminEmail: config.ADMIN_EMAIL,
        }),
      // Per-seat billing (decision 111): the Stripe quantity follows the members of the payer's teams.
      onTeamMembersChanged: getBilling(config)?.perSeat
        ? (candidatePayers) => queueSeatSync(boss, candidatePayers)
        : undefined,
      onEmailVerified: async (db, verified) => {
        await promoteConfiguredAdmin(db, config.ADMIN_EMAIL, verified);
        await attachSamplePayments(db, getBilling(config), verified);
      },
    }),
  };
}
