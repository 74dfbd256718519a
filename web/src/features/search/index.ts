/** What other features may use from search; everything else in this folder is its own. */
export { ResultsHeading } from './components/results-heading';
export { useSearchAccess } from './api/get-search-access';
export { isTerminal } from './hooks/use-search-stream';
export { noticeForFailedSearch } from './lib/search-errors';
export { searchTitle } from './lib/search-title';
