import { z } from 'zod';
import type { TColdEmailTone } from '@contracts/outreach';
import type { Config } from '../../config';
import { logger } from '../../core/logger';
import {
  createConfiguredChatClient,
  type TChatCompletionsClient,
} from '../../integrations/llm/chat-completions-client';
import { verifyEmailClaims } from './verify-email-claims';
import { writeBuiltinEmail, type TEmailDraft, type TWriteInput } from './write-builtin-email';

export type TWrittenEmail = TEmailDraft & { engine: 'ai' | 'builtin'; notice: string | null };

/** One interface, two engines: the configured model (checked against the facts) or the built-in writer. */
export type TEmailWriter = {
  engine: 'ai' | 'builtin';
  write: (input: TWriteInput) => Promise<TWrittenEmail>;
};

export const builtinWriter: TEmailWriter = {
  engine: 'builtin',
  write: async (input) => ({ ...writeBuiltinEmail(input), engine: 'builtin', notice: null }),
};

const TONE_GUIDE: Record<TColdEmailTone, string> = {
  professional: 'professional: polite, clear and businesslike',
  friendly: 'friendly: warm and conversational, still respectful',
  direct: 'direct: short sentences, straight to the point, no small talk',
};

export const NOTICE_UNVERIFIED =
  'The AI draft mentioned details that are not in this lead’s data, so a fact-only draft was written instead.';
export const NOTICE_UNREADABLE = 'The AI answer could not be read, so a fact-only draft was written instead.';

export function systemPrompt(tone: TColdEmailTone): string {
  return [
    'You write short cold emails from a marketing or web agency to a local business.',
    'Rules:',
    '- Use ONLY the facts in the JSON you are given. Never invent reviews, ratings, numbers, statistics, percentages, prices, dates, people, tools, websites or results.',
    '- Do not write any digit or number that does not appear in the facts.',
    '- Name the business and mention two to four of the listed gaps in plain words. Do not add gaps of your own.',
    '- websiteAudit lists checked findings about their website, most serious first. You may use a finding, its evidence and its pitch sentence (as written or in your own words); open with the most serious one you use.',
    '- Offer the listed recommended services; never promise a specific result.',
    '- Greet the contact by first name when contactFirstName is given, otherwise write "Hi there".',
    '- Sign off with the sender name given, or "[Your Name]" when it is null.',
    `- Tone: ${TONE_GUIDE[tone]}.`,
    '- Keep the body under one hundred and forty words, in plain text without markdown.',
    'Answer with one JSON object and nothing else: {"subject": "...", "body": "..."}.',
  ].join('\n');
}

/** The model's structured input: the facts, already reduced to what may be said. */
export function factsMessage({ facts, gaps, services, sender, tone }: TWriteInput): string {
  return JSON.stringify({
    tone,
    business: {
      name: facts.businessName,
      city: facts.city,
      state: facts.state,
      businessType: facts.niche,
      website: facts.website,
      googleRating: facts.rating,
      googleReviewCount: facts.reviewCount,
      contactFirstName: facts.contactName?.split(/\s+/)[0] ?? null,
      cms: facts.cmsPlatform,
      chatWidget: facts.hasChatbot ? facts.chatbotPlatform : null,
    },
    gaps: gaps.map((g) => g.label),
    websiteAudit: facts.auditFindings.map((f) => ({
      finding: f.title,
      severity: f.severity,
      evidence: f.evidence.value,
      pitch: f.pitch,
    })),
    recommendedServices: services.map((s) => ({
      service: s.service,
      reason: s.reason,
      priority: s.priority,
    })),
    sender,
  });
}

const ZDraft = z.object({ subject: z.string().trim().min(1), body: z.string().trim().min(1) });

function parseDraft(content: string): TEmailDraft | null {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = ZDraft.safeParse(JSON.parse(unfenced.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The model writes from the facts; its draft is then checked claim by claim against them. A draft that
 * cannot be read or says anything the lead's data does not is replaced by the built-in writer's. A provider
 * failure (timeout, error status, broken response) is an LlmError for the caller to report.
 */
export function llmWriter(client: TChatCompletionsClient): TEmailWriter {
  return {
    engine: 'ai',
    async write(input) {
      const content = await client.complete(
        [
          { role: 'system', content: systemPrompt(input.tone) },
          { role: 'user', content: factsMessage(input) },
        ],
        { json: true },
      );
      const draft = parseDraft(content);
      if (!draft) {
        logger.warn('AI email unreadable; using the built-in writer', { leadId: input.facts.leadId });
        return { ...writeBuiltinEmail(input), engine: 'builtin', notice: NOTICE_UNREADABLE };
      }
      const check = verifyEmailClaims(draft, input);
      if (!check.ok) {
        logger.warn('AI email failed the fact check; using the built-in writer', {
          leadId: input.facts.leadId,
          violations: check.violations,
        });
        return { ...writeBuiltinEmail(input), engine: 'builtin', notice: NOTICE_UNVERIFIED };
      }
      return { ...draft, engine: 'ai', notice: null };
    },
  };
}

/** The model when LLM_BASE_URL is set, otherwise the built-in writer. */
export function createEmailWriter(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
): TEmailWriter {
  const client = createConfiguredChatClient(config);
  return client ? llmWriter(client) : builtinWriter;
}
