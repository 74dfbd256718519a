import { expect, test } from '@playwright/test';
import { ensureAdmin } from './fixtures';

/**
 * Billing follows the paying person (decision 110): an owner subscribes once through the fake Stripe checkout,
 * opens a second team, and both Settings → Subscription and Usage say who pays, the teams covered and the seats.
 */
test('one subscription covers the owner’s second team; Subscription and Usage show who pays and the seats', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The e2e database's first account is the shared admin (fixtures.ts), never this payer.
  const adminContext = await browser.newContext({ baseURL });
  await ensureAdmin(adminContext.request, baseURL!);
  await adminContext.close();
  const headers = { origin: baseURL! };
  const email = `payer-${Date.now().toString(36)}@e2e.leadscout.test`;
  const password = 'payer-e2e-password';
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        headers,
        data: { email, password, name: 'Pia Payer' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password } })).ok(),
  ).toBe(true);

  const checkout = await page.request.post('/api/billing/checkout', { headers, data: {} });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/dashboard\/search$/);

  const made = await page.request.post('/api/auth/organization/create', {
    headers,
    data: { name: 'Client B', slug: `client-b-${Date.now().toString(36)}` },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/dashboard/settings?tab=subscription');
  const status = page
    .getByRole('heading', { name: 'Your Subscription' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(status.getByText('Paid by')).toBeVisible();
  await expect(status.getByText('You', { exact: true })).toBeVisible();
  await expect(status.getByText('2 teams')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await page.screenshot({ path: 'test-results/team-billing-subscription.png', fullPage: true });

  await page.goto('/dashboard/usage');
  const quota = page
    .getByRole('heading', { name: 'This team and its subscription' })
    .locator('xpath=ancestor::*[@data-slot="card"]');
  await expect(quota).toContainText('Paid by you · covers 2 teams · 1 seat.');
  await expect(quota).toContainText(/Searches\s*0\s*0 of 50/);
  await page.screenshot({ path: 'test-results/team-billing-usage.png', fullPage: true });
});
