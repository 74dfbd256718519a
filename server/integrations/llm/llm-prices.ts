import type { TChatUsage } from './chat-completions-client';

/** A model's list price in dollars per million tokens, prompt (input) and completion (output). */
export type TLlmPrice = { inputPer1M: number; outputPer1M: number };

/**
 * List prices of the models LLM_MODEL is usually set to (OpenAI's pricing page, standard tier, 2026; decision
 * 145). A name is matched exactly, then by its longest listed prefix (`gpt-4o-mini-2024-07-18` is
 * `gpt-4o-mini`).
 */
export const LLM_PRICES: Record<string, TLlmPrice> = {
  'gpt-4o-mini': { inputPer1M: 0.15, outputPer1M: 0.6 },
  'gpt-4o': { inputPer1M: 2.5, outputPer1M: 10 },
  'gpt-4.1-nano': { inputPer1M: 0.1, outputPer1M: 0.4 },
  'gpt-4.1-mini': { inputPer1M: 0.4, outputPer1M: 1.6 },
  'gpt-4.1': { inputPer1M: 2, outputPer1M: 8 },
  'gpt-5-nano': { inputPer1M: 0.05, outputPer1M: 0.4 },
  'gpt-5-mini': { inputPer1M: 0.25, outputPer1M: 2 },
  'gpt-5': { inputPer1M: 1.25, outputPer1M: 10 },
};

/**
 * A model the table does not know (a gateway's own name, a local model) is reckoned at the dearest common price
 * above, so a cap is never passed for want of a row; an operator whose model is cheaper sees higher costs, not
 * a blown budget.
 */
export const DEFAULT_LLM_PRICE: TLlmPrice = { inputPer1M: 2.5, outputPer1M: 10 };

export function llmPriceOf(model: string): TLlmPrice {
  if (LLM_PRICES[model]) return LLM_PRICES[model];
  const prefix = Object.keys(LLM_PRICES)
    .filter((name) => model.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? LLM_PRICES[prefix] : DEFAULT_LLM_PRICE;
}

/**
 * What tokens cost, in millionths of a dollar, rounded up: a dollar per million tokens is a millionth of a dollar
 * per token.
 */
export function costMicros(price: TLlmPrice, usage: TChatUsage): number {
  return Math.ceil(usage.promptTokens * price.inputPer1M + usage.completionTokens * price.outputPer1M);
}
