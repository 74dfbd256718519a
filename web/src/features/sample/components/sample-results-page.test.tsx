import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RESULTS_BACKUP_KEY, SAMPLE_RESULTS_STORAGE_KEY } from '@contracts/sample';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, stubApi, type TStubRequest } from '@tests/web/stub-api';
import { goToUrl } from '../lib/go-to-url';
import { saveSampleResults, type TStoredSample } from '../lib/sample-results-storage';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));
vi.mock('../lib/go-to-url', () => ({ goToUrl: vi.fn() }));

const ID = '6f1c2b1e-6d7a-4c1e-9b7e-2f1d3c4b5a69';
const SAMPLE: TStoredSample = {
  searchId: ID,
  niche: 'plumber',
  location: 'Austin, TX',
  emailed: true,
  businesses: [
    {
      businessName: 'Pipe Pros',
      rating: 4.7,
      reviewCount: 120,
      phone: '(512) 555-0101',
      website: 'https://www.pipepros.example/',
      address: '1 Main St, Austin, TX 78701',
      city: 'Austin',
      state: 'TX',
    },
    {
      businessName: 'Drain Kings',
      rating: null,
      reviewCount: null,
      phone: null,
      website: null,
      address: null,
      city: 'Round Rock',
      state: 'TX',
    },
  ],
};

const table = () => screen.getByRole('table');

describe('sample results page', () => {
  beforeEach(() => {
    fakeSession.signedOut();
    sessionStorage.clear();
    Element.prototype.setPointerCapture = vi.fn(); // sonner's swipe handling; jsdom has no pointer capture
  });

  it('shows the leads from session storage with the offer countdown, then drops the primary copy', async () => {
    stubApi({});
    saveSampleResults(SAMPLE);
    renderApp(`/sample-results?id=${ID}`);

    expect(
      await screen.findByRole('heading', { name: '2 plumber leads in Austin, TX' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your Free Sample Leads | LeadScout'));
    const rows = within(table()).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Business', 'Rating', 'Reviews', 'Phone', 'Website', 'Address', 'City', 'State']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Pipe Pros',
      '4.7',
      '120',
      '(512) 555-0101',
      'pipepros.example',
      '1 Main St, Austin, TX 78701',
      'Austin',
      'TX',
    ]);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Drain Kings', '—', '—', '—', 'No website', '—', 'Round Rock', 'TX']);
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent(/^(10:00|09:5\d)$/);
    expect(screen.getByText(/Lock in/)).toHaveTextContent(
      'Lock in $29.99/month for life (regular $49/month)',
    );
    expect(sessionStorage.getItem(SAMPLE_RESULTS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SAMPLE_RESULTS_BACKUP_KEY)).not.toBeNull();
  });

  it('falls back to the backup copy when the primary is gone', async () => {
    stubApi({});
    sessionStorage.setItem(SAMPLE_RESULTS_BACKUP_KEY, JSON.stringify(SAMPLE));
    renderApp(`/sample-results?id=${ID}`);
    expect(
      await screen.findByRole('heading', { name: '2 plumber leads in Austin, TX' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(table()).getByText('Pipe Pros')).toBeInTheDocument();
  });

  it('sends the visitor back to the sample form when there are no results', async () => {
    stubApi({});
    const { router } = renderApp(`/sample-results?id=${ID}`);
    expect(
      await screen.findByText(
        'No results found. Please complete a sample search first.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/try-sample-search'));
  });

  it('sends the visitor back when the results do not parse', async () => {
    stubApi({});
    sessionStorage.setItem(SAMPLE_RESULTS_STORAGE_KEY, '{"businesses": [');
    const { router } = renderApp(`/sample-results?id=${ID}`);
    expect(
      await screen.findByText(
        'No results found. Please complete a sample search first.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/try-sample-search'));
  });

  it('says "Search ID not found. Please try again." without an id', async () => {
    stubApi({});
    saveSampleResults(SAMPLE);
    const { router } = renderApp('/sample-results');
    expect(
      await screen.findByText('Search ID not found. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/try-sample-search'));
  });

  it('starts the lifetime-deal checkout and sends the browser to it', async () => {
    sessionStorage.setItem('exit_intent_shown:sample-results', '1');
    const sent: TStubRequest[] = [];
    stubApi({
      routes: {
        'POST /api/sample-checkout': (r) => (sent.push(r), { url: 'https://checkout.stripe.test/c/cs_1' }),
      },
    });
    saveSampleResults(SAMPLE);
    const { user } = renderApp(`/sample-results?id=${ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Lock In $29.99/month for Life' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(goToUrl).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(sent[0].body).toEqual({ sampleSearchId: ID });
  });

  it('says "Failed to start checkout. Please try again." when checkout fails', async () => {
    sessionStorage.setItem('exit_intent_shown:sample-results', '1');
    stubApi({
      routes: { 'POST /api/sample-checkout': apiError(503, 'BILLING_DISABLED', 'Payments are off') },
    });
    saveSampleResults(SAMPLE);
    const { user } = renderApp(`/sample-results?id=${ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Lock In $29.99/month for Life' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Failed to start checkout. Please try again.')).toBeInTheDocument();
    expect(goToUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lock In $29.99/month for Life' })).toBeEnabled();
  });

  it('marks the sample upgraded on return from payment and offers to create the account', async () => {
    const sent: TStubRequest[] = [];
    stubApi({
      routes: {
        [`POST /api/sample-search/${ID}/upgraded`]: (r) => (
          sent.push(r),
          { upgradedAt: '2026-11-21T00:00:00.000Z' }
        ),
      },
    });
    sessionStorage.setItem(SAMPLE_RESULTS_BACKUP_KEY, JSON.stringify(SAMPLE));
    const { user, router } = renderApp(`/sample-results?id=${ID}&upgraded=true&session_id=cs_test_42`);

    expect(await screen.findByText('Welcome to LeadScout!', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ sessionId: 'cs_test_42' });
    expect(screen.queryByTestId('offer-countdown')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('only logs a failure to record the upgrade', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      routes: {
        [`POST /api/sample-search/${ID}/upgraded`]: apiError(500, 'INTERNAL', 'Something went wrong'),
      },
    });
    renderApp(`/sample-results?id=${ID}&upgraded=true&session_id=cs_test_42`);
    expect(await screen.findByText('Welcome to LeadScout!', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Failed to record the sample upgrade', expect.anything()),
    );
    expect(screen.getByRole('heading', { name: 'Your lifetime deal is active' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows its own exit-intent offer once', async () => {
    stubApi({});
    saveSampleResults(SAMPLE);
    const { user } = renderApp(`/sample-results?id=${ID}`);
    await screen.findByRole('heading', { name: '2 plumber leads in Austin, TX' }, { timeout: 5000 });

    act(() => {
      fireEvent.mouseMove(document, { clientY: 300 });
      fireEvent.mouseMove(document, { clientY: 4 });
    });
    const popup = await screen.findByTestId('exit-intent-popup');
    expect(
      within(popup).getByRole('heading', { name: 'Before you go: $29.99/month, for life' }),
    ).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Claim $29.99/month for Life' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument());

    act(() => {
      fireEvent.mouseMove(document, { clientY: 300 });
      fireEvent.mouseMove(document, { clientY: 4 });
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument();
  });
});
