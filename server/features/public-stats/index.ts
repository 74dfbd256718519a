/** What other features may use of public-stats; everything else in this folder is its own. */
export { getPublicStats } from './get-public-stats';
