/** What other features may use of the CRM push (the public API, MCP and the deeper check's auto-push). */
export { queueCrmPush, type CrmPushJob } from './crm-push-queue';
export { getCrmPush } from './get-crm-push';
export { findSearchAutoPushes } from './find-search-auto-pushes';
export { recordAutoPushes } from './record-auto-pushes';
export { setSearchAutoPush } from './set-search-auto-push';
export { startCrmPush } from './start-crm-push';
