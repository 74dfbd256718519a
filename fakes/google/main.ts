import { fakeSiteWebsites } from './fake-site-websites';
import { startFakeGoogle } from './start-fake-google';

// Manual runs: PORT=4010 LATENCY_MS=150 WEBSITES_PORT=4600 npx tsx fakes/google/main.ts
// With WEBSITES_PORT, businesses with a website point at the fake websites (fakes/websites/main.ts).
const websitesPort = process.env.WEBSITES_PORT;
const fake = await startFakeGoogle({
  port: Number(process.env.PORT ?? 4010),
  latencyMs: Number(process.env.LATENCY_MS ?? 0),
  websiteFor: websitesPort ? fakeSiteWebsites(websitesPort) : undefined,
});
console.log(
  `Fake Google APIs on ${fake.url}: set GOOGLE_PLACES_API_BASE_URL and GOOGLE_GEOCODING_API_BASE_URL to it.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
