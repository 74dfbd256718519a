import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { installJobs } from './install-jobs';

/** The server the PostgreSQL half of the tests uses (trust auth on the machine's local PostgreSQL). */
export const postgresAdminUrl = () =>
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** Each test run names its databases with its own prefix, so parallel runs on one server never collide. */
const RUN_PREFIX = process.env.LEADSCOUT_TEST_RUN ?? `ls_t${process.pid}_${randomBytes(3).toString('hex')}`;
process.env.LEADSCOUT_TEST_RUN = RUN_PREFIX;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `${RUN_PREFIX}_tpl`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const database = await openPostgres(databaseUrl(adminUrl, name));
  await installJobs(database);
  await database.close();
  return name;
}

export async function createDatabaseFromTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${RUN_PREFIX}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function dropRunDatabases(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${RUN_PREFIX}%`],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
