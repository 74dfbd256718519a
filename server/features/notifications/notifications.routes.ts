import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { scopeOf } from '../../lib/team-scope';
import { findNotifications } from './find-notifications';
import { readNotifications } from './read-notifications';

/** The bell (issue 33 §4): each person's own notifications in the active team; every role has one. */
export function notificationRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/notifications', async (c) => c.json(await findNotifications(db, scopeOf(c))))
    .post('/notifications/read', async (c) => c.json(await readNotifications(db, scopeOf(c))));
}
