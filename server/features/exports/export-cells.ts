import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPORT_COLUMNS } from '@contracts/leads';

/** The columns an export reads from a lead. */
export type TExportLead = {
  businessName: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  rating: number | null;
  reviewCount: number | null;
  leadScore: number | null;
  tags: string[];
  notes: string | null;
};

export type TExportCell = string | number | null;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, unless it
 * is plainly a number or phone number such as "+1 512-555-0100" (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-]?[\d\s().-]+$/.test(text)) return text;
  return `'${text}`;
}

const text = (value: string | null) => (value === null ? null : neutraliseFormula(value));

/**
 * One export row in the spec's column order (§9): tags joined by "; ", commas in notes replaced by ";".
 * Numbers stay numbers (XLSX writes them as number cells; CSV prints them).
 */
export function toExportCells(lead: TExportLead): TExportCell[] {
  return [
    text(lead.businessName),
    text(lead.phone),
    text(lead.website),
    text(lead.address),
    text(lead.city),
    text(lead.state),
    text(lead.zipCode),
    lead.rating,
    lead.reviewCount,
    lead.leadScore,
    lead.tags.length > 0 ? neutraliseFormula(lead.tags.join('; ')) : null,
    lead.notes ? neutraliseFormula(lead.notes.replace(/,/g, ';')) : null,
  ];
}

export const EXPORT_HEADER: readonly string[] = EXPORT_COLUMNS;

/**
 * CSV as the spec wants it (§9): every value quoted, empty ones too, quotes doubled, "\n" between records;
 * optionally a UTF-8 BOM so Excel reads accents. Pulls records only as fast as the reader takes bytes.
 */
export function csvStream(
  records: AsyncIterable<readonly TExportCell[]> | Iterable<readonly TExportCell[]>,
  bom: boolean,
): Readable {
  const csv = stringify({ quoted: true, quoted_empty: true, bom, record_delimiter: 'unix' });
  pipeline(Readable.from(records), csv, () => {});
  return csv;
}
