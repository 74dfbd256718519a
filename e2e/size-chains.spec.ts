import { expect, test } from '@playwright/test';
import { ensureAdmin, FAKE_GOOGLE_KEY, searchThroughApi } from './fixtures';

/**
 * Issue 32, items 4–6: chains are flagged in the table and on the lead page, "Exclude chains" leaves them out, a
 * filter on a value most leads lack says so instead of silently emptying the table, and the opt-in lets them in.
 * Screenshots land in test-results/ for a look.
 */

const showing = (page: import('@playwright/test').Page) => page.getByText(/^Showing \d+ of \d+ business/);

test('chains flagged and excluded; an emptied table says which filter and how many lack a value', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await ensureAdmin(page.request, baseURL!);
  await page.request.put('/api/api-keys/google', {
    headers: { origin: baseURL! },
    data: { apiKey: FAKE_GOOGLE_KEY },
  });
  const { searchId, leads } = await searchThroughApi(page.request, baseURL!, 'real estate', 50);
  const chains = leads.filter((lead) => lead.chain);
  expect(chains.length, 'the fake world has chain locations and directory pages here').toBeGreaterThan(0);
  const withoutSize = leads.filter((lead) => lead.employeeCountEstimate === null).length;

  await page.goto(`/dashboard/history/${searchId}?minEmployees=100000`);
  const message = page.getByRole('status').filter({ hasText: 'No businesses match these filters.' });
  await expect(message).toContainText(`Employees: ${withoutSize} of ${leads.length} have no value.`, {
    timeout: 30_000,
  });
  await page.screenshot({ path: testInfo.outputPath('empty-filter-message.png') });
  await message.getByRole('button', { name: 'Include leads without a value' }).click();
  await expect(page).toHaveURL(/includeMissing=yes/);
  await expect(showing(page)).toHaveText(`Showing ${withoutSize} of ${leads.length} businesses`);

  await page.goto(`/dashboard/history/${searchId}`);
  const [chain] = chains;
  const row = page.locator('tr', { has: page.getByRole('link', { name: chain.businessName, exact: true }) });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  await expect(row.first()).toContainText(
    chain.chain!.kind === 'brand' ? 'Chain' : /Directory page|Shared website/,
  );
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: /Exclude chains/ }).check();
  await expect(page).toHaveURL(/excludeChains=yes/);
  await expect(showing(page)).toHaveText(
    `Showing ${leads.length - chains.length} of ${leads.length} businesses`,
  );
  await page.screenshot({ path: testInfo.outputPath('filter-panel.png') });

  await page.goto(`/dashboard/leads/${chain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chain.businessName })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(chain.chain!.reason).first()).toBeVisible();
  await expect(page.getByText('Company size')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lead-page.png'), fullPage: true });
});
