import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { getOverview } from './get-overview';
import { scopeOf } from '../../lib/team-scope';

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/dashboard/overview', async (c) =>
    c.json(await getOverview(db, scopeOf(c))),
  );
}
