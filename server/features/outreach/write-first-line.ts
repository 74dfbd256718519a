import { logger } from '../../core/logger';
import { LlmError } from '../../integrations/llm/chat-completions-client';
import { builtinWriter, type TEmailWriter } from './email-writer';
import { findGaps } from './find-gaps';
import type { TLeadFacts } from './lead-facts';
import { recommendServices } from './recommend-services';

const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b/i;
const MAX_FIRST_LINE = 300;

/**
 * The opening sentence of a written email: the first paragraph that is not a greeting, up to its first full stop
 * (a list or a colon after it is left out).
 */
export function openingSentence(body: string): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const opening = paragraphs.find((p) => !GREETING.test(p)) ?? '';
  const firstLine = opening.split('\n')[0];
  const sentence = /^.*?[.!?](?=\s|$)/.exec(firstLine)?.[0] ?? firstLine;
  return sentence.replace(/:\s*$/, '.').trim().slice(0, MAX_FIRST_LINE);
}

/**
 * One lead's first line for a campaign (decision 139): the writer's email from the lead's facts, as the cold email
 * generator writes it (the model's draft checked claim by claim, else the fact-only writer), reduced to its
 * opening sentence. A provider failure falls back to the fact-only writer rather than failing the launch.
 */
export async function writeFirstLine(writer: TEmailWriter, facts: TLeadFacts): Promise<string> {
  const gaps = findGaps(facts);
  const input = {
    facts,
    tone: 'professional' as const,
    gaps,
    services: recommendServices(facts, gaps),
    sender: null,
  };
  try {
    return openingSentence((await writer.write(input)).body);
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    logger.warn('AI first line failed at the provider; using the built-in writer', {
      leadId: facts.leadId,
      kind: error.kind,
    });
    return openingSentence((await builtinWriter.write(input)).body);
  }
}

/** Puts the first line at the top of a body: after its greeting line when it starts with one, else above it. */
export function withFirstLine(body: string, firstLine: string): string {
  const [head, ...rest] = body.split('\n');
  if (GREETING.test(head.trim()) && rest.length > 0) {
    const tail = rest.join('\n').replace(/^\s*\n/, '');
    return `${head}\n\n${firstLine}\n\n${tail}`;
  }
  return `${firstLine}\n\n${body}`;
}
