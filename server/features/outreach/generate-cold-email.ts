import type { TColdEmailResponse, TColdEmailTone } from '@contracts/outreach';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { LlmError } from './chat-completions-client';
import type { TEmailWriter } from './email-writer';
import { findGaps } from './find-gaps';
import { loadLead } from './load-leads';
import { recommendServices } from './recommend-services';

/**
 * A cold email for one of the user's leads: gaps and recommended services come from the stored lead, the
 * text from the writer. A provider failure is a 502 GENERATION_FAILED with the provider's reason.
 */
export async function generateColdEmail(
  deps: { db: Db; writer: TEmailWriter },
  user: { id: string; name: string },
  leadId: string,
  tone: TColdEmailTone,
): Promise<TColdEmailResponse> {
  const { facts } = await loadLead(deps.db, user.id, leadId);
  const gaps = findGaps(facts);
  const services = recommendServices(facts, gaps);
  try {
    const written = await deps.writer.write({ facts, tone, gaps, services, sender: user.name.trim() || null });
    return { email: written.body, subject: written.subject, gaps, recommendedServices: services, engine: written.engine, notice: written.notice };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    logger.warn('cold email generation failed at the provider', { leadId, kind: error.kind, status: error.status });
    throw new AppError('GENERATION_FAILED', error.message, 502);
  }
}
