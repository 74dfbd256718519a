// engine-sensitive: migrations must run on both engines
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaBudgets, team, teamUsage, usageTracking } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { userIdOf } from '../../../tests/seed-leads';

const MIGRATION = new URL('../../db/migrations/0015_billing_per_person.sql', import.meta.url);

/**
 * Migration 0015 (decision 110) on a database of the schema before it: the beta budget moves out of
 * `subscriptions` into `beta_budgets`, and every person's counters become their personal team's share.
 */
describe.skipIf(postgresSkipped())(`migration 0015_billing_per_person on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves beta budgets and personal usage shares and loses nothing', async () => {
    await t.signUp('old-admin@example.com');
    await t.signUp('old-beta@example.com');
    await t.signUp('old-user@example.com');
    const beta = await userIdOf(t.db, 'old-beta@example.com');
    const plain = await userIdOf(t.db, 'old-user@example.com');
    // Back to the schema before 0015, with its data.
    await t.db.execute(sql`drop table team_usage`);
    await t.db.execute(sql`drop table beta_budgets`);
    await t.db.execute(
      sql`alter table subscriptions add column beta_results_used integer default 0 not null`,
    );
    await t.db.execute(
      sql`alter table subscriptions add column beta_results_limit integer default 200 not null`,
    );
    await t.db.execute(
      sql`update subscriptions set beta_results_used = 40, beta_results_limit = 100 where user_id = ${beta}`,
    );
    await t.db.insert(usageTracking).values([
      { userId: plain, month: '2026-10', actionType: 'search', apiCallsUsed: 12 },
      { userId: plain, month: '2026-11', actionType: 'search', apiCallsUsed: 3 },
      { userId: plain, month: '2026-11', actionType: 'export', apiCallsUsed: 2 },
      { userId: beta, month: '2026-11', actionType: 'search', apiCallsUsed: 5 },
    ]);
    const usageBefore = await t.db.$count(usageTracking);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await t.db.execute(sql.raw(statement));
    }

    expect(await t.db.select().from(betaBudgets)).toEqual([
      { userId: beta, resultsUsed: 40, resultsLimit: 100 },
    ]);
    expect(await t.db.$count(usageTracking)).toBe(usageBefore);
    const [personal] = await t.db.select().from(team).where(eq(team.personalOf, plain));
    const shares = await t.db.select().from(teamUsage).where(eq(teamUsage.teamId, personal.id));
    expect(shares.map((s) => [s.month, s.actionType, s.used]).sort()).toEqual(
      [
        ['2026-10', 'search', 12],
        ['2026-11', 'export', 2],
        ['2026-11', 'search', 3],
      ].sort(),
    );
    expect(await t.db.$count(teamUsage)).toBe(usageBefore);
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'subscriptions' and column_name like 'beta%'`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
