/** What other features may use from the workspace; everything else in this folder is its own. */
export { LeadsWorkspace } from './components/leads-workspace';
