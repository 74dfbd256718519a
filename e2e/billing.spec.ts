import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin } from './fixtures';

/**
 * Issue 6's browser path against the fake Stripe (playwright.config.ts starts it and gives the app its STRIPE_*
 * settings): a new user is gated, subscribes through the fake checkout's Pay page, can search, the admin switches
 * the subscription off, and the user is gated again. Every gate is read from the server as well as from the UI.
 *
 * The admin is the e2e database's shared first account (fixtures.ts).
 */

async function searchAccess(page: Page) {
  const res = await page.request.get('/api/searches/access');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { canSearch: boolean; blockedBy: string | null; monthlyLimit: number | null };
}

test('subscribe through checkout → search unlocked → admin turns it off → gated again', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ baseURL });
  await ensureAdmin(adminContext.request, baseURL!);

  const email = `billing-${Date.now().toString(36)}@e2e.leadscout.test`;
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { email, password: 'billing-e2e-password', name: 'Bea Billing' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  // Sign-up mails a verification link and does not sign in (decision 098).
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email, password: 'billing-e2e-password' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/dashboard');

  // Gated: by the server, and the dashboard sells the subscription.
  expect(await searchAccess(page)).toMatchObject({ canSearch: false, blockedBy: 'SUBSCRIPTION_REQUIRED' });
  const refused = await page.request.post('/api/searches', {
    data: { niche: 'plumber', location: 'Austin, TX', limit: 30 },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(402);
  await expect(page.getByRole('region', { name: 'Subscribe' })).toContainText('$79/month');

  // Settings → Subscription → Start for $1 opens the fake Stripe checkout in a new tab; Pay returns to the search page.
  await page.goto('/dashboard/settings?tab=subscription');
  await expect(page.getByText(/of 100 founder spots claimed/)).toBeVisible();
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start for $1' }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();
  await expect(checkout.getByRole('heading', { name: 'Subscribe to LeadScout' })).toBeVisible();
  await expect(checkout.getByText('7-day trial')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await checkout.waitForURL(/\/dashboard\/search$/);
  await expect(checkout.getByText('Welcome to LeadScout!')).toBeVisible();
  await checkout.close();

  // Unlocked: the server lets the trial search (50 a month), and Settings shows the trial.
  await expect.poll(async () => (await searchAccess(page)).canSearch).toBe(true);
  expect((await searchAccess(page)).monthlyLimit).toBe(50);
  await page.goto('/dashboard/settings?tab=subscription');
  const status = page
    .getByRole('heading', { name: 'Your Subscription' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(status.getByText('Trial', { exact: true }).first()).toBeVisible();
  await expect(status.getByText('Founder')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await page.goto('/dashboard/search');
  await expect(page.getByRole('heading', { name: 'Start your first month for $1' })).toHaveCount(0);

  // The admin switches the subscription off on /admin/users.
  const admin = await adminContext.newPage();
  await admin.goto('/admin/users');
  const row = admin.getByRole('row').filter({ hasText: email });
  const toggle = row.getByRole('switch', { name: `Subscription for ${email}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(admin.getByText('Subscription updated')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await adminContext.close();

  // Gated again, on the server and on the search page.
  expect(await searchAccess(page)).toMatchObject({ canSearch: false, blockedBy: 'SUBSCRIPTION_REQUIRED' });
  await page.goto('/dashboard/search');
  await expect(page.getByRole('link', { name: 'Start for $1' })).toBeVisible();
});
