import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin, searchThroughApi } from './fixtures';

/**
 * Outreach in the browser (issue 7): a template previewed on a real lead, and the cold email generator.
 * The server runs without LLM_BASE_URL, so emails come from the built-in writer.
 *
 * A search needs an admin or a subscriber: this spec signs in as the e2e admin (e2e/fixtures.ts), the first
 * account of its stack's database. An admin that cannot search fails the spec instead of skipping it.
 */
let searchId: string | null = null;

/** Signs in and makes sure the admin has one finished search with leads; returns its id. */
async function prepare(page: Page, origin: string): Promise<string> {
  await ensureAdmin(page.request, origin);
  if (searchId) return searchId;
  const access = (await (await page.request.get('/api/searches/access')).json()) as {
    canSearch: boolean;
    blockedBy?: string;
  };
  expect(access, 'the e2e admin may search').toMatchObject({ canSearch: true });
  await page.request.put('/api/api-keys/google', {
    headers: { origin },
    data: { apiKey: 'AIzaSyE2E-outreach-key-0000000000000000' },
  });
  searchId = (await searchThroughApi(page.request, origin, 'plumber', 10)).searchId;
  return searchId;
}

test.describe('outreach', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await prepare(page, baseURL!);
  });

  test('creates a template and previews it on one of the user’s leads', async ({ page }) => {
    const { leads } = await (await page.request.get(`/api/searches/${searchId}`)).json();
    const first = leads[0] as { businessName: string; city: string | null };

    await page.goto('/dashboard/settings?tab=templates');
    await expect(page.getByRole('heading', { name: 'Email Templates' })).toBeVisible();
    await expect(page.getByText(/^Preview for /).first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Templates' });
    // The nine system templates, and whatever other specs signed in as this shared account added before.
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(9);
    const before = await list.getByRole('listitem').count();

    await page.getByRole('button', { name: 'New Template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');

    const name = `E2E intro ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Subject').fill('Hello {{business_name}}');
    await dialog.getByLabel('Body').fill('We help businesses in {{city}}. Rated {{rating}}.');
    const preview = dialog.getByRole('figure', { name: 'Template preview' });
    const leadName = (await page.getByLabel('Preview lead').locator('option:checked').textContent())!;
    expect(leads.map((l: { businessName: string }) => l.businessName)).toContain(leadName);
    await expect(preview.getByTestId('preview-subject')).toHaveText(`Hello ${leadName}`);
    await expect(preview.getByTestId('preview-body')).not.toContainText('{{');
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await expect(page.getByText('Template created')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(list.getByRole('listitem')).toHaveCount(before + 1);
    await list
      .getByRole('button', { name: `Preview ${name}` })
      .first()
      .click();
    await page.getByLabel('Preview lead').selectOption({ label: first.businessName });
    const pagePreview = page.getByRole('figure', { name: 'Template preview' });
    await expect(pagePreview.getByTestId('preview-subject')).toHaveText(`Hello ${first.businessName}`);
    await expect(pagePreview.getByTestId('preview-body')).toContainText(
      `We help businesses in ${first.city ?? 'your area'}.`,
    );

    await list.getByRole('button', { name: `Duplicate ${name}` }).click();
    await expect(list.getByText(`${name} (Copy)`)).toBeVisible();
  });

  test('generates a cold email for a lead, regenerates in another tone and copies it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(`/dashboard/history/${searchId}`);
    const generate = page.getByRole('button', { name: 'Generate Email' }).first();
    // The results page loads its code-split parts, then the search: on a loaded CI machine that took 8 s.
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await expect(generate).toBeVisible();

    await generate.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Cold Email for / })).toBeVisible();
    await expect(page.getByText('Email generated!')).toBeVisible();
    const subject = dialog.getByRole('textbox', { name: 'Subject', exact: true });
    // This stack has an AI provider (the fake model, playwright.config.ts): the draft is the model's, checked
    // against the lead's facts; the built-in writer's drafts are outreach.int.test.ts's.
    await expect(dialog.getByText('AI draft, fact-checked')).toBeVisible();
    await expect(subject).toHaveValue(/^Ideas for /);

    await dialog.getByLabel('Tone').selectOption('friendly');
    await expect(subject).toHaveValue(/^Quick idea for /);
    const body = await dialog.getByRole('textbox', { name: 'Email', exact: true }).inputValue();

    await dialog.getByRole('button', { name: 'Copy Email' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
    await expect(dialog.getByRole('button', { name: 'Copy Email' })).toBeVisible({ timeout: 4_000 });
  });
});
