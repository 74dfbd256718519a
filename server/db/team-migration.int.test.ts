// engine-sensitive: migrations must run on both engines
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '../lib/secret-box';
import { userKeyBinding } from '../features/api-keys/user-key-store';
import { databaseUrl, postgresAdminUrl } from '../../tests/postgres-admin';
import { postgresSkipped, testDbKind } from '../../tests/test-db';

/**
 * Issue 22's migration on a populated database of the schema before teams (0011): nothing is lost, every record
 * lands in its owner's personal team, and the Google key still opens (its ciphertext is bound to its row).
 */
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const BEFORE_TEAMS = '0011_sample_payment_attach';
const SECRET = 'a-test-app-secret-that-is-long-enough-0123456789';

/** The migrations folder as it was at 0011: the same files, the journal cut after that entry. */
function foldersUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ls-mig-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Engine = {
  exec: (text: string) => Promise<void>;
  rows: <T>(text: string) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openEngine(): Promise<Engine> {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `${process.env.LEADSCOUT_TEST_RUN ?? 'ls_t'}_mig${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: databaseUrl(postgresAdminUrl(), name) });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const KEY_ID = '00000000-0000-4000-8000-0000000000a1';

/** Today's data, written through SQL against the 0011 schema: two accounts and one of everything. */
function seed(): string {
  const sealed = encryptSecret(SECRET, 'AIzaSyTESTKEY0000', userKeyBinding(KEY_ID));
  return `
    insert into "user" (id, name, email, email_verified) values
      ('u_ana', 'Ana Lima', 'ana@example.com', true), ('u_bo', 'Bo', 'bo@example.com', true);
    insert into profiles (id, email, full_name, score_persona) values
      ('u_ana', 'ana@example.com', 'Ana Lima', 'seo'), ('u_bo', 'bo@example.com', 'Bo', 'agency');
    insert into session (id, expires_at, token, user_id) values ('s1', now() + interval '1 day', 't1', 'u_ana');
    insert into subscriptions (user_id, status, plan_type, search_limit) values ('u_ana', 'active', 'pro', 100);
    insert into usage_tracking (user_id, month, action_type, api_calls_used) values ('u_ana', '2026-11', 'search', 3);
    insert into search_history (id, user_id, niche, location, status) values
      ('00000000-0000-4000-8000-000000000001', 'u_ana', 'dentists', 'Austin', 'completed'),
      ('00000000-0000-4000-8000-000000000002', 'u_ana', 'plumbers', 'Austin', 'completed'),
      ('00000000-0000-4000-8000-000000000003', 'u_bo', 'roofers', 'Denver', 'completed');
    insert into business_results (id, search_id, user_id, business_name, google_place_id) values
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'u_ana', 'A Dental', 'p1'),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000002', 'u_ana', 'A Pipes', 'p2'),
      ('00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000003', 'u_bo', 'B Roofs', 'p3');
    insert into lead_lists (id, user_id, name) values
      ('00000000-0000-4000-8000-000000000021', 'u_ana', 'Hot'), ('00000000-0000-4000-8000-000000000022', 'u_bo', 'Cold');
    insert into lead_list_members (list_id, business_id) values
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011'),
      ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000013');
    insert into email_templates (id, user_id, name, subject, body, is_system_template) values
      ('00000000-0000-4000-8000-000000000031', null, 'System', 's', 'b', true),
      ('00000000-0000-4000-8000-000000000032', 'u_ana', 'Mine', 's', 'b', false);
    insert into email_sequences (id, user_id, name, steps) values
      ('00000000-0000-4000-8000-000000000041', 'u_ana', 'Seq', '[]');
    insert into user_api_keys (id, user_id, api_key_encrypted, key_last4) values ('${KEY_ID}', 'u_ana', '${sealed}', '0000');
    insert into google_api_requests (user_id, search_id, sku, billable, http_status) values
      ('u_ana', '00000000-0000-4000-8000-000000000001', 'text_search_pro', true, 200),
      ('u_bo', null, 'geocoding', true, 200);
    insert into beta_feedback (user_id, rating) values ('u_bo', 5);
    insert into support_messages (user_id, name, email, category, subject, message) values
      ('u_ana', 'Ana', 'ana@example.com', 'general', 'Hi', 'Hello'),
      (null, 'Anon', 'anon@example.com', 'general', 'Hi', 'Hello');
  `;
}

const TABLES = [
  'user',
  'profiles',
  'session',
  'subscriptions',
  'usage_tracking',
  'search_history',
  'business_results',
  'lead_lists',
  'lead_list_members',
  'email_templates',
  'email_sequences',
  'user_api_keys',
  'google_api_requests',
  'beta_feedback',
  'support_messages',
];
const OWNED = [
  'search_history',
  'lead_lists',
  'email_sequences',
  'user_api_keys',
  'google_api_requests',
  'beta_feedback',
];

describe.skipIf(postgresSkipped())('migration to team-owned records (issue 22)', () => {
  let engine: Engine;
  let before: Record<string, number>;
  const owners: Record<string, { id: string; user_id: string | null }[]> = {};
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number((await engine.rows<{ n: string }>(`select count(*) as n from "${table}"`))[0].n);
    return out;
  };

  beforeAll(async () => {
    engine = await openEngine();
    const old = foldersUpTo(BEFORE_TEAMS);
    try {
      await engine.migrate(old);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
    await engine.exec(seed());
    before = await counts();
    for (const table of [...OWNED, 'support_messages', 'email_templates'])
      owners[table] = await engine.rows(`select id::text, user_id from "${table}" order by id`);
    await engine.migrate(MIGRATIONS);
  }, 60_000);
  afterAll(async () => engine?.close());

  it('loses nothing: every table has the rows it had', async () => {
    expect(before.search_history).toBe(3);
    expect(await counts()).toEqual(before);
  });

  it('makes every account the owner of its personal team, and its session starts there', async () => {
    const rows = await engine.rows<{ personal_of: string; role: string; active: string | null }>(`
      select t.personal_of, m.role, (select s.active_team_id from session s where s.user_id = t.personal_of) as active
      from team t join team_member m on m.team_id = t.id and m.user_id = t.personal_of order by t.personal_of`);
    expect(rows.map((r) => [r.personal_of, r.role])).toEqual([
      ['u_ana', 'owner'],
      ['u_bo', 'owner'],
    ]);
    const [ana] = await engine.rows<{ id: string }>(`select id from team where personal_of = 'u_ana'`);
    expect(rows[0].active).toBe(ana.id);
  });

  it("puts each record in its owner's personal team, made by its owner", async () => {
    for (const table of OWNED) {
      const after = await engine.rows<{ id: string; team_of: string | null; created_by: string | null }>(`
        select x.id::text, t.personal_of as team_of, x.created_by from "${table}" x
        left join team t on t.id = x.team_id order by x.id`);
      expect(after, table).toEqual(
        owners[table].map((o) => ({ id: o.id, team_of: o.user_id, created_by: o.user_id })),
      );
    }
    const leads = await engine.rows<{ same: boolean }>(`
      select b.team_id = s.team_id as same from business_results b join search_history s on s.id = b.search_id`);
    expect(leads.map((l) => l.same)).toEqual([true, true, true]);
  });

  it('keeps system templates global and anonymous support messages without a team', async () => {
    const templates = await engine.rows<{ system: boolean; team_of: string | null }>(`
      select x.is_system_template as system, t.personal_of as team_of from email_templates x
      left join team t on t.id = x.team_id order by x.id`);
    expect(templates).toEqual([
      { system: true, team_of: null },
      { system: false, team_of: 'u_ana' },
    ]);
    const support = await engine.rows<{ team_of: string | null; created_by: string | null }>(`
      select t.personal_of as team_of, x.created_by from support_messages x
      left join team t on t.id = x.team_id order by x.created_by nulls last`);
    expect(support).toEqual([
      { team_of: 'u_ana', created_by: 'u_ana' },
      { team_of: null, created_by: null },
    ]);
  });

  it("stores each search's persona, and the Google key still opens on its row", async () => {
    const personas = await engine.rows<{ id: string; score_persona: string }>(
      'select id::text, score_persona from search_history order by id',
    );
    expect(personas.map((p) => p.score_persona)).toEqual(['seo', 'seo', 'agency']);
    const [key] = await engine.rows<{ id: string; sealed: string }>(
      'select id::text, api_key_encrypted as sealed from user_api_keys',
    );
    expect(decryptSecret(SECRET, key.sealed, userKeyBinding(key.id)).plaintext).toBe('AIzaSyTESTKEY0000');
  });

  it("deleting an account keeps its team's data, with created_by null", async () => {
    await engine.exec(`
      insert into team (id, name, slug) values ('t_shared', 'Agency', 'agency');
      insert into team_member (id, team_id, user_id, role) values ('m1', 't_shared', 'u_ana', 'owner'), ('m2', 't_shared', 'u_bo', 'member');
      insert into lead_lists (team_id, created_by, name) values ('t_shared', 'u_bo', 'Made by Bo');
      delete from "user" where id = 'u_bo';`);
    const [list] = await engine.rows<{ created_by: string | null }>(
      `select created_by from lead_lists where name = 'Made by Bo'`,
    );
    expect(list).toEqual({ created_by: null });
  });
});
