import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCampaignDetail, TCampaignPreview, TCampaignSummary } from '@contracts/campaigns';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const SEQUENCE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LIST = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const MAILBOX = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const CAMPAIGN = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const counts = { active: 1, replied: 0, bounced: 0, unsubscribed: 0, stopped: 0, finished: 0 };
/** A Monday morning a week ahead: the sending window's next opening. */
const NEXT_SEND_AT = '2099-12-07T09:00:00.000Z';
const SUMMARY: TCampaignSummary = {
  id: CAMPAIGN,
  name: 'Roofers Leeds',
  status: 'running',
  source: 'List: Roofers',
  aiFirstLine: false,
  mailboxIds: [MAILBOX],
  stepCount: 1,
  launchedAt: '2026-12-05T08:00:00.000Z',
  endedAt: null,
  counts,
};
const PREVIEW: TCampaignPreview = {
  enrolled: 1,
  skipped: 1,
  aiFirstLines: null,
  leads: [
    {
      leadId: 'lead-1',
      business: 'Joe Roofing',
      email: 'joe@roof.test',
      mailboxId: MAILBOX,
      steps: [{ step: 1, day: 0, subject: 'Ideas for Joe Roofing', body: 'Hi there' }],
      skip: null,
    },
    {
      leadId: 'lead-2',
      business: 'Gone Roofing',
      email: 'gone@roof.test',
      mailboxId: null,
      steps: [],
      skip: { reason: 'suppressed', text: 'Unsubscribed or on the suppression list', detail: null },
    },
  ],
};
const MAILBOXES = {
  mailboxes: [
    {
      id: MAILBOX,
      fromName: 'Anna',
      fromAddress: 'anna@acme.test',
      smtp: { host: 's.acme.test', port: 587, tls: 'starttls', user: 'anna', passwordSet: true },
      imap: { host: 'i.acme.test', port: 993, tls: 'tls', user: 'anna', passwordSet: true },
      window: { timeZone: 'UTC', days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 },
      dailyCap: 50,
      physicalAddress: '1 High St',
      readyToSend: true,
      lastTest: null,
      createdAt: '2026-12-01T10:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('Campaigns', () => {
  it('previews with the skipped leads and their reasons, then launches what was previewed', async () => {
    const preview = vi.fn(() => PREVIEW);
    const launch = vi.fn(() => ({ campaign: SUMMARY, skipped: [] }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/campaigns': { campaigns: [] },
        'GET /api/email-sequences': [
          { id: SEQUENCE, name: 'Three steps', steps: [], createdAt: '2026-12-01T10:00:00.000Z' },
        ],
        'GET /api/lists': [
          {
            id: LIST,
            name: 'Roofers',
            description: null,
            color: '#3b82f6',
            memberCount: 2,
            createdAt: '2026-12-01T10:00:00.000Z',
          },
        ],
        'GET /api/mailboxes': MAILBOXES,
        'POST /api/campaigns/preview': preview,
        'POST /api/campaigns': launch,
        [`GET /api/campaigns/${CAMPAIGN}`]: {
          ...SUMMARY,
          steps: [],
          leads: [],
          nextSendAt: NEXT_SEND_AT,
        } satisfies TCampaignDetail,
      },
    });
    const { user } = renderApp('/dashboard/campaigns');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaigns' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(await screen.findByText('No campaign yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    const form = screen.getByRole('form', { name: 'New campaign' });
    await user.type(within(form).getByLabelText('Campaign name'), 'Roofers Leeds');
    await user.selectOptions(await within(form).findByLabelText('Sequence'), SEQUENCE);
    await user.selectOptions(within(form).getByLabelText('Lead list'), LIST);
    await user.click(await within(form).findByRole('checkbox', { name: /anna@acme\.test/ }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('1 lead will be enrolled, 1 skipped.');
    const table = within(form).getByRole('table');
    expect(within(table).getByText('Unsubscribed or on the suppression list')).toBeVisible();
    expect(within(table).getByText('Ideas for Joe Roofing')).toBeVisible();
    expect(preview).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          name: 'Roofers Leeds',
          sequenceId: SEQUENCE,
          listId: LIST,
          mailboxIds: [MAILBOX],
          aiFirstLine: false,
        },
      }),
    );

    await user.click(within(form).getByRole('button', { name: 'Launch campaign' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Roofers Leeds/ })).toBeVisible();
    expect(
      screen.getByText(`Next email not before ${new Date(NEXT_SEND_AT).toLocaleString()}`, { exact: false }),
    ).toBeVisible();
    expect(launch).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ listId: LIST, confirmColleagues: false }) }),
    );
  });

  it('takes the leads selected in the lead table instead of a list', async () => {
    const preview = vi.fn(() => PREVIEW);
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/campaigns': { campaigns: [SUMMARY] },
        'GET /api/email-sequences': [
          { id: SEQUENCE, name: 'Three steps', steps: [], createdAt: '2026-12-01T10:00:00.000Z' },
        ],
        'GET /api/lists': [],
        'GET /api/mailboxes': MAILBOXES,
        'POST /api/campaigns/preview': preview,
      },
    });
    const { router, user } = renderApp('/dashboard');
    await router.navigate('/dashboard/campaigns?new', { state: { leadIds: ['lead-1', 'lead-2'] } });
    const form = await screen.findByRole('form', { name: 'New campaign' }, { timeout: 5_000 });
    expect(within(form).getByText('Leads: the 2 selected leads.')).toBeVisible();
    expect(within(form).queryByLabelText('Lead list')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Roofers Leeds' })).toHaveAttribute(
      'href',
      `/dashboard/campaigns/${CAMPAIGN}`,
    );
    await user.type(within(form).getByLabelText('Campaign name'), 'Picked');
    await user.selectOptions(await within(form).findByLabelText('Sequence'), SEQUENCE);
    await user.click(await within(form).findByRole('checkbox', { name: /anna@acme\.test/ }));
    await user.click(within(form).getByRole('checkbox', { name: /AI first line/ }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await within(form).findByRole('table');
    expect(preview).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ leadIds: ['lead-1', 'lead-2'], aiFirstLine: true }),
      }),
    );
  });
});
