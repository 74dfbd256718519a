/** What other features may use from landing; everything else in this folder is its own. */
export { ExitIntentDialog } from './components/exit-intent-dialog';
export { useExitIntent } from './hooks/use-exit-intent';
