/** What other features may use of api-keys; everything else in this folder is its own. */
export { readAdminKey } from './admin-key-store';
export { readTeamKey } from './user-key-store';
export { readSearchKey } from './read-search-key';
