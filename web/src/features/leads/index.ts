/** What other features may use from leads; everything else in this folder is its own. */
export { LeadCheckbox } from './components/lead-checkbox';
export { LeadsTable } from './components/leads-table';
export { focusLead } from './hooks/use-row-keyboard';
