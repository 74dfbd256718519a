import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_CHROMIUM_PATH } from './server/core/chromium-paths';

/**
 * Two stacks, each its own LeadScout (own database) with its own fakes, and one worker each (decision 120): the
 * specs of one stack run one after another as before, so they never share a server with a test running at the
 * same time. Stack k takes the ports BASE + 12k … BASE + 12k + 11:
 * app +0, fake Google +1, fake websites +2, fake HubSpot +3 (e2e/crm-push.spec.ts), fake HighLevel +4
 * (e2e/crm-push-highlevel.spec.ts), fake Stripe +5, fake SMTP +6 with its mails as JSON on +7 (read by
 * e2e/fixtures.ts), fake Google sign-in +8, fake Pipedrive +9 (e2e/a11y.spec.ts), +10 e2e/setup-admin.spec.ts's
 * own LeadScout on PostgreSQL, the fake DNS of the email checks +11 (UDP and TCP), and on stack 2 only the fake
 * OpenAI-compatible model +12 (research columns, e2e/research.spec.ts): stack 1 runs without an AI provider, as a
 * newcomer's `npm start` does, so both states are in the browser tests.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const STACK_PORTS = 13;
const OIDC_CLIENT_ID = 'e2e-leadscout.apps.googleusercontent.com';
const OIDC_CLIENT_SECRET = 'e2e-leadscout-google-secret';
/** The app and the fake Stripe share these (e2e/billing.spec.ts); price ids are the fake's defaults. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_leadscout';

/**
 * Debian's headless shell where installed, else its chromium (as the app's browser pass picks; decision 094,
 * session 18 addendum); Playwright downloads no browser of its own.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

/**
 * Which stack runs what. The axe sweep (e2e/a11y.spec.ts, both widths in one test per screen) is split by screen;
 * the other specs are split so both halves take about as long (reports/playwright.json shows the times).
 */
const STACKS = [
  {
    name: 'stack-1',
    specs: [
      'api-tokens',
      'audit-report',
      'billing',
      'campaign',
      'crm-auto-push',
      'crm-push-highlevel',
      'deep-pass',
      'email-checks',
      'identity',
      'lead-page',
      'public',
      'setup-admin',
      'sweeps',
      'teams',
      'webhooks',
    ],
  },
  {
    name: 'stack-2',
    specs: [
      'auth',
      'crm-push',
      'focus',
      'keyboard',
      'outreach',
      'research',
      'search',
      'team-billing',
      'two-factor',
      'workspace',
    ],
  },
] as const;

function servers(stack: number) {
  const port = BASE_PORT + STACK_PORTS * stack;
  const [google, sites, hubspot, highlevel, stripe, smtp, smtpHttp, oidc, pipedrive, dns, llm] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12,
  ].map((offset) => port + offset);
  const withLlm = stack === 1;
  const dataDir = mkdtempSync(join(tmpdir(), `leadscout-e2e-${stack}-`));
  const fake = (path: string, url: number, env: Record<string, string>, args = '') => ({
    command: `tsx fakes/${path}/main.ts${args}`,
    url: `http://127.0.0.1:${url}/__fake/health`,
    env,
    reuseExistingServer: false,
  });
  return [
    fake('google', google, { PORT: String(google), WEBSITES_PORT: String(sites) }),
    fake('websites', sites, { PORT: String(sites) }, ` --port ${sites} --count 0`),
    fake('stripe', stripe, {
      PORT: String(stripe),
      WEBHOOK_URL: `http://localhost:${port}/api/billing/webhook`,
      WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
    }),
    fake('hubspot', hubspot, { PORT: String(hubspot) }),
    fake('highlevel', highlevel, { PORT: String(highlevel) }),
    fake('pipedrive', pipedrive, { PORT: String(pipedrive) }),
    fake('smtp', smtpHttp, {
      PORT: String(smtp),
      HTTP_PORT: String(smtpHttp),
      OUT_DIR: join(dataDir, 'mail'),
    }),
    fake('oidc', oidc, { PORT: String(oidc), CLIENT_ID: OIDC_CLIENT_ID, CLIENT_SECRET: OIDC_CLIENT_SECRET }),
    ...(withLlm ? [fake('llm', llm, { PORT: String(llm) })] : []),
    // DNS has no HTTP health page: ready when its TCP side accepts connections (UDP answers on the same port).
    {
      command: 'tsx fakes/dns/main.ts',
      port: dns,
      env: { PORT: String(dns) } as Record<string, string>,
      reuseExistingServer: false,
    },
    {
      // Web servers start one after another: the first stack builds the web app, the second serves that build.
      command: stack === 0 ? 'npm run build --silent && tsx server/main.ts' : 'tsx server/main.ts',
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        GOOGLE_PLACES_API_BASE_URL: `http://127.0.0.1:${google}`,
        GOOGLE_GEOCODING_API_BASE_URL: `http://127.0.0.1:${google}`,
        PAGESPEED_BASE_URL: `http://127.0.0.1:${google}`,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_e2e_leadscout',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://127.0.0.1:${stripe}`,
        STRIPE_PRICE_MONTHLY: 'price_fake_monthly',
        STRIPE_PRICE_FOUNDER: 'price_fake_founder',
        STRIPE_PRICE_TRIAL_FEE: 'price_fake_trial_fee',
        SMTP_URL: `smtp://127.0.0.1:${smtp}`,
        HUBSPOT_API_BASE_URL: `http://127.0.0.1:${hubspot}`,
        HIGHLEVEL_API_BASE_URL: `http://127.0.0.1:${highlevel}`,
        PIPEDRIVE_API_BASE_URL: `http://127.0.0.1:${pipedrive}`,
        DNS_SERVERS: `127.0.0.1:${dns}`,
        ...(withLlm ? { LLM_BASE_URL: `http://127.0.0.1:${llm}/v1`, LLM_API_KEY: 'e2e' } : {}),
        GOOGLE_OAUTH_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_OAUTH_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        GOOGLE_OAUTH_ISSUER: `http://127.0.0.1:${oidc}`,
        // Step-up asks again after 3 s instead of 10 min, so e2e/two-factor.spec.ts sees it (decision 096).
        SECOND_STEP_WINDOW_MINUTES: '0.05',
        // Every test signs in or up from 127.0.0.1; a fast machine runs more than 20 a minute.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        // Two stacks, their browsers and the tests share 2 cores: the deeper checks that each search queues run
        // two at a time, so they neither starve the tests nor miss their own render budget on a busy machine.
        DEEP_PASS_CONCURRENCY: '2',
      },
      reuseExistingServer: false,
      stdout: 'pipe' as const,
    },
  ];
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: STACKS.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Per-file times for `.ci/run`'s slowest-files list (scripts/slowest-tests.ts; reports/ is gitignored).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // A trace costs every test time; the retry of a failed test records one (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: STACKS.map((stack, index) => ({
    name: stack.name,
    testMatch: [`a11y.spec.ts`, ...stack.specs.map((spec) => `${spec}.spec.ts`)],
    // This stack's half of the axe sweep (every other screen, e2e/a11y.spec.ts): the other half's are the other's.
    grepInvert: new RegExp(`@a11y-half-(?!${index}\\b)`),
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      baseURL: `http://localhost:${BASE_PORT + STACK_PORTS * index}`,
    },
  })),
  webServer: STACKS.flatMap((_, index) => servers(index)),
});
