import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_RESULTS_BACKUP_KEY, SAMPLE_RESULTS_STORAGE_KEY } from '@contracts/sample';
import { saveSampleResults, takeSampleResults, type TStoredSample } from './sample-results-storage';

const SAMPLE: TStoredSample = {
  searchId: '6f1c2b1e-6d7a-4c1e-9b7e-2f1d3c4b5a69',
  niche: 'plumber',
  location: 'Austin, TX',
  emailed: true,
  businesses: [
    {
      businessName: 'Pipe Pros',
      rating: 4.7,
      reviewCount: 120,
      phone: '(512) 555-0101',
      website: 'https://pipepros.example',
      address: '1 Main St, Austin, TX 78701',
      city: 'Austin',
      state: 'TX',
    },
  ],
};

describe('sample results in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes a primary and a backup copy', () => {
    saveSampleResults(SAMPLE);
    expect(JSON.parse(sessionStorage.getItem(SAMPLE_RESULTS_STORAGE_KEY)!)).toEqual(SAMPLE);
    expect(JSON.parse(sessionStorage.getItem(SAMPLE_RESULTS_BACKUP_KEY)!)).toEqual(SAMPLE);
  });

  it('reads the primary, then removes it and keeps the backup', () => {
    saveSampleResults(SAMPLE);
    expect(takeSampleResults()).toEqual(SAMPLE);
    expect(sessionStorage.getItem(SAMPLE_RESULTS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SAMPLE_RESULTS_BACKUP_KEY)).not.toBeNull();
  });

  it('falls back to the backup when the primary is gone (a reload, the return from checkout)', () => {
    saveSampleResults(SAMPLE);
    takeSampleResults();
    expect(takeSampleResults()).toEqual(SAMPLE);
  });

  it('prefers the primary over an older backup', () => {
    sessionStorage.setItem(SAMPLE_RESULTS_BACKUP_KEY, JSON.stringify({ ...SAMPLE, niche: 'old' }));
    sessionStorage.setItem(SAMPLE_RESULTS_STORAGE_KEY, JSON.stringify(SAMPLE));
    expect(takeSampleResults()?.niche).toBe('plumber');
  });

  it('gives null when there is nothing, or nothing it can parse', () => {
    expect(takeSampleResults()).toBeNull();
    sessionStorage.setItem(SAMPLE_RESULTS_STORAGE_KEY, '{not json');
    expect(takeSampleResults()).toBeNull();
    expect(sessionStorage.getItem(SAMPLE_RESULTS_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(SAMPLE_RESULTS_BACKUP_KEY, JSON.stringify({ businesses: 'nope' }));
    expect(takeSampleResults()).toBeNull();
  });
});
