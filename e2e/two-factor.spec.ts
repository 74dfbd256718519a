import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { ensureAdmin, FAKE_GOOGLE_KEY, mailedLink, newAccount, signUp, type TAccount } from './fixtures';

/** The e2e server runs with SECOND_STEP_WINDOW_MINUTES=0.05: a passed second step covers sensitive actions 3 s. */
const PAST_THE_WINDOW_MS = 3_500;
/** Outside Playwright's output folder, which each run empties (git ignores /.tmp/). */
const SHOTS = '.tmp/screens';

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await ensureAdmin(request, baseURL!);
  await request.dispose();
  mkdirSync(SHOTS, { recursive: true });
});

/** The code an authenticator app shows now for `secret` (base32), as the user would type it. */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signOut(page: Page) {
  // Let the dashboard's requests finish first: one answered 401 after sign-out would send the page to /auth.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  // Home, or /auth when a request of the screen just left answered 401 after the session ended.
  await expect(page).toHaveURL(/\/(auth)?$/);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => (await page.request.get('/api/auth/get-session')).text(), { timeout: 10_000 })
    .toBe('null');
}

/** A platform authenticator that always verifies the user (Chromium's WebAuthn domain). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function passwordStep(page: Page, account: TAccount) {
  // Leave the signed-out screen first: one of its requests may still answer 401 and send it to /auth itself,
  // interrupting our own navigation there.
  await page.goto('about:blank');
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

async function stepUpWithCode(page: Page, secret: string) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(codeFor(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('authenticator app: enrol → sign in with a code → a backup code once → step-up → remove', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await signUp(page, newAccount('Tess Totp'));
  await page.goto('/dashboard/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Authenticator app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();

  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const passwordForm = page.getByRole('form', { name: 'Confirm your password' });
  await passwordForm.getByLabel('Password').fill('wrong-password-here');
  await passwordForm.getByRole('button', { name: 'Continue' }).click();
  await expect(passwordForm.getByRole('alert')).toBeVisible();
  await passwordForm.getByLabel('Password').fill(account.password);
  await passwordForm.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await shoot(page, 'security-qr');
  const confirm = page.getByRole('form', { name: 'Confirm a code' });
  await confirm.getByLabel('Code from the app').fill(codeFor(secret));
  await confirm.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codesList = page.getByRole('list', { name: 'Backup codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const backupCodes = await codesList.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  await shoot(page, 'security-on');

  // Sign out and back in: the password alone is not enough.
  await signOut(page);
  await passwordStep(page, account);
  await shoot(page, 'two-step');
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Challenge verified')).toBeVisible();

  // A backup code works once.
  await signOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/two-step$/);
  // A new sign-in takes a fresh backup code.
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Step-up: past the window, saving a Google key asks for the code in a dialog, then saves.
  await page.goto('/dashboard/settings?tab=api-keys');
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('textbox', { name: 'Google Places API Key', exact: true }).fill(FAKE_GOOGLE_KEY);
  await page.getByRole('button', { name: 'Save API Key' }).click();
  await stepUpWithCode(page, secret);
  await expect(page.getByLabel('Saved key')).toHaveText(`••••••••${FAKE_GOOGLE_KEY.slice(-4)}`);

  // New backup codes: password, then (past the window) the code again; ten new codes replace the old ones.
  await page.goto('/dashboard/settings?tab=security');
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('button', { name: 'New backup codes' }).click();
  const codesForm = page.getByRole('form', { name: 'Confirm your password' });
  await codesForm.getByLabel('Password').fill(account.password);
  await codesForm.getByRole('button', { name: 'Make new backup codes' }).click();
  await stepUpWithCode(page, secret);
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const newCodes = await codesList.getByRole('listitem').allTextContents();
  expect(newCodes.some((code) => backupCodes.includes(code))).toBe(false);
  await shoot(page, 'security-new-backup-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();

  // Remove the factor: password, then (past the window) the code again.
  await page.goto('/dashboard/settings?tab=security');
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const offForm = page.getByRole('form', { name: 'Confirm your password' });
  await offForm.getByLabel('Password').fill(account.password);
  await offForm.getByRole('button', { name: 'Turn off' }).click();
  await stepUpWithCode(page, secret);
  await expect(page.getByText('Two-step sign-in turned off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();

  // Signing in again needs the password only.
  await signOut(page);
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('passkey: add with a virtual authenticator → rename → sign in with it (both steps) → remove after step-up', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);

  const account = await signUp(page, newAccount('Pat Passkey'));
  await page.goto('/dashboard/settings?tab=security');
  // A first factor from a session older than the window asks for the password (issue 30): a kept or stolen
  // cookie alone cannot plant a passkey. Answered with the keyboard only.
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const addForm = page.getByRole('form', { name: 'Add a passkey' });
  await addForm.getByLabel('Passkey name').fill('E2E laptop');
  await addForm.getByRole('button', { name: 'Create passkey' }).click();
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(confirm).toContainText('Enter your password to continue');
  await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused();
  await shoot(page, 'step-up-password');
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(confirm.getByText('That password is not right')).toBeVisible();
  await confirm.getByLabel('Password', { exact: true }).fill(account.password);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Passkey added')).toBeVisible();
  // Every new factor is mailed to the account's address.
  expect(await mailedLink(account.email, /Two-step sign-in changed/)).toContain('/auth');
  const list = page.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByText('E2E laptop')).toBeVisible();
  await shoot(page, 'security-passkey');

  // Renamed in place (no second step needed: the name is not a secret).
  await page.getByRole('button', { name: 'Rename passkey E2E laptop' }).click();
  const renameForm = page.getByRole('form', { name: 'Rename passkey E2E laptop' });
  await renameForm.getByLabel('New name').fill('Work laptop');
  await shoot(page, 'security-passkey-rename');
  await renameForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey renamed')).toBeVisible();
  await expect(list.getByText('Work laptop')).toBeVisible();

  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Removing it past the window asks for a second step; the passkey itself answers it.
  await page.goto('/dashboard/settings?tab=security');
  await expect(list.getByText('Work laptop')).toBeVisible();
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});

test('a password reset lands on the passkeys, which the new session removes without a second step', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  const account = await signUp(page, newAccount('Rita Reset'));
  await page.goto('/dashboard/settings?tab=security');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const addForm = page.getByRole('form', { name: 'Add a passkey' });
  await addForm.getByLabel('Passkey name').fill('Planted key');
  await addForm.getByRole('button', { name: 'Create passkey' }).click();
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  // Just signed in, the session may add it at once; under load the window may have passed: the password then.
  await expect(page.getByText('Passkey added').or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password', { exact: true }).fill(account.password);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Planted key')).toBeVisible();
  await signOut(page);

  await page.goto('/forgot-password');
  await page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.goto(await mailedLink(account.email, /Reset your LeadScout password/));
  const fresh = 'rita-new-secret-2026';
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password').fill(fresh);
  await form.getByLabel('Confirm Password').fill(fresh);
  await form.getByRole('button', { name: 'Set New Password' }).click();
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(account.email);
  await signInForm.getByLabel('Password').fill(fresh);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/tab=security&review=passkeys$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password was reset' })).toBeVisible();
  await shoot(page, 'passkey-review-after-reset');
  // Past the step-up window, and still no second step asked: the reset opened the review.
  await page.waitForTimeout(PAST_THE_WINDOW_MS);
  await page.getByRole('button', { name: 'Remove passkey Planted key' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
});
