import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEnrichedLead } from '@tests/make-lead';
import { LeadsTable } from './leads-table';

afterEach(cleanup);

function part(dialog: HTMLElement, label: string) {
  return within(dialog).getByRole('meter', { name: label }).closest('li') as HTMLElement;
}

describe('Lead Score Analysis dialog', () => {
  it('opens from the badge with the band, the coloured parts, reasons and recommended services', async () => {
    const user = userEvent.setup();
    const lead = makeEnrichedLead({
      businessName: 'Austin Rooter',
      leadScore: 75,
      scoreBreakdown: {
        websiteQuality: 14,
        socialMediaPresence: 8,
        reputation: 30,
        reviewVolume: 13,
        contactAccessibility: 10,
      },
      scoreDetails: {
        persona: 'agency',
        reasons: { websiteQuality: ['Uses HTTPS', 'No mobile viewport'], reputation: ['4.8 stars'] },
        recommendations: [
          { service: 'Social Media Management', reason: 'Only one social profile found', priority: 'high' },
        ],
      },
    });
    render(<LeadsTable leads={[lead]} />);

    await user.click(screen.getByRole('button', { name: /Lead score 75 for Austin Rooter/ }));
    const dialog = screen.getByRole('dialog', { name: 'Lead Score Analysis' });

    expect(within(dialog).getByText('Strong')).toBeInTheDocument();
    // 14/20 = 70% green, 8/20 = 40% yellow, 13/20 = 65% yellow, 30/30 green, 10/10 green.
    expect(part(dialog, 'Website Quality')).toHaveAttribute('data-colour', 'green');
    expect(part(dialog, 'Social Media Presence')).toHaveAttribute('data-colour', 'yellow');
    expect(part(dialog, 'Review Volume')).toHaveAttribute('data-colour', 'yellow');
    expect(part(dialog, 'Reputation')).toHaveAttribute('data-colour', 'green');
    expect(within(dialog).getByRole('meter', { name: 'Website Quality' })).toHaveAttribute(
      'aria-valuenow',
      '14',
    );
    expect(within(dialog).getByRole('meter', { name: 'Website Quality' })).toHaveAttribute(
      'aria-valuemax',
      '20',
    );
    expect(within(part(dialog, 'Website Quality')).getByText('No mobile viewport')).toBeInTheDocument();
    expect(within(dialog).getByText('Social Media Management')).toBeInTheDocument();
    expect(within(dialog).getByText('high priority')).toBeInTheDocument();
  });

  it('marks a part red below 40% and names the moderate and high-potential bands', async () => {
    const user = userEvent.setup();
    render(
      <LeadsTable
        leads={[
          makeEnrichedLead({
            businessName: 'Weak Web',
            leadScore: 45,
            scoreBreakdown: {
              websiteQuality: 7,
              socialMediaPresence: 0,
              reputation: 20,
              reviewVolume: 10,
              contactAccessibility: 8,
            },
          }),
          makeEnrichedLead({ businessName: 'Tiny', leadScore: 20, scoreBreakdown: null }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Lead score 45/ }));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Moderate opportunity')).toBeInTheDocument();
    expect(part(dialog, 'Website Quality')).toHaveAttribute('data-colour', 'red');
    expect(part(dialog, 'Social Media Presence')).toHaveAttribute('data-colour', 'red');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /Lead score 20/ }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('High potential')).toBeInTheDocument();
  });
});
