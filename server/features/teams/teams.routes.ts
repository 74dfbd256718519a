import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { ZLocateQuery } from '@contracts/teams';
import { scopeOf } from '../../lib/team-scope';
import { validate } from '../../lib/validate';
import { getActiveTeam } from './get-active-team';
import { locateItem } from './locate-item';
import { listMyTeams } from './list-my-teams';

/**
 * LeadScout's own team reads. Creating, switching, inviting, members and roles are better-auth's organization
 * routes under /api/auth/organization/* (decision 101).
 */
export function teamRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/teams', async (c) => c.json({ teams: await listMyTeams(db, c.get('user').id) }))
    .get('/teams/active', async (c) => c.json(await getActiveTeam(db, scopeOf(c))))
    .get('/teams/locate', validate('query', ZLocateQuery), async (c) =>
      c.json(await locateItem(db, scopeOf(c), c.req.valid('query'))),
    );
}
