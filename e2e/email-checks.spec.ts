import { expect, test, type Page } from '@playwright/test';
import type { TLead } from '../contracts/search';
import { ensureAdmin, FAKE_GOOGLE_KEY, searchThroughApi } from './fixtures';
import { axeViolations } from './axe';

/**
 * Issue 32, email checks (decision 128): after the deeper check, each email says whether its domain can receive
 * mail (asked of the stack's fake DNS, DNS_SERVERS), on the lead page and in the table, and the filter "Email that
 * can receive mail" keeps the leads with one. Screenshots land in test-results/ for a look.
 */

const settled = (leads: TLead[]) =>
  leads.length > 0 &&
  leads.every((lead) => lead.deepStatus && !['pending', 'running'].includes(lead.deepStatus));

/** A search through the API, then its leads once every deeper check (and so every email check) has ended. */
async function searchAndSettle(page: Page, origin: string): Promise<{ searchId: string; leads: TLead[] }> {
  await page.request.put('/api/api-keys/google', { headers: { origin }, data: { apiKey: FAKE_GOOGLE_KEY } });
  const { searchId } = await searchThroughApi(page.request, origin, 'plumber');
  const read = async () =>
    ((await (await page.request.get(`/api/searches/${searchId}`)).json()) as { leads: TLead[] }).leads;
  await expect.poll(async () => settled(await read()), { timeout: 120_000 }).toBe(true);
  return { searchId, leads: await read() };
}

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ business/);
const canReceive = (lead: TLead) => lead.emailChecks.some((check) => check.status === 'ok');

test.beforeEach(async ({ page, baseURL }) => {
  await ensureAdmin(page.request, baseURL!);
});

test('each email says whether it can receive mail; the filter keeps the leads with one', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { searchId, leads } = await searchAndSettle(page, baseURL!);
  const checked = leads.filter((lead) => lead.emails.length > 0);
  expect(checked.length, 'the fake web shows emails').toBeGreaterThan(0);
  for (const lead of checked)
    expect(lead.emailChecks.map((c) => c.email)).toEqual(lead.emails.map((e) => e.email));
  const lead = checked.find(canReceive)!;
  expect(lead, 'some fake domain takes mail').toBeTruthy();

  await page.goto(`/dashboard/leads/${lead.id}`);
  const emails = page.getByRole('list', { name: 'Emails and whether they can receive mail' });
  await expect(emails.getByRole('listitem')).toHaveCount(lead.emails.length);
  await expect(emails.getByRole('listitem').first()).toContainText(
    /Can receive mail|Domain can't receive mail/,
  );
  await expect(emails).toContainText('Can receive mail');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('lead-page-emails.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await emails.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('lead-page-emails-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/dashboard/history/${searchId}`);
  await expect(showing(page)).toHaveText(`Showing ${leads.length} of ${leads.length} businesses`, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Email that can receive mail').selectOption({ label: 'Yes' });
  await expect(page).toHaveURL(/mailable=yes/);
  const mailable = leads.filter(canReceive).length;
  await expect(showing(page)).toHaveText(`Showing ${mailable} of ${leads.length} businesses`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.screenshot({ path: testInfo.outputPath('table-emails.png') });
});
