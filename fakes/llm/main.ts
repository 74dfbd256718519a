import { FAKE_LLM_MODES, startFakeLlm, type TFakeLlmMode } from './start-fake-llm';

// Manual runs: PORT=4030 MODE=success npx tsx fakes/llm/main.ts
const mode = (process.env.MODE ?? 'success') as TFakeLlmMode;
if (!FAKE_LLM_MODES.includes(mode)) {
  console.error(`MODE must be one of ${FAKE_LLM_MODES.join(', ')}`);
  process.exit(1);
}
const fake = await startFakeLlm({
  port: Number(process.env.PORT ?? 4030),
  mode,
  slowMs: process.env.SLOW_MS ? Number(process.env.SLOW_MS) : undefined,
  apiKey: process.env.FAKE_LLM_API_KEY || undefined,
});
console.log(
  `Fake LLM (${mode}) on ${fake.url}: set LLM_BASE_URL to it. Switch modes with POST ${fake.url.replace(/\/v1$/, '')}/__fake/mode {"mode": "…"} or LLM_MODEL=fake-<mode>.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
