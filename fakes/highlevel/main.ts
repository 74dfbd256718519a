import { startFakeHighLevel } from './start-fake-highlevel';

// Manual runs: PORT=4052 npx tsx fakes/highlevel/main.ts (any `pit-…` token of 20+ characters, for its one location)
const fake = await startFakeHighLevel({ port: Number(process.env.PORT ?? 4052) });
console.log(
  `Fake HighLevel on ${fake.url} (location ${fake.locationId}). Start LeadScout with HIGHLEVEL_API_BASE_URL=${fake.url}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
