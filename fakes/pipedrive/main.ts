import { startFakePipedrive } from './start-fake-pipedrive';

// Manual runs: PORT=4051 npx tsx fakes/pipedrive/main.ts (any API token of 20 characters or more is accepted)
const fake = await startFakePipedrive({ port: Number(process.env.PORT ?? 4051) });
console.log(`Fake Pipedrive on ${fake.url}. Start LeadScout with PIPEDRIVE_API_BASE_URL=${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
