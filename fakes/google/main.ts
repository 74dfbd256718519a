import { startFakeGoogle } from './start-fake-google';

// Manual runs: PORT=4010 LATENCY_MS=150 WEBSITES_BASE_URL=http://127.0.0.1:4020 npx tsx fakes/google/main.ts
const websitesBaseUrl = process.env.WEBSITES_BASE_URL?.replace(/\/$/, '');
const fake = await startFakeGoogle({
  port: Number(process.env.PORT ?? 4010),
  latencyMs: Number(process.env.LATENCY_MS ?? 0),
  websiteFor: websitesBaseUrl ? (business) => `${websitesBaseUrl}/${business.slug}` : undefined,
});
console.log(
  `Fake Google APIs on ${fake.url}: set GOOGLE_PLACES_API_BASE_URL and GOOGLE_GEOCODING_API_BASE_URL to it.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
