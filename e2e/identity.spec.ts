import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin, mailedLink, newAccount, submitSignUpForm } from './fixtures';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await ensureAdmin(request, baseURL!);
  await request.dispose();
});

test('sign-up mails a link that confirms the address, signs in and lands on the dashboard', async ({
  page,
}) => {
  const account = newAccount('Vera Verified');
  await submitSignUpForm(page, account);
  // Nobody is signed in yet: the Sign In tab waits with the email filled in.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(account.email);

  const link = await mailedLink(account.email, /Confirm your email/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Vera Verified!' })).toBeVisible();

  // The link works once; opened again it says why it signed nobody in. Leave the dashboard first: signed out
  // under it, its next request would send it to /auth and abort the navigation to the link.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?error=LINK_USED$/);
  await expect(page.getByRole('alert')).toHaveText(
    'That link was already used, so your email is confirmed. Sign in with your password.',
  );
  await shoot(page, 'verification-link-used');
});

test('forgot password → mailed link → a new password (a common one is refused) → sign in', async ({
  page,
}) => {
  const account = newAccount('Fran Forgetful');
  await submitSignUpForm(page, account);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is on its way' })).toBeVisible();

  await page.goto(await mailedLink(account.email, /Reset your LeadScout password/));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await shoot(page, 'reset-password');
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password').fill('password1');
  await form.getByLabel('Confirm Password').fill('password1');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess.', { exact: false }),
  ).toBeVisible();

  const fresh = 'fran-new-secret-2026';
  await form.getByLabel('New Password').fill(fresh);
  await form.getByLabel('Confirm Password').fill(fresh);
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    page.getByText('Password updated. Sign in, then check the passkeys of your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(account.email);
  await signInForm.getByLabel('Password').fill(fresh);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  // Signed in, the person lands on their passkeys (a passkey survives a reset; decision 096).
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=security&review=passkeys$/);
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
});

test('Continue with Google signs in through the fake provider; Google is then the only, unremovable method', async ({
  page,
}) => {
  await page.goto('/auth');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await shoot(page, 'sign-in-with-google');
  await google.click();

  const chooser = page.getByRole('form', { name: 'Choose an account' });
  const email = `gus-${Date.now().toString(36)}@gmail.com`;
  await chooser.getByLabel('Email').fill(email);
  await chooser.getByLabel('Name').fill('Gus Google');
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Gus Google!' })).toBeVisible();

  await page.goto('/dashboard/settings?tab=security');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  const googleRow = methods.getByRole('listitem').filter({ hasText: 'Google' });
  await expect(googleRow.getByText('Connected')).toBeVisible();
  await expect(googleRow.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await expect(
    methods.getByRole('listitem').filter({ hasText: 'Password' }).getByText('Not set.', { exact: false }),
  ).toBeVisible();
});

test('a verified password account links Google, signs in with it, and unlinks it again', async ({ page }) => {
  const account = newAccount('Lina Linked');
  await submitSignUpForm(page, account);
  await page.goto(await mailedLink(account.email, /Confirm your email/));
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/settings?tab=security');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  const googleRow = methods.getByRole('listitem').filter({ hasText: 'Google' });
  await googleRow.getByRole('button', { name: 'Link Google' }).click();
  const chooser = page.getByRole('form', { name: 'Choose an account' });
  await chooser.getByLabel('Email').fill(account.email);
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=security$/);
  await expect(googleRow.getByText('Connected')).toBeVisible();
  await shoot(page, 'sign-in-methods');

  await googleRow.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Sign-in method removed.')).toBeVisible();
  await expect(googleRow.getByRole('button', { name: 'Link Google' })).toBeVisible();
  await expect(
    methods.getByRole('listitem').filter({ hasText: 'Password' }).getByRole('button', { name: 'Remove' }),
  ).toBeDisabled();
});
