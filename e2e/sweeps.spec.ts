import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { ensureAdmin, FAKE_GOOGLE_KEY } from './fixtures';

/**
 * Issue 33 as a user does it: a market of two business types in York is counted for free, with each pair's places
 * and one price; started within its budget; its cells fill in while the count of places saved rises; it ends with
 * every counted place saved once, having spent what the estimate said; all its leads open in one workspace.
 */
test('a market: count for free, start within a budget, watch it fill, every place once at the estimated cost', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await page.request.put('/api/api-keys/google', {
    headers: { origin: baseURL! },
    data: { apiKey: FAKE_GOOGLE_KEY },
  });

  await page.goto('/dashboard/sweeps');
  const form = page.getByRole('form', { name: 'Count an area' });
  await form.getByRole('radio', { name: /A market/ }).check();
  await form.getByRole('textbox', { name: 'Business Types' }).fill('florist\nveterinarian');
  await form.getByRole('textbox', { name: 'Locations' }).fill('York, England');
  await form.getByRole('button', { name: 'Count places' }).click();
  const estimate = page.getByTestId('sweep-estimate');
  await expect(estimate).toContainText('places', { timeout: 60_000 });
  const [, places, requests, dollars] = /^([\d,]+) places, ≈ (\d+) Google requests?, ≈ \$([\d.]+)/
    .exec((await estimate.textContent())!)!
    .map((n) => n.replaceAll(',', ''));
  const pairs = page.getByRole('table', { name: 'Each business type in each location' });
  await expect(pairs.getByRole('row')).toHaveCount(3);
  const pairPlaces = await pairs
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Number(row.lastElementChild!.textContent!.replaceAll(',', ''))),
    );
  expect(pairPlaces.every((n) => n > 0)).toBe(true);
  expect(Number(places)).toBeLessThanOrEqual(pairPlaces[0]! + pairPlaces[1]!);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start sweep' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sweeps\/[0-9a-f-]{36}$/);
  const progress = page.getByTestId('sweep-progress');
  await expect(progress).toContainText(`of ${Number(places).toLocaleString('en-US')} places saved`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Completed', { timeout: 150_000 });
  // Closed places are counted (IDs say nothing of a status) but never saved; every other one is, once.
  const [saved, found] = /^([\d,]+) of ([\d,]+) places saved/
    .exec((await progress.textContent())!)!
    .slice(1)
    .map((n) => Number(n.replaceAll(',', '')));
  expect(found).toBe(Number(places));
  expect(saved).toBeGreaterThan(found * 0.95);
  if (saved < found)
    await expect(page.getByText(/^The other (one is|\d+ are) closed for good/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${requests} of \\d+ Google requests · \\$${dollars} of`)),
  ).toBeVisible();
  const outline = page.getByTestId('area-outline');
  await expect(outline.locator('rect[data-state="pending"]')).toHaveCount(0);
  expect(await outline.locator('rect').count()).toBeGreaterThan(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Open all [\d,]+ leads together$/ }).click();
  await expect(
    page.getByText(new RegExp(`^All ${saved!.toLocaleString('en-US')} leads of this market`)),
  ).toBeVisible({
    timeout: 30_000,
  });
});
