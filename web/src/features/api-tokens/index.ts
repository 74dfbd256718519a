/** What other features may use from api-tokens (Settings → API tokens for the public API, decision 113). */
export { ApiTokensTab } from './components/api-tokens-tab';
