import { describe, expect, it } from 'vitest';
import { costMicros, DEFAULT_LLM_PRICE, LLM_PRICES, llmPriceOf } from './llm-prices';

describe('llm prices', () => {
  it('finds a model by its name, a dated name by its longest listed prefix, anything else at the default', () => {
    expect(llmPriceOf('gpt-4o-mini')).toBe(LLM_PRICES['gpt-4o-mini']);
    expect(llmPriceOf('gpt-4o-mini-2024-07-18')).toBe(LLM_PRICES['gpt-4o-mini']);
    expect(llmPriceOf('gpt-4o-2024-08-06')).toBe(LLM_PRICES['gpt-4o']);
    expect(llmPriceOf('llama3.1:8b')).toBe(DEFAULT_LLM_PRICE);
    expect(llmPriceOf('gpt-4omni')).toBe(DEFAULT_LLM_PRICE);
  });

  it('reckons a call in millionths of a dollar, rounded up', () => {
    // 1,000 prompt tokens at $0.15 and 100 completion tokens at $0.60 per million: $0.00015 + $0.00006.
    expect(costMicros(LLM_PRICES['gpt-4o-mini'], { promptTokens: 1_000, completionTokens: 100 })).toBe(210);
    expect(costMicros(LLM_PRICES['gpt-4o-mini'], { promptTokens: 1, completionTokens: 0 })).toBe(1);
    expect(costMicros(LLM_PRICES['gpt-4o-mini'], { promptTokens: 0, completionTokens: 0 })).toBe(0);
  });
});
