import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './lib/app-context';
import { resolveAppSecret } from './lib/app-secret';
import { createAuth } from './lib/auth';

/** Builds everything the app needs from configuration; tests pass an already-open database. */
export async function createDeps(config: Config, database?: Database): Promise<AppDeps> {
  const appSecret = resolveAppSecret(config);
  const db = database ?? (await openDatabase(config));
  const devOrigins = process.env.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
  return { config, database: db, db: db.db, appSecret, auth: createAuth({ db: db.db, config, secret: appSecret, devOrigins }) };
}
