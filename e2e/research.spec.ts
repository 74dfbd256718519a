import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { TLead } from '../contracts/search';
import { siteIndexOf } from '../fakes/websites/site-address';
import { worldSite } from '../fakes/websites/world-site';
import { axeViolations } from './axe';
import { ensureAdmin, FAKE_GOOGLE_KEY } from './fixtures';

/**
 * Issue 34 as a user does it, on the stack with the fake OpenAI-compatible model (playwright.config.ts): a question
 * column on a search → its estimate → Run → the cells fill with quotes → narrow to one answer → the Full export
 * carries the column. "electrician in Seattle, WA" has one business whose site says "Family owned since 1998."
 * among the fake Google's first ten, and others whose sites say nothing of it or cannot be read.
 */

type TSearchWithLeads = { search: { status: string }; leads: TLead[] };
const QUESTION = 'Are they family owned?';

/** The visible words of a fake site's page, as a visitor reads them: tags, scripts and styles left out. */
function pageWords(website: string, url: string): string {
  const site = worldSite(siteIndexOf(new URL(website).host)!);
  const body = site.routes[new URL(url).pathname]?.body;
  return String(body ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('a question column: estimate, run, quotes from each site, one answer shown, and the Full export', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const headers = { origin: baseURL! };
  await ensureAdmin(page.request, baseURL!);
  await page.request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  const started = await page.request.post('/api/searches', {
    headers,
    data: { niche: 'electrician', location: 'Seattle, WA', limit: 10 },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { searchId } = (await started.json()) as { searchId: string };
  const read = async () =>
    (await (await page.request.get(`/api/searches/${searchId}`)).json()) as TSearchWithLeads;
  // The answers are read from the page text the deeper check keeps: every lead's check has ended first.
  await expect
    .poll(
      async () => {
        const { search, leads } = await read();
        return (
          search.status === 'completed' &&
          leads.every((lead) => lead.deepStatus !== 'pending' && lead.deepStatus !== 'running')
        );
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  const { leads } = await read();
  const familyOwned = leads.filter(
    (lead) => lead.website && pageWords(lead.website, lead.website).includes('Family owned since 1998.'),
  );
  expect(familyOwned.map((lead) => lead.businessName)).toHaveLength(1);

  await page.goto(`/dashboard/history/${searchId}`);
  const panel = page.getByRole('region', { name: 'Research' });
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  const form = panel.getByRole('form', { name: 'Ask a question' });
  await form.getByLabel('Question').fill(QUESTION);
  await expect(form.getByLabel('Answer type')).toHaveValue('yes_no');
  await form.getByRole('button', { name: 'Add question' }).click();

  // The cost before running: every lead of the search, in tokens and dollars, against the month's budget.
  const column = panel.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(
    column.getByText(
      /^10 leads, ≈ [\d,]+ tokens, ≈ (< )?\$\d+\.\d{2} — \$[\d.]+ of \$[\d.]+ used this month$/,
    ),
  ).toBeVisible();
  await column.getByRole('button', { name: 'Run' }).click();
  await expect(column.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(column.getByText(/^1 of 10 answered, 9 not found$/)).toBeVisible();

  await column.getByRole('button', { name: 'Show answers' }).click();
  const table = column.getByRole('table');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  const yes = rows.filter({ hasText: familyOwned[0].businessName });
  await expect(yes.getByRole('cell').nth(1)).toHaveText('Yes');
  await expect(yes).toContainText('“Family owned since 1998.”');

  // Every quote shown is on the page it links to.
  for (const row of await rows.all()) {
    const link = row.getByRole('link');
    if ((await link.count()) === 0) continue;
    const quote = (await row.locator('p.italic').innerText()).replace(/^“|”$/g, '');
    const name = await row.getByRole('cell').first().innerText();
    const lead = leads.find((candidate) => candidate.businessName === name)!;
    expect(pageWords(lead.website!, (await link.getAttribute('href'))!)).toContain(quote);
  }

  await column.getByLabel('Show').selectOption({ label: 'Yes (1)' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(familyOwned[0].businessName);
  // Not found: seven sites say nothing of it; the lead without a website and the one whose robots.txt keeps the
  // crawler out have no text to read.
  await expect(column.getByLabel('Show').getByRole('option')).toHaveText([
    'Every answer (10)',
    'Yes (1)',
    'Not found on the site (7)',
    'No website text to read (2)',
  ]);
  await column.getByLabel('Show').selectOption({ label: 'Not found on the site (7)' });
  await expect(rows).toHaveCount(7);
  // The answers with their filter and sortable headers join the axe checks (the sweep's stack has no model).
  await table.getByRole('button', { name: 'Confidence' }).click();
  await expect(table.getByRole('columnheader', { name: 'Confidence' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await axeViolations(page)).toEqual([]);

  // The Full export ends with the column: the answer, its quote and its page.
  await page.getByRole('button', { name: 'More export options' }).click();
  await page.getByRole('menuitemcheckbox', { name: /Full layout/ }).click();
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  const [header, ...records] = parse(csv) as string[][];
  expect(header.slice(-3)).toEqual([QUESTION, `${QUESTION} (quote)`, `${QUESTION} (page)`]);
  const exported = records.find((record) => record[0] === familyOwned[0].businessName)!;
  expect(exported.slice(-3)).toEqual(['Yes', 'Family owned since 1998.', familyOwned[0].website]);
  expect(records.filter((record) => record.at(-3) === 'Not found on the site')).toHaveLength(7);
  expect(records.filter((record) => record.at(-3) === 'No website text to read')).toHaveLength(2);
});
