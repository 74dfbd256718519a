/** What other features may use of the CRM push (the public API, MCP and the deeper check's auto-push). */
export { queueCrmPush } from './crm-push-queue';
export { getCrmPush } from './get-crm-push';
export { recordAutoPushes } from './record-auto-pushes';
export { startCrmPush } from './start-crm-push';
