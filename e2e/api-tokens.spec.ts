import { expect, test } from '@playwright/test';
import {
  confirmPasswordIfAsked,
  E2E_ADMIN,
  ensureAdmin,
  FAKE_GOOGLE_KEY,
  searchThroughApi,
} from './fixtures';

/**
 * Issue 24 (decision 113): an owner creates an API token in Settings → API tokens, copies it once, and a program
 * (Playwright's `request`, no cookies) reads the team's leads with it; revoked, the token gets a 401 problem.
 */
test('create an API token in settings, read leads with it, revoke it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await ensureAdmin(page.request, baseURL!);
  const origin = { origin: baseURL! };
  await page.request.put('/api/api-keys/google', { headers: origin, data: { apiKey: FAKE_GOOGLE_KEY } });
  const { searchId, leads } = await searchThroughApi(page.request, baseURL!, 'electrician', 10);

  await page.goto('/dashboard/settings?tab=api-tokens');
  const name = `E2E reader ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Token name' }).fill(name);
  await page.getByRole('button', { name: 'Create token' }).click();
  // A token outlives the session: past the window the admin (no second factor) confirms the password (issue 30).
  const dialog = page.getByRole('dialog', { name: 'Copy your new token' });
  await confirmPasswordIfAsked(page, E2E_ADMIN.password, dialog);
  const token = (await dialog.getByLabel('New API token').textContent())!.trim();
  expect(token).toMatch(/^ls_/);
  await expect(dialog.getByText(`Bearer ${token}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-token-created.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Never');
  await expect(row).toContainText(token.slice(0, 11));
  await expect(page.getByText(token)).toHaveCount(0);

  const auth = { authorization: `Bearer ${token}` };
  const page1 = await request.get(`/api/v1/searches/${searchId}/leads?limit=5`, { headers: auth });
  expect(page1.status(), await page1.text()).toBe(200);
  expect(page1.headers()['ratelimit-remaining']).toBeTruthy();
  const first = (await page1.json()) as { data: { id: string }[]; nextCursor: string | null };
  expect(first.data).toHaveLength(Math.min(5, leads.length));
  const queried = await request.get(`/api/v1/leads?searchId=${searchId}&limit=500`, { headers: auth });
  expect(((await queried.json()) as { total: number }).total).toBe(leads.length);

  await page.reload();
  await expect(row).not.toContainText('Never');
  await page.screenshot({ path: testInfo.outputPath('api-tokens-list.png'), fullPage: true });

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  // The open dialog hides the table from the accessibility tree: the row is gone only once the dialog has closed.
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  const refused = await request.get('/api/v1/searches', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['content-type']).toContain('application/problem+json');
  expect(await refused.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
});
