import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { TSampleLead } from '@contracts/sample';

export const SAMPLE_SHEET_COLUMNS = [
  'Business Name',
  'Rating',
  'Reviews',
  'Phone',
  'Website',
  'Address',
  'City',
  'State',
] as const;

/** The emailed sample: one sheet, a bold header row, one row per lead; unknown values are empty cells. */
export async function sampleSpreadsheet(leads: TSampleLead[]): Promise<Buffer> {
  const header = SAMPLE_SHEET_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows: SheetData = leads.map((lead) => [
    lead.businessName,
    lead.rating,
    lead.reviewCount,
    lead.phone,
    lead.website,
    lead.address,
    lead.city,
    lead.state,
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: 'Sample leads',
    stickyRowsCount: 1,
    columns: [
      { width: 34 },
      { width: 8 },
      { width: 9 },
      { width: 18 },
      { width: 36 },
      { width: 44 },
      { width: 18 },
      { width: 8 },
    ],
  }).toBuffer();
}

/** `leadscout-sample-plumbers-austin-tx.xlsx` */
export function sampleFileName(niche: string, location: string): string {
  const slug = `${niche} ${location}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return `leadscout-sample${slug ? `-${slug}` : ''}.xlsx`;
}
