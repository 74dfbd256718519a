import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, EXPORT_HEADER, toExportCells } from './export-cells';
import { FIXTURE, FIXTURE_CSV } from './export-fixture';
import { attachmentHeader, exportFileName } from './export-file-name';

describe('export cells and CSV', () => {
  it('writes the spec columns, all values quoted, tags joined by "; " and commas in notes replaced', async () => {
    const csv = await text(csvStream([[EXPORT_HEADER], FIXTURE.map(toExportCells)], false));
    expect(csv).toBe(FIXTURE_CSV);
  });

  it('starts with a UTF-8 BOM when asked', async () => {
    const bytes = await buffer(csvStream([[EXPORT_HEADER]], true));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names list exports after the list plus an ISO timestamp and search exports with the date', () => {
    const at = new Date('2025-06-30T14:05:09.123Z');
    expect(exportFileName({ kind: 'list', name: 'Q3 / Dentists' }, 'csv', at)).toBe(
      'Q3 - Dentists-2025-06-30T14-05-09.123Z.csv',
    );
    expect(exportFileName({ kind: 'search', niche: 'plumber', location: 'Austin, TX' }, 'xlsx', at)).toBe(
      'plumber - Austin, TX - leads-2025-06-30.xlsx',
    );
    expect(exportFileName({ kind: 'selection' }, 'csv', at)).toBe('selected-leads-2025-06-30.csv');
    expect(attachmentHeader('Café.csv')).toBe(
      `attachment; filename="Caf_.csv"; filename*=UTF-8''Caf%C3%A9.csv`,
    );
  });
});
