import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, stubApi, type TStubRequest } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const VALID = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'Export question',
  Message: 'How do I export my leads to a spreadsheet?',
};

type TFields = Partial<Record<keyof typeof VALID, string>>;

async function openForm(contact: (request: TStubRequest) => unknown = () => ({ ok: true })) {
  const sent: TStubRequest[] = [];
  stubApi({
    routes: {
      '/api/public/stats': { founderSeatsTotal: 100, founderSeatsClaimed: 87, founderSeatsLeft: 13 },
      'POST /api/contact': (request) => {
        sent.push(request);
        return contact(request) as Response;
      },
    },
  });
  const app = renderApp('/#contact');
  const form = await screen.findByRole('form', { name: 'Contact support' }, { timeout: 5000 });
  return { ...app, form, sent };
}

/** Fills every field (paste, so 2000 characters are quick), then sends. */
async function fillAndSend(
  user: ReturnType<typeof renderApp>['user'],
  form: HTMLElement,
  fields: TFields = {},
) {
  const values = { ...VALID, ...fields };
  for (const label of ['Name', 'Email', 'Subject', 'Message'] as const) {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (values[label]) {
      await user.click(input);
      await user.paste(values[label]);
    }
  }
  await user.selectOptions(within(form).getByLabelText('Category'), 'technical-support');
  await user.click(within(form).getByRole('button', { name: 'Send Message' }));
}

describe('contact form', () => {
  beforeEach(() => {
    fakeSession.signedOut();
    sessionStorage.clear();
    // jsdom puts every pointer event at clientY 0, the exit-intent edge: keep that popup out of these tests.
    sessionStorage.setItem('exit_intent_shown:landing', '1');
    Element.prototype.scrollIntoView = vi.fn(); // jsdom has no layout
  });

  it.each([
    ['Name', 'A', 'Name must be at least 2 characters'],
    ['Name', '   A   ', 'Name must be at least 2 characters'],
    ['Name', 'A'.repeat(101), 'Name must be less than 100 characters'],
    ['Email', 'not-an-email', 'Invalid email address'],
    ['Subject', 'Help', 'Subject must be at least 5 characters'],
    ['Subject', 'S'.repeat(201), 'Subject must be less than 200 characters'],
    ['Message', 'M'.repeat(19), 'Message must be at least 20 characters'],
    ['Message', 'M'.repeat(2001), 'Message must be less than 2000 characters'],
  ] as const)(
    'refuses %s %#: "Validation error" with the first message, nothing sent',
    async (label, value, message) => {
      const { user, form, sent } = await openForm();
      await fillAndSend(user, form, { [label]: value });

      expect(await screen.findByText('Validation error')).toBeInTheDocument();
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
      expect(sent).toHaveLength(0);
    },
  );

  it('names only the first problem in the toast when several fields are wrong', async () => {
    const { user, form, sent } = await openForm();
    await fillAndSend(user, form, { Name: 'A', Subject: 'Hi' });
    const toast = (await screen.findByText('Validation error')).closest('li')!;
    expect(within(toast).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(toast).queryByText('Subject must be at least 5 characters')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['Name', 'Al'],
    ['Name', 'A'.repeat(100)],
    ['Subject', 'Hello'],
    ['Subject', 'S'.repeat(200)],
    ['Message', 'M'.repeat(20)],
    ['Message', 'M'.repeat(2000)],
  ] as const)('accepts %s at its limit %#', async (label, value) => {
    const { user, form, sent } = await openForm();
    await fillAndSend(user, form, { [label]: value });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText('Validation error')).not.toBeInTheDocument();
  });

  it('counts the message against 2000 as the visitor types', async () => {
    const { user, form } = await openForm();
    expect(within(form).getByText('0/2000')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Message'));
    await user.paste('M'.repeat(2001));
    expect(within(form).getByText('2001/2000')).toHaveClass('text-danger');
  });

  it('sends trimmed values, says "Message sent!" and clears the form', async () => {
    const { user, form, sent } = await openForm();
    await fillAndSend(user, form, { Name: '  Grace Hopper  ', Subject: '  Billing date  ' });

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(sent[0].body).toEqual({
      name: 'Grace Hopper',
      email: VALID.Email,
      category: 'technical-support',
      subject: 'Billing date',
      message: VALID.Message,
    });
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(within(form).getByLabelText(label)).toHaveValue('');
    expect(within(form).getByLabelText('Category')).toHaveValue('');
  });

  it('keeps what was typed and says "Failed to send message. Please try again." when sending fails', async () => {
    const { user, form } = await openForm(() => apiError(500, 'INTERNAL', 'Something went wrong'));
    await fillAndSend(user, form);

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue(VALID.Name);
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const { form } = await openForm();
    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
  });
});
