import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { scopeOf } from '../../lib/team-scope';
import { getUsage } from './get-usage';

export function usageRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>().get('/usage', async (c) =>
    c.json(await getUsage(db, scopeOf(c), config.RESEARCH_MONTHLY_DOLLARS)),
  );
}
