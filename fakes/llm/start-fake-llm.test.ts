import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from './start-fake-llm';

const facts = {
  business: { name: 'Acme Dental', city: 'Reno' },
  gaps: ['No website', '4.1 stars from 9 reviews'],
  recommendedServices: [{ service: 'Website design' }],
  sender: null,
};

async function ask(fake: TFakeLlm, model = 'gpt-4o-mini') {
  return fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model,
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: JSON.stringify(facts) },
      ],
    }),
  });
}

describe('fake LLM', () => {
  let fake: TFakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({ slowMs: 200 });
  });
  afterAll(async () => fake?.close());

  it('answers like OpenAI with a JSON draft built from the facts it was sent', async () => {
    const res = await ask(fake);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant' } }],
    });
    const draft = JSON.parse(body.choices[0].message.content);
    expect(draft.subject).toBe('Ideas for Acme Dental');
    expect(draft.body).toContain('- 4.1 stars from 9 reviews');
    expect(draft.body).not.toMatch(/87|37%/);
  });

  it('switches modes by call, by control endpoint and by model name', async () => {
    fake.setMode('error');
    expect((await ask(fake)).status).toBe(500);
    await fetch(`${fake.url.replace(/\/v1$/, '')}/__fake/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'invalid-json' }),
    });
    expect(() => JSON.parse('{"id": "chatcmpl-broken", "choices": [')).toThrow();
    expect(await (await ask(fake)).text()).toBe('{"id": "chatcmpl-broken", "choices": [');
    const hallucinated = await (await ask(fake, 'fake-hallucinate')).json();
    expect(JSON.parse(hallucinated.choices[0].message.content).body).toContain(
      '4.2 stars from 87 reviews on Yelp',
    );
    const started = Date.now();
    expect((await ask(fake, 'fake-slow')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    fake.setMode('success');
  });

  it('answers unknown paths with an OpenAI-style 404', async () => {
    const res = await fetch(`${fake.url}/embeddings`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('unknown_url');
  });
});
