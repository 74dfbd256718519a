import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { readAdminKey } from './admin-key-store';
import { readTeamKey } from './user-key-store';

/**
 * The Google key work started by this person in this team runs on: the team's own key, or the admin's beta key
 * for a beta tester (`keySource` from the search access). Missing, it is refused with the spec's words.
 */
export async function readSearchKey(
  db: Db,
  appSecret: string,
  scope: Pick<TeamScope, 'teamId'>,
  keySource: 'own' | 'admin',
): Promise<string> {
  const key =
    keySource === 'admin'
      ? await readAdminKey(db, appSecret)
      : await readTeamKey(db, appSecret, scope.teamId);
  if (key) return key;
  throw keySource === 'admin'
    ? new AppError('BETA_KEY_MISSING', 'The beta search key is not configured yet. Please contact support.')
    : new AppError('API_KEY_REQUIRED', 'Google Places API key required: add it under Settings → API Keys');
}
