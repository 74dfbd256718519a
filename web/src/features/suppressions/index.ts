/** The suppression list's screen (Settings → Suppression list, decision 134). */
export { SuppressionsTab } from './components/suppressions-tab';
