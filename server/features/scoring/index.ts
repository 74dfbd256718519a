/** What other features may use of scoring; everything else in this folder is its own. */
export { computeLeadScore } from './compute-lead-score';
