/** What other features may use from integrations; everything else in this folder is its own. */
export { IntegrationsTab } from './components/integrations-tab';
export { PushToCrmDialog } from './components/push-to-crm-dialog';
export { CrmLinks } from './components/crm-links';
export { SearchAutoPush } from './components/search-auto-push';
