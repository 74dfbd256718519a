/** What other features may use of search; everything else in this folder is its own. */
export { searchPlaces } from './search-places';
export { recountSearchResults } from './search-progress';
export { toLead } from './to-lead';
