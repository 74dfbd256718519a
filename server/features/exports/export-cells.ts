import { neutraliseFormula } from '../../lib/neutralise-formula';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
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
 * optionally a UTF-8 BOM so Excel reads accents. csv-stringify writes one page of records at a time and the
 * stream pulls the next page only when the reader has taken the last one, so memory holds about one page.
 */
export function csvStream(
  pages: AsyncIterable<readonly (readonly TExportCell[])[]> | Iterable<readonly (readonly TExportCell[])[]>,
  bom: boolean,
): Readable {
  async function* chunks() {
    let isFirst = true;
    for await (const page of pages) {
      if (page.length === 0) continue;
      yield Buffer.from(
        stringify(page as TExportCell[][], {
          quoted: true,
          quoted_empty: true,
          record_delimiter: 'unix',
          bom: bom && isFirst,
        }),
        'utf8',
      );
      isFirst = false;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
