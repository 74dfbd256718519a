import { Resolver } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEEP_PASS_LIMITS, PAGE_TEXT_LIMITS } from '@contracts/crawler';
import { compileTrustProxy } from './core/trust-proxy';
import { DEFAULT_CHROMIUM_PATH } from './core/chromium-paths';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** An optional setting: unset and empty (`FOO=`) both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const optionalUrl = optional(z.url());

/** A comma-separated setting as its trimmed, non-empty parts (unset: none). */
const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * Every setting LeadScout reads, validated once at start. Later features give the optional ones
 * behaviour; an unset optional provider means that integration is off (see docs/architecture.md).
 */
export const ZConfig = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    /**
     * What this process does (decision 121): `all` serves HTTP and runs the job queues; `web` serves HTTP and only
     * enqueues; `worker` runs the queues and answers only /api/health. A split needs PostgreSQL.
     */
    LEADSCOUT_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    APP_URL: optionalUrl,
    APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    /**
     * Which proxies in front may name the client in X-Forwarded-For: a hop count or addresses/CIDR ranges
     * (decision 080). Empty: none; the socket's peer is the client.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .refine((value) => {
        try {
          compileTrustProxy(value);
          return true;
        } catch {
          return false;
        }
      }, 'must be a hop count or a comma-separated list of addresses or CIDR ranges, e.g. 1 or 10.0.0.0/8'),
    GOOGLE_PLACES_API_BASE_URL: z.url().default('https://places.googleapis.com'),
    GOOGLE_GEOCODING_API_BASE_URL: z.url().default('https://maps.googleapis.com'),
    /** PageSpeed Insights API v5, asked with the team's Google key after a lead's deep pass (decision 131). */
    PAGESPEED_BASE_URL: z.url().default('https://www.googleapis.com'),
    CRAWLER_ALLOW_PRIVATE_NETWORKS: bool,
    /** Comma-separated CIDR ranges the crawler may reach although they are not public (fake sites in containers). */
    CRAWLER_ALLOWED_NETWORKS: commaList.pipe(
      z.array(
        z.string().refine((cidr) => ipaddr.isValidCIDR(cidr), 'must be CIDR ranges, e.g. 172.18.0.0/16'),
      ),
    ),
    /**
     * A PEM file of certificate authorities the crawler and the mailbox connections trust besides Node's bundled
     * ones (decisions 127, 133): the fake web's CA (fakes/websites/tls/ca.pem) in tests and the demo. Like
     * NODE_EXTRA_CA_CERTS, but only for the connections this server makes on a user's behalf.
     */
    CRAWLER_EXTRA_CA_CERTS: optional(
      z.string().refine((file) => {
        try {
          return readFileSync(file, 'utf8').includes('-----BEGIN CERTIFICATE-----');
        } catch {
          return false;
        }
      }, 'must be a readable PEM file of CA certificates'),
    ),
    /**
     * The second, deeper pass (decision 092): time per site and bytes per page, at most the published limits
     * (contracts/crawler.ts, the /bot page), and sites read at once by this instance.
     */
    DEEP_PASS_BUDGET_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(DEEP_PASS_LIMITS.budgetMs)
      .default(DEEP_PASS_LIMITS.budgetMs),
    DEEP_PASS_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(10_000)
      .max(DEEP_PASS_LIMITS.maxBytes)
      .default(DEEP_PASS_LIMITS.maxBytes),
    /**
     * Days a lead's page text (kept by the deep pass for research questions, decision 143) is kept after it was
     * fetched; a nightly job deletes older text. At most the published retention (contracts/crawler.ts).
     */
    PAGE_TEXT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(PAGE_TEXT_LIMITS.retentionDays)
      .default(PAGE_TEXT_LIMITS.retentionDays),
    /** 0 switches the deep pass off on this instance (its jobs wait for another instance). */
    DEEP_PASS_CONCURRENCY: z.coerce.number().int().min(0).max(8).default(DEEP_PASS_LIMITS.concurrency),
    /**
     * Debian's Chromium for the browser pass and the audit PDFs (decision 094); empty: no browser. The default is
     * Debian's headless shell where installed, else its chromium; without a browser the deep pass reads pages
     * statically and the log says so once.
     */
    CHROMIUM_PATH: z.string().default(DEFAULT_CHROMIUM_PATH),
    /** Pages rendering at once (one Chromium); 1–2 fits a 2-core machine. */
    BROWSER_POOL_SIZE: z.coerce.number().int().min(1).max(8).default(2),
    /** Wall-clock limit of one page's render, from the moment a browser slot is free. */
    BROWSER_RENDER_MS: z.coerce.number().int().min(500).max(60_000).default(6_000),
    /** JavaScript heap limit of each page's renderer, in MB. */
    BROWSER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
    /**
     * The DNS servers the email checks ask (decision 128): comma-separated `ip` or `ip:port` (`[v6]:port`);
     * empty: the system's (/etc/resolv.conf). Tests and the demo point it at the DNS fake.
     */
    DNS_SERVERS: commaList.refine((servers) => {
      try {
        new Resolver().setServers(servers);
        return true;
      } catch {
        return false;
      }
    }, 'must be IP addresses with an optional port, e.g. 127.0.0.1:5353 or [::1]:53'),
    /** One DNS try's wait; a second try waits twice as long, then the check says "unknown". */
    DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2_000),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().default('LeadScout <no-reply@leadscout.local>'),
    /** CRM push (issue 24): each team brings its own token; only the vendors' addresses are configuration. */
    HUBSPOT_API_BASE_URL: z.url().default('https://api.hubapi.com'),
    PIPEDRIVE_API_BASE_URL: z.url().default('https://api.pipedrive.com'),
    HIGHLEVEL_API_BASE_URL: z.url().default('https://services.leadconnectorhq.com'),
    STRIPE_SECRET_KEY: optional(z.string()),
    STRIPE_WEBHOOK_SECRET: optional(z.string()),
    STRIPE_API_BASE_URL: optionalUrl,
    /** Stripe price ids (see docs/decisions/020-billing-with-stripe.md); billing needs at least the monthly one. */
    STRIPE_PRICE_MONTHLY: optional(z.string()),
    STRIPE_PRICE_FOUNDER: optional(z.string()),
    STRIPE_PRICE_TRIAL_FEE: optional(z.string()),
    /** The sample funnel's lifetime deal ($29.99/month); unset, checkout describes that price inline. */
    STRIPE_PRICE_SAMPLE_LIFETIME: optional(z.string()),
    STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(7),
    FOUNDER_SEATS: z.coerce.number().int().min(0).default(100),
    /** Per-seat billing (decision 111): the Stripe quantity follows the members of the payer's teams, prorated. */
    BILLING_PER_SEAT: bool,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optional(z.string()),
    LLM_MODEL: z.string().default('gpt-4o-mini'),
    /**
     * Where a team's own AI provider key (Settings → API Keys, research columns) is sent; unset, the operator's
     * LLM_BASE_URL, else OpenAI's API (decision 145).
     */
    TEAM_LLM_BASE_URL: optionalUrl,
    /** A banner line shown on every page (the offline demo uses it to label its generated data). */
    APP_NOTICE: z.string().max(300).optional(),
    /** Per request to the LLM; a slower answer fails as "Generation failed". */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    /**
     * What one team may spend on research questions per calendar month (UTC), in dollars at the model's list
     * price (decision 145): each model call reserves its bound before it is made, so parallel runs never pass it.
     */
    RESEARCH_MONTHLY_DOLLARS: z.coerce.number().min(0).max(100_000).default(10),
    /** AI-written cold emails per user and month; past it the built-in writer drafts them (decision 032). */
    LLM_MONTHLY_EMAILS_PER_USER: z.coerce.number().int().min(0).default(300),
    /** Free sample searches the whole site runs per UTC day, for everyone together (they cost the operator). */
    SAMPLE_DAILY_LIMIT: z.coerce.number().int().min(0).default(200),
    /**
     * How long a passed second step (authenticator code, backup code, passkey) covers sensitive actions before
     * they ask again (step-up, decision 096). Minutes; fractions allowed so tests can shorten it.
     */
    SECOND_STEP_WINDOW_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(10),
    /**
     * Password sign-ins and sign-ups one client address may try per minute (decision 098). A browser test suite
     * signing dozens of people in from 127.0.0.1 raises it; a public instance keeps the default.
     */
    SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * Requests one API token may make per minute on each instance (`/api/v1`, `/api/mcp`; decision 113): a reader
     * may go above 1,000 a second, a runaway loop is stopped. Answered in `RateLimit-*` headers.
     */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(120_000),
    /**
     * Days the webhook delivery log keeps an ended delivery (succeeded or given up) and its attempts; a nightly
     * job deletes older ones (decision 117).
     */
    WEBHOOK_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * The length of an outreach sending day in real seconds (decision 140): campaign windows, daily caps and step
     * delays follow a clock that runs 86,400 / this times faster than the real one. 86,400 in production; tests
     * and the demo shorten it (60: a sending day is a minute).
     */
    OUTREACH_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
    /** Sign in with Google (OpenID Connect); both unset = the button is hidden (decision 098). */
    GOOGLE_OAUTH_CLIENT_ID: optional(z.string()),
    GOOGLE_OAUTH_CLIENT_SECRET: optional(z.string()),
    /** Where discovery is read (`<issuer>/.well-known/openid-configuration`); the local fake in tests and the demo. */
    GOOGLE_OAUTH_ISSUER: z.url().default('https://accounts.google.com'),
    /**
     * On a public instance (DATABASE_URL set or APP_URL not localhost) this address becomes admin once verified;
     * unset there, a one-time setup token is printed in the log instead (decision 099).
     */
    ADMIN_EMAIL: optional(z.email().transform((email) => email.toLowerCase())),
  })
  .superRefine((cfg, ctx) => {
    // Several instances on one PostgreSQL must sign sessions and encrypt keys with one secret; a generated one
    // lives in each instance's DATA_DIR and would differ between them.
    if (cfg.DATABASE_URL && !cfg.APP_SECRET)
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'required when DATABASE_URL is set' });
    // The embedded database belongs to one process (its data directory is locked): nothing could share the work.
    if (cfg.LEADSCOUT_ROLE !== 'all' && !cfg.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['LEADSCOUT_ROLE'],
        message:
          `${cfg.LEADSCOUT_ROLE} needs DATABASE_URL: web and worker processes share their work through ` +
          'PostgreSQL; the embedded database (no DATABASE_URL) runs as one process, LEADSCOUT_ROLE=all',
      });
    if (Boolean(cfg.GOOGLE_OAUTH_CLIENT_ID) !== Boolean(cfg.GOOGLE_OAUTH_CLIENT_SECRET)) {
      const missing = cfg.GOOGLE_OAUTH_CLIENT_ID ? 'GOOGLE_OAUTH_CLIENT_SECRET' : 'GOOGLE_OAUTH_CLIENT_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Google sign-in needs both the client id and secret',
      });
    }
    // Billing is on when STRIPE_SECRET_KEY is set; it cannot work without a price to sell and signed webhooks.
    if (!cfg.STRIPE_SECRET_KEY) return;
    for (const name of ['STRIPE_PRICE_MONTHLY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!cfg[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when STRIPE_SECRET_KEY is set' });
    }
  });

export type Config = z.infer<typeof ZConfig> & { APP_URL: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The embedded local default (no DATABASE_URL, APP_URL on this machine) makes its first account admin; anything
 * else may be reachable by strangers, so its first admin comes from ADMIN_EMAIL or the setup token (decision 099).
 */
export function firstAccountIsAdmin(cfg: Pick<Config, 'DATABASE_URL' | 'APP_URL'>): boolean {
  const host = new URL(cfg.APP_URL).hostname;
  return !cfg.DATABASE_URL && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
}

/** Whether "Continue with Google" is offered. */
export function googleSignInEnabled(
  cfg: Pick<Config, 'GOOGLE_OAUTH_CLIENT_ID' | 'GOOGLE_OAUTH_CLIENT_SECRET'>,
) {
  return Boolean(cfg.GOOGLE_OAUTH_CLIENT_ID && cfg.GOOGLE_OAUTH_CLIENT_SECRET);
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return { ...cfg, APP_URL: cfg.APP_URL ?? `http://localhost:${cfg.PORT}` };
}
