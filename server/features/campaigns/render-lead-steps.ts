import { renderTemplate, templateValuesFor } from '@contracts/outreach';
import type { TCampaignStep } from '../../db/schema';
import { threadSubject } from '../../integrations/mail/message-id';
import { withFirstLine, type TLoadedLead } from '../outreach';

export type TRenderedStep = { subject: string; body: string };

/** The step that starts the thread step `index` belongs to: the last new-thread step up to it, else the first. */
export function threadRootOf(steps: readonly Pick<TCampaignStep, 'newThread'>[], index: number): number {
  for (let i = index; i > 0; i--) if (steps[i].newThread) return i;
  return 0;
}

/**
 * One lead's messages, with the team's template renderer: a step that starts a thread has its own subject, a
 * threaded one its thread's first subject with one "Re: " (decision 136). The first line, when given, opens the
 * first step's body.
 */
export function renderLeadSteps(
  steps: readonly TCampaignStep[],
  { row, niche }: Pick<TLoadedLead, 'row' | 'niche'>,
  firstLine: string | null,
): TRenderedStep[] {
  const values = templateValuesFor({ ...row, niche });
  const subjects = steps.map((step) => renderTemplate(step.subject, values).trim());
  return steps.map((step, i) => {
    const root = threadRootOf(steps, i);
    const body = renderTemplate(step.body, values);
    return {
      subject: root === i ? subjects[i] : threadSubject(subjects[root], true),
      body: i === 0 && firstLine ? withFirstLine(body, firstLine) : body,
    };
  });
}

/** In-Reply-To and References of each step: the ids of the steps before it in its thread, the last replied to. */
export function threadHeaders(
  steps: readonly Pick<TCampaignStep, 'newThread'>[],
  messageIds: readonly string[],
) {
  return steps.map((_, i) => {
    const references = messageIds.slice(threadRootOf(steps, i), i);
    return { inReplyTo: references.at(-1) ?? null, references };
  });
}
