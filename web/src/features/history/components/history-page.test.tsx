import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEnrichedLead, makeSearch } from '@tests/make-lead';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('/dashboard/history', () => {
  it('lists past searches with their relative time and count, newest first', async () => {
    stubApi({
      me: makeMe(),
      routes: {
        '/api/searches': [
          makeSearch({
            id: 's2',
            niche: 'plumber',
            location: 'Austin, TX',
            resultsCount: 30,
            createdAt: hoursAgo(3),
          }),
          makeSearch({
            id: 's1',
            niche: '',
            location: 'Denver, CO',
            resultsCount: 1,
            createdAt: hoursAgo(50),
          }),
        ],
      },
    });
    renderApp('/dashboard/history');

    const list = await screen.findByRole('list', { name: 'Past searches' }, { timeout: 5_000 });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: 'plumber in Austin, TX' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('3 hours ago');
    expect(items[0]).toHaveTextContent('30 businesses found');
    expect(within(items[0]).getByRole('link', { name: /View results/ })).toHaveAttribute(
      'href',
      '/dashboard/history/s2',
    );
    expect(within(items[1]).getByRole('heading', { name: 'Businesses in Denver, CO' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2 days ago');
    expect(items[1]).toHaveTextContent('1 business found');
  });

  it('shows a waiting search as Queued and a running one as Running', async () => {
    stubApi({
      me: makeMe(),
      routes: {
        '/api/searches': [
          makeSearch({ id: 's2', niche: 'plumber', status: 'queued', createdAt: hoursAgo(0) }),
          makeSearch({ id: 's1', niche: 'dentist', status: 'searching', createdAt: hoursAgo(1) }),
        ],
      },
    });
    renderApp('/dashboard/history');
    const list = await screen.findByRole('list', { name: 'Past searches' }, { timeout: 5_000 });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Queued')).toBeInTheDocument();
    expect(within(items[1]).getByText('Running')).toBeInTheDocument();
  });

  it('deletes a search after confirmation', async () => {
    const remove = vi.fn(() => ({ ok: true }));
    const requests = stubApi({
      me: makeMe(),
      routes: {
        'GET /api/searches': [
          makeSearch({ id: 's2', niche: 'plumber', location: 'Austin, TX', createdAt: hoursAgo(1) }),
        ],
        'DELETE /api/searches/s2': remove,
      },
    });
    const { user } = renderApp('/dashboard/history');

    await user.click(
      await screen.findByRole('button', { name: 'Delete search plumber in Austin, TX' }, { timeout: 5_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this search?' });
    expect(dialog).toHaveTextContent(
      '“plumber in Austin, TX” and its 30 businesses will be deleted permanently',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete search plumber in Austin, TX' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Search deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(requests.mock.calls.filter(([url]) => url === '/api/searches')).toHaveLength(2),
    );
  });

  it('offers the first search when there are none', async () => {
    stubApi({ me: makeMe(), routes: { '/api/searches': [] } });
    renderApp('/dashboard/history');
    expect(
      await screen.findByRole('link', { name: 'Start Your First Search' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/dashboard/search');
  });
});

describe('/dashboard/history/:id', () => {
  it('shows the saved search with a back button and its leads', async () => {
    stubApi({
      me: makeMe(),
      routes: {
        '/api/searches/s2': {
          search: makeSearch({
            id: 's2',
            niche: 'dentist',
            location: 'Miami, FL',
            resultsCount: 2,
            createdAt: hoursAgo(5),
          }),
          leads: [
            makeEnrichedLead({ businessName: 'Bright Smiles' }),
            makeEnrichedLead({ businessName: 'Coral Dental' }),
          ],
        },
      },
    });
    renderApp('/dashboard/history/s2');
    expect(await screen.findByText('Bright Smiles', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Coral Dental')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 businesses found' })).toBeInTheDocument();
    expect(screen.getByText('dentist in Miami, FL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to History' })).toHaveAttribute(
      'href',
      '/dashboard/history',
    );
  });

  it('sends an unknown search back to the history with "Search not found"', async () => {
    stubApi({
      me: makeMe(),
      routes: {
        '/api/searches': [],
        '/api/searches/missing': apiError(404, 'NOT_FOUND', 'Search not found'),
      },
    });
    const { router } = renderApp('/dashboard/history/missing');
    expect(await screen.findByText('Search not found', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/history'));
  });

  it('says "Error loading results" on other failures', async () => {
    stubApi({
      me: makeMe(),
      routes: { '/api/searches/s2': apiError(500, 'INTERNAL', 'Something went wrong') },
    });
    const { router } = renderApp('/dashboard/history/s2');
    expect(await screen.findByText('Error loading results', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/history/s2');
  });
});
