import { expect, test } from '@playwright/test';
import { PNG_LOGO } from '../tests/logo-fixture';
import { ensureAdmin, FAKE_GOOGLE_KEY, searchThroughApi } from './fixtures';

/** The agency's logo: a real 1×1 PNG. */
const LOGO = Buffer.from(PNG_LOGO);

/**
 * Issue 32 §7 (decision 130): the owner brands the team's reports in Settings → Branding, shares a lead's audit
 * from its page, and the prospect opens the link in a browser of their own (no session): the agency's branding
 * shows, and once the page has been on screen a few seconds the lead shows "Viewed report". Revoked, the link is
 * "not available". Screenshots of each screen land in test-results/ for a look.
 */
test('brand the reports, share a lead’s audit, the prospect opens it, the lead shows "Viewed report"', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await ensureAdmin(page.request, baseURL!);
  const origin = { origin: baseURL! };
  await page.request.put('/api/api-keys/google', { headers: origin, data: { apiKey: FAKE_GOOGLE_KEY } });
  const { leads } = await searchThroughApi(page.request, baseURL!, 'landscaper', 10);
  const lead = leads[0]!;

  // Settings → Branding.
  await page.goto('/dashboard/settings?tab=branding');
  const form = page.getByRole('form', { name: 'Report branding' });
  await form.getByRole('textbox', { name: 'Agency name' }).fill('Greenleaf Growth Studio');
  await form.getByRole('textbox', { name: 'Colour', exact: true }).fill('#0F766E');
  await form.getByRole('textbox', { name: 'Button text' }).fill('Book a free call');
  await form.getByRole('textbox', { name: 'Button link' }).fill('https://greenleaf.example/call');
  await form
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(form.getByRole('img', { name: 'Your logo' })).toBeVisible();
  // An SVG is refused, whatever it is called.
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(form.getByRole('alert')).toHaveText(/must be a PNG, JPEG or WebP image/);
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-branding.png'), fullPage: true });

  // The lead page: Share audit.
  await page.goto(`/dashboard/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lead.businessName })).toBeVisible();
  await page.getByRole('button', { name: 'Share audit' }).click();
  const dialog = page.getByRole('dialog', { name: `Share the audit of ${lead.businessName}` });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: /Your new link/ });
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{43}$`));
  const url = await link.inputValue();
  await expect(dialog.getByText('Not viewed yet')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('share-dialog.png') });
  await page.keyboard.press('Escape');

  // The prospect: a browser of their own, no session.
  const prospect = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const view = await prospect.newPage();
  const beacon = view.waitForResponse((r) => r.url() === `${url}/view` && r.request().method() === 'POST', {
    timeout: 30_000,
  });
  const opened = await view.goto(url);
  expect(opened!.headers()['x-robots-tag']).toContain('noindex');
  await expect(view.getByRole('heading', { level: 1, name: lead.businessName })).toBeVisible();
  await expect(view.getByRole('banner')).toContainText('Greenleaf Growth Studio');
  const logo = view.getByRole('img', { name: 'Greenleaf Growth Studio logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const hero = view.locator('.hero');
  expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
  const cta = view.getByRole('link', { name: 'Book a free call' });
  await expect(cta).toHaveAttribute('href', 'https://greenleaf.example/call');
  await expect(view.getByRole('heading', { name: 'What we found on the website' })).toBeVisible();
  await view.screenshot({ path: testInfo.outputPath('shared-report.png'), fullPage: true });
  expect((await beacon).status()).toBe(204);

  const pdf = await prospect.request.get(`${url}/report.pdf`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The lead now shows it, on its page and in the results.
  await page.reload();
  await expect(page.getByText(/^Viewed report/)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(activity.getByRole('listitem').first()).toContainText(
    'The prospect opened the shared audit report',
  );
  await page.screenshot({ path: testInfo.outputPath('lead-viewed-report.png'), fullPage: true });
  await page.goto(`/dashboard/history/${lead.searchId}`);
  // The row's marker (the results show as a table here; the phone's cards are hidden).
  await expect(page.getByText('Viewed report').locator('visible=true').first()).toBeVisible({
    timeout: 20_000,
  });

  // Revoked: the prospect's link is no longer available.
  await page.goto(`/dashboard/leads/${lead.id}`);
  await page.getByRole('button', { name: 'Share audit' }).click();
  await expect(dialog.getByText(/^1 view · first/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByText('No live links.')).toBeVisible();
  const gone = await view.reload();
  expect(gone!.status()).toBe(404);
  await expect(view.getByRole('heading', { name: 'This report is not available' })).toBeVisible();
  await prospect.close();
});
