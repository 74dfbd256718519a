import { serveFake } from '../serve-fake';
import { groundedDraft, hallucinatedDraft } from './fake-answers';
import { inventedResearchReply, researchReply, researchSchemaOf } from './fake-research';

/**
 * - `success`: a JSON draft built only from the facts in the request; to a research question (structured output
 *   asking for a quote and its url) the answer from the fenced page text (fake-research.ts)
 * - `slow`: the same, after `slowMs` (to trip the client's timeout)
 * - `error`: 500 with an OpenAI-style error body
 * - `error-once`: 500 for the first request, then `success` (to prove retries)
 * - `invalid-json`: 200 whose body is not JSON
 * - `unreadable`: a valid completion whose text is not the JSON object asked for
 * - `hallucinate`: a draft that invents a rating, a review count, a review site and a percentage; a research
 *   answer with a quote that is on no page
 *
 * Every completion reports usage as OpenAI counts it, near enough: about four characters a token.
 */
export const FAKE_LLM_MODES = [
  'success',
  'slow',
  'error',
  'error-once',
  'invalid-json',
  'unreadable',
  'hallucinate',
] as const;
export type TFakeLlmMode = (typeof FAKE_LLM_MODES)[number];

export type TFakeLlmOptions = {
  port?: number;
  mode?: TFakeLlmMode;
  /** Delay of the `slow` mode. Default 30 s. */
  slowMs?: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401 like OpenAI's. */
  apiKey?: string;
};

export type TFakeLlmRequest = {
  path: string;
  authorization: string | null;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown } | null;
  status: number;
};

export type TFakeLlm = {
  /** The OpenAI-style base URL to configure: `<origin>/v1`. */
  url: string;
  requests: TFakeLlmRequest[];
  setMode: (mode: TFakeLlmMode) => void;
  reset: () => void;
  close: () => Promise<void>;
};

function send(status: number, body: unknown, contentType = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}

const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

type TMessage = { role: string; content: string };

/** Tokens as OpenAI's tokenizers count English, near enough: ~4 characters each, 4 more per message, 3 to reply. */
const tokens = (text: string) => Math.ceil(text.length / 4);
const promptTokens = (messages: TMessage[]) =>
  messages.reduce((sum, message) => sum + tokens(String(message.content ?? '')) + 4, 3);

let completionCounter = 0;
function completion(model: string, content: string, messages: TMessage[]) {
  completionCounter += 1;
  const prompt = promptTokens(messages);
  const completed = tokens(content);
  return {
    id: `chatcmpl-fake-${completionCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completed, total_tokens: prompt + completed },
  };
}

/** The well-behaved answer to a request: a research answer to a research question, else a grounded draft. */
function goodAnswer(messages: TMessage[], responseFormat: unknown): string {
  const research = researchSchemaOf(responseFormat);
  return JSON.stringify(research ? researchReply(messages, research) : groundedDraft(messages));
}

function inventedAnswer(messages: TMessage[], responseFormat: unknown): string {
  const research = researchSchemaOf(responseFormat);
  return JSON.stringify(research ? inventedResearchReply(messages, research) : hallucinatedDraft(messages));
}

const isMode = (value: unknown): value is TFakeLlmMode =>
  (FAKE_LLM_MODES as readonly unknown[]).includes(value);

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/chat/completions`. The mode is set by `setMode`, by
 * `POST /__fake/mode {"mode": …}`, or per request by a model named `fake-<mode>` (e.g. LLM_MODEL=fake-slow).
 */
export async function startFakeLlm(options: TFakeLlmOptions = {}): Promise<TFakeLlm> {
  let mode: TFakeLlmMode = options.mode ?? 'success';
  let failedOnce = false;
  const requests: TFakeLlmRequest[] = [];
  const slowMs = options.slowMs ?? 30_000;
  const pending = new Set<NodeJS.Timeout>();

  const { url: origin, close } = await serveFake(
    async (request) => {
      const url = new URL(request.url);
      const text = await request.text();
      if (url.pathname === '/__fake/health') return send(200, { ok: true, mode });
      if (url.pathname === '/__fake/mode' && request.method === 'POST') {
        const wanted = (JSON.parse(text || '{}') as { mode?: unknown }).mode;
        if (!isMode(wanted)) return send(400, { error: `mode must be one of ${FAKE_LLM_MODES.join(', ')}` });
        mode = wanted;
        failedOnce = false;
        return send(200, { mode });
      }
      let body: TFakeLlmRequest['body'] = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      const entry: TFakeLlmRequest = {
        path: url.pathname,
        authorization: request.headers.get('authorization'),
        body,
        status: 200,
      };
      requests.push(entry);
      const reply = (status: number, payload: unknown, contentType?: string) => {
        entry.status = status;
        return send(status, payload, contentType);
      };

      if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
        return reply(
          404,
          openAiError(
            `Unknown request URL: ${request.method} ${url.pathname}.`,
            'invalid_request_error',
            'unknown_url',
          ),
        );
      }
      if (options.apiKey && request.headers.get('authorization') !== `Bearer ${options.apiKey}`) {
        return reply(
          401,
          openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
        );
      }
      if (!body || !Array.isArray(body.messages) || typeof body.model !== 'string') {
        return reply(400, openAiError("'messages' and 'model' are required.", 'invalid_request_error', null));
      }
      const model = body.model;
      const requested = model.startsWith('fake-') ? model.slice(5) : null;
      const active: TFakeLlmMode = isMode(requested) ? requested : mode;
      const messages = body.messages;
      const format = body.response_format;
      const answer = (content: string) => reply(200, completion(model, content, messages));

      const serverError = () =>
        reply(
          500,
          openAiError(
            'The server had an error while processing your request. Sorry about that!',
            'server_error',
            null,
          ),
        );
      switch (active) {
        case 'error':
          return serverError();
        case 'error-once':
          if (!failedOnce) {
            failedOnce = true;
            return serverError();
          }
          return answer(goodAnswer(messages, format));
        case 'invalid-json':
          return reply(200, '{"id": "chatcmpl-broken", "choices": [', 'application/json');
        case 'unreadable':
          return answer('Sure! Here is a great email for you.');
        case 'hallucinate':
          return answer(inventedAnswer(messages, format));
        case 'slow':
          // Never answered when the fake closes first (close() clears the timer and ends the connection).
          return new Promise<Response>((resolve) => {
            const timer = setTimeout(() => {
              pending.delete(timer);
              resolve(answer(goodAnswer(messages, format)));
            }, slowMs);
            pending.add(timer);
          });
        case 'success':
          return answer(goodAnswer(messages, format));
      }
    },
    { port: options.port },
  );

  return {
    url: `${origin}/v1`,
    requests,
    setMode: (next) => {
      mode = next;
      failedOnce = false;
    },
    reset: () => {
      requests.length = 0;
      failedOnce = false;
    },
    close: () => {
      pending.forEach(clearTimeout);
      return close();
    },
  };
}
