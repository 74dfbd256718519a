import {
  renderTemplate,
  templateValuesFor,
  type TApplyRequest,
  type TRenderedEmail,
} from '@contracts/outreach';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { assertCanExport } from '../entitlements';
import { loadLeads } from './load-leads';
import { getSequence } from './sequence-queries';
import { findVisibleTemplates } from './template-queries';

/**
 * Renders a template (day 0) or a saved sequence for each of the user's leads: one email per lead and step,
 * leads in the order given, steps in sequence order. Needs the export entitlement; the CSV download has already
 * taken one export of the month's limit (`entitled`, see outreach.routes.ts).
 */
export async function renderOutreach(
  db: Db,
  scope: TeamScope,
  request: TApplyRequest,
  options: { entitled?: boolean } = {},
): Promise<TRenderedEmail[]> {
  if (!options.entitled) await assertCanExport(db, scope);
  const steps = request.sequenceId
    ? (await getSequence(db, scope, request.sequenceId)).steps
    : [{ templateId: request.templateId!, dayOffset: 0 }];
  const templates = await findVisibleTemplates(
    db,
    scope,
    steps.map((s) => s.templateId),
  );
  const leads = await loadLeads(db, scope, request.leadIds);
  return leads.flatMap(({ row, niche, facts }) => {
    const values = templateValuesFor({ ...row, niche });
    return steps.map((step, i) => {
      const template = templates.get(step.templateId)!;
      return {
        leadId: row.id,
        business: row.businessName,
        email: facts.emails[0] ?? '',
        step: i + 1,
        day: step.dayOffset,
        templateId: template.id,
        subject: renderTemplate(template.subject, values),
        body: renderTemplate(template.body, values),
      };
    });
  });
}
