/** What other features may use of outreach: the campaigns' renderer parts (decision 139). */
export { createEmailWriter, type TEmailWriter } from './email-writer';
export { loadLeads, type TLoadedLead } from './load-leads';
export { getSequence } from './sequence-queries';
export { findVisibleTemplates } from './template-queries';
export { withFirstLine, writeFirstLine } from './write-first-line';
