import type { TColdEmailResponse, TColdEmailTone } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { logger } from '../../core/logger';
import { assertCanExport } from '../entitlements';
import { incrementUsage } from '../usage';
import { LlmError } from '../../integrations/llm/chat-completions-client';
import { builtinWriter, type TEmailWriter } from './email-writer';
import { findGaps } from './find-gaps';
import { loadLead } from './load-leads';
import { recommendServices } from './recommend-services';

export const noticeMonthlyLimit = (limit: number) =>
  `You have used this month's ${limit} AI-written emails, so a fact-only draft was written instead.`;

type TColdEmailDeps = { db: Db; writer: TEmailWriter; aiMonthlyLimit: number };

/** The model while the user's monthly allowance lasts (each call counts, it costs the operator), then the built-in writer. */
async function writerFor(
  deps: TColdEmailDeps,
  scope: TeamScope,
): Promise<{ writer: TEmailWriter; notice: string | null }> {
  if (deps.writer.engine !== 'ai') return { writer: deps.writer, notice: null };
  const used = await incrementUsage(deps.db, scope, 'ai_email');
  return used <= deps.aiMonthlyLimit
    ? { writer: deps.writer, notice: null }
    : { writer: builtinWriter, notice: noticeMonthlyLimit(deps.aiMonthlyLimit) };
}

/**
 * A cold email for one of the user's leads: gaps and recommended services come from the stored lead, the
 * text from the writer. A provider failure is a 502 GENERATION_FAILED with our own wording; what the provider
 * said goes to the log only. Cold emails need the same entitlement as exports.
 */
export async function generateColdEmail(
  deps: TColdEmailDeps,
  scope: TeamScope,
  user: { name: string },
  leadId: string,
  tone: TColdEmailTone,
): Promise<TColdEmailResponse> {
  const { facts } = await loadLead(deps.db, scope, leadId);
  await assertCanExport(deps.db, scope);
  const gaps = findGaps(facts);
  const services = recommendServices(facts, gaps);
  const { writer, notice } = await writerFor(deps, scope);
  try {
    const written = await writer.write({ facts, tone, gaps, services, sender: user.name.trim() || null });
    return {
      email: written.body,
      subject: written.subject,
      gaps,
      recommendedServices: services,
      engine: written.engine,
      notice: written.notice ?? notice,
    };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    logger.warn('cold email generation failed at the provider', {
      leadId,
      kind: error.kind,
      status: error.status,
      detail: error.detail,
    });
    throw new AppError('GENERATION_FAILED', error.message);
  }
}
