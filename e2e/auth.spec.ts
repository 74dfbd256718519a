import { expect, test } from '@playwright/test';
import { E2E_ADMIN, ensureAdmin, newAccount, signIn, signUp } from './fixtures';

test.beforeAll(async ({ playwright, baseURL }) => {
  // The first account on the instance becomes admin; make sure that is the e2e admin, not a test user.
  const request = await playwright.request.newContext({ baseURL });
  await ensureAdmin(request, baseURL!);
  await request.dispose();
});

test('sign up, stay signed in across a reload, sign out', async ({ page }) => {
  const account = await signUp(page, newAccount('Ada Lovelace'));

  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeVisible();
  await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a non-admin visiting an admin screen lands on the dashboard', async ({ page }) => {
  await signUp(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('the admin reaches the admin screens', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('on wide screens the top navigation and footer line up with every signed-in screen; public pages keep theirs', async ({
  page,
}) => {
  const dir = test.info().outputPath('widths');
  const screens = [
    '/dashboard',
    '/dashboard/search',
    '/dashboard/history',
    '/dashboard/lists',
    '/dashboard/usage',
    '/dashboard/settings',
    '/dashboard/api-key-guide',
    '/admin/users',
    '/admin/analytics',
  ];
  const bar = page.getByRole('banner').locator('> div');
  const footer = page.getByRole('contentinfo').locator('> div');
  await signIn(page, E2E_ADMIN);
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const path of screens) {
      await page.goto(path);
      const body = page.getByRole('navigation', { name: 'Dashboard' }).locator('..');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const [barBox, bodyBox, footerBox] = await Promise.all([bar, body, footer].map((l) => l.boundingBox()));
      expect({ x: barBox!.x, width: barBox!.width }, `${path} at ${width} px`).toEqual({
        x: bodyBox!.x,
        width: bodyBox!.width,
      });
      expect({ x: footerBox!.x, width: footerBox!.width }).toEqual({ x: bodyBox!.x, width: bodyBox!.width });
      if (width === 1920) expect(bodyBox!.width).toBe(1536);
      await page.screenshot({ path: `${dir}/${path.slice(1).replaceAll('/', '-')}-${width}.png` });
    }
    // A public page, signed in: the narrower width of its own content.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await bar.boundingBox())!.width).toBe(Math.min(width, 1280));
    await page.screenshot({ path: `${dir}/privacy-policy-${width}.png` });
  }
});
