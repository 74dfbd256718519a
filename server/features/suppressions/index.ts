/** What other features may use of the suppression list: the check every send makes, and the headers it carries. */
export { addSuppression } from './add-suppression';
export { findSuppressed, isSuppressed, suppressionReason } from './is-suppressed';
export { unsubscribeHeaders, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token';
export { unsubscribeByToken } from './unsubscribe-link';
