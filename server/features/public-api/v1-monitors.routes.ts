import { createRoute } from '@hono/zod-openapi';
import {
  ZV1CreateMonitorRequest,
  ZV1DeletedMonitor,
  ZV1Id,
  ZV1MonitorList,
  ZV1MonitorOne,
  ZV1UpdateMonitorRequest,
} from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import {
  createMonitor,
  deleteMonitor,
  findMonitors,
  getMonitor,
  runMonitorNow,
  updateMonitor,
} from '../monitors';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Monitors'];

const list = createRoute({
  method: 'get',
  path: '/monitors',
  tags,
  summary: "The team's monitors, newest first, each with its latest runs and their reports",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1MonitorList, 'The monitors'), ...problems(403) },
});

const getOne = createRoute({
  method: 'get',
  path: '/monitors/{id}',
  tags,
  summary:
    'A monitor: its schedule and its latest runs, each with what was new, closed, changed or opening soon',
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1MonitorOne, 'The monitor'), ...problems(403, 404) },
});

const create = createRoute({
  method: 'post',
  path: '/monitors',
  tags,
  summary: 'Keep a sweep or market fresh: sweep its areas again every week or month within a budget per run',
  description:
    'Each run is a sweep of the same areas on the team’s Google key, compared with the run before it (the first with the sweep it was saved from); its report reaches every member in the app, by email and as the `monitor.run_completed` webhook.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1CreateMonitorRequest) },
  responses: { 201: jsonContent(ZV1MonitorOne, 'The monitor'), ...problems(400, 403, 404) },
});

const update = createRoute({
  method: 'patch',
  path: '/monitors/{id}',
  tags,
  summary: 'Pause or resume a monitor, or change its cadence (its next run is then one cadence from now)',
  ...v1Access(WORK),
  request: { params: ZV1Id, body: jsonBody(ZV1UpdateMonitorRequest) },
  responses: { 200: jsonContent(ZV1MonitorOne, 'The monitor'), ...problems(400, 403, 404) },
});

const run = createRoute({
  method: 'post',
  path: '/monitors/{id}/run',
  tags,
  summary: 'Run a monitor now (paused or not); 409 while a run of it is at work',
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: {
    200: jsonContent(ZV1MonitorOne, 'The monitor, its new run first'),
    ...problems(403, 404, 409),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/monitors/{id}',
  tags,
  summary: 'Delete a monitor and its run reports; the sweeps it ran and their leads stay',
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1DeletedMonitor, 'Deleted'), ...problems(403, 404) },
});

/** Monitors through the public API: the same operations as `/api/monitors` (issue 33 §4). */
export function v1MonitorRoutes(deps: AppDeps) {
  const { db } = deps;
  return v1Router()
    .openapi(list, async (c) => c.json({ data: await findMonitors(db, scopeOf(c)) }, 200))
    .openapi(getOne, async (c) =>
      c.json({ data: await getMonitor(db, scopeOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(create, async (c) =>
      c.json({ data: await createMonitor(db, scopeOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(update, async (c) =>
      c.json(
        { data: await updateMonitor(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
    )
    .openapi(run, async (c) =>
      c.json({ data: await runMonitorNow(deps, scopeOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(remove, async (c) => {
      const { id } = c.req.valid('param');
      await deleteMonitor(db, scopeOf(c), id);
      return c.json({ data: { id, deleted: true as const } }, 200);
    });
}
