import { Hono } from 'hono';
import {
  ZCreateResearchColumnRequest,
  ZResearchColumnsQuery,
  ZResearchQuestion,
  ZResearchRunRequest,
} from '@contracts/research';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { cancelResearchRun } from './cancel-research-run';
import { createResearchColumn } from './create-research-column';
import { createResearchQuestion } from './create-research-question';
import { deleteResearchColumn } from './delete-research-column';
import { estimateResearchRun } from './estimate-research-run';
import { findResearchColumns } from './find-research-columns';
import { findResearchQuestions } from './find-research-questions';
import { getResearchAnswers } from './get-research-answers';
import { startResearchRun } from './start-research-run';

const columnId = validateIdParam('Research column');
const canWrite = requireTeamPermission({ work: ['write'] });

/**
 * Research questions asked of a search's or a list's leads (decision 145): saved questions, columns, the
 * estimate, runs and cancel. Writing (and running, which spends the team's budget) is work.write; any member
 * reads.
 */
export function researchRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/research/questions', async (c) =>
      c.json({ questions: await findResearchQuestions(db, scopeOf(c)) }),
    )
    .post('/research/questions', canWrite, validate('json', ZResearchQuestion), async (c) =>
      c.json(await createResearchQuestion(db, scopeOf(c), c.req.valid('json')), 201),
    )
    .get('/research/columns', validate('query', ZResearchColumnsQuery), async (c) =>
      c.json({ columns: await findResearchColumns(db, scopeOf(c), c.req.valid('query')) }),
    )
    .post('/research/columns', canWrite, validate('json', ZCreateResearchColumnRequest), async (c) =>
      c.json(await createResearchColumn(db, scopeOf(c), c.req.valid('json')), 201),
    )
    .get('/research/columns/:id/answers', columnId, async (c) =>
      c.json(await getResearchAnswers(db, scopeOf(c), c.req.valid('param').id)),
    )
    .post(
      '/research/columns/:id/estimate',
      canWrite,
      columnId,
      validate('json', ZResearchRunRequest),
      async (c) =>
        c.json(
          await estimateResearchRun(
            deps,
            scopeOf(c),
            c.req.valid('param').id,
            c.req.valid('json').rerun ?? false,
          ),
        ),
    )
    .post('/research/columns/:id/run', canWrite, columnId, validate('json', ZResearchRunRequest), async (c) =>
      c.json(
        await startResearchRun(deps, scopeOf(c), c.req.valid('param').id, c.req.valid('json').rerun ?? false),
        202,
      ),
    )
    .post('/research/columns/:id/cancel', canWrite, columnId, async (c) =>
      c.json(await cancelResearchRun(db, scopeOf(c), c.req.valid('param').id)),
    )
    .delete('/research/columns/:id', canWrite, columnId, async (c) => {
      await deleteResearchColumn(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
