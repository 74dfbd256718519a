import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMailbox } from '@contracts/mailboxes';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const URL = '/dashboard/settings?tab=mailboxes';
const server = {
  host: 'smtp.acme.test',
  port: 587,
  tls: 'starttls' as const,
  user: 'anna@acme.test',
  passwordSet: true,
};
const MAILBOX: TMailbox = {
  id: 'mb-1',
  fromName: 'Anna',
  fromAddress: 'anna@acme.test',
  smtp: server,
  imap: { ...server, host: 'imap.acme.test', port: 993, tls: 'tls' },
  window: { timeZone: 'UTC', days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 },
  dailyCap: 50,
  physicalAddress: '',
  readyToSend: false,
  lastTest: { ok: true, message: 'Signed in to SMTP and IMAP', testedAt: '2026-12-01T10:00:00.000Z' },
  createdAt: '2026-12-01T10:00:00.000Z',
};

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('Settings → Mailboxes', () => {
  it('says which fields are missing, then sends the connection and shows the server’s generic refusal', async () => {
    const post = vi.fn(() => apiError(400, 'MAILBOX_CONNECTION_FAILED', 'SMTP: Authentication failed'));
    stubApi({
      me: makeMe(),
      routes: { 'GET /api/mailboxes': { mailboxes: [] }, 'POST /api/mailboxes': post },
    });
    const { user } = renderApp(URL);

    const form = await screen.findByRole('form', { name: 'Connect a mailbox' }, { timeout: 5_000 });
    await user.click(within(form).getByRole('button', { name: 'Test and connect' }));
    expect(within(form).getByLabelText('Sender name')).toHaveAccessibleDescription(
      'Please enter the sender name',
    );
    expect(post).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Sender name'), 'Anna');
    await user.type(within(form).getByLabelText('Send from address'), 'anna@acme.test');
    await user.type(within(form).getByLabelText('SMTP server'), 'smtp.acme.test');
    await user.type(within(form).getByLabelText('SMTP user name'), 'anna@acme.test');
    await user.type(within(form).getByLabelText('SMTP password'), 'app pass');
    await user.type(within(form).getByLabelText('IMAP server'), 'imap.acme.test');
    await user.type(within(form).getByLabelText('IMAP user name'), 'anna@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Test and connect' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('SMTP: Authentication failed');
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          fromName: 'Anna',
          fromAddress: 'anna@acme.test',
          smtp: {
            host: 'smtp.acme.test',
            port: 587,
            tls: 'starttls',
            user: 'anna@acme.test',
            password: 'app pass',
          },
          imap: { host: 'imap.acme.test', port: 993, tls: 'tls', user: 'anna@acme.test' },
          physicalAddress: '',
        },
      }),
    );
  });

  it('lists a mailbox with its status, saves its sending window and cap, and removes it after asking', async () => {
    const patch = vi.fn(() => MAILBOX);
    const remove = vi.fn(() => ({ ok: true }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/mailboxes': { mailboxes: [MAILBOX] },
        'PATCH /api/mailboxes/mb-1': patch,
        'DELETE /api/mailboxes/mb-1': remove,
      },
    });
    const { user } = renderApp(URL);

    expect(await screen.findByText('Working', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Needs a postal address')).toBeInTheDocument();
    expect(screen.getByText('SMTP smtp.acme.test:587 · STARTTLS · as anna@acme.test')).toBeInTheDocument();

    const settings = screen.getByRole('form', { name: 'Settings of anna@acme.test' });
    await user.selectOptions(within(settings).getByLabelText('Time zone'), 'Europe/Berlin');
    await user.click(within(settings).getByRole('checkbox', { name: 'Fri' }));
    await user.selectOptions(within(settings).getByLabelText('Until'), '12');
    const cap = within(settings).getByLabelText('Daily cap');
    await user.clear(cap);
    await user.type(cap, '3000');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(cap).toHaveAccessibleDescription('The daily cap must be from 1 to 2000');
    expect(patch).not.toHaveBeenCalled();

    await user.clear(cap);
    await user.type(cap, '120');
    await user.type(within(settings).getByLabelText('Postal address for the footer'), '1 Main St');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(patch).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          fromName: 'Anna',
          window: { timeZone: 'Europe/Berlin', days: [1, 2, 3, 4], startHour: 9, endHour: 12 },
          dailyCap: 120,
          physicalAddress: '1 Main St',
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this mailbox?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove mailbox' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalled());
  });

  it('sends a test email to the signed-in person and announces what became of it', async () => {
    const send = vi
      .fn()
      .mockReturnValueOnce(apiError(400, 'BAD_REQUEST', 'Add a postal address before sending'))
      .mockReturnValueOnce({
        ok: true,
        status: 'sent',
        message: 'Sent to sam.rivera@example.com and kept in Sent',
        to: 'sam.rivera@example.com',
        sentFolder: 'Sent',
      });
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/mailboxes': { mailboxes: [MAILBOX] },
        'POST /api/mailboxes/mb-1/send-test': send,
      },
    });
    const { user } = renderApp(URL);

    const button = await screen.findByRole('button', { name: 'Send test email' }, { timeout: 5_000 });
    const status = screen.getByRole('status', { name: 'Test email' });
    expect(status).toBeEmptyDOMElement();
    await user.click(button);
    await vi.waitFor(() => expect(status).toHaveTextContent('Add a postal address before sending'));
    await user.click(button);
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('Sent to sam.rivera@example.com and kept in Sent'),
    );
    expect(send).toHaveBeenCalledTimes(2);
  });
});
