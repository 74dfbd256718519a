import { Hono } from 'hono';
import {
  ZApplyRequest,
  ZColdEmailRequest,
  ZSequenceInput,
  ZTemplateInput,
  ZTemplatePatch,
  type TApplyRequest,
  type TRenderedEmail,
} from '@contracts/outreach';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { guardColleagueContact, recordLeadActivity } from '../../lib/lead-activity';
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
import { requireTeamPermission, scopeOf, type TeamScope } from '../../lib/team-scope';

const leadId = validateIdParam('Lead');
const templateId = validateIdParam('Template');
const sequenceId = validateIdParam('Sequence');
const canWrite = requireTeamPermission({ work: ['write'] });
const canExport = requireTeamPermission({ work: ['export'] });

/**
 * The trail of an applied template or sequence (decision 112): one entry per lead rendered, in one insert;
 * `export` for the outreach CSV (format `outreach`), `template` for the preview.
 */
function recordOutreach(
  db: Db,
  scope: TeamScope,
  rows: readonly TRenderedEmail[],
  kind: 'template' | 'export',
  { templateId, sequenceId }: TApplyRequest,
) {
  const leadIds = [...new Set(rows.map((row) => row.leadId))];
  const source = sequenceId ? { sequenceId } : { templateId };
  return recordLeadActivity(
    db,
    scope,
    leadIds,
    kind,
    kind === 'export' ? { format: 'outreach', ...source } : source,
  );
}

/** Cold emails, templates, sequences and applying them to leads (issue 7). `writer` is for tests. */
export function outreachRoutes(deps: AppDeps, options: { writer?: TEmailWriter } = {}) {
  const { db } = deps;
  const writer = options.writer ?? createEmailWriter(deps.config);
  const coldEmailDeps = { db, writer, aiMonthlyLimit: deps.config.LLM_MONTHLY_EMAILS_PER_USER };
  return new Hono<AppEnv>()
    .post('/leads/:id/cold-email', canWrite, leadId, validate('json', ZColdEmailRequest), async (c) => {
      const scope = scopeOf(c);
      const id = c.req.valid('param').id;
      const { tone, confirmed } = c.req.valid('json');
      await guardColleagueContact(db, scope, [id], confirmed);
      const email = await generateColdEmail(coldEmailDeps, scope, c.get('user'), id, tone);
      await recordLeadActivity(db, scope, [id], 'email', { tone, engine: email.engine });
      return c.json(email);
    })
    .get('/email-templates', async (c) => c.json(await listTemplates(db, scopeOf(c))))
    .post('/email-templates', canWrite, validate('json', ZTemplateInput), async (c) =>
      c.json(await createTemplate(db, scopeOf(c), c.req.valid('json')), 201),
    )
    .patch('/email-templates/:id', canWrite, templateId, validate('json', ZTemplatePatch), async (c) =>
      c.json(await updateTemplate(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/email-templates/:id', canWrite, templateId, async (c) => {
      await deleteTemplate(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/email-templates/:id/duplicate', canWrite, templateId, async (c) =>
      c.json(await duplicateTemplate(db, scopeOf(c), c.req.valid('param').id), 201),
    )
    .get('/email-sequences', async (c) => c.json(await listSequences(db, scopeOf(c))))
    .post('/email-sequences', canWrite, validate('json', ZSequenceInput), async (c) =>
      c.json(await createSequence(db, scopeOf(c), c.req.valid('json')), 201),
    )
    .delete('/email-sequences/:id', canWrite, sequenceId, async (c) => {
      await deleteSequence(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/outreach/render', canExport, validate('json', ZApplyRequest), async (c) => {
      const scope = scopeOf(c);
      const request = c.req.valid('json');
      const rows = await renderOutreach(db, scope, request);
      await recordOutreach(db, scope, rows, 'template', request);
      return c.json(rows);
    })
    .post('/outreach/export', canExport, validate('json', ZApplyRequest), async (c) => {
      const scope = scopeOf(c);
      const request = c.req.valid('json');
      const rows = await withExport(db, scope, () => renderOutreach(db, scope, request, { entitled: true }));
      await recordOutreach(db, scope, rows, 'export', request);
      return c.body(outreachCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${outreachFilename()}"`,
        'cache-control': 'no-store',
      });
    });
}
