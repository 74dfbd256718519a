import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TEmailCheck } from '@contracts/audit';
import { makeLead } from '@tests/make-lead';
import { ContactInfoCell } from './lead-cells';
import { EmailChecksList } from './email-checks';

afterEach(cleanup);

const check = (
  email: string,
  status: TEmailCheck['status'],
  labels: TEmailCheck['labels'],
  reason: string,
) => ({
  email,
  status,
  labels,
  reason,
  checkedAt: new Date(Date.now() - 3_600_000).toISOString(),
});

const lead = makeLead({
  email: 'info@joes.example',
  emails: [
    { email: 'info@joes.example', source: 'https://joes.example/' },
    { email: 'joe.smith@gmail.com', source: 'https://joes.example/team' },
    { email: 'bookings@gone.example', source: 'https://joes.example/book' },
    { email: 'new@joes.example', source: 'https://joes.example/new' },
  ],
  emailChecks: [
    check('INFO@joes.example', 'ok', ['role_address'], 'MX mail.joes.example'),
    check('joe.smith@gmail.com', 'ok', ['free_provider'], 'MX gmail-smtp-in.l.google.com'),
    check('bookings@gone.example', 'invalid', ['role_address'], 'no such domain'),
  ],
});

describe('email checks beside the emails', () => {
  it('says in the table cell, to a screen reader and on hover, whether the address can receive mail', () => {
    render(<ContactInfoCell lead={lead} />);
    const link = screen.getByRole('link', { name: /info@joes\.example/ });
    expect(link).toHaveAccessibleName('info@joes.example, Can receive mail, role address');
    expect(link).toHaveAttribute('title', 'info@joes.example — Can receive mail, role address');
  });

  it('lists every stored email on the lead page with its status, labels, reason and when it was checked', () => {
    render(<EmailChecksList lead={lead} />);
    const items = within(
      screen.getByRole('list', { name: 'Emails and whether they can receive mail' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'info@joes.exampleCan receive mailrole addressMX mail.joes.example · checked 1 hour ago',
      'joe.smith@gmail.comCan receive mailfree providerMX gmail-smtp-in.l.google.com · checked 1 hour ago',
      "bookings@gone.exampleDomain can't receive mailrole addressno such domain · checked 1 hour ago",
      'new@joes.exampleNot checked yet',
    ]);
  });

  it('says when no email was found', () => {
    render(<EmailChecksList lead={makeLead()} />);
    expect(screen.getByText('No email found')).toBeInTheDocument();
  });
});
