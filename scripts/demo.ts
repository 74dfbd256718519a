/**
 * `npm run demo`: LeadScout on http://localhost:3000 against local fakes of Google Places and of business
 * websites, so a full search works with no key and no internet, and of HubSpot, Pipedrive and HighLevel, so leads
 * can be pushed (any `pat-…` token connects HubSpot, any token of 20 characters or more Pipedrive, any `pit-…`
 * token of 20 or more HighLevel with the location id the fake prints), and of DNS, so the email checks answer
 * (decision 128). Everything it finds is generated demo data.
 * It uses its own database (DATA_DIR=./data/demo) and signs you in as the demo admin.
 */
import { spawn } from 'node:child_process';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeDns } from '@fakes/dns/start-fake-dns';
import { startFakeHighLevel } from '@fakes/highlevel/start-fake-highlevel';
import { startFakeHubSpot } from '@fakes/hubspot/start-fake-hubspot';
import { startFakePipedrive } from '@fakes/pipedrive/start-fake-pipedrive';
import { startFakeWebsites } from '@fakes/websites/start-fake-websites';

const PORT = Number(process.env.PORT ?? 3000);
const APP = `http://localhost:${PORT}`;
const DEMO = { email: 'demo@leadscout.demo', password: 'demo-password', name: 'Demo Admin' };

const websites = await startFakeWebsites({ latencyMs: 60 });
const google = await startFakeGoogle({
  latencyMs: 80,
  websiteFor: fakeSiteWebsites(new URL(websites.url).port),
});

const dns = await startFakeDns();
const hubspot = await startFakeHubSpot();
const pipedrive = await startFakePipedrive();
const highlevel = await startFakeHighLevel();

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: process.env.DATA_DIR ?? './data/demo',
    GOOGLE_PLACES_API_BASE_URL: google.url,
    GOOGLE_GEOCODING_API_BASE_URL: google.url,
    PAGESPEED_BASE_URL: google.url,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    HUBSPOT_API_BASE_URL: hubspot.url,
    PIPEDRIVE_API_BASE_URL: pipedrive.url,
    HIGHLEVEL_API_BASE_URL: highlevel.url,
    DNS_SERVERS: dns.server,
    APP_NOTICE: 'Demo mode: every business, website and contact you see is generated demo data.',
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${APP}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('LeadScout did not start');
}

/** The demo account (the first account, so admin) with a placeholder key the fake Google accepts. */
async function prepareDemoAccount() {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${APP}${path}`, {
      method: path.includes('api-keys') ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', origin: APP, cookie },
      body: JSON.stringify(body),
    });
  // Sign-up (first run) mails a verification link and does not sign in; signing in works either way.
  await post('/api/auth/sign-up/email', DEMO);
  const res = await post('/api/auth/sign-in/email', { email: DEMO.email, password: DEMO.password });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await post('/api/api-keys/google', { apiKey: 'DEMO-KEY-for-the-local-fake-0000' }, cookie);
}

await waitForServer();
await prepareDemoAccount();
console.log(
  `\nLeadScout demo: ${APP}\nSign in as ${DEMO.email} / ${DEMO.password} — all data is generated demo data.\n` +
    `HubSpot and Pipedrive (fakes) connect in Settings → Integrations with any "pat-…" token / any 20+ character token;\n` +
    `HighLevel (fake) with any "pit-…" token of 20+ characters and location id ${highlevel.locationId}.\n`,
);

const stop = () => {
  server.kill('SIGTERM');
  void Promise.all([
    google.close(),
    websites.close(),
    hubspot.close(),
    pipedrive.close(),
    highlevel.close(),
    dns.close(),
  ]).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
