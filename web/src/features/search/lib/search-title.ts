import type { TSearchSummary } from '@contracts/search';

/** "plumber in Austin, TX"; a search without a business type reads "Businesses in Austin, TX". */
export function searchTitle(search: Pick<TSearchSummary, 'niche' | 'location'>): string {
  return search.niche.trim()
    ? `${search.niche.trim()} in ${search.location}`
    : `Businesses in ${search.location}`;
}
