import { expect, test } from '@playwright/test';
import { ensureAdmin, FAKE_GOOGLE_KEY, FAKE_HUBSPOT_TOKEN, searchThroughApi } from './fixtures';

/**
 * Issue 24: connect HubSpot (the fake of playwright.config.ts) in Settings → Integrations, select rows in the
 * results, push them, watch each lead's result, and find the link to the HubSpot record on the lead's page.
 */
test('connect HubSpot, push selected rows, see the CRM link on the lead', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = { origin: baseURL! };
  await page.request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  // A connection left by another spec (a11y) is removed, so this one connects through the screen.
  await page.request.delete('/api/integrations/hubspot', { headers });
  const { searchId, leads } = await searchThroughApi(page.request, baseURL!, 'electrician', 10);
  const chosen = leads.slice(0, 3);

  await page.goto('/dashboard/settings?tab=integrations');
  const connect = page.getByRole('form', { name: 'Connect HubSpot' });
  await connect.getByLabel('HubSpot private app token').fill('wrong-token-123');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByRole('alert')).toContainText('HubSpot refused the token');
  await connect.getByLabel('HubSpot private app token').fill(FAKE_HUBSPOT_TOKEN);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/Connected to HubSpot account/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('integrations.png'), fullPage: true });

  await page.goto(`/dashboard/history/${searchId}`);
  for (const lead of chosen)
    await page
      .getByRole('checkbox', { name: `Select ${lead.businessName}` })
      .first()
      .click();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Push to CRM' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Push to CRM' });
  await dialog.getByRole('button', { name: 'Push to HubSpot' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Done: 3 created, 0 updated, 0 unchanged, 0 failed$/, {
    timeout: 30_000,
  });
  const results = dialog.getByRole('list', { name: 'Push results' });
  await expect(results.getByRole('link', { name: /Open in HubSpot/ })).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('push-results.png') });
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();

  await page.goto(`/dashboard/leads/${chosen[0]!.id}`);
  const link = page
    .getByRole('region', { name: 'In your CRM' })
    .getByRole('link', { name: /Open in HubSpot/ });
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/app\.hubspot\.com\/contacts\/\d+\/record\/0-2\/\d+$/,
  );
  await page.screenshot({ path: testInfo.outputPath('lead-page.png'), fullPage: true });
});
