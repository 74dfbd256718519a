/** What other features may use from api-keys; everything else in this folder is its own. */
export { ApiKeysTab } from './components/api-keys-tab';
