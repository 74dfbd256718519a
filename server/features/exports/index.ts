/** What other features may use of exports (the public API's door, decision 113). */
export { exportLeads, exportResponse } from './export-leads';
