import { stringify } from 'csv-stringify/sync';
import { OUTREACH_CSV_COLUMNS, type TRenderedEmail } from '@contracts/outreach';
import { neutraliseFormula } from '../../lib/neutralise-formula';

/**
 * One row per lead and step (Business, Email, Day, Subject, Body), every value quoted, with a UTF-8 byte
 * order mark so spreadsheet apps read accents and emoji correctly. Formulas are neutralised by the one CSV rule.
 */
export function outreachCsv(rows: TRenderedEmail[]): string {
  const body = stringify(
    rows.map((r) => [r.business, r.email, String(r.day), r.subject, r.body].map(neutraliseFormula)),
    {
      header: true,
      columns: [...OUTREACH_CSV_COLUMNS],
      quoted: true,
      quoted_empty: true,
      record_delimiter: '\r\n',
    },
  );
  return `\uFEFF${body}`;
}

export function outreachFilename(now = new Date()): string {
  return `outreach-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
}
