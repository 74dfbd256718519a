/** What other features may use of account; everything else in this folder is its own. */
export { setUserRole } from './set-user-role';
