import { startFakeDns } from './start-fake-dns';

// Manual runs: PORT=5353 npx tsx fakes/dns/main.ts, then start LeadScout with DNS_SERVERS=127.0.0.1:5353.
// The zones are fakes/dns/fake-mail-zones.ts: the `.test` names tests use, and a stable mix for every other name.
const fake = await startFakeDns({ port: Number(process.env.PORT ?? 5353) });
console.log(`Fake DNS on ${fake.server} (UDP and TCP): set DNS_SERVERS to it`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
