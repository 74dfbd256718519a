/** What other features may use from shared audit reports (decision 130): Settings → Branding, and Share audit. */
export { BrandingTab } from './components/branding-tab';
export { ShareAuditButton } from './components/share-audit-dialog';
