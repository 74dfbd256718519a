import { desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { neutraliseFormula } from '../../lib/neutralise-formula';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

export const SUPPRESSIONS_CSV_COLUMNS = ['email', 'reason', 'source', 'created_at'] as const;

/**
 * GET /api/suppressions/export — the whole list as CSV (newest first), every cell through the one formula rule (an
 * imported "address" or a file name may start with `=`), with a byte order mark for spreadsheet apps. Its header
 * names the `email` column, so the file imports again as it is.
 */
export async function exportSuppressions(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<string> {
  const rows = await db
    .select()
    .from(suppressions)
    .where(ofTeam(suppressions, scope))
    .orderBy(desc(suppressions.createdAt), desc(suppressions.id));
  const body = stringify(
    rows.map((r) => [r.email, r.reason, r.source, r.createdAt.toISOString()].map(neutraliseFormula)),
    { header: true, columns: [...SUPPRESSIONS_CSV_COLUMNS], quoted: true, record_delimiter: '\r\n' },
  );
  return `\uFEFF${body}`;
}

export function suppressionsFileName(now = new Date()): string {
  return `suppressions-${now.toISOString().slice(0, 10)}.csv`;
}
