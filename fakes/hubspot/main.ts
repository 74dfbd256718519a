import { startFakeHubSpot } from './start-fake-hubspot';

// Manual runs: PORT=4050 npx tsx fakes/hubspot/main.ts (any `pat-…` token is accepted)
const fake = await startFakeHubSpot({ port: Number(process.env.PORT ?? 4050) });
console.log(`Fake HubSpot on ${fake.url}. Start LeadScout with HUBSPOT_API_BASE_URL=${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
