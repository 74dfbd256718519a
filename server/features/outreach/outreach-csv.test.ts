import { describe, expect, it } from 'vitest';
import { outreachCsv, outreachFilename } from './outreach-csv';
import { parseCsv } from './outreach-fixtures';

const row = (over: Partial<Parameters<typeof outreachCsv>[0][number]> = {}) => ({
  leadId: 'l1',
  business: 'Joe, "The Plumber"',
  email: 'joe@example.com',
  step: 1,
  day: 0,
  templateId: 't1',
  subject: 'Hi',
  body: 'Line 1\nLine 2',
  ...over,
});

describe('outreach CSV', () => {
  it('writes one quoted row per lead and step under the five columns', () => {
    const csv = outreachCsv([row(), row({ step: 2, day: 3, subject: 'Again' })]);
    expect(csv.startsWith('\uFEFF"Business","Email","Day","Subject","Body"\r\n')).toBe(true);
    const records = parseCsv(csv);
    expect(records).toEqual([
      {
        Business: 'Joe, "The Plumber"',
        Email: 'joe@example.com',
        Day: '0',
        Subject: 'Hi',
        Body: 'Line 1\nLine 2',
      },
      {
        Business: 'Joe, "The Plumber"',
        Email: 'joe@example.com',
        Day: '3',
        Subject: 'Again',
        Body: 'Line 1\nLine 2',
      },
    ]);
  });

  it('quotes empty values too', () => {
    expect(outreachCsv([row({ business: 'Acme', email: '' })])).toContain('"Acme","","0"');
  });

  it('defuses values a spreadsheet would run as formulas but leaves phone-like values alone (the export rule)', () => {
    expect(outreachCsv([row({ business: '=HYPERLINK("http://evil")' })])).toContain(
      '"\'=HYPERLINK(""http://evil"")"',
    );
    expect(outreachCsv([row({ business: '@SUM(A1)' })])).toContain('"\'@SUM(A1)"');
    expect(outreachCsv([row({ business: '=1+1' })])).toContain('"\'=1+1"');
    expect(outreachCsv([row({ business: '+1 512-555-0100' })])).toContain('"+1 512-555-0100"');
    expect(outreachCsv([row({ business: 'Plain' })])).toContain('"Plain"');
  });

  it('names the file with the time', () => {
    expect(outreachFilename(new Date('2026-03-04T05:06:07Z'))).toBe('outreach-2026-03-04T05-06-07.csv');
  });
});
