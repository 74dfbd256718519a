import { expect, test } from '@playwright/test';
import type { TLead } from '../contracts/search';
import { deliverToInbox } from '../fakes/imap/deliver-to-inbox';
import { prospectReply } from '../fakes/imap/prospect-reply';
import { startDovecot } from '../fakes/imap/start-dovecot';
import {
  createListThroughApi,
  E2E_ADMIN,
  ensureAdmin,
  searchThroughApi,
  stackPort,
  withPassword,
} from './fixtures';

type TSentMail = { envelopeTo: string[]; subject: string; messageId: string | null };

/** The messages the stack's fake SMTP received (app port + 7 serves them). */
async function sentMail(): Promise<TSentMail[]> {
  return (await (await fetch(`http://127.0.0.1:${stackPort(7)}/__fake/messages`)).json()) as TSentMail[];
}

/**
 * Outreach that sends (issue 35), as an agency owner runs it: a mailbox connected, a campaign from a list, the
 * preview with a skipped lead and why, the launch, the first step sent through the fake SMTP, a reply arriving in
 * the mailbox (a private dovecot) — and the lead shows "Replied" while the other leads go on.
 */
test('connect a mailbox → campaign from a list → preview with a skipped lead → launch → a reply → "Replied"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL!;
  const imap = await startDovecot();
  try {
    await ensureAdmin(page.request, origin);
    const headers = { origin };
    // A team of its own, so the other specs' mailboxes and campaigns of the e2e admin stay out of it.
    const made = await page.request.post('/api/auth/organization/create', {
      headers,
      data: { name: 'Outreach Agency', slug: `outreach-${Date.now()}` },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const teamId = ((await made.json()) as { id: string }).id;
    await page.request.post('/api/auth/organization/set-active', {
      headers,
      data: { organizationId: teamId },
    });
    await page.request.put('/api/api-keys/google', {
      headers,
      data: { apiKey: 'AIzaSyE2E-campaign-key-000000000000000' },
    });
    const { searchId } = await searchThroughApi(page.request, origin, 'roofer', 20);
    // A busy machine's first pass may miss a site's email within its budget; the deeper checks fill it in.
    const withEmail = async () =>
      (
        (await (await page.request.get(`/api/searches/${searchId}`)).json()) as { leads: TLead[] }
      ).leads.filter((lead) => lead.email);
    await expect.poll(async () => (await withEmail()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const reachable = (await withEmail()).slice(0, 3);
    const listName = `Roofers to write to ${Date.now()}`;
    await createListThroughApi(
      page.request,
      origin,
      listName,
      reachable.map((lead) => lead.id),
    );
    // One of them asked not to be written to.
    const suppressed = await page.request.post('/api/suppressions', {
      headers,
      data: { email: reachable[2]!.email },
    });
    expect(suppressed.ok(), await suppressed.text()).toBe(true);

    const connected = await withPassword(page.request, origin, E2E_ADMIN.password, () =>
      page.request.post('/api/mailboxes', {
        headers,
        data: {
          fromName: 'Anna from Agency',
          fromAddress: 'anna@agency.test',
          smtp: { host: '127.0.0.1', port: stackPort(6), tls: 'none', user: 'anna', password: 'smtp-pass' },
          imap: { host: imap.host, port: imap.port, tls: 'none', user: imap.user, password: imap.password },
        },
      }),
    );
    expect(connected.status(), await connected.text()).toBe(201);
    const mailbox = (await connected.json()) as { id: string };
    const settings = await page.request.patch(`/api/mailboxes/${mailbox.id}`, {
      headers,
      data: {
        physicalAddress: '1 Main St, Austin, TX',
        // Round the clock, every day: the spec may run on a weekend or at night.
        window: { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], startHour: 0, endHour: 24 },
      },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    const templates = (await (await page.request.get('/api/email-templates')).json()) as { id: string }[];
    const sequence = await page.request.post('/api/email-sequences', {
      headers,
      data: {
        name: 'Two steps',
        steps: [
          { templateId: templates[0]!.id, dayOffset: 0 },
          { templateId: templates[1]!.id, dayOffset: 3 },
        ],
      },
    });
    expect(sequence.ok(), await sequence.text()).toBe(true);

    await page.goto('/dashboard/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('form', { name: 'New campaign' });
    await form.getByLabel('Campaign name').fill('Roofers in Austin');
    await form.getByLabel('Sequence').selectOption({ label: 'Two steps (2 steps)' });
    await form.getByLabel('Lead list').selectOption({ label: `${listName} (3 leads)` });
    await form.getByRole('checkbox', { name: /anna@agency\.test/ }).check();
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByRole('status')).toHaveText('2 leads will be enrolled, 1 skipped.');
    await expect(form.getByRole('table').getByText('Unsubscribed or on the suppression list')).toBeVisible();
    await form.getByRole('button', { name: 'Launch campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Roofers in Austin/ })).toBeVisible();

    // The first step goes out through the fake SMTP to one enrolled lead (the next waits for the day's spread),
    // never to the suppressed one.
    const enrolled = reachable.slice(0, 2).map((lead) => lead.email!.toLowerCase());
    let first: TSentMail | undefined;
    await expect
      .poll(
        async () => {
          first = (await sentMail()).find((m) => enrolled.some((email) => m.envelopeTo.includes(email)));
          return first !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const replier = reachable.find((lead) => first!.envelopeTo.includes(lead.email!.toLowerCase()))!;
    const other = reachable.slice(0, 2).find((lead) => lead !== replier)!;
    expect((await sentMail()).some((m) => m.envelopeTo.includes(reachable[2]!.email!.toLowerCase()))).toBe(
      false,
    );

    await deliverToInbox(
      imap,
      prospectReply(
        {
          sender: 'anna@agency.test',
          prospect: replier.email!,
          subject: first!.subject,
          messageId: first!.messageId!,
          text: 'Hello',
        },
        'Sounds good, call me on Tuesday.',
      ),
    );
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect
      .poll(
        async () => {
          await page.reload();
          return row(replier!.email!.toLowerCase()).textContent();
        },
        { timeout: 60_000 },
      )
      .toContain('Replied');
    await expect(row(replier!.email!.toLowerCase())).toContainText('Sounds good, call me on Tuesday.');
    await expect(row(other!.email!.toLowerCase())).not.toContainText('Replied');

    // The lead's own page shows the reply in its trail.
    await page.goto(`/dashboard/leads/${replier!.id}`);
    await expect(page.getByText(/replied: “Sounds good, call me on Tuesday\.”/)).toBeVisible();
  } finally {
    await imap.stop();
  }
});
