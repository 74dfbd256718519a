import { describe, expect, it } from 'vitest';
import { formatCellAnswer, type TResearchCell } from './research';

const cell = (over: Partial<TResearchCell>): TResearchCell =>
  ({ leadId: 'l', status: 'pending', answer: null, reason: null, ...over }) as TResearchCell;

describe('formatCellAnswer', () => {
  it('tells a page that does not say it from a lead whose pages were never read', () => {
    expect(formatCellAnswer(cell({ status: 'not_found', reason: 'not_on_site' }))).toBe(
      'Not found on the site',
    );
    expect(formatCellAnswer(cell({ status: 'not_found', reason: 'quote_not_on_page' }))).toBe(
      'Not found on the site',
    );
    expect(formatCellAnswer(cell({ status: 'not_found', reason: 'no_page_text' }))).toBe(
      'No website text to read',
    );
  });

  it('writes typed answers as a reader says them', () => {
    expect(formatCellAnswer(cell({ status: 'answered', answer: false }))).toBe('No');
    expect(formatCellAnswer(cell({ status: 'answered', answer: 1200 }))).toBe('1,200');
    expect(formatCellAnswer(cell({ status: 'answered', answer: 'Calendly' }))).toBe('Calendly');
    expect(formatCellAnswer(cell({ status: 'pending' }))).toBe('Waiting');
  });
});
