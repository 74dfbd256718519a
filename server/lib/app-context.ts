import type { PgBoss } from 'pg-boss';
import type { TApiTokenScope } from '@contracts/api-tokens';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { TScorePersona, TWebsiteEnrichment } from '@contracts/enrichment';
import type { businessResults } from '../db/schema';
import type { Mailer } from '../integrations/smtp/mailer';
import type { Auth } from './auth';
import type { SessionFactors } from './second-step';
import type { ActiveTeam } from './team-membership';

/** What every feature's routes and jobs are built from; created once in server/main.ts (or a test). */
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
 * The deep pass's crawl of one website: what it found, or null when nothing was read (the lead keeps its first
 * pass). Merging and scoring are the deep job's (features/search/run-deep-pass.ts).
 */
export type DeepEnrichLead = (lead: { id: string; website: string }) => Promise<TWebsiteEnrichment | null>;

/** What the public routes (contact form, sample search) may be given by the composition root or a test. */
export type TPublicRouteOptions = { mailer?: Mailer };

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The signed-in session's second-step state (lib/second-step.ts), set with `user` by requireUser. */
    sessionFactors: SessionFactors;
    /** The team the request acts in and the user's role there (lib/team-scope.ts), set with `user` by requireUser. */
    team: ActiveTeam;
    /** The API token of a `/api/v1` or `/api/mcp` request (lib/api-token-auth.ts, decision 113). */
    apiToken: { id: string; scopes: TApiTokenScope[] };
    /** The client's address, resolved once per request behind TRUST_PROXY (lib/client-address.ts). */
    clientIp: string | undefined;
    /** A fresh id per API request (hono's request-id), logged with an unexpected error and told to the caller. */
    requestId: string;
  };
};
