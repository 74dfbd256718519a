import { Hono } from 'hono';
import { ZCreateMonitorRequest, ZUpdateMonitorRequest } from '@contracts/monitors';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { createMonitor } from './create-monitor';
import { deleteMonitor } from './delete-monitor';
import { findMonitors, getMonitor } from './find-monitors';
import { runMonitorNow } from './run-monitor-now';
import { updateMonitor } from './update-monitor';

const canWrite = requireTeamPermission({ work: ['write'] });
const monitorId = validateIdParam('Monitor');

/** Monitors (issue 33 §4): a sweep or market run again on a schedule; who may sweep may keep one. */
export function monitorRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/monitors', async (c) => c.json({ monitors: await findMonitors(db, scopeOf(c)) }))
    .post('/monitors', canWrite, validate('json', ZCreateMonitorRequest), async (c) =>
      c.json(await createMonitor(db, scopeOf(c), c.req.valid('json')), 201),
    )
    .get('/monitors/:id', monitorId, async (c) =>
      c.json(await getMonitor(db, scopeOf(c), c.req.valid('param').id)),
    )
    .patch('/monitors/:id', canWrite, monitorId, validate('json', ZUpdateMonitorRequest), async (c) =>
      c.json(await updateMonitor(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/monitors/:id', canWrite, monitorId, async (c) => {
      await deleteMonitor(db, scopeOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/monitors/:id/run', canWrite, monitorId, async (c) =>
      c.json(await runMonitorNow(deps, scopeOf(c), c.req.valid('param').id)),
    );
}
