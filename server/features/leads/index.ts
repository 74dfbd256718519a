/** What other features may use of leads (the public API's door, decision 113). */
export { getLeadPage } from './get-lead-page';
export { ZLeadPageCursor, type TLeadPageCursor } from './lead-page-order';
export { queryLeads } from './query-leads';
export { updateLeadNotes } from './update-lead-notes';
