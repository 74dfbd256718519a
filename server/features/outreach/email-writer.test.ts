import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from '@fakes/llm/start-fake-llm';
import { createChatCompletionsClient, LlmError } from '../../integrations/llm/chat-completions-client';
import {
  builtinWriter,
  createEmailWriter,
  llmWriter,
  NOTICE_UNREADABLE,
  NOTICE_UNVERIFIED,
} from './email-writer';
import { findGaps } from './find-gaps';
import { makeFacts } from './outreach-fixtures';
import { recommendServices } from './recommend-services';
import { verifyEmailClaims } from './verify-email-claims';

const facts = makeFacts();
const gaps = findGaps(facts);
const input = {
  facts,
  gaps,
  services: recommendServices(facts, gaps),
  sender: 'Sam Rivera',
  tone: 'friendly' as const,
};

describe('the model engine against an OpenAI-compatible server', () => {
  let fake: TFakeLlm;
  const writer = (timeoutMs = 2_000) =>
    llmWriter(
      createChatCompletionsClient({ baseUrl: fake.url, apiKey: 'sk-test', model: 'gpt-test', timeoutMs }),
    );

  beforeAll(async () => {
    fake = await startFakeLlm({ slowMs: 5_000, apiKey: 'sk-test' });
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.reset();
    fake.setMode('success');
  });

  it('sends the facts as structured input with the rules, and returns the checked draft', async () => {
    const written = await writer().write(input);
    expect(written.engine).toBe('ai');
    expect(written.notice).toBeNull();
    expect(written.body).toContain('No chat on the site');
    expect(verifyEmailClaims(written, input).ok).toBe(true);

    const [request] = fake.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body?.model).toBe('gpt-test');
    expect(request.body?.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request.body!.messages!;
    expect(system.content).toContain('Use ONLY the facts');
    expect(system.content).toContain('friendly');
    expect(JSON.parse(user.content)).toMatchObject({
      business: { name: "Joe's Plumbing", googleRating: 3.9, googleReviewCount: 11 },
      gaps: ['No chat on the site', '3.9 stars from 11 reviews', 'No Instagram'],
      sender: 'Sam Rivera',
    });
  });

  it('replaces a draft that invents numbers with the built-in one', async () => {
    fake.setMode('hallucinate');
    const written = await writer().write(input);
    expect(written.engine).toBe('builtin');
    expect(written.notice).toBe(NOTICE_UNVERIFIED);
    expect(written.body).not.toContain('87');
    expect(written.body).not.toContain('37%');
    expect(written.body).toContain('3.9 stars from 11 reviews');
  });

  it('replaces an answer that is not the JSON asked for with the built-in draft', async () => {
    fake.setMode('unreadable');
    const written = await writer().write(input);
    expect(written).toMatchObject({ engine: 'builtin', notice: NOTICE_UNREADABLE });
  });

  it('gives up after the timeout without retrying, with a clear message', async () => {
    fake.setMode('slow');
    const started = Date.now();
    const error = await writer(300)
      .write(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The AI provider did not answer within 0.3 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500 and keeps the provider’s message for the log when it keeps failing', async () => {
    fake.setMode('error');
    const error = await writer()
      .write(input)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The AI provider answered 500.',
      detail: 'The server had an error while processing your request. Sorry about that!',
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('succeeds when a retry does', async () => {
    fake.setMode('error-once');
    const written = await writer().write(input);
    expect(written.engine).toBe('ai');
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
  });

  it('does not retry a refused key and says why', async () => {
    const wrongKey = llmWriter(
      createChatCompletionsClient({ baseUrl: fake.url, apiKey: 'sk-wrong', model: 'm', timeoutMs: 2_000 }),
    );
    await expect(wrongKey.write(input)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'The AI provider answered 401.',
      detail: 'Incorrect API key provided.',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a body that is not JSON', async () => {
    fake.setMode('invalid-json');
    await expect(writer().write(input)).rejects.toMatchObject({
      kind: 'invalid_response',
      message: 'The AI provider sent a response that is not valid JSON.',
    });
  });

  it('reports an unreachable provider', async () => {
    const nowhere = llmWriter(
      createChatCompletionsClient({
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'm',
        timeoutMs: 2_000,
        maxAttempts: 1,
      }),
    );
    await expect(nowhere.write(input)).rejects.toMatchObject({
      kind: 'network',
      message: 'Could not reach the AI provider.',
    });
  });
});

describe('choosing the engine', () => {
  it('uses the built-in writer when no LLM_BASE_URL is set', async () => {
    const writer = createEmailWriter({
      LLM_BASE_URL: undefined,
      LLM_API_KEY: undefined,
      LLM_MODEL: 'x',
      LLM_TIMEOUT_MS: 1000,
    });
    expect(writer).toBe(builtinWriter);
    const written = await writer.write(input);
    expect(written).toMatchObject({
      engine: 'builtin',
      notice: null,
      subject: "Quick idea for Joe's Plumbing",
    });
  });

  it('uses the model when LLM_BASE_URL is set', () => {
    expect(
      createEmailWriter({
        LLM_BASE_URL: 'http://127.0.0.1:1/v1',
        LLM_API_KEY: undefined,
        LLM_MODEL: 'x',
        LLM_TIMEOUT_MS: 1000,
      }).engine,
    ).toBe('ai');
  });
});
