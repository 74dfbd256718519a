/** What other features may use from outreach; everything else in this folder is its own. */
export { ColdEmailDialog } from './components/cold-email-dialog';
export { TemplatesTab } from './components/templates-tab';
export { useSequences } from './api/email-sequences';
