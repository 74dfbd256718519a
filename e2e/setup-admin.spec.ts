import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { newAccount, signUp, stackPort } from './fixtures';

/**
 * First admin on a public instance (decision 099): with DATABASE_URL set, the first sign-up is not made admin; the
 * server prints a one-time setup token and /setup-admin turns the signed-in person into the admin with it. This
 * spec starts its own LeadScout on PostgreSQL (the shared e2e server is the embedded local default, where the
 * first account is admin).
 */
/** Its own port beside the app and fakes of its stack (playwright.config.ts: the stack's port + 10). */
let PORT = 0;
let ORIGIN = '';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `ls_e2e_setup_${process.pid}_${randomBytes(3).toString('hex')}`;
const SHOTS = '.tmp/screens';

let server: ChildProcess | undefined;
let log = '';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  PORT = stackPort(10);
  ORIGIN = `http://localhost:${PORT}`;
  mkdirSync(SHOTS, { recursive: true });
  await admin(`create database ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: ORIGIN,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leadscout-e2e-setup-')),
      DATABASE_URL: url.toString(),
      APP_SECRET: randomBytes(24).toString('hex'),
      NODE_ENV: 'production',
      ADMIN_EMAIL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect.poll(() => /setup token: ([A-Za-z0-9_-]+)/.exec(log)?.[1], { timeout: 120_000 }).toBeTruthy();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await admin(`drop database if exists ${DB_NAME} with (force)`);
});

test('the first sign-up on PostgreSQL is not admin; the logged setup token makes it admin once', async ({
  page,
}) => {
  const token = /setup token: ([A-Za-z0-9_-]+)/.exec(log)![1];
  const account = await signUp(page, newAccount('Olive Operator'), ORIGIN);

  // Not admin: the admin screens send the first account back to the dashboard.
  const me = await (await page.request.get(`${ORIGIN}/api/me`)).json();
  expect(me.isAdmin).toBe(false);
  await page.goto(`${ORIGIN}/admin/users`);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${ORIGIN}/setup-admin`);
  await expect(page.getByRole('heading', { name: 'Become the admin' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Admin setup' });
  await form.getByLabel('Setup Token').fill('not-the-token');
  await form.getByRole('button', { name: 'Become Admin' }).click();
  await expect(page.getByText('This setup token is not valid. Use the one in the server log.')).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/setup-admin-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await form.getByLabel('Setup Token').fill(token);
  await form.getByRole('button', { name: 'Become Admin' }).click();
  await expect(page.getByText('You are now the admin of this LeadScout.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('cell', { name: `${account.email} You` })).toBeVisible();

  // One time only: the token is spent.
  const again = await page.request.post(`${ORIGIN}/api/account/admin-setup`, {
    headers: { origin: ORIGIN },
    data: { token },
  });
  expect(again.status()).toBe(409);
});
