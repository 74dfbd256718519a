/** What other features may use of the CRM push (the public API's and MCP's door, decisions 113 and 114). */
export { getCrmPush } from './get-crm-push';
export { startCrmPush } from './start-crm-push';
