import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { getPublicStats } from './get-public-stats';

/** Public: GET /public/stats — numbers the landing page shows (founder seats left). */
export function publicStatsRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>().get('/public/stats', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await getPublicStats(db, config.FOUNDER_SEATS));
  });
}
