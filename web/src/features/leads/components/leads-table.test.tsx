import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLead } from '@contracts/search';
import { makeEnrichedLead } from '@tests/make-lead';
import { LeadsTable } from './leads-table';

afterEach(cleanup);

const NAMES = ['Alpha Plumbing', 'bravo Rooter', 'Charlie Drains', 'Delta Pipes'];

function rowNames() {
  const table = screen.getByRole('table', { name: 'Leads' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => NAMES.find((name) => row.textContent?.includes(name)));
}

/**
 * The sort button of a column's own header. jsdom applies no CSS, so it also shows the copies a container query
 * shows only in narrower tables (Rating's button under Lead Score).
 */
function headerButton(name: string) {
  return within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button', {
    name,
  });
}

const LEADS: TLead[] = [
  makeEnrichedLead({ id: 'a', businessName: 'Alpha Plumbing', leadScore: 40, rating: 4.9, position: 1 }),
  makeEnrichedLead({ id: 'b', businessName: 'bravo Rooter', leadScore: 85, rating: 3.1, position: 2 }),
  makeEnrichedLead({
    id: 'c',
    businessName: 'Charlie Drains',
    leadScore: null,
    rating: null,
    position: 3,
    enrichmentStatus: 'pending',
  }),
  makeEnrichedLead({ id: 'd', businessName: 'Delta Pipes', leadScore: 12, rating: 4.2, position: 4 }),
];

describe('LeadsTable sorting', () => {
  it('starts by lead score, highest first, unscored last', () => {
    render(<LeadsTable leads={LEADS} />);
    expect(rowNames()).toEqual(['bravo Rooter', 'Alpha Plumbing', 'Delta Pipes', 'Charlie Drains']);
    expect(screen.getByRole('columnheader', { name: /Lead Score/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('flips direction on a repeat click and starts names A→Z, ratings high→low', async () => {
    const user = userEvent.setup();
    render(<LeadsTable leads={LEADS} />);

    await user.click(headerButton('Lead Score'));
    expect(rowNames()).toEqual(['Delta Pipes', 'Alpha Plumbing', 'bravo Rooter', 'Charlie Drains']);
    expect(screen.getByRole('columnheader', { name: /Lead Score/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(headerButton('Business Name'));
    expect(rowNames()).toEqual(['Alpha Plumbing', 'bravo Rooter', 'Charlie Drains', 'Delta Pipes']);
    await user.click(headerButton('Business Name'));
    expect(rowNames()).toEqual(['Delta Pipes', 'Charlie Drains', 'bravo Rooter', 'Alpha Plumbing']);

    await user.click(headerButton('Rating'));
    expect(rowNames()).toEqual(['Alpha Plumbing', 'Delta Pipes', 'bravo Rooter', 'Charlie Drains']);
    expect(screen.getByRole('columnheader', { name: /Lead Score/ })).not.toHaveAttribute('aria-sort');
  });

  it('keeps rows in place while a live search scores them, then sorts by score', () => {
    const live = LEADS.map((lead) => ({ ...lead, leadScore: null, enrichmentStatus: 'pending' as const }));
    const { rerender } = render(<LeadsTable leads={live} isLive />);
    expect(rowNames()).toEqual(['Alpha Plumbing', 'bravo Rooter', 'Charlie Drains', 'Delta Pipes']);
    rerender(<LeadsTable leads={LEADS} isLive />);
    expect(rowNames()).toEqual(['Alpha Plumbing', 'bravo Rooter', 'Charlie Drains', 'Delta Pipes']);
    expect(screen.getByRole('button', { name: /Lead score 85 for bravo Rooter/ })).toBeInTheDocument();
    rerender(<LeadsTable leads={LEADS} isLive={false} />);
    expect(rowNames()).toEqual(['bravo Rooter', 'Alpha Plumbing', 'Delta Pipes', 'Charlie Drains']);
  });

  it('reports sort changes when controlled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<LeadsTable leads={LEADS} sort={{ key: 'rating', dir: 'asc' }} onSortChange={onSortChange} />);
    expect(rowNames()).toEqual(['bravo Rooter', 'Delta Pipes', 'Alpha Plumbing', 'Charlie Drains']);
    await user.click(headerButton('Rating'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'rating', dir: 'desc' });
  });
});

describe('LeadsTable cells', () => {
  it('colours the score badge: 70+ highlighted, 40+ secondary, else outline', () => {
    render(
      <LeadsTable
        leads={[
          makeEnrichedLead({ businessName: 'High', leadScore: 70 }),
          makeEnrichedLead({ businessName: 'Mid', leadScore: 40 }),
          makeEnrichedLead({ businessName: 'Low', leadScore: 39 }),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Lead score 70 for High/ })).toHaveAttribute(
      'data-variant',
      'highlighted',
    );
    expect(screen.getByRole('button', { name: /Lead score 40 for Mid/ })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    expect(screen.getByRole('button', { name: /Lead score 39 for Low/ })).toHaveAttribute(
      'data-variant',
      'outline',
    );
  });

  it('shows the tech stack, or why there is none', () => {
    render(
      <LeadsTable
        leads={[
          makeEnrichedLead({ businessName: 'Checking', enrichmentStatus: 'pending', leadScore: null }),
          makeEnrichedLead({ businessName: 'Offline', website: null, enrichmentStatus: 'no_website' }),
          makeEnrichedLead({
            businessName: 'Slow',
            enrichmentStatus: 'failed',
            websiteInfo: {
              status: 'failed',
              failureReason: 'timeout',
              finalUrl: null,
              isHttps: null,
              hasViewport: null,
              chatWidgets: [],
              messagingChannels: [],
              cmsAddons: [],
              outdatedSignals: [],
              copyrightYear: null,
            },
          }),
          makeEnrichedLead({
            businessName: 'Modern',
            hasChatbot: true,
            chatbotPlatform: 'Intercom',
            cmsPlatform: 'Webflow',
            marketingTools: ['Google Analytics 4', 'Facebook Pixel'],
            facebookUrl: 'https://facebook.com/modern',
            youtubeUrl: 'https://youtube.com/@modern',
          }),
        ]}
      />,
    );
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Checking')).getAllByText('Checking…').length).toBeGreaterThan(0);
    expect(within(row('Offline')).getAllByText('No website').length).toBeGreaterThan(0);
    expect(within(row('Slow')).getByText('Site timed out')).toBeInTheDocument();
    const modern = within(row('Modern'));
    expect(modern.getByText('Intercom')).toBeInTheDocument();
    expect(modern.getByText('Webflow')).toBeInTheDocument();
    // Two or more marketing tools fold into one "N tools" badge that names them (a tooltip lists them too).
    expect(
      modern.getByRole('button', { name: 'Marketing tools: Google Analytics 4, Facebook Pixel' }),
    ).toHaveTextContent('2 tools');
    // Two copies: the Social Media column, and under the contact info for narrower tables (jsdom shows both).
    for (const link of modern.getAllByRole('link', { name: 'Facebook profile' })) {
      expect(link).toHaveAttribute('href', 'https://facebook.com/modern');
    }
    expect(modern.getAllByRole('link', { name: 'YouTube profile' })).toHaveLength(2);
    expect(modern.queryByRole('link', { name: 'Instagram profile' })).not.toBeInTheDocument();
    expect(modern.getByRole('link', { name: /View on Map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('maps.google.com'),
    );
  });

  it('has every column of the spec, with Location, Rating and Social Media also folded for narrower tables', () => {
    render(
      <LeadsTable
        leads={[
          makeEnrichedLead({
            businessName: 'Spot Co',
            city: 'Austin',
            state: 'TX',
            rating: 4.6,
            reviewCount: 88,
            instagramUrl: 'https://instagram.com/spot',
          }),
          makeEnrichedLead({ businessName: 'Quiet Co', facebookUrl: null, instagramUrl: null }),
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Lead Score&Rating',
      'Business Name& Location',
      'Contact Info& Social Media',
      'Location',
      'Rating',
      'Tech Stack',
      'Social Media',
      'Notes/Tags',
      'Actions',
    ]);
    // One copy shows in narrower tables, the other from the width where the column appears (container queries;
    // jsdom shows both).
    const row = within(screen.getByText('Spot Co').closest('tr') as HTMLElement);
    expect(row.getAllByText('Austin, TX')).toHaveLength(2);
    expect(row.getAllByRole('img', { name: '4.6 out of 5 stars' })).toHaveLength(2);
    expect(row.getAllByText('88 reviews')).toHaveLength(2);
    expect(row.getAllByRole('link', { name: 'Instagram profile' })).toHaveLength(2);
    // No profiles: the Social Media column says so; nothing is folded under the contact info.
    const quiet = within(screen.getByText('Quiet Co').closest('tr') as HTMLElement);
    expect(quiet.getAllByText('None found')).toHaveLength(1);
  });

  it('sorts by rating from its folded header under Lead Score, and says the order there', async () => {
    const user = userEvent.setup();
    render(<LeadsTable leads={LEADS} />);
    const scoreHeader = within(screen.getByRole('columnheader', { name: /^Lead Score/ }));
    await user.click(scoreHeader.getByRole('button', { name: 'Rating' }));
    expect(rowNames()).toEqual(['Alpha Plumbing', 'Delta Pipes', 'bravo Rooter', 'Charlie Drains']);
    expect(scoreHeader.getByRole('button', { name: 'Rating, sorted descending' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Rating/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('fills the notes/tags slot and the Generate Email action', async () => {
    const user = userEvent.setup();
    const onGenerateEmail = vi.fn();
    const lead = makeEnrichedLead({ businessName: 'Slot Co' });
    render(
      <LeadsTable
        leads={[lead]}
        renderNotesTags={(l) => <span>notes for {l.businessName}</span>}
        onGenerateEmail={onGenerateEmail}
      />,
    );
    expect(screen.getByText('notes for Slot Co')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate Email/ }));
    expect(onGenerateEmail).toHaveBeenCalledWith(lead);
  });
});

describe('LeadsTable selection', () => {
  it('selects rows one by one and all at once', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <LeadsTable leads={LEADS} selectedIds={new Set()} onSelectionChange={onSelectionChange} />,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select Delta Pipes' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['d']));

    rerender(<LeadsTable leads={LEADS} selectedIds={new Set(['d'])} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('checkbox', { name: 'Select all leads' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'b', 'c', 'd']));

    rerender(
      <LeadsTable
        leads={LEADS}
        selectedIds={new Set(['a', 'b', 'c', 'd'])}
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('renders only a window of rows for 10,000 leads', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeEnrichedLead({ id: `m${i}`, businessName: `Lead ${i}`, leadScore: i % 100 }),
    );
    render(<LeadsTable leads={many} />);
    const rows = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Leads' })).toHaveAttribute('aria-rowcount', '10001');
  });

  it('has no checkboxes without onSelectionChange', () => {
    render(<LeadsTable leads={LEADS} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('LeadsTable on a narrow screen', () => {
  it('shows cards with the same sorting and selection', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<LeadsTable leads={LEADS} selectedIds={new Set()} onSelectionChange={onSelectionChange} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cardNames = () =>
      within(screen.getByRole('list', { name: 'Leads' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    expect(cardNames()).toEqual(['bravo Rooter', 'Alpha Plumbing', 'Delta Pipes', 'Charlie Drains']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'businessName');
    expect(cardNames()).toEqual(['Alpha Plumbing', 'bravo Rooter', 'Charlie Drains', 'Delta Pipes']);
    await user.click(screen.getByRole('button', { name: /reverse/ }));
    expect(cardNames()).toEqual(['Delta Pipes', 'Charlie Drains', 'bravo Rooter', 'Alpha Plumbing']);

    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['a', 'b', 'c', 'd']));
    vi.unstubAllGlobals();
  });
});
