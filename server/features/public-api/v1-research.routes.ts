import { createRoute } from '@hono/zod-openapi';
import {
  ZV1CreateResearchColumn,
  ZV1Id,
  ZV1ResearchAnswers,
  ZV1ResearchColumnList,
  ZV1ResearchColumnOne,
  ZV1ResearchColumnsQuery,
  ZV1ResearchEstimate,
  ZV1ResearchQuestionList,
  ZV1ResearchRunRequest,
} from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import {
  cancelResearchRun,
  createResearchColumn,
  estimateResearchRun,
  findResearchColumns,
  findResearchQuestions,
  getResearchAnswers,
  startResearchRun,
} from '../research';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Research'];

const questions = createRoute({
  method: 'get',
  path: '/research/questions',
  tags,
  summary: "The team's saved research questions, newest first, to ask again of another search or list",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1ResearchQuestionList, 'The questions'), ...problems(403) },
});

const columns = createRoute({
  method: 'get',
  path: '/research/columns',
  tags,
  summary: 'The questions asked of one search or list, with where each run stands and what it cost',
  ...v1Access(READ),
  request: { query: ZV1ResearchColumnsQuery },
  responses: { 200: jsonContent(ZV1ResearchColumnList, 'The columns'), ...problems(400, 403, 404) },
});

const create = createRoute({
  method: 'post',
  path: '/research/columns',
  tags,
  summary: 'Ask a question of every lead of a search or list (a saved question, or a new one that is saved)',
  description:
    'Creates the column; nothing is asked until it is run. Estimate first: POST /research/columns/{id}/estimate.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1CreateResearchColumn) },
  responses: { 201: jsonContent(ZV1ResearchColumnOne, 'The column'), ...problems(400, 403, 404) },
});

const answers = createRoute({
  method: 'get',
  path: '/research/columns/{id}/answers',
  tags,
  summary: "A column's cells: each lead's answer with its confidence, the quote it rests on and that page",
  description:
    'A quote always occurs on its page, which is one of that lead’s own pages; otherwise the cell is `not_found`.',
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1ResearchAnswers, 'The answers'), ...problems(403, 404) },
});

const estimate = createRoute({
  method: 'post',
  path: '/research/columns/{id}/estimate',
  tags,
  summary: 'What running the column would cost, and what is left of the monthly research budget',
  ...v1Access(WORK),
  request: { params: ZV1Id, body: jsonBody(ZV1ResearchRunRequest) },
  responses: { 200: jsonContent(ZV1ResearchEstimate, 'The estimate'), ...problems(400, 403, 404) },
});

const run = createRoute({
  method: 'post',
  path: '/research/columns/{id}/run',
  tags,
  summary: 'Run the column: ask its pending cells (with `rerun`, also where pages were read again since)',
  description:
    'Queued; the monthly research budget is enforced call by call (429 when it is already spent), and a run stopped by it says so. 503 when the server has no AI provider. Follow it with GET /research/columns/{id}/answers.',
  ...v1Access(WORK),
  request: { params: ZV1Id, body: jsonBody(ZV1ResearchRunRequest) },
  responses: {
    202: jsonContent(ZV1ResearchColumnOne, 'The column, running'),
    ...problems(400, 403, 404, 503),
  },
});

const cancel = createRoute({
  method: 'post',
  path: '/research/columns/{id}/cancel',
  tags,
  summary: "Cancel a column's run: the cells answered so far stay",
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1ResearchColumnOne, 'The column'), ...problems(403, 404) },
});

/** Research columns through the public API: the same operations as `/api/research` (issue 34). */
export function v1ResearchRoutes(deps: AppDeps) {
  const { db } = deps;
  return v1Router()
    .openapi(questions, async (c) => c.json({ data: await findResearchQuestions(db, scopeOf(c)) }, 200))
    .openapi(columns, async (c) =>
      c.json({ data: await findResearchColumns(db, scopeOf(c), c.req.valid('query')) }, 200),
    )
    .openapi(create, async (c) =>
      c.json({ data: await createResearchColumn(db, scopeOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(answers, async (c) =>
      c.json({ data: await getResearchAnswers(db, scopeOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(estimate, async (c) =>
      c.json(
        {
          data: await estimateResearchRun(
            deps,
            scopeOf(c),
            c.req.valid('param').id,
            c.req.valid('json').rerun ?? false,
          ),
        },
        200,
      ),
    )
    .openapi(run, async (c) =>
      c.json(
        {
          data: await startResearchRun(
            deps,
            scopeOf(c),
            c.req.valid('param').id,
            c.req.valid('json').rerun ?? false,
          ),
        },
        202,
      ),
    )
    .openapi(cancel, async (c) =>
      c.json({ data: await cancelResearchRun(db, scopeOf(c), c.req.valid('param').id) }, 200),
    );
}
