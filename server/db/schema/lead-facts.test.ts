import { readFileSync } from 'node:fs';
import { SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { businessResults } from './leads';

const MIGRATIONS = new URL('../migrations/', import.meta.url);

/** The columns and their generation expressions as the newest migration's snapshot has them. */
function generatedInLatestSnapshot(): Record<string, string> {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS), 'utf8')) as {
    entries: { idx: number }[];
  };
  const latest = String(journal.entries.at(-1)!.idx).padStart(4, '0');
  const snapshot = JSON.parse(readFileSync(new URL(`meta/${latest}_snapshot.json`, MIGRATIONS), 'utf8')) as {
    tables: Record<string, { columns: Record<string, { generated?: { as: string } }> }>;
  };
  const columns = snapshot.tables['public.business_results'].columns;
  return Object.fromEntries(
    Object.entries(columns).flatMap(([name, column]) =>
      column.generated ? [[name, column.generated.as]] : [],
    ),
  );
}

describe('the columns the database keeps of each lead (lead-facts.ts, lead-order.ts)', () => {
  it('are migrated as the schema now writes them: a change of the contracts they follow needs npm run db:generate', () => {
    const dialect = new PgDialect();
    const inSchema = Object.fromEntries(
      getTableConfig(businessResults)
        .columns.filter((column) => column.generated)
        .map((column) => [column.name, dialect.sqlToQuery(column.generated!.as as SQL).sql]),
    );
    expect(Object.keys(inSchema).sort()).toEqual(Object.keys(generatedInLatestSnapshot()).sort());
    expect(inSchema).toEqual(generatedInLatestSnapshot());
  });
});
