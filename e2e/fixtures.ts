import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test';
import type { TLeadAudit } from '../contracts/audit';
import type { TLead } from '../contracts/search';
import { makeAudit, makeFinding } from '../tests/make-audit';

export type TAccount = { name: string; email: string; password: string };

/**
 * The admin of the e2e database. The first account on a fresh instance becomes admin, and only admins (or
 * subscribers) may search, so every spec that searches signs in as this one account, and `ensureAdmin` runs
 * before anything else signs up. outreach.spec.ts uses the same credentials.
 */
export const E2E_ADMIN: TAccount = {
  email: 'outreach-admin@e2e.leadscout.test',
  password: 'outreach-e2e-password',
  name: 'Olivia Outreach',
};

/** A Google key the fake Google accepts (keys naming INVALID, QUOTA, … trigger its errors). */
export const FAKE_GOOGLE_KEY = 'AIzaSyE2E-leadscout-fake-key-00000abcd';

let counter = 0;

/** A fresh account that no other test uses. */
export function newAccount(name = 'Sam Rivera'): TAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { name, email: `sam-${id}@e2e.leadscout.test`, password: 'e2e-password-123' };
}

/** Signs `request` in as the e2e admin, creating the account (as the first one) when it does not exist yet. */
export async function ensureAdmin(request: APIRequestContext, origin: string): Promise<void> {
  const headers = { origin };
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if (signedIn.ok()) return;
  const signedUp = await request.post('/api/auth/sign-up/email', { headers, data: E2E_ADMIN });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  // Sign-up mails a verification link and does not sign in (decision 098).
  const afterSignUp = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(afterSignUp.ok(), await afterSignUp.text()).toBe(true);
}

/** Signs in through the Sign In form and waits for the dashboard. */
export async function signIn(page: Page, account: TAccount): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Fills and sends the Sign Up form; sign-up mails a verification link and does not sign in (decision 098). */
export async function submitSignUpForm(page: Page, account: TAccount, origin = ''): Promise<void> {
  await page.goto(`${origin}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await fillSignUpForm(page, account);
}

/** Fills and sends the Sign Up form already on screen (e.g. reached from an invitation). */
export async function fillSignUpForm(page: Page, account: TAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel(/Full Name/).fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully. You can now sign in.')).toBeVisible();
}

/**
 * Signs up through the Sign Up form and ends on /dashboard, signed in: sign-up opens Sign In with the email
 * filled in, and this signs in there.
 */
export async function signUp(
  page: Page,
  account: TAccount = newAccount(),
  /** Another server than the shared one (e2e/setup-admin.spec.ts runs its own). */
  origin = '',
): Promise<TAccount> {
  await submitSignUpForm(page, account, origin);
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await expect(signInForm.getByLabel('Email')).toHaveValue(account.email);
  await signInForm.getByLabel('Password').fill(account.password);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  return account;
}

/**
 * Answers the password prompt of an action that outlives the session (decision 096, issue 30) if it appears, and
 * waits for `done`, a state only the action's success shows. An account without a factor is asked only once its
 * session is older than the window (3 s in e2e), so the prompt may or may not come: whichever shows first decides.
 */
export async function confirmPasswordIfAsked(page: Page, password: string, done: Locator): Promise<void> {
  const prompt = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(prompt.or(done).first()).toBeVisible();
  if (await prompt.isVisible()) {
    await expect(prompt).toContainText('Enter your password to continue');
    await prompt.getByLabel('Password', { exact: true }).fill(password);
    await prompt.getByLabel('Password', { exact: true }).press('Enter');
    await expect(prompt).toBeHidden();
  }
  await expect(done).toBeVisible();
}

/**
 * Runs an API call that outlives the session (signed-in `request`, an account without a factor): when the server
 * answers 403 PASSWORD_REQUIRED, confirms the password and runs it once more, as the web's dialog does.
 */
export async function withPassword(
  request: APIRequestContext,
  origin: string,
  password: string,
  call: () => Promise<APIResponse>,
): Promise<APIResponse> {
  const first = await call();
  if (first.status() !== 403 || ((await first.json()) as { code?: string }).code !== 'PASSWORD_REQUIRED')
    return first;
  const confirmed = await request.post('/api/account/confirm-password', {
    headers: { origin },
    data: { password },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(204);
  return call();
}

/** Runs a search in Austin, TX through the API (signed-in `request`) and waits until it completes. */
export async function searchThroughApi(
  request: APIRequestContext,
  origin: string,
  niche: string,
  limit = 20,
): Promise<{ searchId: string; leads: TLead[] }> {
  const started = await request.post('/api/searches', {
    headers: { origin },
    data: { niche, location: 'Austin, TX', limit },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { searchId } = (await started.json()) as { searchId: string };
  const read = async () =>
    (await (await request.get(`/api/searches/${searchId}`)).json()) as {
      search: { status: string };
      leads: TLead[];
    };
  await expect.poll(async () => (await read()).search.status, { timeout: 60_000 }).toBe('completed');
  return { searchId, leads: (await read()).leads };
}

/** Creates a list holding `leadIds` through the API; its id. */
export async function createListThroughApi(
  request: APIRequestContext,
  origin: string,
  name: string,
  leadIds: string[],
): Promise<string> {
  const list = await request.post('/api/lists', { headers: { origin }, data: { name, leadIds } });
  expect(list.ok(), await list.text()).toBe(true);
  return ((await list.json()) as { id: string }).id;
}

/**
 * A port of the running test's stack (playwright.config.ts): the app's port (its baseURL) plus `offset`.
 * Each project has its own app and fakes.
 */
export function stackPort(offset: number): number {
  return Number(new URL(test.info().project.use.baseURL!).port) + offset;
}

type TMessage = { envelopeTo: string[]; subject: string; text: string | null };

/** The link in the newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function mailedLink(to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const smtpMessages = `http://127.0.0.1:${stackPort(7)}/__fake/messages`;
        const messages = (await (await fetch(smtpMessages)).json()) as TMessage[];
        const mail = messages.findLast((m) => m.envelopeTo.includes(to) && subject.test(m.subject));
        link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** A private-app token the fake HubSpot accepts (any `pat-…` token). */
export const FAKE_HUBSPOT_TOKEN = 'pat-na1-e2e00000-0000-4000-8000-leadscout000';

/** An audit with a finding of each severity, as the lead page shows them (issue 32). */
export const E2E_AUDIT: TLeadAudit = makeAudit([
  makeFinding('tls_expired'),
  makeFinding('no_viewport'),
  makeFinding('heavy_homepage'),
  makeFinding('no_contact_form'),
  makeFinding('images_without_alt'),
]);

/**
 * Gives the lead's page a known website audit (decision 132): its answer gets `audit` on the way to the browser,
 * whatever the fake web's site of that lead would give the deep pass. Other requests pass untouched.
 */
export async function showAuditOnLeadPage(page: Page, leadId: string, audit: TLeadAudit = E2E_AUDIT) {
  await page.route(`**/api/leads/${leadId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { lead: TLead };
    await route.fulfill({ response, json: { ...body, lead: { ...body.lead, audit } } });
  });
}
