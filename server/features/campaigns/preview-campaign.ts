import {
  AI_FIRST_LINE_PLACEHOLDER,
  type TCampaignPreview,
  type TCampaignPreviewRequest,
} from '@contracts/campaigns';
import type { TeamScope } from '../../lib/team-scope';
import { aiFirstLineBudget, type TFirstLineDeps } from './ai-first-lines';
import { planEnrolments } from './plan-enrolments';
import { prepareCampaign } from './prepare-campaign';
import { renderLeadSteps } from './render-lead-steps';

/**
 * What a launch would do, written nowhere (decision 139): each lead's address and rendered steps, or why it is
 * left out; the mailboxes rotate over the enrolled leads as at launch. The AI first line is shown as a placeholder
 * and only counted here: writing it is what costs, and a preview may be asked for many times.
 */
export async function previewCampaign(
  deps: TFirstLineDeps,
  scope: TeamScope,
  request: TCampaignPreviewRequest,
): Promise<TCampaignPreview> {
  const prepared = await prepareCampaign(deps.db, scope, request);
  const planned = await planEnrolments(deps.db, scope, prepared.leads);
  let enrolled = 0;
  const leads = planned.map(({ lead, email, skip }) => {
    const mailbox = skip ? null : prepared.mailboxes[enrolled++ % prepared.mailboxes.length];
    const firstLine = request.aiFirstLine ? AI_FIRST_LINE_PLACEHOLDER : null;
    return {
      leadId: lead.row.id,
      business: lead.row.businessName,
      email,
      mailboxId: mailbox?.id ?? null,
      steps: skip
        ? []
        : renderLeadSteps(prepared.steps, lead, firstLine).map((step, i) => ({
            step: i + 1,
            day: prepared.steps[i].dayOffset,
            ...step,
          })),
      skip,
    };
  });
  return {
    leads,
    enrolled,
    skipped: leads.length - enrolled,
    aiFirstLines: request.aiFirstLine ? await aiFirstLineBudget(deps, scope, enrolled) : null,
  };
}
