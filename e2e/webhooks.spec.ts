import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../tests/webhook-receiver';
import {
  confirmPasswordIfAsked,
  E2E_ADMIN,
  ensureAdmin,
  FAKE_GOOGLE_KEY,
  searchThroughApi,
} from './fixtures';

/**
 * Outgoing webhooks in the browser (issue 24 §4): add an endpoint pointing at a local receiver under
 * Settings → Webhooks, run a search against the fake Google, and see the signed `search.completed` delivery in
 * the endpoint's log and at the receiver. The e2e server allows loopback (CRAWLER_ALLOW_PRIVATE_NETWORKS).
 */
test('an endpoint receives a signed search.completed and the log shows it delivered', async ({
  page,
  baseURL,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await ensureAdmin(page.request, baseURL!);
    await page.request.put('/api/api-keys/google', {
      headers: { origin: baseURL! },
      data: { apiKey: FAKE_GOOGLE_KEY },
    });

    await page.goto('/dashboard/settings?tab=webhooks');
    const form = page.getByRole('form', { name: 'Add webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await expect(form.getByRole('checkbox', { name: /search\.completed/ })).toBeChecked();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    // An endpoint outlives the session: past the window the admin confirms the password first (issue 30).
    const shownSecret = page.getByLabel('Signing secret').first();
    await confirmPasswordIfAsked(page, E2E_ADMIN.password, shownSecret);
    const secret = (await shownSecret.textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    const { searchId } = await searchThroughApi(page.request, baseURL!, 'plumber', 10);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const got = receiver.received[0];
    const event = new Webhook(secret).verify(got.body, {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    }) as { type: string; data: { search: { id: string } } };
    expect(event).toMatchObject({ type: 'search.completed', data: { search: { id: searchId } } });

    const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    const row = log.getByRole('row').filter({ hasText: 'search.completed' });
    await expect(row).toContainText('Delivered', { timeout: 25_000 });
    await expect(row).toContainText('HTTP 200');
    await page.screenshot({ path: 'test-results/webhooks-settings.png', fullPage: true });

    // Tidy up: the e2e admin is shared with other specs.
    const card = page.locator('div').filter({ has: log }).filter({ hasText: receiver.url }).last();
    await card.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(log).toBeHidden();
  } finally {
    await receiver.close();
  }
});
