import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const GOOGLE_PORT = PORT + 1;
const SITES_PORT = PORT + 2;
const STRIPE_PORT = PORT + 5;
/** Fake HubSpot (e2e/crm-push.spec.ts) and fake HighLevel (e2e/crm-push-highlevel.spec.ts). */
const HUBSPOT_PORT = PORT + 3;
const HIGHLEVEL_PORT = PORT + 4;
/** Fake SMTP (mails listed as JSON on SMTP_HTTP_PORT, read by e2e/identity.spec.ts) and fake Google sign-in. */
const SMTP_PORT = PORT + 6;
const SMTP_HTTP_PORT = PORT + 7;
const OIDC_PORT = PORT + 8;
/** Fake Pipedrive (the integrations screen with a Pipedrive connection, e2e/a11y.spec.ts). */
const PIPEDRIVE_PORT = PORT + 9;
// PORT + 10: e2e/setup-admin.spec.ts starts its own LeadScout on PostgreSQL there. A new fake takes PORT + 11.
const OIDC_CLIENT_ID = 'e2e-leadscout.apps.googleusercontent.com';
const OIDC_CLIENT_SECRET = 'e2e-leadscout-google-secret';
/** The app and the fake Stripe share these (e2e/billing.spec.ts); price ids are the fake's defaults. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_leadscout';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'leadscout-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Debian's chromium; Playwright downloads no browser of its own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `tsx fakes/google/main.ts`,
      url: `http://127.0.0.1:${GOOGLE_PORT}/__fake/health`,
      env: { PORT: String(GOOGLE_PORT), WEBSITES_PORT: String(SITES_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/websites/main.ts --port ${SITES_PORT} --count 0`,
      url: `http://127.0.0.1:${SITES_PORT}/__fake/health`,
      env: { PORT: String(SITES_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/stripe/main.ts`,
      url: `http://127.0.0.1:${STRIPE_PORT}/__fake/health`,
      env: {
        PORT: String(STRIPE_PORT),
        WEBHOOK_URL: `http://localhost:${PORT}/api/billing/webhook`,
        WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/hubspot/main.ts`,
      url: `http://127.0.0.1:${HUBSPOT_PORT}/__fake/health`,
      env: { PORT: String(HUBSPOT_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/highlevel/main.ts`,
      url: `http://127.0.0.1:${HIGHLEVEL_PORT}/__fake/health`,
      env: { PORT: String(HIGHLEVEL_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/pipedrive/main.ts`,
      url: `http://127.0.0.1:${PIPEDRIVE_PORT}/__fake/health`,
      env: { PORT: String(PIPEDRIVE_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/smtp/main.ts`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/__fake/health`,
      env: { PORT: String(SMTP_PORT), HTTP_PORT: String(SMTP_HTTP_PORT), OUT_DIR: join(dataDir, 'mail') },
      reuseExistingServer: false,
    },
    {
      command: `tsx fakes/oidc/main.ts`,
      url: `http://127.0.0.1:${OIDC_PORT}/__fake/health`,
      env: { PORT: String(OIDC_PORT), CLIENT_ID: OIDC_CLIENT_ID, CLIENT_SECRET: OIDC_CLIENT_SECRET },
      reuseExistingServer: false,
    },
    {
      command: 'npm run build --silent && tsx server/main.ts',
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        GOOGLE_PLACES_API_BASE_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        GOOGLE_GEOCODING_API_BASE_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_e2e_leadscout',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
        STRIPE_PRICE_FOUNDER: 'price_fake_founder',
        STRIPE_PRICE_TRIAL_FEE: 'price_fake_trial_fee',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        HUBSPOT_API_BASE_URL: `http://127.0.0.1:${HUBSPOT_PORT}`,
        HIGHLEVEL_API_BASE_URL: `http://127.0.0.1:${HIGHLEVEL_PORT}`,
        PIPEDRIVE_API_BASE_URL: `http://127.0.0.1:${PIPEDRIVE_PORT}`,
        GOOGLE_OAUTH_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_OAUTH_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        GOOGLE_OAUTH_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        // Step-up asks again after 3 s instead of 10 min, so e2e/two-factor.spec.ts sees it (decision 096).
        SECOND_STEP_WINDOW_MINUTES: '0.05',
        // Every test signs in or up from 127.0.0.1; a fast machine runs more than 20 a minute.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
