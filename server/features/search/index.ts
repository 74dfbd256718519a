/** What other features may use of search; everything else in this folder is its own. */
export { searchPlaces } from './search-places';
export { recountSearchResults } from './search-progress';
export { toLead } from './to-lead';
export { startSearch } from './start-search';
export { findSearches, getSearch } from './search-queries';
export { toSearchSummary } from './to-lead';
export { getSearchLeadPage, type TLeadPageCursor } from './get-search-result';
