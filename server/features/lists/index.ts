/** What other features may use of lists (the public API's door, decision 113). */
export { addToLists } from './add-to-lists';
export { createList } from './create-list';
export { findLists } from './find-lists';
export { getListWithLeads } from './get-list-with-leads';
