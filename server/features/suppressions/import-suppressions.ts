import { parse } from 'csv-parse/sync';
import {
  MAX_IMPORT_ROWS,
  ZSuppressionEmail,
  type TImportSuppressionsRequest,
  type TImportSuppressionsResponse,
} from '@contracts/suppressions';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';

const INSERT_CHUNK = 1000;
const INVALID_ROWS_SHOWN = 20;

type TCsvRecord = { record: Record<string, string | undefined>; info: { lines: number } };

/** The data rows and the header's names (trimmed, lower-case). */
function readCsv(csv: string): { header: string[]; rows: TCsvRecord[] } {
  let header: string[] = [];
  try {
    const rows = parse(csv, {
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      to: MAX_IMPORT_ROWS + 1,
    }) as TCsvRecord[];
    return { header, rows };
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The file is not a readable CSV');
  }
}

/**
 * POST /api/suppressions/import — every row's `email` (other columns ignored) onto the team's list as `imported`.
 * Rows whose cell is not an address are counted (the first few shown with their line); an address already listed,
 * or repeated in the file, is skipped. At most MAX_IMPORT_ROWS data rows.
 */
export async function importSuppressions(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  request: TImportSuppressionsRequest,
): Promise<TImportSuppressionsResponse> {
  const { header, rows } = readCsv(request.csv);
  if (!header.includes('email')) {
    throw new AppError('VALIDATION_ERROR', 'The file needs a header row with an "email" column');
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
    );
  }
  const valid: string[] = [];
  const invalidRows: TImportSuppressionsResponse['invalidRows'] = [];
  let invalid = 0;
  for (const { record, info } of rows) {
    const value = record.email ?? '';
    const parsed = ZSuppressionEmail.safeParse(value);
    if (parsed.success) valid.push(parsed.data);
    else {
      invalid += 1;
      if (invalidRows.length < INVALID_ROWS_SHOWN)
        invalidRows.push({ line: info.lines, value: value.slice(0, 100) });
    }
  }
  const unique = [...new Set(valid)];
  const source = request.fileName ? `Import: ${request.fileName}` : 'CSV import';
  let added = 0;
  await db.transaction(async (tx) => {
    for (let at = 0; at < unique.length; at += INSERT_CHUNK) {
      const inserted = await tx
        .insert(suppressions)
        .values(
          unique.slice(at, at + INSERT_CHUNK).map((email) => ({
            teamId: scope.teamId,
            createdBy: scope.userId,
            email,
            reason: 'imported',
            source,
          })),
        )
        .onConflictDoNothing({ target: [suppressions.teamId, suppressions.email] })
        .returning({ id: suppressions.id });
      added += inserted.length;
    }
  });
  return { added, skipped: valid.length - added, invalid, invalidRows };
}
