/** What other features may use from leads; everything else in this folder is its own. */
export { LeadCheckbox } from './components/lead-checkbox';
export { LeadsTable } from './components/leads-table';
export { focusLead } from './hooks/use-row-keyboard';
export { LeadLinkContext } from './components/lead-link';
export {
  BusinessNameCell,
  ContactInfoCell,
  LocationCell,
  RatingCell,
  SocialMediaCell,
  LeadScoreCell,
  NotesTagsPreview,
} from './components/lead-cells';
export { TechStackCell } from './components/tech-stack-cell';
export { EmailChecksList } from './components/email-checks';
export { CHAIN_LABEL, LeadFlags } from './components/lead-flags';
export { LeadScoreFacts } from './components/lead-score-dialog';
