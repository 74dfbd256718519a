import { describe, expect, it } from 'vitest';
import { makeLead } from '../tests/make-lead';
import { countMissingValues, emptyingFilters } from './filter-gaps';
import { countActiveFilters, filterLeads, type TLeadFilters } from './filters';

const TODAY = '2025-06-30';
const sized = makeLead({ businessName: 'Sized', employeeCountEstimate: 8, rating: 4.8, cmsPlatform: 'Wix' });
const unsized = makeLead({ businessName: 'Unsized', rating: 4.1 });
const unknown = makeLead({ businessName: 'Unknown' });
const chain = makeLead({
  businessName: "Domino's",
  employeeCountEstimate: 20,
  chain: { kind: 'brand', reason: "Part of a chain (Domino's)" },
});
const leads = [sized, unsized, unknown, chain];
const names = (filters: TLeadFilters) => filterLeads(leads, filters, TODAY).map((l) => l.businessName);

describe('a filter on a value some leads lack (decision 040 and its addendum)', () => {
  it('leaves a lead without the value out by default, and keeps it when the user opts in', () => {
    expect(names({ minEmployees: 5 })).toEqual(['Sized', "Domino's"]);
    expect(names({ minEmployees: 5, includeMissing: true })).toEqual([
      'Sized',
      'Unsized',
      'Unknown',
      "Domino's",
    ]);
    expect(names({ maxEmployees: 10, includeMissing: true })).toEqual(['Sized', 'Unsized', 'Unknown']);
    expect(names({ cmsPlatform: 'wix', minRating: 4.5 })).toEqual(['Sized']);
    expect(names({ cmsPlatform: 'wix', includeMissing: true })).toEqual([
      'Sized',
      'Unsized',
      'Unknown',
      "Domino's",
    ]);
    expect(names({ hasChatbot: false, includeMissing: true })).toHaveLength(4);
    expect(names({ lastContactedDaysAgo: 30, includeMissing: true })).toHaveLength(4);
  });

  it('counts the leads without a value for every field a filter reads', () => {
    expect(countMissingValues(leads)).toEqual({
      rating: 2,
      reviews: 4,
      leadScore: 4,
      chatbot: 4,
      cms: 3,
      employees: 2,
      minRevenue: 4,
      maxRevenue: 4,
      lastContacted: 4,
    });
  });

  it('is an opt-in, not a filter: it is never counted as one', () => {
    expect(countActiveFilters({ includeMissing: true })).toBe(0);
    expect(countActiveFilters({ minEmployees: 5, includeMissing: true, excludeChains: true })).toBe(2);
  });
});

describe('excludeChains', () => {
  it('leaves out a lead flagged as a chain, a shared website or a directory page', () => {
    expect(names({ excludeChains: true })).toEqual(['Sized', 'Unsized', 'Unknown']);
    expect(names({ excludeChains: false })).toHaveLength(4);
  });
});

describe('emptyingFilters: a filter never empties the table without saying why', () => {
  it('names the filter that keeps no lead and how many leads it left out for want of a value', () => {
    const none = [unsized, unknown];
    expect(filterLeads(none, { minEmployees: 1 }, TODAY)).toEqual([]);
    expect(emptyingFilters(none, { minEmployees: 1, maxEmployees: 50 }, TODAY)).toEqual([
      { label: 'Employees', missing: 2 },
    ]);
    expect(emptyingFilters(leads, { minRevenue: 1000, excludeChains: true }, TODAY)).toEqual([
      { label: 'Min revenue', missing: 4 },
    ]);
  });

  it('names a filter that is not about a missing value too, and nothing when only the mix is empty', () => {
    expect(emptyingFilters([chain], { excludeChains: true }, TODAY)).toEqual([
      { label: 'Exclude chains', missing: null },
    ]);
    expect(filterLeads(leads, { minEmployees: 15, excludeChains: true }, TODAY)).toEqual([]);
    expect(emptyingFilters(leads, { minEmployees: 15, excludeChains: true }, TODAY)).toEqual([]);
  });

  it('reads the bounds as the table does when missing values are let in', () => {
    expect(emptyingFilters([unsized], { minEmployees: 1, includeMissing: true }, TODAY)).toEqual([]);
  });
});
