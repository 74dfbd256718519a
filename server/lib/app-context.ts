import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EnrichLead } from '../features/search/run-search';
import type { Auth } from './auth';

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
};

export type SessionUser = { id: string; email: string; name: string };

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The client's address, resolved once per request behind TRUST_PROXY (lib/client-address.ts). */
    clientIp: string | undefined;
  };
};
