import { expect, test, type Locator, type Page } from '@playwright/test';
import { createListThroughApi, ensureAdmin, FAKE_GOOGLE_KEY, newAccount, searchThroughApi } from './fixtures';

/**
 * Issue 23, item 3, with the keyboard: closing any dialog (Escape) puts focus back on what opened it — also a
 * row of the virtualised table that left the page while the dialog was open — and after a delete or a merge
 * focus goes to a sensible neighbour, never to the page body. Setup goes through the API; the checks are keys.
 */

test.use({ viewport: { width: 1366, height: 900 } });

async function signInAdmin(page: Page, baseURL: string) {
  await ensureAdmin(page.request, baseURL);
  await page.request.put('/api/api-keys/google', {
    headers: { origin: baseURL },
    data: { apiKey: FAKE_GOOGLE_KEY },
  });
  return { origin: baseURL };
}

/** What has focus, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** The lead id of the row holding the focused element. */
const focusedLeadId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-lead-id]')?.dataset.leadId ?? null);

/** A check: its name, the control that opens it, and what shows while it is open. */
type TCheck = [label: string, trigger: Locator, opened: Locator];

/** For each check: focus the trigger, open with Enter, close with Escape: focus is back on the trigger. */
async function escapeReturnsFocus(page: Page, checks: TCheck[]) {
  for (const check of checks) await escapeOne(page, ...check);
}

async function escapeOne(page: Page, label: string, trigger: Locator, opened: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(opened, `${label}: opens`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opened, `${label}: closes`).toBeHidden();
  await expect
    .soft(trigger, `${label}: focus is back on the trigger, not on ${await focused(page)}`)
    .toBeFocused();
}

/** Opens the row actions menu with the keyboard and picks `item`; Escape then returns to the menu button. */
async function menuDialogReturnsFocus(page: Page, menuButton: Locator, item: string, dialog: Locator) {
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(menuItem).toBeVisible();
  await menuItem.focus();
  await page.keyboard.press('Enter');
  await expect(dialog, `${item}: opens`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .soft(menuButton, `${item}: focus is back on the menu button, not on ${await focused(page)}`)
    .toBeFocused();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test('closing each dialog with Escape returns focus to its trigger', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const headers = await signInAdmin(page, baseURL!);
  const { searchId, leads } = await searchThroughApi(page.request, baseURL!, 'dentist', 50);
  const listName = `Focus list ${Date.now().toString(36)}`;
  const listId = await createListThroughApi(page.request, baseURL!, listName, [leads[0].id, leads[1].id]);
  const templateName = `Focus template ${Date.now().toString(36)}`;
  const template = await page.request.post('/api/email-templates', {
    headers,
    data: { name: templateName, subject: 'Hello', body: 'Hi {{businessName}}.' },
  });
  expect(template.ok()).toBe(true);
  // Another user for the admin's delete-user dialog.
  const other = newAccount('Focus Other');
  expect((await page.request.post('/api/auth/sign-up/email', { headers, data: other })).ok()).toBe(true);

  // Results: the row dialogs, the notes popover and the bulk bar's dialogs.
  await page.goto(`/dashboard/history/${searchId}`);
  const row = page.locator(`tr[data-lead-id="${leads[0].id}"]`);
  await escapeReturnsFocus(page, [
    [
      'score dialog',
      row.getByRole('button', { name: /^Lead score \d+/ }),
      dialog(page, 'Lead Score Analysis'),
    ],
    [
      'cold email dialog',
      row.getByRole('button', { name: 'Generate Email' }),
      dialog(page, /^Cold Email for /),
    ],
    [
      'notes and tags',
      row.getByRole('button', { name: `Notes and tags for ${leads[0].businessName}` }),
      page.getByRole('form', { name: `Notes and tags for ${leads[0].businessName}` }),
    ],
  ]);
  await row.getByRole('checkbox', { name: `Select ${leads[0].businessName}` }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toBeVisible();
  await escapeReturnsFocus(page, [
    ['tag', bar.getByRole('button', { name: /^Tag/ }), page.getByRole('dialog')],
    ['add to list', bar.getByRole('button', { name: 'Add to List' }), dialog(page, 'Add to List')],
    ['bulk delete', bar.getByRole('button', { name: 'Delete' }), dialog(page, 'Delete 1 business?')],
    [
      'list from filters',
      page.getByRole('button', { name: /List from Filters/ }),
      dialog(page, 'Create List from Filters'),
    ],
  ]);

  // A virtualised row: its dialog is open while the table scrolls away, so the row leaves the page.
  const scroller = page.locator('table[aria-label="Leads"]').locator('xpath=..');
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  const lastRow = page.locator('tbody tr[data-lead-id]').last();
  await expect(lastRow).toHaveAttribute('aria-rowindex', String(leads.length + 1));
  const farId = (await lastRow.getAttribute('data-lead-id'))!;
  const farScore = page.locator(`tr[data-lead-id="${farId}"]`).getByRole('button', { name: /^Lead score/ });
  await farScore.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page, 'Lead Score Analysis')).toBeVisible();
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(page.locator(`tr[data-lead-id="${farId}"]`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Lead Score Analysis')).toBeHidden();
  await expect
    .soft(
      page.locator(`tr[data-lead-id="${farId}"]`).getByRole('button', { name: /^Lead score/ }),
      `virtualised row: focus is back on its score, not on ${await focused(page)}`,
    )
    .toBeFocused();

  // History.
  await page.goto('/dashboard/history');
  await escapeReturnsFocus(page, [
    [
      'delete search',
      page
        .getByRole('button', { name: /^Delete/ })
        .locator('visible=true')
        .first(),
      dialog(page, 'Delete this search?'),
    ],
  ]);

  // Lists and a list.
  await page.goto('/dashboard/lists');
  await escapeReturnsFocus(page, [
    ['new list', page.getByRole('button', { name: 'New List' }).first(), dialog(page, 'Create New List')],
  ]);
  const actions = page.getByRole('button', { name: `Actions for ${listName}` });
  await menuDialogReturnsFocus(page, actions, 'Edit', dialog(page, 'Edit List'));
  await menuDialogReturnsFocus(page, actions, 'Delete', dialog(page, 'Delete list'));
  await page.goto(`/dashboard/lists/${listId}`);
  await escapeReturnsFocus(page, [
    ['edit list', page.getByRole('button', { name: 'Edit List' }), dialog(page, 'Edit List')],
  ]);
  await page
    .locator(`tr[data-lead-id="${leads[0].id}"]`)
    .getByRole('checkbox', { name: /^Select / })
    .focus();
  await page.keyboard.press('Space');
  await escapeReturnsFocus(page, [
    [
      'remove from list',
      page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Remove from List' }),
      dialog(page, 'Remove 1 business from this list?'),
    ],
  ]);

  // Settings.
  await page.goto('/dashboard/settings?tab=templates');
  await escapeReturnsFocus(page, [
    ['new template', page.getByRole('button', { name: 'New Template' }), dialog(page, 'New Template')],
    [
      'delete template',
      page.getByRole('button', { name: `Delete ${templateName}` }),
      dialog(page, `Delete “${templateName}”?`),
    ],
  ]);
  await page.goto('/dashboard/settings?tab=api-keys');
  await escapeReturnsFocus(page, [
    [
      'delete API key',
      page.getByRole('button', { name: 'Delete', exact: true }),
      dialog(page, 'Delete your API key?'),
    ],
  ]);

  // Admin.
  await page.goto('/admin/users');
  await escapeReturnsFocus(page, [
    ['create user', page.getByRole('button', { name: /Create User/ }).first(), dialog(page, 'Create User')],
    [
      'delete user',
      page.getByRole('button', { name: `Delete ${other.email}` }).locator('visible=true'),
      dialog(page, 'Delete user?'),
    ],
  ]);

  // The phone menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await escapeReturnsFocus(page, [
    ['dashboard menu', page.getByRole('button', { name: /menu/i }).first(), page.getByRole('dialog')],
  ]);
});

test('after a delete or a merge, focus goes to a neighbour', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAdmin(page, baseURL!);
  const first = await searchThroughApi(page.request, baseURL!, 'roofer');
  const second = await searchThroughApi(page.request, baseURL!, 'roofer');
  const leads = first.leads;

  // Bulk delete of the second row: focus goes to the row that was third.
  await page.goto(`/dashboard/history/${second.searchId}`);
  const rows = page.locator('tbody tr[data-lead-id]');
  await expect(rows.nth(2)).toBeVisible({ timeout: 20_000 });
  const [, doomed, next] = await rows.evaluateAll((els) => els.slice(0, 3).map((el) => el.dataset.leadId!));
  await page
    .locator(`tr[data-lead-id="${doomed}"]`)
    .getByRole('checkbox', { name: /^Select / })
    .focus();
  await page.keyboard.press('Space');
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await dialog(page, 'Delete 1 business?').getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`tr[data-lead-id="${doomed}"]`)).toHaveCount(0);
  await expect.poll(() => focusedLeadId(page), { message: 'bulk delete' }).toBe(next);

  // A list of duplicates: merge keeps the first copy and focus goes to it.
  const copies = leads
    .slice(0, 2)
    .flatMap((lead) => [lead, second.leads.find((l) => l.googlePlaceId === lead.googlePlaceId)!])
    .filter((l) => l && l.id !== doomed);
  const listName = `Focus dupes ${Date.now().toString(36)}`;
  const listId = await createListThroughApi(
    page.request,
    baseURL!,
    listName,
    copies.map((l) => l.id),
  );
  await page.goto(`/dashboard/lists/${listId}`);
  await page.getByRole('button', { name: /^Duplicates/ }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Duplicates' });
  await panel
    .getByRole('button', { name: /^Merge/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const merge = dialog(page, 'Merge duplicates');
  await merge.getByRole('button', { name: /^Merge \d+ businesses$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(merge).toBeHidden();
  await expect(page.getByText(/^Merged \d+ businesses$/)).toBeVisible();
  await expect.poll(() => focusedLeadId(page), { message: 'merge' }).not.toBeNull();

  // Remove from list: focus stays in the table.
  await expect(page.locator('tbody tr[data-lead-id]').nth(1)).toBeVisible({ timeout: 20_000 });
  const remaining = await page
    .locator('tbody tr[data-lead-id]')
    .evaluateAll((els) => els.map((el) => el.dataset.leadId!));
  await page
    .locator(`tr[data-lead-id="${remaining[0]}"]`)
    .getByRole('checkbox', { name: /^Select / })
    .focus();
  await page.keyboard.press('Space');
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Remove from List' })
    .focus();
  await page.keyboard.press('Enter');
  await dialog(page, /from this list\?$/)
    .getByRole('button', { name: 'Remove' })
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedLeadId(page), { message: 'remove from list' }).toBe(remaining[1]);

  // Deleting a list from the lists page: focus goes to a neighbouring list's menu button, not the body.
  await page.goto('/dashboard/lists');
  const actions = page.getByRole('button', { name: `Actions for ${listName}` });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await dialog(page, 'Delete list').getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(actions).toHaveCount(0);
  await expect
    .poll(() => focused(page), { message: 'delete list' })
    .toMatch(/^button "Actions for |^button "New List/);

  // Deleting a search from the history: focus goes to a neighbouring search's delete button.
  await page.goto('/dashboard/history');
  const firstDelete = page
    .getByRole('button', { name: /^Delete search / })
    .locator('visible=true')
    .first();
  await firstDelete.focus();
  await page.keyboard.press('Enter');
  await dialog(page, 'Delete this search?').getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Search deleted')).toBeVisible();
  await expect(dialog(page, 'Delete this search?')).toBeHidden();
  await expect.poll(() => focused(page), { message: 'delete search' }).toMatch(/^button "Delete/);
});
