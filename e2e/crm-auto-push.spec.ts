import { expect, test, type APIResponse } from '@playwright/test';
import {
  E2E_ADMIN,
  ensureAdmin,
  FAKE_GOOGLE_KEY,
  FAKE_HUBSPOT_TOKEN,
  searchThroughApi,
  withPassword,
} from './fixtures';

/**
 * Auto-push of chosen searches (decision 115 addendum): set HubSpot's auto-push score and "only chosen searches"
 * in Settings → Integrations, switch a saved search on from its page (its checked leads that qualify are pushed
 * at once), and find it listed in Settings with a way to take it out.
 */
test('choose a saved search to auto-push to HubSpot from its page', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = { origin: baseURL! };
  await page.request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  // A CRM token outlives the session: the password is confirmed when asked (issue 30).
  const outliving = (call: () => Promise<APIResponse>) =>
    withPassword(page.request, baseURL!, E2E_ADMIN.password, call);
  await outliving(() => page.request.delete('/api/integrations/hubspot', { headers }));
  const connected = await outliving(() =>
    page.request.put('/api/integrations/hubspot', { headers, data: { token: FAKE_HUBSPOT_TOKEN } }),
  );
  expect(connected.ok(), await connected.text()).toBe(true);
  const { searchId } = await searchThroughApi(page.request, baseURL!, 'roofer', 10);
  // Every lead's deeper check ends (the fake sites answer at once), so switching on pushes them all.
  await expect
    .poll(
      async () => {
        const { leads } = (await (await page.request.get(`/api/searches/${searchId}`)).json()) as {
          leads: { deepStatus: string | null }[];
        };
        return leads.every((l) => l.deepStatus && !['pending', 'running'].includes(l.deepStatus));
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await page.goto('/dashboard/settings?tab=integrations');
  const form = page.getByRole('form', { name: 'Auto-push to HubSpot' });
  await form.getByLabel('Auto-push leads scoring at least').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Auto-push from score 0')).toBeVisible();
  await page.getByRole('radio', { name: /Only the searches switched on/ }).click();
  await expect(page.getByText('Only the chosen searches auto-push')).toBeVisible();
  await expect(page.getByText(/No search chosen yet/)).toBeVisible();

  await page.goto(`/dashboard/history/${searchId}`);
  const toggle = page.getByRole('switch', { name: 'Auto-push to HubSpot (score ≥ 0)' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  await expect(toggle).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('history-auto-push-off-1366.png') });
  await toggle.click();
  await expect(page.getByText(/^Auto-push on: pushing \d+ leads? to HubSpot now$/)).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('history-auto-push-on-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('history-auto-push-on-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/dashboard/settings?tab=integrations');
  const chosen = page.getByRole('list', { name: 'Searches that auto-push to HubSpot' });
  await expect(chosen.getByRole('link', { name: 'roofer in Austin, TX' })).toHaveAttribute(
    'href',
    `/dashboard/history/${searchId}`,
  );
  await page.screenshot({ path: testInfo.outputPath('settings-chosen-searches.png'), fullPage: true });
  await chosen.getByRole('button', { name: 'Stop auto-pushing roofer in Austin, TX' }).click();
  await expect(page.getByText(/No search chosen yet/)).toBeVisible();
});
