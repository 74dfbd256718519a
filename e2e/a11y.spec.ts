import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { TLead } from '../contracts/search';
import { ensureAdmin, FAKE_GOOGLE_KEY } from './fixtures';

/**
 * Issue 23: axe (WCAG 2.0–2.2 A/AA and best practices) on every public and signed-in screen, at desktop and phone
 * widths, with results shown, filters open and each dialog open. Any critical or serious finding fails, printed
 * with its rule, the elements and axe's summary of what is wrong.
 *
 * To check a new screen or state, add one entry to SCREENS: a name, the URL (it may use the fixture's ids) and,
 * when needed, what to do on the page before axe runs (open a dialog, switch a tab). Nothing else changes.
 */

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What the signed-in screens need: a completed search with leads, and a list holding some of them. */
type TFixture = { searchId: string; listId: string; leads: TLead[]; cookies: TCookies };
type TCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

type TScreen = {
  name: string;
  /** Signed in as the e2e admin (who may also see the admin screens). */
  signedIn: boolean;
  url: (fixture: TFixture) => string;
  /** Brings the page into the state to check, after it has loaded. */
  prepare?: (page: Page, fixture: TFixture) => Promise<void>;
  /** Only at this width (a control shown at one width only). */
  only?: (typeof WIDTHS)[number]['name'];
};

const openDialog = async (page: Page, trigger: ReturnType<Page['getByRole']>, name?: string | RegExp) => {
  await trigger.click();
  await expect(page.getByRole('dialog', name ? { name } : undefined)).toBeVisible();
};

/** Clicks the first visible match: the results show as a table on wide screens and as cards on phones. */
const firstVisible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name }).locator('visible=true').first();

const results = (f: TFixture) => `/dashboard/history/${f.searchId}`;

/** Every screen and state axe checks. Other issues' screens go here too. */
const SCREENS: TScreen[] = [
  // Public
  { name: 'landing', signedIn: false, url: () => '/' },
  { name: 'sign in', signedIn: false, url: () => '/auth' },
  {
    name: 'sign up',
    signedIn: false,
    url: () => '/auth',
    prepare: async (page) => page.getByRole('tab', { name: 'Sign Up' }).click(),
  },
  { name: 'forgot password', signedIn: false, url: () => '/forgot-password' },
  { name: 'reset password', signedIn: false, url: () => '/reset-password?token=not-a-real-token' },
  { name: 'try sample search', signedIn: false, url: () => '/try-sample-search' },
  { name: 'for web designers', signedIn: false, url: () => '/for-web-designers' },
  { name: 'for marketing agencies', signedIn: false, url: () => '/for-marketing-agencies' },
  { name: 'for chatbot providers', signedIn: false, url: () => '/for-chatbot-providers' },
  { name: 'privacy policy', signedIn: false, url: () => '/privacy-policy' },
  { name: 'refund policy', signedIn: false, url: () => '/refund-policy' },
  { name: 'bot', signedIn: false, url: () => '/bot' },
  { name: 'not found', signedIn: false, url: () => '/no-such-page' },
  {
    name: 'mobile menu',
    signedIn: false,
    url: () => '/',
    only: 'phone',
    prepare: (page) => openDialog(page, page.getByRole('button', { name: /menu/i }).first()),
  },
  // Signed in
  { name: 'overview', signedIn: true, url: () => '/dashboard' },
  { name: 'search', signedIn: true, url: () => '/dashboard/search' },
  { name: 'history', signedIn: true, url: () => '/dashboard/history' },
  {
    name: 'delete search dialog',
    signedIn: true,
    url: () => '/dashboard/history',
    prepare: async (page) => openDialog(page, firstVisible(page, 'button', /^Delete/), 'Delete this search?'),
  },
  { name: 'results', signedIn: true, url: results },
  {
    name: 'results, filters open',
    signedIn: true,
    url: results,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByLabel('Min rating')).toBeVisible();
    },
  },
  {
    name: 'results, lead selected',
    signedIn: true,
    url: results,
    prepare: async (page, f) => firstVisible(page, 'checkbox', `Select ${f.leads[0].businessName}`).click(),
  },
  {
    name: 'score dialog',
    signedIn: true,
    url: results,
    prepare: (page) =>
      openDialog(page, firstVisible(page, 'button', /^Lead score \d+/), 'Lead Score Analysis'),
  },
  {
    name: 'cold email dialog',
    signedIn: true,
    url: results,
    prepare: async (page) => {
      await openDialog(page, firstVisible(page, 'button', 'Generate Email'));
      await expect(
        page.getByRole('dialog').getByRole('textbox', { name: 'Subject', exact: true }),
      ).toBeVisible({
        timeout: 15_000,
      });
    },
  },
  {
    name: 'add to list dialog',
    signedIn: true,
    url: results,
    prepare: async (page, f) => {
      await firstVisible(page, 'checkbox', `Select ${f.leads[0].businessName}`).click();
      const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await openDialog(page, bar.getByRole('button', { name: 'Add to List' }), 'Add to List');
    },
  },
  {
    name: 'bulk tag dialog',
    signedIn: true,
    url: results,
    prepare: async (page, f) => {
      await firstVisible(page, 'checkbox', `Select ${f.leads[0].businessName}`).click();
      const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await openDialog(page, bar.getByRole('button', { name: /^Tag/ }));
    },
  },
  {
    name: 'create list from filters dialog',
    signedIn: true,
    url: results,
    prepare: (page) =>
      openDialog(page, firstVisible(page, 'button', /List from Filters/), 'Create List from Filters'),
  },
  {
    name: 'notes and tags editor',
    signedIn: true,
    url: results,
    prepare: async (page) => {
      await firstVisible(page, 'button', /^Notes and tags for /).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'lists', signedIn: true, url: () => '/dashboard/lists' },
  {
    name: 'new list dialog',
    signedIn: true,
    url: () => '/dashboard/lists',
    prepare: (page) => openDialog(page, page.getByRole('button', { name: 'New List' }), 'Create New List'),
  },
  { name: 'list detail', signedIn: true, url: (f) => `/dashboard/lists/${f.listId}` },
  { name: 'usage', signedIn: true, url: () => '/dashboard/usage' },
  { name: 'settings: profile', signedIn: true, url: () => '/dashboard/settings' },
  { name: 'settings: API keys', signedIn: true, url: () => '/dashboard/settings?tab=api-keys' },
  { name: 'settings: subscription', signedIn: true, url: () => '/dashboard/settings?tab=subscription' },
  { name: 'settings: templates', signedIn: true, url: () => '/dashboard/settings?tab=templates' },
  { name: 'settings: security', signedIn: true, url: () => '/dashboard/settings?tab=security' },
  { name: 'first-admin setup', signedIn: true, url: () => '/setup-admin' },
  {
    name: 'new template dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=templates',
    prepare: (page) => openDialog(page, page.getByRole('button', { name: 'New Template' }), 'New Template'),
  },
  { name: 'API key guide', signedIn: true, url: () => '/dashboard/api-key-guide' },
  { name: 'admin: users', signedIn: true, url: () => '/admin/users' },
  {
    name: 'create user dialog',
    signedIn: true,
    url: () => '/admin/users',
    prepare: (page) =>
      openDialog(page, page.getByRole('button', { name: /Create User/ }).first(), 'Create User'),
  },
  { name: 'admin: analytics', signedIn: true, url: () => '/admin/analytics' },
  {
    name: 'dashboard menu',
    signedIn: true,
    url: () => '/dashboard',
    only: 'phone',
    prepare: (page) => openDialog(page, page.getByRole('button', { name: /menu/i }).first()),
  },
];

async function makeFixture(browser: Browser, baseURL: string): Promise<TFixture> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const headers = { origin: baseURL };
  await ensureAdmin(request, baseURL);
  await request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  const started = await request.post('/api/searches', {
    headers,
    data: { niche: 'dentist', location: 'Austin, TX', limit: 20 },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { searchId } = (await started.json()) as { searchId: string };
  type TSearchWithLeads = { search: { status: string }; leads: TLead[] };
  const read = async () =>
    (await (await request.get(`/api/searches/${searchId}`)).json()) as TSearchWithLeads;
  await expect.poll(async () => (await read()).search.status, { timeout: 60_000 }).toBe('completed');
  const { leads } = await read();
  const list = await request.post('/api/lists', {
    headers,
    data: { name: 'Axe list', description: 'Checked by axe', leadIds: leads.slice(0, 3).map((l) => l.id) },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const { id: listId } = (await list.json()) as { id: string };
  // Signed in once: better-auth limits sign-ins per address, so every test reuses this session's cookies.
  const cookies = await context.cookies();
  await context.close();
  return { searchId, listId, leads, cookies };
}

/** Waits until the page has settled: no loading spinners or skeletons, fonts loaded, animations done. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

function describeFindings(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes
          .slice(0, 8)
          .map((n) => `   • ${n.target.join(' ')}\n     ${n.failureSummary?.replace(/\n/g, '\n     ')}`),
        v.nodes.length > 8 ? `   … and ${v.nodes.length - 8} more` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n\n');
}

let fixture: TFixture | undefined;

for (const size of WIDTHS) {
  test.describe(`axe at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const screen of SCREENS) {
      if (screen.only && screen.only !== size.name) continue;
      test(`${screen.name} (${size.name})`, async ({ page, browser, baseURL }) => {
        test.setTimeout(120_000);
        if (screen.signedIn) {
          fixture ??= await makeFixture(browser, baseURL!);
          await page.context().addCookies(fixture.cookies);
        }
        const f = fixture ?? { searchId: '', listId: '', leads: [], cookies: [] };
        await page.goto(screen.url(f));
        await settle(page);
        if (screen.prepare) {
          await screen.prepare(page, f);
          await settle(page);
        }
        if (process.env.A11Y_SCREENSHOTS)
          await page.screenshot({
            path: `test-results/a11y/${screen.name.replace(/\W+/g, '-')}-${size.name}.png`,
            fullPage: true,
          });
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const blocking = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
        expect(describeFindings(blocking) || 'no critical or serious findings', `axe on ${screen.name}`).toBe(
          'no critical or serious findings',
        );
      });
    }
  });
}
