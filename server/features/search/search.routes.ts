import { Hono } from 'hono';
import { z } from 'zod';
import {
  EXPAND,
  SEARCH_LIMIT,
  ZExpandSearchRequest,
  ZStartSearchRequest,
  type TCostEstimate,
} from '@contracts/search';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { describeSearchAccess } from './describe-search-access';
import { expandSearch } from './expand-search';
import { estimateSearchCost } from '../../integrations/google/google-pricing';
import { getSearchResultJson } from './get-search-result';
import { deleteSearch, findSearches } from './search-queries';
import { startSearch } from './start-search';
import { streamSearchEvents } from './stream-search-events';

const searchId = validateIdParam('Search');
const canWrite = requireTeamPermission({ work: ['write'] });
const ZEstimateQuery = z.object({
  limit: z.coerce.number().int().min(SEARCH_LIMIT.min).max(EXPAND.max).default(SEARCH_LIMIT.default),
});

export function searchRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/searches/estimate', validate('query', ZEstimateQuery), (c) => {
      const { limit } = c.req.valid('query');
      const cost = estimateSearchCost(limit);
      const body: TCostEstimate = {
        limit,
        textSearchRequests: cost.textSearchRequests,
        geocodeRequests: cost.geocodeRequests,
        estimatedCostUsd: cost.usd,
      };
      return c.json(body);
    })
    .get('/searches/access', async (c) => c.json(await describeSearchAccess(db, scopeOf(c))))
    .post('/searches', canWrite, validate('json', ZStartSearchRequest), async (c) => {
      const result = await startSearch(deps, scopeOf(c), c.req.valid('json'));
      return c.json(result, result.betaComplete ? 200 : 202);
    })
    .get('/searches', async (c) => c.json(await findSearches(db, scopeOf(c))))
    .get('/searches/:id', searchId, async (c) =>
      c.body(await getSearchResultJson(db, scopeOf(c), c.req.valid('param').id), 200, {
        'content-type': 'application/json',
      }),
    )
    .get('/searches/:id/events', searchId, (c) =>
      streamSearchEvents(c, db, scopeOf(c), c.req.valid('param').id),
    )
    .post('/searches/:id/expand', canWrite, searchId, validate('json', ZExpandSearchRequest), async (c) => {
      await expandSearch(deps, scopeOf(c), c.req.valid('param').id, c.req.valid('json').limit);
      return c.json({ ok: true }, 202);
    })
    .delete('/searches/:id', canWrite, searchId, async (c) => {
      await deleteSearch(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
