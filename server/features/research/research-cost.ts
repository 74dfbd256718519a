import type { TChatUsage } from '../../integrations/llm/chat-completions-client';
import { MAX_ANSWER_TOKENS } from './answer-question';

/** Tokens a prompt adds beside its text: 4 per message (system and user) and 3 to start the reply (OpenAI's). */
const MESSAGE_TOKENS = 2 * 4 + 3;

/**
 * The answer's usual length in tokens: the JSON object with a sentence-long quote and its page's url (~160
 * characters), or the shorter "not found" object. Measured against the fake model (decision 145).
 */
export const EXPECTED_ANSWER_TOKENS = 36;

/** What one call is expected to use: the prompt at ~4 characters a token (English), a usual answer. */
export function expectedUsage(promptChars: number): TChatUsage {
  return {
    promptTokens: Math.ceil(promptChars / 4) + MESSAGE_TOKENS,
    completionTokens: EXPECTED_ANSWER_TOKENS,
  };
}

/**
 * What one call may use at most, reserved from the budget before it is made: the prompt at 3 characters a token
 * (text in other languages, numbers and urls take more tokens than English prose) and the longest answer the
 * model is allowed to write.
 */
export function boundUsage(promptChars: number): TChatUsage {
  return { promptTokens: Math.ceil(promptChars / 3) + MESSAGE_TOKENS, completionTokens: MAX_ANSWER_TOKENS };
}
