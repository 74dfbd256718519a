import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { TLead } from '../contracts/search';
import {
  confirmPasswordIfAsked,
  createListThroughApi,
  E2E_ADMIN,
  ensureAdmin,
  FAKE_GOOGLE_KEY,
  FAKE_HUBSPOT_TOKEN,
  newAccount,
  searchThroughApi,
  showAuditOnLeadPage,
  withPassword,
} from './fixtures';
import { startDovecot } from '../fakes/imap/start-dovecot';
import { PNG_LOGO } from '../tests/logo-fixture';
import { axeViolations, blockingOf } from './axe';

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

/**
 * What the signed-in screens need: a completed search with leads, a list holding some of them, a list holding
 * duplicates (the same places from a second search), a template, and a second account with an authenticator
 * app (its full session, and a session that still owes the second step).
 */
type TFixture = {
  searchId: string;
  /** A shared audit report of the first lead, in the team's branding (decision 130). */
  reportPath: string;
  listId: string;
  duplicatesListId: string;
  /** A small area sweep (downtown Austin's dentists), started by the fixture; its screens wait for its end. */
  sweepId: string;
  /** A weekly monitor of that sweep (issue 33 §4), not run. */
  monitorId: string;
  leads: TLead[];
  cookies: TCookies;
  totpCookies: TCookies;
  twoStepCookies: TCookies;
};
type TCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

type TScreen = {
  name: string;
  /**
   * Signed in as the e2e admin (who may also see the admin screens), or with the fixture's authenticator-app
   * account: `totp` fully signed in, `two-step` after the password only.
   */
  signedIn: boolean | 'totp' | 'two-step';
  /** The page keeps a stream open (a running search): run axe as soon as `prepare` is done. */
  live?: boolean;
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

/** Creates an API token, a lasting action: answers the password prompt when the session is past the window. */
const createToken = async (page: Page) => {
  await page.getByRole('button', { name: 'Create token' }).click();
  await confirmPasswordIfAsked(
    page,
    E2E_ADMIN.password,
    page.getByRole('dialog', { name: 'Copy your new token' }),
  );
};

/** The fixture's first lead with a website, the one a PageSpeed check measures. */
const withWebsite = (f: TFixture) => f.leads.find((lead) => lead.website) ?? f.leads[0];

/** Clicks the first visible match: the results show as a table on wide screens and as cards on phones. */
const firstVisible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name }).locator('visible=true').first();

const results = (f: TFixture) => `/dashboard/history/${f.searchId}`;

/** Selects the first lead and opens a dialog from the bulk bar. */
const bulkDialog = async (page: Page, f: TFixture, action: string | RegExp, name?: string | RegExp) => {
  await firstVisible(page, 'checkbox', `Select ${f.leads[0].businessName}`).click();
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await openDialog(page, bar.getByRole('button', { name: action }), name);
};

/** Connects the team to the fake HubSpot (playwright.config.ts), which takes any private-app token. */
const connectFakeHubSpot = async (page: Page) => {
  const origin = new URL(page.url()).origin;
  // A lasting action: the fixture's session is older than the e2e step-up window, so it confirms the password.
  const res = await withPassword(page.request, origin, E2E_ADMIN.password, () =>
    page.request.put('/api/integrations/hubspot', {
      headers: { origin },
      data: { token: FAKE_HUBSPOT_TOKEN },
    }),
  );
  expect(res.ok(), await res.text()).toBe(true);
};

/**
 * Connects a mailbox: the stack's fake SMTP (app port + 6, any login) and a private dovecot for IMAP, started here
 * for the sign-in only. The fixture's team keeps it, so a later screen finds it connected already (409).
 */
const connectMailbox = async (page: Page) => {
  const url = new URL(page.url());
  const imap = await startDovecot();
  try {
    const res = await withPassword(page.request, url.origin, E2E_ADMIN.password, () =>
      page.request.post('/api/mailboxes', {
        headers: { origin: url.origin },
        data: {
          fromName: 'Anna from Agency',
          fromAddress: 'anna@agency.test',
          smtp: {
            host: '127.0.0.1',
            port: Number(url.port) + 6,
            tls: 'none',
            user: 'anna',
            password: 'smtp-pass',
          },
          imap: { host: imap.host, port: imap.port, tls: 'none', user: imap.user, password: imap.password },
        },
      }),
    );
    expect([201, 409], await res.text()).toContain(res.status());
  } finally {
    await imap.stop();
  }
};

/**
 * What a campaign needs: the connected mailbox with a postal address (so it may send) and a two-step sequence of
 * the fixture's template. Answers their ids; a later screen finds both made already.
 */
const readyToCampaign = async (page: Page) => {
  await connectMailbox(page);
  const headers = { origin: new URL(page.url()).origin };
  const { mailboxes } = (await (await page.request.get('/api/mailboxes')).json()) as {
    mailboxes: { id: string; fromAddress: string }[];
  };
  const mailboxId = mailboxes.find((m) => m.fromAddress === 'anna@agency.test')!.id;
  const postal = await page.request.patch(`/api/mailboxes/${mailboxId}`, {
    headers,
    data: { physicalAddress: '1 High Street, Leeds LS1 1AA' },
  });
  expect(postal.ok(), await postal.text()).toBe(true);
  const sequences = (await (await page.request.get('/api/email-sequences')).json()) as {
    id: string;
    name: string;
  }[];
  let sequenceId = sequences.find((s) => s.name === 'Axe sequence')?.id;
  if (!sequenceId) {
    const templates = (await (await page.request.get('/api/email-templates')).json()) as {
      id: string;
      name: string;
    }[];
    const templateId = templates.find((t) => t.name === 'Axe template')!.id;
    const made = await page.request.post('/api/email-sequences', {
      headers,
      data: {
        name: 'Axe sequence',
        steps: [
          { templateId, dayOffset: 0 },
          { templateId, dayOffset: 3 },
        ],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    sequenceId = ((await made.json()) as { id: string }).id;
  }
  return { mailboxId, sequenceId };
};

/** The fixture's campaign (launched once, to its leads that have an address), opened on its page. */
const openCampaign = async (page: Page, f: TFixture) => {
  const { mailboxId, sequenceId } = await readyToCampaign(page);
  const { campaigns } = (await (await page.request.get('/api/campaigns')).json()) as {
    campaigns: { id: string }[];
  };
  let id = campaigns[0]?.id;
  if (!id) {
    const launched = await page.request.post('/api/campaigns', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        name: 'Axe campaign',
        sequenceId,
        mailboxIds: [mailboxId],
        leadIds: f.leads.filter((l) => l.email || l.emails.length).map((l) => l.id),
      },
    });
    expect(launched.ok(), await launched.text()).toBe(true);
    id = ((await launched.json()) as { campaign: { id: string } }).campaign.id;
  }
  await page.goto(`/dashboard/campaigns/${id}`);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 30_000 });
};

/** HubSpot auto-pushes only chosen searches from score 90, and the fixture's search is chosen. */
const chooseSearchForAutoPush = async (page: Page, f: TFixture) => {
  await connectFakeHubSpot(page);
  const headers = { origin: new URL(page.url()).origin };
  const settings = await page.request.patch('/api/integrations/hubspot', {
    headers,
    data: { autoPushMinScore: 90, autoPushScope: 'chosen' },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const on = await page.request.put(`/api/searches/${f.searchId}/auto-push/hubspot`, { headers });
  expect(on.ok(), await on.text()).toBe(true);
};

/** Fills the search form and sends it. */
const search = async (page: Page, niche: string) => {
  await page.getByRole('textbox', { name: /Business Type/ }).fill(niche);
  await page.getByRole('textbox', { name: 'Location' }).fill('Austin, TX');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

/** The code an authenticator app shows now for `secret` (base32). */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** A sample search's results as /try-sample-search hands them to /sample-results (session storage). */
const SAMPLE = {
  searchId: '00000000-0000-4000-8000-000000000000',
  niche: 'plumber',
  location: 'Austin, TX',
  emailed: true,
  businesses: [1, 2, 3].map((i) => ({
    businessName: `Axe Plumbing ${i}`,
    rating: 4.5,
    reviewCount: 12 * i,
    phone: '(512) 555-010' + i,
    website: `https://axe-plumbing-${i}.example`,
    address: `${i} Congress Ave`,
    city: 'Austin',
    state: 'TX',
  })),
};

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
  {
    name: 'docs: API',
    signedIn: false,
    url: () => '/docs/api',
    prepare: async (page) => {
      await expect(
        page.getByRole('list', { name: 'API operations' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  { name: 'docs: webhooks', signedIn: false, url: () => '/docs/webhooks' },
  { name: 'docs: integrations', signedIn: false, url: () => '/docs/integrations' },
  { name: 'not found', signedIn: false, url: () => '/no-such-page' },
  { name: 'two-step sign-in', signedIn: 'two-step', url: () => '/auth/two-step' },
  {
    name: 'two-step sign-in, backup code',
    signedIn: 'two-step',
    url: () => '/auth/two-step',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Use a backup code instead' }).click();
      await expect(page.getByLabel('Backup code')).toBeVisible();
    },
  },
  {
    name: 'sample results',
    signedIn: false,
    url: () => `/sample-results?id=${SAMPLE.searchId}`,
    prepare: async (page) => {
      // Both copies, as the form saves them (the page reads the first and keeps the backup).
      await page.evaluate((sample) => {
        sessionStorage.setItem('sample_results', JSON.stringify(sample));
        sessionStorage.setItem('sample_results_backup', JSON.stringify(sample));
      }, SAMPLE);
      // Without results the page sends the visitor to the form; with them in session storage, it shows them.
      await page.goto(`/sample-results?id=${SAMPLE.searchId}`);
      await expect(page.getByRole('heading', { name: '3 plumber leads in Austin, TX' })).toBeVisible();
      await expect(page.getByText('Axe Plumbing 3').locator('visible=true')).toBeVisible();
    },
  },
  {
    name: 'exit-intent dialog',
    signedIn: false,
    url: () => '/',
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeAttached();
      // The offer listens once its lazy part has hydrated: the pointer heads up again until it shows.
      await expect(async () => {
        await page.mouse.move(200, 420);
        await page.mouse.move(200, 2, { steps: 6 });
        await expect(page.getByTestId('exit-intent-popup')).toBeVisible({ timeout: 1_000 });
      }).toPass();
    },
  },
  { name: 'invitation, signed out', signedIn: false, url: () => '/invitations/axe-invitation' },
  {
    name: 'mobile menu',
    signedIn: false,
    url: () => '/',
    only: 'phone',
    // The pre-rendered button is on screen before the header hydrates: pressed again while it has not opened the
    // menu (never once it has: a second press would close it; the open menu hides the button from the roles).
    prepare: async (page) => {
      const button = page.getByRole('button', { name: /menu/i, includeHidden: true }).first();
      await expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
      }).toPass();
    },
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
  { name: 'lead page', signedIn: true, url: (f) => `/dashboard/leads/${f.leads[0].id}` },
  {
    name: 'lead page with its PageSpeed',
    signedIn: true,
    url: (f) => `/dashboard/leads/${withWebsite(f).id}`,
    prepare: async (page, f) => {
      // Measured in the background after the lead's deep check (decision 131).
      const measured = async () =>
        (await (await page.request.get(`/api/leads/${withWebsite(f).id}`)).json()).pageSpeed;
      await expect.poll(measured, { timeout: 45_000 }).not.toBeNull();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Page speed' })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'lead page, assignee menu open',
    signedIn: true,
    url: (f) => `/dashboard/leads/${f.leads[0].id}`,
    prepare: async (page, f) => {
      await page
        .getByRole('button', { name: `Assignee of ${f.leads[0].businessName}: nobody. Change` })
        .click();
      await expect(page.getByRole('button', { name: 'Assign to me' })).toBeVisible();
    },
  },
  {
    name: 'lead page, website audit findings',
    signedIn: true,
    url: (f) => `/dashboard/leads/${f.leads[0].id}`,
    prepare: async (page, f) => {
      await showAuditOnLeadPage(page, f.leads[0].id);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Audit findings, most serious first' })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
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
    prepare: (page, f) => bulkDialog(page, f, 'Add to List', 'Add to List'),
  },
  {
    name: 'push to CRM dialog, results',
    signedIn: true,
    url: results,
    prepare: async (page, f) => {
      await connectFakeHubSpot(page);
      await bulkDialog(page, f, 'Push to CRM', 'Push to CRM');
      await page.getByRole('button', { name: 'Push to HubSpot' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Done:/ })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'bulk tag dialog',
    signedIn: true,
    url: results,
    prepare: (page, f) => bulkDialog(page, f, /^Tag/),
  },
  {
    name: 'bulk delete dialog',
    signedIn: true,
    url: results,
    prepare: (page, f) => bulkDialog(page, f, 'Delete', 'Delete 1 business?'),
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
  {
    name: 'edit list dialog',
    signedIn: true,
    url: () => '/dashboard/lists',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Actions for Axe list' }).first().click();
      await openDialog(page, page.getByRole('menuitem', { name: 'Edit' }), 'Edit List');
    },
  },
  {
    name: 'delete list dialog',
    signedIn: true,
    url: () => '/dashboard/lists',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Actions for Axe list' }).first().click();
      await openDialog(page, page.getByRole('menuitem', { name: 'Delete' }), 'Delete list');
    },
  },
  { name: 'list detail', signedIn: true, url: (f) => `/dashboard/lists/${f.listId}` },
  {
    name: 'research question form',
    signedIn: true,
    url: (f) => `/dashboard/lists/${f.listId}`,
    prepare: async (page) => {
      const panel = page.getByRole('region', { name: 'Research' });
      await panel.getByRole('button', { name: 'Ask a question' }).click();
      await expect(panel.getByRole('form', { name: 'Ask a question' })).toBeVisible();
    },
  },
  {
    name: 'remove from list dialog',
    signedIn: true,
    url: (f) => `/dashboard/lists/${f.listId}`,
    prepare: (page, f) => bulkDialog(page, f, 'Remove from List', 'Remove 1 business from this list?'),
  },
  {
    name: 'duplicates panel',
    signedIn: true,
    url: (f) => `/dashboard/lists/${f.duplicatesListId}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Duplicates/ }).click();
      await expect(page.getByRole('region', { name: 'Duplicates' })).toBeVisible();
    },
  },
  {
    name: 'merge dialog',
    signedIn: true,
    url: (f) => `/dashboard/lists/${f.duplicatesListId}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Duplicates/ }).click();
      const panel = page.getByRole('region', { name: 'Duplicates' });
      await openDialog(page, panel.getByRole('button', { name: /^Merge/ }).first(), 'Merge duplicates');
    },
  },
  {
    name: 'deeper-check indicator',
    signedIn: true,
    live: true,
    url: () => '/dashboard/search',
    prepare: async (page) => {
      // The fake's yoga studios include a homepage too slow for the first pass (e2e/deep-pass.spec.ts).
      await search(page, 'yoga studio');
      const status = page.getByRole('status').filter({ hasText: /Deeper check/ });
      await expect(status).toContainText('Deeper check running…', { timeout: 60_000 });
      await expect(
        page.locator('[title="Deeper check running…"]').locator('visible=true').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'beta complete dialog',
    signedIn: true,
    url: () => '/dashboard/search',
    prepare: async (page) => {
      // A spent beta budget, as the server answers it; the dialog itself is what is checked.
      await page.route('**/api/searches', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ json: { searchId: null, betaComplete: true, betaResultsRemaining: 0 } })
          : route.fallback(),
      );
      await search(page, 'dentist');
      await expect(page.getByRole('dialog', { name: 'Beta complete' })).toBeVisible();
    },
  },
  {
    name: 'usage',
    signedIn: true,
    url: () => '/dashboard/usage',
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: 'PageSpeed Insights' })).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  { name: 'settings: profile', signedIn: true, url: () => '/dashboard/settings' },
  { name: 'settings: API keys', signedIn: true, url: () => '/dashboard/settings?tab=api-keys' },
  {
    name: 'delete API key dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=api-keys',
    prepare: (page) =>
      openDialog(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete your API key?'),
  },
  { name: 'settings: API tokens', signedIn: true, url: () => '/dashboard/settings?tab=api-tokens' },
  {
    name: 'API token created dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=api-tokens',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Token name' }).fill('Axe token');
      await createToken(page);
    },
  },
  {
    name: 'revoke API token dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=api-tokens',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Token name' }).fill('Axe revoke');
      await createToken(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await openDialog(page, page.getByRole('button', { name: 'Revoke Axe revoke' }).first(), /^Revoke/);
    },
  },
  { name: 'settings: subscription', signedIn: true, url: () => '/dashboard/settings?tab=subscription' },
  { name: 'settings: branding', signedIn: true, url: () => '/dashboard/settings?tab=branding' },
  {
    name: 'share audit dialog, a new link',
    signedIn: true,
    url: (f) => `/dashboard/leads/${f.leads[0].id}`,
    prepare: async (page) => {
      await openDialog(page, page.getByRole('button', { name: 'Share audit' }), /^Share the audit of/);
      await page.getByRole('button', { name: 'Create link' }).click();
      await expect(page.getByRole('textbox', { name: /Your new link/ })).toBeVisible();
    },
  },
  // The public report page needs no session; it is opened with one here only because its link is the fixture's.
  { name: 'shared audit report', signedIn: true, url: (f) => f.reportPath },
  { name: 'shared audit report, not available', signedIn: false, url: () => `/r/${'x'.repeat(43)}` },
  { name: 'settings: templates', signedIn: true, url: () => '/dashboard/settings?tab=templates' },
  { name: 'settings: security', signedIn: true, url: () => '/dashboard/settings?tab=security' },
  {
    name: 'settings: security, authenticator app on',
    signedIn: 'totp',
    url: () => '/dashboard/settings?tab=security',
    prepare: async (page) => {
      await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
    },
  },
  {
    name: 'settings: security, turning the app off',
    signedIn: 'totp',
    url: () => '/dashboard/settings?tab=security',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await expect(page.getByRole('form', { name: 'Confirm your password' })).toBeVisible();
    },
  },
  {
    name: 'step-up dialog',
    signedIn: 'totp',
    url: () => '/dashboard/settings?tab=api-keys',
    prepare: async (page) => {
      // The account's second step is older than the e2e server's 3 s window, so saving a key asks again.
      await page.getByRole('textbox', { name: 'Google Places API Key', exact: true }).fill(FAKE_GOOGLE_KEY);
      await page.getByRole('button', { name: 'Save API Key' }).click();
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
    },
  },
  { name: 'settings: team', signedIn: true, url: () => '/dashboard/settings?tab=team' },
  {
    name: 'settings: integrations, HubSpot connected',
    signedIn: true,
    url: () => '/dashboard/settings?tab=integrations',
    prepare: async (page) => {
      await connectFakeHubSpot(page);
      await page.reload();
      await expect(page.getByText('What a lead brings to HubSpot')).toBeVisible();
    },
  },
  {
    name: 'settings: mailboxes, connect form',
    signedIn: true,
    url: () => '/dashboard/settings?tab=mailboxes',
    prepare: async (page) => {
      await expect(page.getByRole('form', { name: 'Connect a mailbox' })).toBeVisible();
    },
  },
  {
    name: 'settings: mailboxes, a mailbox connected',
    signedIn: true,
    url: () => '/dashboard/settings?tab=mailboxes',
    prepare: async (page) => {
      await connectMailbox(page);
      await page.reload();
      await expect(page.getByText('Needs a postal address')).toBeVisible();
    },
  },
  {
    name: 'settings: mailboxes, changing servers with a field missing',
    signedIn: true,
    url: () => '/dashboard/settings?tab=mailboxes',
    prepare: async (page) => {
      await connectMailbox(page);
      await page.reload();
      await page.getByRole('button', { name: 'Change servers or password' }).click();
      const form = page.getByRole('form', { name: 'Servers of anna@agency.test' });
      await form.getByRole('button', { name: 'Test and save' }).click();
      await expect(form.getByLabel('SMTP password')).toHaveAccessibleDescription(
        'Please enter the SMTP password',
      );
    },
  },
  {
    name: 'settings: integrations, Pipedrive making leads',
    signedIn: true,
    url: () => '/dashboard/settings?tab=integrations',
    prepare: async (page) => {
      const origin = new URL(page.url()).origin;
      const headers = { origin };
      const connected = await withPassword(page.request, origin, E2E_ADMIN.password, () =>
        page.request.put('/api/integrations/pipedrive', {
          headers,
          data: { token: '0123456789abcdef0123456789abcdef01234567' },
        }),
      );
      expect(connected.ok(), await connected.text()).toBe(true);
      const leads = await page.request.patch('/api/integrations/pipedrive', {
        headers,
        data: { createDeal: true, dealKind: 'lead' },
      });
      expect(leads.ok(), await leads.text()).toBe(true);
      await page.reload();
      await expect(page.getByRole('radio', { name: /^Lead/ })).toBeChecked({ timeout: 30_000 });
    },
  },
  {
    name: 'results, auto-push switch on',
    signedIn: true,
    url: results,
    prepare: async (page, f) => {
      await chooseSearchForAutoPush(page, f);
      await page.reload();
      // The reloaded results page reads the search and its leads first (slow on a busy machine).
      await expect(page.getByRole('switch', { name: /^Auto-push to HubSpot/ })).toBeChecked({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'settings: integrations, auto-push chosen searches',
    signedIn: true,
    url: () => '/dashboard/settings?tab=integrations',
    prepare: async (page, f) => {
      await chooseSearchForAutoPush(page, f);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Searches that auto-push to HubSpot' })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'team switcher open',
    signedIn: true,
    url: () => '/dashboard',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Team:/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'create team dialog',
    signedIn: true,
    url: () => '/dashboard',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Team:/ }).click();
      await openDialog(page, page.getByRole('menuitem', { name: 'Create team' }), 'Create team');
    },
  },
  // An invitation the admin cannot use: the page says why (confirm the address first, or no longer valid).
  { name: 'invitation, signed in', signedIn: true, url: () => '/invitations/axe-invitation' },
  { name: 'first-admin setup', signedIn: true, url: () => '/setup-admin' },
  {
    name: 'new template dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=templates',
    prepare: (page) => openDialog(page, page.getByRole('button', { name: 'New Template' }), 'New Template'),
  },
  {
    name: 'delete template dialog',
    signedIn: true,
    url: () => '/dashboard/settings?tab=templates',
    prepare: (page) =>
      openDialog(
        page,
        page.getByRole('button', { name: 'Delete Axe template' }).first(),
        'Delete “Axe template”?',
      ),
  },
  { name: 'API key guide', signedIn: true, url: () => '/dashboard/api-key-guide' },
  {
    name: 'settings: webhooks, an endpoint with its secret and delivery log',
    signedIn: true,
    url: () => '/dashboard/settings?tab=webhooks',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Add webhook endpoint' });
      await form.getByLabel('Endpoint URL').fill('https://hooks.example.com/leadscout');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await confirmPasswordIfAsked(page, E2E_ADMIN.password, page.getByLabel('Signing secret').first());
      await page.getByRole('button', { name: 'Send test event' }).first().click();
      await expect(page.getByRole('cell', { name: 'webhook.test' }).first()).toBeVisible();
    },
  },
  {
    name: 'settings: suppression list, an address added',
    signedIn: true,
    url: () => '/dashboard/settings?tab=suppressions',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Add an address' });
      await form.getByLabel('Email address').fill('axe-unsubscribed@example.com');
      await form.getByRole('button', { name: 'Add to list' }).click();
      await expect(
        page.getByRole('cell', { name: 'axe-unsubscribed@example.com', exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'campaigns: new campaign, preview with skipped leads',
    signedIn: true,
    url: () => '/dashboard/campaigns',
    prepare: async (page) => {
      await readyToCampaign(page);
      await page.reload();
      await page.getByRole('button', { name: 'New campaign' }).click();
      const form = page.getByRole('form', { name: 'New campaign' });
      await form.getByLabel('Campaign name').fill('Axe preview');
      await form.getByLabel('Sequence').selectOption({ label: 'Axe sequence (2 steps)' });
      await form.getByLabel('Lead list').selectOption({ label: 'Axe list (3 leads)' });
      await form.getByRole('checkbox', { name: /anna@agency\.test/ }).check();
      await form.getByRole('button', { name: 'Preview' }).click();
      await expect(form.getByRole('status')).toContainText('will be enrolled', { timeout: 30_000 });
    },
  },
  { name: 'campaign page', signedIn: true, url: () => '/dashboard/campaigns', prepare: openCampaign },
  {
    name: 'area sweeps: an area counted',
    signedIn: true,
    url: () => '/dashboard/sweeps?niche=dentist&location=Austin%2C%20TX',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Count places' }).click();
      await expect(page.getByTestId('sweep-estimate')).toContainText('places', { timeout: 30_000 });
    },
  },
  {
    name: 'area sweep page, completed',
    signedIn: true,
    url: (f) => `/dashboard/sweeps/${f.sweepId}`,
    prepare: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Completed', { timeout: 60_000 });
    },
  },
  {
    name: 'area sweep, all its leads',
    signedIn: true,
    url: (f) => `/dashboard/sweeps/${f.sweepId}/leads`,
    prepare: async (page) => {
      await expect(page.getByText(/^All \d+ leads of this area sweep/)).toBeVisible();
    },
  },
  {
    name: 'monitor page, with the bell open',
    signedIn: true,
    url: (f) => `/dashboard/monitors/${f.monitorId}`,
    prepare: async (page) => {
      await expect(page.getByText(/Swept again every week/)).toBeVisible();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    },
  },
  // The public unsubscribe page of a link that is not valid (a valid link's token needs the server's secret).
  { name: 'unsubscribe link not valid', signedIn: false, url: () => '/u/not-a-valid-token' },
  { name: 'admin: users', signedIn: true, url: () => '/admin/users' },
  {
    name: 'create user dialog',
    signedIn: true,
    url: () => '/admin/users',
    prepare: (page) =>
      openDialog(page, page.getByRole('button', { name: /Create User/ }).first(), 'Create User'),
  },
  {
    name: 'delete user dialog',
    signedIn: true,
    url: () => '/admin/users',
    prepare: (page) => openDialog(page, firstVisible(page, 'button', /^Delete \S+@/), 'Delete user?'),
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

/** A new account with an authenticator app: its full session, and a second one that passed the password only. */
async function makeTotpAccount(browser: Browser, baseURL: string) {
  const headers = { origin: baseURL };
  const account = newAccount('Axel Totp');
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  expect((await request.post('/api/auth/sign-up/email', { headers, data: account })).ok()).toBe(true);
  const credentials = { email: account.email, password: account.password };
  expect((await request.post('/api/auth/sign-in/email', { headers, data: credentials })).ok()).toBe(true);
  const enabled = await request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: account.password },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: codeFor(secret) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const totpCookies = await context.cookies();
  await context.close();

  const pending = await browser.newContext({ baseURL });
  const signIn = await pending.request.post('/api/auth/sign-in/email', { headers, data: credentials });
  expect((await signIn.json()) as object, 'the password alone owes a second step').toMatchObject({
    twoFactorRedirect: true,
  });
  const twoStepCookies = await pending.cookies();
  await pending.close();
  return { totpCookies, twoStepCookies };
}

async function makeFixture(browser: Browser, baseURL: string): Promise<TFixture> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const headers = { origin: baseURL };
  await ensureAdmin(request, baseURL);
  await request.put('/api/api-keys/google', { headers, data: { apiKey: FAKE_GOOGLE_KEY } });
  // The fewest results a search takes (10): every screen shows the same parts, axe reads a smaller page, and the
  // server has fewer deeper checks to run under the sweep.
  const { searchId, leads } = await searchThroughApi(request, baseURL, 'dentist', 10);
  const listId = await createListThroughApi(
    request,
    baseURL,
    'Axe list',
    leads.slice(0, 3).map((l) => l.id),
  );
  // The same search again finds the same places: a list holding both copies shows duplicates to merge.
  const again = await searchThroughApi(request, baseURL, 'dentist', 10);
  const copies = leads
    .slice(0, 2)
    .flatMap((lead) => [lead, again.leads.find((l) => l.googlePlaceId === lead.googlePlaceId)!]);
  const duplicatesListId = await createListThroughApi(
    request,
    baseURL,
    'Axe duplicates',
    copies.map((l) => l.id),
  );
  // A small area sweep (decision 144): downtown Austin's dentists, a few requests of the fake Google.
  const sweep = await request.post('/api/sweeps', {
    headers,
    data: {
      query: 'dentist',
      location: 'Downtown Austin',
      rectangle: {
        low: { latitude: 30.25, longitude: -97.76 },
        high: { latitude: 30.29, longitude: -97.72 },
      },
      budget: { requests: 5 },
    },
  });
  expect(sweep.status(), await sweep.text()).toBe(201);
  const sweepId = ((await sweep.json()) as { id: string }).id;
  const monitor = await request.post('/api/monitors', {
    headers,
    data: { sweepId, cadence: 'weekly', budget: { requests: 5 } },
  });
  expect(monitor.status(), await monitor.text()).toBe(201);
  const monitorId = ((await monitor.json()) as { id: string }).id;
  const template = await request.post('/api/email-templates', {
    headers,
    data: {
      name: 'Axe template',
      subject: 'Hello {{businessName}}',
      body: 'Hi {{businessName}}, a quick note.',
    },
  });
  expect(template.ok(), await template.text()).toBe(true);
  // The team's report branding, and a shared report of the first lead.
  const branding = await request.put('/api/branding', {
    headers,
    data: {
      agencyName: 'Axe Agency',
      colour: '#0f766e',
      ctaText: 'Book a call',
      ctaUrl: 'https://axe.example/',
    },
  });
  expect(branding.ok(), await branding.text()).toBe(true);
  const logo = await request.put('/api/branding/logo', {
    headers: { ...headers, 'content-type': 'image/png' },
    data: Buffer.from(PNG_LOGO),
  });
  expect(logo.ok(), await logo.text()).toBe(true);
  const shared = await request.post(`/api/leads/${leads[0]!.id}/reports`, { headers, data: {} });
  expect(shared.ok(), await shared.text()).toBe(true);
  const reportPath = new URL(((await shared.json()) as { url: string }).url).pathname;
  // Signed in once: better-auth limits sign-ins per address, so every test reuses this session's cookies.
  const cookies = await context.cookies();
  await context.close();
  return {
    searchId,
    reportPath,
    listId,
    duplicatesListId,
    sweepId,
    monitorId,
    leads,
    cookies,
    ...(await makeTotpAccount(browser, baseURL)),
  };
}

/** Counts the page's data requests still open (fetch and XHR; a search's event stream stays open by design). */
function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/**
 * Waits until the page shows what the user will see: its data requests answered, no loading spinners or
 * skeletons, fonts loaded, every animation that ends has ended, and two frames drawn. No fixed sleeps (decision 120).
 */
async function settle(page: Page, open: () => number) {
  await expect.poll(open, { timeout: 15_000, intervals: [50] }).toBe(0);
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await drawn(page);
}

/** Fonts loaded, every animation that ends has ended, and two frames drawn. */
async function drawn(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    // Two frames: what layout changes on screen (a region that turns out to scroll gets its tab stop) lands.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

function describeFindings(violations: Awaited<ReturnType<typeof axeViolations>>): string {
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
const NO_FIXTURE: TFixture = {
  searchId: '',
  reportPath: '',
  listId: '',
  duplicatesListId: '',
  sweepId: '',
  monitorId: '',
  leads: [],
  cookies: [],
  totpCookies: [],
  twoStepCookies: [],
};

/** Axe's critical and serious findings on the page as it is now, in words ('' when there are none). */
async function blockingFindings(page: Page): Promise<string> {
  return describeFindings(blockingOf(await axeViolations(page)));
}

/**
 * One test per screen: the page is loaded and prepared once, checked at desktop width, then resized to the phone's
 * and checked again (decision 120, session 17 addendum). The two stacks take every other screen (the tag;
 * playwright.config.ts greps it).
 */
// Reduced motion: a toast fading out on its own timer while axe reads the page measured the contrast of its
// half-transparent text (2.74:1, a flake on the webhooks screen). Sonner shows and hides toasts without
// transitions under reduced motion, so axe sees each toast either whole or gone.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

SCREENS.forEach((screen, index) => {
  const widths = WIDTHS.filter((size) => !screen.only || screen.only === size.name);
  test(`axe: ${screen.name}`, { tag: `@a11y-half-${index % 2}` }, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(widths[0]!);
    if (screen.signedIn) {
      fixture ??= await makeFixture(browser, baseURL!);
      const cookies = {
        true: fixture.cookies,
        totp: fixture.totpCookies,
        'two-step': fixture.twoStepCookies,
      }[String(screen.signedIn) as 'true' | 'totp' | 'two-step'];
      await page.context().addCookies(cookies);
    }
    const f = fixture ?? NO_FIXTURE;
    const open = openRequests(page);
    await test.step('load', async () => {
      await page.goto(screen.url(f));
      await settle(page, open);
    });
    if (screen.prepare)
      await test.step('prepare', async () => {
        await screen.prepare!(page, f);
        if (!screen.live) await settle(page, open);
      });
    for (const [at, size] of widths.entries()) {
      await test.step(`axe at ${size.width} px`, async () => {
        if (at > 0) {
          await page.setViewportSize(size);
          await (screen.live ? drawn(page) : settle(page, open));
        }
        if (process.env.A11Y_SCREENSHOTS)
          await page.screenshot({
            path: `test-results/a11y/${screen.name.replace(/\W+/g, '-')}-${size.name}.png`,
            fullPage: true,
          });
        expect
          .soft(
            (await blockingFindings(page)) || 'no critical or serious findings',
            `axe on ${screen.name} (${size.name})`,
          )
          .toBe('no critical or serious findings');
      });
    }
  });
});
