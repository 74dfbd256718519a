import { expect, test, type Page } from '@playwright/test';
import type { TLead } from '../contracts/search';
import { E2E_AUDIT, ensureAdmin, FAKE_GOOGLE_KEY, showAuditOnLeadPage } from './fixtures';

/**
 * Issue 22 (decision 112): a lead has a page of its own, reached from its name in the results; assigning it to
 * oneself shows in the table, the "Assigned to me" filter keeps it, and the activity trail records who did it.
 * Screenshots of the lead page and of the assignee in the table land in test-results/ for a look.
 */

type TSearchWithLeads = { search: { id: string; status: string }; leads: TLead[] };

async function runSearch(page: Page, origin: string): Promise<TSearchWithLeads> {
  const headers = { origin };
  await page.request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  const started = await page.request.post('/api/searches', {
    headers,
    data: { niche: 'roofer', location: 'Austin, TX', limit: 10 },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { searchId } = (await started.json()) as { searchId: string };
  const read = async () =>
    (await (await page.request.get(`/api/searches/${searchId}`)).json()) as TSearchWithLeads;
  await expect.poll(async () => (await read()).search.status, { timeout: 60_000 }).toBe('completed');
  return read();
}

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ business/);

test.beforeEach(async ({ page, baseURL }) => {
  await ensureAdmin(page.request, baseURL!);
});

test('open a lead from the results, assign it to me, filter "Assigned to me", see the activity', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { search, leads } = await runSearch(page, baseURL!);
  const lead = leads.find((l) => !l.assignedTo)!;
  expect(lead, 'a fresh search has unassigned leads').toBeTruthy();

  await page.goto(`/dashboard/history/${search.id}`);
  await expect(showing(page)).toHaveText(`Showing ${leads.length} of ${leads.length} businesses`, {
    timeout: 20_000,
  });
  await page.getByRole('link', { name: lead.businessName, exact: true }).first().click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/leads/${lead.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: lead.businessName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead score' })).toBeVisible();

  await page.getByRole('button', { name: `Assignee of ${lead.businessName}: nobody. Change` }).click();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(
    page.getByRole('button', { name: `Assignee of ${lead.businessName}: You. Change` }),
  ).toBeVisible();
  const activity = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(activity.getByRole('listitem').first()).toContainText('assigned it to themselves');
  await expect(activity.getByRole('listitem').first()).toContainText('just now');
  await page.screenshot({ path: testInfo.outputPath('lead-page.png'), fullPage: true });

  // Back in the results: the row shows the assignee, and "Assigned to me" keeps only this lead.
  await page.goto(`/dashboard/history/${search.id}`);
  await expect(
    page.getByRole('button', { name: `Assignee of ${lead.businessName}: You. Change` }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Assigned').selectOption({ label: 'Assigned to me' });
  await expect(page).toHaveURL(/assigned=me/);
  await expect(showing(page)).toHaveText(`Showing 1 of ${leads.length} businesses`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.screenshot({ path: testInfo.outputPath('assignee-column.png') });

  // Unassigned keeps the others.
  await page.goto(`/dashboard/history/${search.id}?assigned=unassigned`);
  await expect(showing(page)).toHaveText(`Showing ${leads.length - 1} of ${leads.length} businesses`);
});

test('the website audit: findings most serious first with evidence and pitch, usable from the keyboard', async ({
  page,
  baseURL,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { leads } = await runSearch(page, baseURL!);
  const lead = leads.find((l) => l.website) ?? leads[0];
  await showAuditOnLeadPage(page, lead.id);
  await page.goto(`/dashboard/leads/${lead.id}`);

  const audit = page.getByRole('region', { name: 'Website audit' });
  await expect(audit.getByRole('heading', { level: 3, name: 'Website audit' })).toBeVisible({
    timeout: 30_000,
  });
  const findings = audit.getByRole('list', { name: 'Audit findings, most serious first' });
  await expect(findings.getByRole('heading', { level: 4 })).toHaveText(
    E2E_AUDIT.findings.map((f) => f.title),
  );
  await expect(findings.getByText(/^(High|Medium|Low) severity$/)).toHaveText([
    'High severity',
    'High severity',
    'Medium severity',
    'Medium severity',
    'Low severity',
  ]);

  // From the first finding's evidence link, Tab reaches its "Copy pitch" button; Enter copies the pitch.
  const first = findings.getByRole('listitem').first();
  await first.getByRole('link').focus();
  await page.keyboard.press('Tab');
  const copy = first.getByRole('button', { name: `Copy pitch for ${E2E_AUDIT.findings[0].title}` });
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: /^Copied pitch for/ })).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_AUDIT.findings[0].pitch);

  await audit.screenshot({ path: testInfo.outputPath('lead-page-audit.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.screenshot({ path: testInfo.outputPath('lead-page-audit-phone.png') });
});

test('after its deep check, a lead shows its PageSpeed: score, metrics with units, field data or why not', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { leads } = await runSearch(page, baseURL!);
  const lead = leads.find((l) => l.website)!;
  expect(lead, 'the fake Google gives most businesses a website').toBeTruthy();
  // The check runs in the background once the lead's deep check has ended (decision 131).
  await expect
    .poll(async () => (await (await page.request.get(`/api/leads/${lead.id}`)).json()).pageSpeed, {
      timeout: 90_000,
    })
    .not.toBeNull();

  await page.goto(`/dashboard/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lead.businessName })).toBeVisible({
    timeout: 20_000,
  });
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Page speed' }) });
  await expect(card).toContainText(
    /Google PageSpeed Insights on a mobile phone, checked (just now|\d+ minutes? ago)\./,
  );
  await expect(card).toContainText(/Performance score\d{1,3} \/ 100(Good|Needs improvement|Poor)/);
  const lab = card.getByRole('region', { name: 'Lab test' });
  await expect(lab).toContainText(/Largest Contentful Paint \(LCP\)\d+(\.\d)? (s|ms)/);
  await expect(lab).toContainText(/Cumulative Layout Shift \(CLS\)\d/);
  await expect(lab).toContainText(/Total Blocking Time \(TBT\)\d+(\.\d)? (s|ms)/);
  await expect(card.getByRole('region', { name: 'Real visitors' })).toContainText(
    /Field data not available|75th percentile/,
  );
  await page.screenshot({ path: testInfo.outputPath('lead-page-pagespeed.png'), fullPage: true });
});

test("another team's lead, or no lead, is the standard not found", async ({ page }) => {
  await page.goto('/dashboard/leads/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Business not found')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
});
