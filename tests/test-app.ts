import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDeps } from '../server/create-deps';
import type { AppDeps } from '../server/app-deps';
import type { CheckEmails, DeepEnrichLead, EnrichLead } from '../server/app-deps';
import { startWorkers } from '../server/workers';
import { createTestDatabase } from './test-db';

/** Tests that are not about enrichment mark every lead as crawled with nothing found. */
const enrichNothing: EnrichLead = async () => ({ enrichmentStatus: 'skipped' });
/** …and their deeper checks as having read nothing (the lead keeps its first pass; deep status `skipped`). */
const deepEnrichNothing: DeepEnrichLead = async () => null;
/** …and check no email (no DNS question leaves the test). */
const checkNoEmails: CheckEmails = async () => [];

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, driven in-process with fetch Requests (no port). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    enrichLead?: EnrichLead;
    /** 'real': the deep crawl from configuration (createDeepLeadEnricher), as server/main.ts builds it. */
    deepEnrichLead?: DeepEnrichLead | 'real';
    /** 'real': the email checks from configuration (DNS_SERVERS: a test's DNS fake). */
    checkEmails?: CheckEmails | 'real';
    workers?: boolean;
  } = {},
) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leadscout-app-')),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const database = await createTestDatabase();
  const deps: AppDeps = await createDeps(config, {
    database,
    enrichLead: options.enrichLead ?? enrichNothing,
    deepEnrichLead:
      options.deepEnrichLead === 'real' ? undefined : (options.deepEnrichLead ?? deepEnrichNothing),
    checkEmails: options.checkEmails === 'real' ? undefined : (options.checkEmails ?? checkNoEmails),
  });
  if (options.workers) await startWorkers(deps);
  let ipCounter = 0;
  const app = createApp(deps, { clientIp: () => `10.0.0.${(ipCounter++ % 250) + 1}` });

  async function request(
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    // Bytes (an uploaded file) are sent as they are; anything else as JSON.
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (init.body instanceof Uint8Array) {
      headers['content-type'] ??= 'application/octet-stream';
      body = new Uint8Array(init.body);
    } else if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    return app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  }

  /**
   * Signs up a new account, then signs in (sign-up itself no longer does, decision 098) and returns the session
   * cookie. The address stays unverified, as it is until the person opens the mailed link.
   */
  async function signUp(email: string, options: { name?: string; password?: string } = {}) {
    const password = options.password ?? 'scout-pass-2026';
    const res = await request('/api/auth/sign-up/email', {
      body: { email, password, name: options.name ?? '' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return signIn(email, password);
  }

  /** Signs in with email and password and returns the session cookie. */
  async function signIn(email: string, password = 'scout-pass-2026') {
    const res = await request('/api/auth/sign-in/email', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  }

  const close = async () => {
    await deps.boss.stop({ graceful: false, close: true });
    await deps.pdfPrinter.close();
    await database.close();
  };
  return { app, deps, db: deps.db, request, signUp, signIn, close };
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}
