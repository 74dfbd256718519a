import { createRoute } from '@hono/zod-openapi';
import {
  ZV1Id,
  ZV1MarketEstimateRequest,
  ZV1StartMarketRequest,
  ZV1StartSweepRequest,
  ZV1SweepEstimate,
  ZV1SweepEstimateRequest,
  ZV1SweepList,
  ZV1SweepOne,
} from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import {
  cancelSweep,
  estimateMarket,
  estimateSweep,
  findSweeps,
  getSweep,
  startMarket,
  startSweep,
} from '../sweeps';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Sweeps'];

const estimate = createRoute({
  method: 'post',
  path: '/sweeps/estimate',
  tags,
  summary: 'Count the places an area holds for one business type, and what fetching every one would cost',
  description:
    'Free: the area (a drawn rectangle, or the location’s geocoded viewport) is explored with IDs-only Text Search requests on the team’s Google key, cut into smaller cells where it is dense. `billableRequests` and `dollars` are what a sweep of it will spend at list prices. Counted against a per-person limit shared with the app.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1SweepEstimateRequest) },
  responses: { 200: jsonContent(ZV1SweepEstimate, 'The estimate'), ...problems(400, 402, 403) },
});

const start = createRoute({
  method: 'post',
  path: '/sweeps',
  tags,
  summary:
    'Sweep an area: fetch every place of a business type in it, up to a budget, as searches of ≤ 100 leads',
  description:
    'Explores the area again, reserves the budget request by request (it never spends more) and saves the places as searches linked to the sweep, each enriched like any search. Follow it with GET /sweeps/{id}.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1StartSweepRequest) },
  responses: { 201: jsonContent(ZV1SweepOne, 'The sweep, queued'), ...problems(400, 402, 403) },
});

const estimateAMarket = createRoute({
  method: 'post',
  path: '/markets/estimate',
  tags,
  summary: 'Count a market (every business type in every location) and what fetching it all would cost',
  description:
    'As /sweeps/estimate for each business type in each location (at most 5 of each), one after another; `places`, `billableRequests` and `dollars` count a place once however many pairs have it, and `pairs` gives each pair’s own count. Each pair counts once against the per-person limit.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1MarketEstimateRequest) },
  responses: { 200: jsonContent(ZV1SweepEstimate, 'The estimate'), ...problems(400, 402, 403) },
});

const startAMarket = createRoute({
  method: 'post',
  path: '/markets',
  tags,
  summary: 'Sweep a market: every business type in every location as one sweep, one budget, each place once',
  description:
    'A market is a sweep of kind `market`: followed, read and cancelled with the /sweeps/{id} routes; its `pairs` give each business type in each location with its progress.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1StartMarketRequest) },
  responses: { 201: jsonContent(ZV1SweepOne, 'The market, queued'), ...problems(400, 402, 403) },
});

const list = createRoute({
  method: 'get',
  path: '/sweeps',
  tags,
  summary:
    "The team's sweeps, newest first, with places found and saved, and requests spent against the budget",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1SweepList, 'The sweeps'), ...problems(403) },
});

const getOne = createRoute({
  method: 'get',
  path: '/sweeps/{id}',
  tags,
  summary:
    "A sweep's cells (places, pages planned and fetched), spending, and the searches holding its leads",
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1SweepOne, 'The sweep'), ...problems(403, 404) },
});

const cancel = createRoute({
  method: 'post',
  path: '/sweeps/{id}/cancel',
  tags,
  summary: 'Cancel a queued or running sweep: what it saved stays, what it did not spend is given back',
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1SweepOne, 'The sweep'), ...problems(403, 404, 409) },
});

/** Area sweeps and markets through the public API: the same operations as `/api/sweeps` and `/api/markets`. */
export function v1SweepRoutes(deps: AppDeps) {
  const { db } = deps;
  return v1Router()
    .openapi(estimate, async (c) =>
      c.json({ data: await estimateSweep(deps, scopeOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(start, async (c) =>
      c.json({ data: await startSweep(deps, scopeOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(estimateAMarket, async (c) =>
      c.json({ data: await estimateMarket(deps, scopeOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(startAMarket, async (c) =>
      c.json({ data: await startMarket(deps, scopeOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(list, async (c) => c.json({ data: await findSweeps(db, scopeOf(c)) }, 200))
    .openapi(getOne, async (c) =>
      c.json({ data: await getSweep(db, scopeOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(cancel, async (c) =>
      c.json({ data: await cancelSweep(db, scopeOf(c), c.req.valid('param').id) }, 200),
    );
}
