import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config';

export type TChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type TChatClientOptions = {
  /** An OpenAI-compatible base URL ending in its version, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt; a timed-out request is not retried (the user is waiting). */
  timeoutMs: number;
  /** Tries for a network error, 429 or 5xx, with backoff 250 ms × 2^attempt. */
  maxAttempts?: number;
  fetch?: typeof fetch;
};

/** Tokens the provider counted for one answer (OpenAI's `usage`), what its price is reckoned from. */
export type TChatUsage = { promptTokens: number; completionTokens: number };

/**
 * How the answer must be written: a JSON object, or JSON that follows `schema` (OpenAI's structured outputs;
 * in strict mode every property is required and no other is allowed).
 */
export type TResponseFormat =
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };

/** `maxTokens`: the longest answer the provider may write (OpenAI's `max_completion_tokens`). */
export type TChatOptions = { responseFormat?: TResponseFormat; temperature?: number; maxTokens?: number };

/** The assistant's text and its usage (null when the provider sent none). */
export type TChatAnswer = { content: string; usage: TChatUsage | null };

export type TLlmFailure = 'timeout' | 'network' | 'http' | 'invalid_response';

/**
 * The provider did not give us a usable answer. `message` is our own text for the user's "Generation failed"
 * toast; `detail` is what the provider said, for the log only (it may echo prompts, keys or account details).
 */
export class LlmError extends Error {
  constructor(
    readonly kind: TLlmFailure,
    message: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

const MAX_PROVIDER_MESSAGE = 300;
const MAX_RETRY_AFTER_MS = 2_000;

function providerMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    return typeof message === 'string' && message.trim()
      ? message.trim().slice(0, MAX_PROVIDER_MESSAGE)
      : null;
  } catch {
    return body.trim() ? body.trim().slice(0, MAX_PROVIDER_MESSAGE) : null;
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

/** A minimal client for POST {baseUrl}/chat/completions, the protocol OpenAI and most gateways speak. */
export function createChatCompletionsClient(options: TChatClientOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxAttempts = options.maxAttempts ?? 3;
  const doFetch = options.fetch ?? fetch;
  const seconds = Math.round(options.timeoutMs / 100) / 10;

  async function attempt(messages: TChatMessage[], chat: TChatOptions): Promise<TChatAnswer> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: chat.temperature ?? 0.4,
          ...(chat.responseFormat ? { response_format: chat.responseFormat } : {}),
          ...(chat.maxTokens ? { max_completion_tokens: chat.maxTokens } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new LlmError('timeout', `The AI provider did not answer within ${seconds} seconds.`);
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new LlmError(
        'network',
        'Could not reach the AI provider.',
        undefined,
        cause?.code ?? cause?.message ?? (error as Error).message,
      );
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new LlmError('timeout', `The AI provider did not answer within ${seconds} seconds.`);
      }
      throw new LlmError('network', 'The AI provider closed the connection before answering.');
    }
    if (!response.ok) {
      const detail = providerMessage(text);
      throw new LlmError(
        'http',
        `The AI provider answered ${response.status}.`,
        response.status,
        detail ?? undefined,
      );
    }
    let body: {
      choices?: { message?: { content?: unknown } }[];
      usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
    };
    try {
      body = JSON.parse(text);
    } catch {
      throw new LlmError('invalid_response', 'The AI provider sent a response that is not valid JSON.');
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      throw new LlmError('invalid_response', 'The AI provider sent a response without any text.');
    }
    const { prompt_tokens: prompt, completion_tokens: completion } = body.usage ?? {};
    const usage =
      typeof prompt === 'number' && typeof completion === 'number'
        ? { promptTokens: prompt, completionTokens: completion }
        : null;
    return { content, usage };
  }

  /** The assistant's answer with its usage; throws LlmError after the retries are spent. */
  async function chat(messages: TChatMessage[], options: TChatOptions = {}): Promise<TChatAnswer> {
    for (let i = 0; ; i++) {
      try {
        return await attempt(messages, options);
      } catch (error) {
        const again =
          error instanceof LlmError &&
          i + 1 < maxAttempts &&
          (error.kind === 'network' || (error.kind === 'http' && retryable(error.status ?? 0)));
        if (!again) throw error;
        await sleep(Math.min(250 * 2 ** i, MAX_RETRY_AFTER_MS));
      }
    }
  }

  return {
    url,
    chat,
    /** The assistant's text (with `json`, a JSON object); throws LlmError after the retries are spent. */
    async complete(messages: TChatMessage[], { json = false }: { json?: boolean } = {}): Promise<string> {
      const answer = await chat(messages, json ? { responseFormat: { type: 'json_object' } } : {});
      return answer.content;
    },
  };
}

export type TChatCompletionsClient = ReturnType<typeof createChatCompletionsClient>;

/** The operator's model from configuration (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), or null when none is set. */
export function createConfiguredChatClient(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
): TChatCompletionsClient | null {
  if (!config.LLM_BASE_URL) return null;
  return createChatCompletionsClient({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}
