import { mkdirSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../web/src/app/prerendered-paths';
import { ensureAdmin, FAKE_GOOGLE_KEY } from './fixtures';

/**
 * Issue 8's public site in a real browser, signed out: the landing page's exit-intent popup, the free sample
 * search end to end against the fake Google, the contact form, and how the pages look on a phone.
 */

/** The landing page renders its sections in a second chunk; wait for the last one. */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeAttached();
}

async function pointerUpTo(page: Page, y: number) {
  await page.mouse.move(640, 420);
  await page.mouse.move(640, y, { steps: 6 });
}

test('the exit-intent popup offers the free sample once, when the pointer heads for the top edge', async ({
  page,
}) => {
  await openLanding(page);
  const popup = page.getByTestId('exit-intent-popup');

  await pointerUpTo(page, 30);
  await page.waitForTimeout(300);
  await expect(popup).toBeHidden();

  await pointerUpTo(page, 4);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Wait — take 25 free leads with you' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Get My 25 Free Leads' })).toHaveAttribute(
    'href',
    '/try-sample-search',
  );
  await popup.getByRole('button', { name: "No thanks, I'll keep browsing" }).click();
  await expect(popup).toBeHidden();

  await pointerUpTo(page, 2);
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();

  await openLanding(page);
  await pointerUpTo(page, 2);
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();
});

test('free sample search: the form, 25 leads from the fake Google, the results page, then the rate limit', async ({
  page,
  baseURL,
}) => {
  // The sample searches with the admin's shared key: sign the admin in on a separate API client and set it.
  const admin = await playwrightRequest.newContext({ baseURL });
  await ensureAdmin(admin, baseURL!);
  const saved = await admin.put('/api/admin/beta-key', {
    headers: { origin: baseURL! },
    data: { apiKey: FAKE_GOOGLE_KEY },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await admin.dispose();

  await page.goto('/try-sample-search');
  await expect(page).toHaveTitle('Free Sample Search — 25 Local Business Leads | LeadScout');
  const form = page.getByRole('form', { name: 'Free sample search' });
  await form.getByLabel('Business type (niche)').fill('plumber');
  await form.getByLabel('Location').fill('Austin, TX');
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Email').fill('pat.e2e@example.com');
  await form.getByLabel('Leads you need per month').selectOption('100-500');
  await form.getByLabel('What are the leads for?').selectOption('sales');
  await form.getByRole('button', { name: 'Get My FREE Sample Leads (Up to 25)' }).click();

  await page.waitForURL(/\/sample-results\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '25 plumber leads in Austin, TX' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
  await expect(page.getByTestId('offer-countdown')).toHaveText(/^(10:00|09:\d\d)$/);
  await expect(page.getByRole('button', { name: 'Lock In $29.99/month for Life' })).toBeVisible();
  const storage = await page.evaluate(() => ({
    primary: sessionStorage.getItem('sample_results'),
    backup: sessionStorage.getItem('sample_results_backup'),
  }));
  expect(storage.primary).toBeNull();
  expect(JSON.parse(storage.backup!).businesses).toHaveLength(25);

  // A reload reads the backup copy.
  await page.reload();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);

  // One free sample per person: the same network address with another email is refused.
  await page.goto('/try-sample-search');
  await form.getByLabel('Business type (niche)').fill('dentist');
  await form.getByLabel('Location').fill('Denver, CO');
  await form.getByLabel('First name').fill('Pat');
  await form.getByLabel('Email').fill('someone.else@example.com');
  await form.getByRole('button', { name: 'Get My FREE Sample Leads (Up to 25)' }).click();
  await expect(page.getByText('Ready for More Leads?')).toBeVisible();
  await expect(
    page.getByText("You've already tried the free sample. Sign up to get unlimited searches!"),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up Now' }).click();
  await page.waitForURL(/\/auth$/);
});

test('the contact form sends a message and clears itself', async ({ page }) => {
  await openLanding(page, '/#contact');
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada.e2e@example.com');
  await form.getByLabel('Category').selectOption('pre-sales');
  await form.getByLabel('Subject').fill('Agency plan question');
  await form.getByLabel('Message').fill('Can my whole team share one LeadScout account?');
  await expect(form.getByText('46/2000')).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByText('0/2000')).toBeVisible();
});

test('on a phone the landing page fits the screen, with the checkout bar at the bottom', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const bar = page.getByTestId('sticky-checkout-bar');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(844);
  expect(box.width).toBe(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const shot = await page.screenshot({ path: testInfo.outputPath('landing-390.png') });
  await testInfo.attach('landing at 390 px', { body: shot, contentType: 'image/png' });

  // The menu opens the same links in a side sheet.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'For Chatbot Providers' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Try Free' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(sheet.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
});

test('every public page fits 360 px and 1280 px screens and has its own title', async ({ page }) => {
  const dir = test.info().outputPath('screens');
  mkdirSync(dir, { recursive: true });
  const titles = new Set<string>();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    for (const path of PRERENDERED_PATHS) {
      if (path === '/') await openLanding(page);
      else {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // The API reference loads after the page: it is measured too.
      if (path === '/docs/api')
        await expect(page.getByRole('list', { name: 'API operations' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      titles.add(await page.title());
      const name = path === '/' ? 'landing' : path.slice(1);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
  }
  expect(titles.size).toBe(PRERENDERED_PATHS.length);
});

test('public pages arrive pre-rendered and hydrate without errors; other paths get the empty shell', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of PRERENDERED_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} is not pre-rendered`).toMatch(/<div id="root"><div[^>]*>.*<h1/s);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the Solutions disclosure answers clicks.
    await expect(async () => {
      await page.getByRole('button', { name: 'Solutions' }).click();
      await expect(page.getByRole('link', { name: 'For Chatbot Providers' })).toBeVisible({ timeout: 500 });
    }).toPass();
  }
  expect(errors).toEqual([]);
  // Before hydration the sample form cannot be sent by the browser itself (it would reload the page, empty).
  const sampleHtml = await (await request.get('/try-sample-search')).text();
  expect(sampleHtml).toMatch(/<button type="submit" disabled=""[^>]*>.*?Get My FREE Sample Leads/s);
  for (const path of ['/dashboard', '/auth', '/no-such-page']) {
    expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  }
});
