import type { PgBoss } from 'pg-boss';
import type { TEmailCheck } from '@contracts/audit';
import type { TLeadAudit } from '@contracts/audit';
import type { TScorePersona, TWebsiteEnrichment } from '@contracts/enrichment';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { businessResults } from './db/schema';
import type { PdfPrinter } from './integrations/chromium/pdf-printer';
import type { Mailer } from './integrations/smtp/mailer';
import type { Auth } from './lib/auth/create-auth';

/** What every feature's routes and jobs are built from; made by createDeps (create-deps.ts) in main.ts or a test. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  appSecret: string;
  boss: PgBoss;
  /** Website crawl + detection + score for one lead (see features/search/enrich-lead.ts). */
  enrichLead: EnrichLead;
  /** The second, deeper crawl of one lead's website (see features/search/enrich-lead-deep.ts, decision 092). */
  deepEnrichLead: DeepEnrichLead;
  /** Checks a lead's stored emails without sending mail, after its deep pass (features/email-checks, decision 128). */
  checkEmails: CheckEmails;
  /**
   * Brings a mailbox's sender forward to now (features/outbox, decision 140), so a change to its window or cap
   * applies at once instead of after a sleep the old settings chose.
   */
  wakeMailboxSender: (mailboxId: string) => Promise<void>;
  /** Chromium's print to PDF of shared audit reports, started at the first print (decision 130). */
  pdfPrinter: PdfPrinter;
};

/**
 * Turns a saved lead into the columns enrichment and scoring fill in (website crawl, tech, contacts, score).
 * `deadline` (epoch ms) is when the search would like all its leads done; a crawl may shorten itself towards it.
 */
export type EnrichLead = (
  lead: typeof businessResults.$inferSelect,
  context: { persona: TScorePersona; deadline: number },
) => Promise<Partial<typeof businessResults.$inferInsert>>;

/**
 * The deep pass's crawl of one website: what it found, its website audit (null when the homepage was not
 * read) and its pages' visible text (decision 143), or null when nothing was read (the lead keeps its first
 * pass). Merging, scoring and storing are the deep job's (features/search/run-deep-pass.ts).
 */
export type DeepEnrichLead = (lead: { id: string; website: string }) => Promise<{
  enrichment: TWebsiteEnrichment;
  audit: TLeadAudit | null;
  pageTexts: { url: string; text: string; fetchedAt: Date }[];
} | null>;

/** Each address's check (syntax, whether its domain can receive mail, labels), in the order given, once each. */
export type CheckEmails = (emails: readonly string[]) => Promise<TEmailCheck[]>;

/** What the public routes (contact form, sample search) may be given by the composition root or a test. */
export type TPublicRouteOptions = { mailer?: Mailer };
