import { serveFake } from '../serve-fake';
import { groundedDraft, hallucinatedDraft } from './fake-answers';

/**
 * - `success`: a JSON draft built only from the facts in the request
 * - `slow`: the same, after `slowMs` (to trip the client's timeout)
 * - `error`: 500 with an OpenAI-style error body
 * - `error-once`: 500 for the first request, then `success` (to prove retries)
 * - `invalid-json`: 200 whose body is not JSON
 * - `unreadable`: a valid completion whose text is not the JSON object asked for
 * - `hallucinate`: a draft that invents a rating, a review count, a review site and a percentage
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

let completionCounter = 0;
function completion(model: string, content: string) {
  completionCounter += 1;
  return {
    id: `chatcmpl-fake-${completionCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
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
          return reply(200, completion(model, JSON.stringify(groundedDraft(messages))));
        case 'invalid-json':
          return reply(200, '{"id": "chatcmpl-broken", "choices": [', 'application/json');
        case 'unreadable':
          return reply(200, completion(model, 'Sure! Here is a great email for you.'));
        case 'hallucinate':
          return reply(200, completion(model, JSON.stringify(hallucinatedDraft(messages))));
        case 'slow':
          // Never answered when the fake closes first (close() clears the timer and ends the connection).
          return new Promise<Response>((resolve) => {
            const timer = setTimeout(() => {
              pending.delete(timer);
              resolve(reply(200, completion(model, JSON.stringify(groundedDraft(messages)))));
            }, slowMs);
            pending.add(timer);
          });
        case 'success':
          return reply(200, completion(model, JSON.stringify(groundedDraft(messages))));
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
