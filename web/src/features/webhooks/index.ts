/** What other features may use from webhooks; everything else in this folder is its own. */
export { WebhooksTab } from './components/webhooks-tab';
