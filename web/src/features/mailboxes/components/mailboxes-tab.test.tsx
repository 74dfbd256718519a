import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMailbox } from '@contracts/mailboxes';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, json, makeMe, stubApi } from '@tests/web/stub-api';

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

  it('changes the servers after step-up, shows the generic refusal, and gives focus back when saved', async () => {
    const answers = [
      apiError(403, 'PASSWORD_REQUIRED', 'Confirm it is you to continue'),
      apiError(400, 'MAILBOX_CONNECTION_FAILED', 'SMTP: TLS handshake failed'),
      json({ ...MAILBOX, smtp: { ...MAILBOX.smtp, host: 'mail.acme.test', port: 465, tls: 'tls' } }),
    ];
    const put = vi.fn(() => answers.shift());
    const requests = stubApi({
      me: makeMe(),
      routes: {
        'GET /api/mailboxes': { mailboxes: [MAILBOX] },
        'PUT /api/mailboxes/mb-1/servers': put,
        'POST /api/account/confirm-password': () => undefined,
      },
    });
    const { user } = renderApp(URL);

    const toggle = await screen.findByRole(
      'button',
      { name: 'Change servers or password' },
      { timeout: 5_000 },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Servers of anna@acme.test' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    // The current servers are filled in, never a password; focus starts in the form.
    const host = within(form).getByLabelText('SMTP server');
    expect(host).toHaveValue('smtp.acme.test');
    expect(host).toHaveFocus();
    expect(within(form).getByLabelText('IMAP server')).toHaveValue('imap.acme.test');
    expect(
      within(form)
        .getAllByLabelText('Security')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['starttls', 'tls']);
    expect(within(form).getByLabelText('SMTP password')).toHaveValue('');

    // The SMTP password is asked for again: the API keeps none it is not given.
    await user.click(within(form).getByRole('button', { name: 'Test and save' }));
    const password = within(form).getByLabelText('SMTP password');
    expect(password).toHaveAccessibleDescription('Please enter the SMTP password');
    expect(password).toHaveFocus();
    expect(put).not.toHaveBeenCalled();

    await user.clear(host);
    await user.type(host, 'mail.acme.test');
    const port = within(form).getAllByLabelText('Port')[0];
    await user.clear(port);
    await user.type(port, '465');
    await user.selectOptions(within(form).getAllByLabelText('Security')[0], 'tls');
    await user.type(password, 'new app pass');
    await user.click(within(form).getByRole('button', { name: 'Test and save' }));

    // A lasting change: the password is confirmed first, then the request runs again and is refused generically.
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(await within(dialog).findByLabelText('Password'), 'scout-pass-2026{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('SMTP: TLS handshake failed');
    expect(requests).toHaveBeenCalledWith('/api/account/confirm-password', {
      method: 'POST',
      body: { password: 'scout-pass-2026' },
    });
    expect(requests).toHaveBeenCalledWith('/api/mailboxes/mb-1/servers', {
      method: 'PUT',
      body: {
        smtp: {
          host: 'mail.acme.test',
          port: 465,
          tls: 'tls',
          user: 'anna@acme.test',
          password: 'new app pass',
        },
        imap: { host: 'imap.acme.test', port: 993, tls: 'tls', user: 'anna@acme.test' },
      },
    });

    await user.click(within(form).getByRole('button', { name: 'Test and save' }));
    await vi.waitFor(() => expect(form).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(put).toHaveBeenCalledTimes(3);
  });

  it('closes the servers form on Escape or Cancel without sending, focus back on its button', async () => {
    const put = vi.fn(() => MAILBOX);
    stubApi({
      me: makeMe(),
      routes: { 'GET /api/mailboxes': { mailboxes: [MAILBOX] }, 'PUT /api/mailboxes/mb-1/servers': put },
    });
    const { user } = renderApp(URL);

    const toggle = await screen.findByRole(
      'button',
      { name: 'Change servers or password' },
      { timeout: 5_000 },
    );
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Servers of anna@acme.test' })).toBeNull();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Servers of anna@acme.test' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(form).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });
});
