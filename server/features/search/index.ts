/** What other features may use of search; everything else in this folder is its own. */
export { searchPlaces } from './search-places';
export { recountSearchResults } from './search-progress';
export { toLead } from './to-lead';
export { startSearch } from './start-search';
export { findSearches, getSearch } from './search-queries';
export { toSearchSummary } from './to-lead';
export { getSearchLeadPage, type TLeadPageCursor } from './get-search-result';
export { savePlaces, type SavedLead } from './save-places';
export { copyNewestLeads } from './copy-leads';
export { enrichSavedLead, settleSearch, type RunSearchDeps } from './run-search';
export { refreshSearchCounts } from './search-progress';
export { announceSearchChange } from './search-changes';
