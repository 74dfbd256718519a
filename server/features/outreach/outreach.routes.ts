import { Hono } from 'hono';
import {
  ZApplyRequest,
  ZColdEmailRequest,
  ZSequenceInput,
  ZTemplateInput,
  ZTemplatePatch,
} from '@contracts/outreach';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { validate, validateIdParam } from '../../lib/validate';
import { withExport } from '../entitlements';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { duplicateTemplate } from './duplicate-template';
import { createEmailWriter, type TEmailWriter } from './email-writer';
import { generateColdEmail } from './generate-cold-email';
import { outreachCsv, outreachFilename } from './outreach-csv';
import { renderOutreach } from './render-outreach';
import { createSequence, deleteSequence, listSequences } from './sequence-queries';
import { listTemplates } from './template-queries';
import { updateTemplate } from './update-template';

const leadId = validateIdParam('Lead');
const templateId = validateIdParam('Template');
const sequenceId = validateIdParam('Sequence');

/** Cold emails, templates, sequences and applying them to leads (issue 7). `writer` is for tests. */
export function outreachRoutes(deps: AppDeps, options: { writer?: TEmailWriter } = {}) {
  const { db } = deps;
  const writer = options.writer ?? createEmailWriter(deps.config);
  const coldEmailDeps = { db, writer, aiMonthlyLimit: deps.config.LLM_MONTHLY_EMAILS_PER_USER };
  return new Hono<AppEnv>()
    .post('/leads/:id/cold-email', leadId, validate('json', ZColdEmailRequest), async (c) =>
      c.json(
        await generateColdEmail(
          coldEmailDeps,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json').tone,
        ),
      ),
    )
    .get('/email-templates', async (c) => c.json(await listTemplates(db, c.get('user').id)))
    .post('/email-templates', validate('json', ZTemplateInput), async (c) =>
      c.json(await createTemplate(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .patch('/email-templates/:id', templateId, validate('json', ZTemplatePatch), async (c) =>
      c.json(await updateTemplate(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/email-templates/:id', templateId, async (c) => {
      await deleteTemplate(db, c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/email-templates/:id/duplicate', templateId, async (c) =>
      c.json(await duplicateTemplate(db, c.get('user').id, c.req.valid('param').id), 201),
    )
    .get('/email-sequences', async (c) => c.json(await listSequences(db, c.get('user').id)))
    .post('/email-sequences', validate('json', ZSequenceInput), async (c) =>
      c.json(await createSequence(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .delete('/email-sequences/:id', sequenceId, async (c) => {
      await deleteSequence(db, c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/outreach/render', validate('json', ZApplyRequest), async (c) =>
      c.json(await renderOutreach(db, c.get('user').id, c.req.valid('json'))),
    )
    .post('/outreach/export', validate('json', ZApplyRequest), async (c) => {
      const userId = c.get('user').id;
      const rows = await withExport(db, userId, () =>
        renderOutreach(db, userId, c.req.valid('json'), { entitled: true }),
      );
      return c.body(outreachCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${outreachFilename()}"`,
        'cache-control': 'no-store',
      });
    });
}
