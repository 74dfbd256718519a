import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSearchSummary } from '@contracts/search';
import { makeEnrichedLead, makeSearch } from '@tests/make-lead';
import { fakeSession } from '@tests/web/fake-auth-client';
import { FakeEventSource, installFakeEventSource } from '@tests/web/fake-event-source';
import { renderApp } from '@tests/web/render-app';
import { makeStatus } from '@tests/web/billing-fixtures';
import { QUEUED_PHASE } from './search-progress';
import { apiError, json, makeMe, makeSearchAccess, stubApi, type TStubRoute } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const estimate: TStubRoute = ({ url }) => {
  const limit = Number(url.searchParams.get('limit'));
  const requests = Math.ceil(limit / 20);
  return {
    limit,
    textSearchRequests: requests,
    geocodeRequests: 0,
    estimatedCostUsd: (requests * 35) / 1000,
  };
};

function setup(routes: Record<string, TStubRoute> = {}, access = makeSearchAccess()) {
  const requests = stubApi({
    me: makeMe(),
    routes: { '/api/searches/access': access, '/api/searches/estimate': estimate, ...routes },
  });
  return { requests };
}

async function submitSearch(
  user: ReturnType<typeof renderApp>['user'],
  location = 'Austin, TX',
  niche = 'plumber',
) {
  await user.type(await screen.findByRole('textbox', { name: 'Location' }), location);
  if (niche) await user.type(screen.getByRole('textbox', { name: /Business Type/ }), niche);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

const emit = (event: string, data: unknown) => act(() => FakeEventSource.latest().emit(event, data));
const running = (overrides: Partial<TSearchSummary> = {}) =>
  makeSearch({ id: 's1', status: 'searching', resultsCount: 0, ...overrides });
const completed = (overrides: Partial<TSearchSummary> = {}) =>
  makeSearch({ id: 's1', status: 'completed', ...overrides });
const started = () => json({ searchId: 's1', betaComplete: false, betaResultsRemaining: null }, 202);

beforeEach(() => {
  installFakeEventSource();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('/dashboard/search access', () => {
  it('tells a member of a team without a subscription whom to ask, with no checkout offer', async () => {
    const team = { payer: { name: 'Ana Lima', email: 'ana@example.com', is_you: false }, can_manage: false };
    setup(
      {
        'GET /api/billing/subscription': makeStatus({
          team: {
            ...team,
            teams_covered: 1,
            seats: 2,
            per_seat: false,
            searches_this_month: 0,
            exports_this_month: 0,
          },
        }),
      },
      makeSearchAccess({ canSearch: false, blockedBy: 'SUBSCRIPTION_REQUIRED' }),
    );
    renderApp('/dashboard/search');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This team has no active subscription' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask Ana Lima, the team's owner, to subscribe\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start for $1' })).not.toBeInTheDocument();
  });

  it('shows the $1 subscription gate without a subscription', async () => {
    setup({}, makeSearchAccess({ canSearch: false, blockedBy: 'SUBSCRIPTION_REQUIRED' }));
    renderApp('/dashboard/search');
    expect(
      await screen.findByRole('heading', { name: 'Start your first month for $1' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/50 searches and 5 exports/)).toBeInTheDocument();
    expect(screen.getByText(/\$37\/month, locked forever/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start for $1' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=subscription',
    );
    expect(screen.getByRole('link', { name: '30-day money-back guarantee.' })).toHaveAttribute(
      'href',
      '/refund-policy#money-back-guarantee',
    );
    expect(screen.queryByRole('form', { name: 'Search businesses' })).not.toBeInTheDocument();
  });

  it('asks for an API key when a non-beta user has none', async () => {
    setup({}, makeSearchAccess({ hasKey: false }));
    renderApp('/dashboard/search');
    expect(await screen.findByRole('heading', { name: 'API Key Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add API Key' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=api-keys',
    );
  });

  it('lets beta users search without a key and shows their remaining results', async () => {
    setup(
      {},
      makeSearchAccess({
        isBeta: true,
        needsOwnKey: false,
        hasKey: false,
        betaResultsRemaining: 140,
        betaResultsLimit: 200,
      }),
    );
    renderApp('/dashboard/search');
    const form = await screen.findByRole('form', { name: 'Search businesses' });
    expect(within(form).getByText(/of 200 results remaining/)).toHaveTextContent(
      'Beta: 140 of 200 results remaining',
    );
  });
});

describe('/dashboard/search form', () => {
  it('bounds the results slider to 10–50 in steps of 5, default 30, and estimates the cost', async () => {
    const { requests } = setup();
    const { user } = renderApp('/dashboard/search');
    const slider = await screen.findByRole('slider', { name: 'Number of results' });
    expect(slider).toHaveAttribute('aria-valuemin', '10');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(await screen.findByText(/in Google API fees/)).toHaveTextContent(
      '≈ $0.07 in Google API fees · 2 requests',
    );

    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '15');
    expect(await screen.findByText(/in Google API fees/)).toHaveTextContent(
      '≈ $0.04 in Google API fees · 1 request',
    );
    expect(requests).toHaveBeenCalledWith('/api/searches/estimate?limit=15', expect.anything());
  });

  it('requires a location', async () => {
    const { requests } = setup();
    const { user } = renderApp('/dashboard/search');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location is required');
    expect(requests).not.toHaveBeenCalledWith('/api/searches', expect.anything());
  });
});

describe('/dashboard/search live search', () => {
  it('starts a search, follows its events and fills the table as leads arrive', async () => {
    const post = vi.fn(started);
    setup({ 'POST /api/searches': post });
    const { router, user } = renderApp('/dashboard/search');

    await submitSearch(user);
    await waitFor(() => expect(router.state.location.search).toBe('?id=s1'));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ body: { niche: 'plumber', location: 'Austin, TX', limit: 30 } }),
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.latest().url).toBe('/api/searches/s1/events');

    emit('progress', running({ resultsCount: 0 }));
    expect(await screen.findByText('Finding businesses…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeDisabled();

    const first = makeEnrichedLead({
      id: 'l1',
      businessName: 'Austin Rooter',
      leadScore: null,
      enrichmentStatus: 'pending',
      position: 1,
    });
    const second = makeEnrichedLead({
      id: 'l2',
      businessName: 'Lone Star Plumbing',
      leadScore: null,
      enrichmentStatus: 'pending',
      position: 2,
    });
    emit('leads', [first, second]);
    expect(await screen.findByText('Austin Rooter')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Plumbing')).toBeInTheDocument();

    emit('progress', running({ status: 'enriching', resultsCount: 30, sitesTotal: 10, sitesDone: 3 }));
    expect(await screen.findByText('Checking websites 3/10…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Search progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );

    emit('leads', [{ ...first, leadScore: 82, enrichmentStatus: 'done' }]);
    expect(
      await screen.findByRole('button', { name: /Lead score 82 for Austin Rooter/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Austin Rooter')).toHaveLength(1);

    emit('done', completed({ resultsCount: 30, requestedLimit: 30 }));
    expect(await screen.findByText('Search complete')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 businesses found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get More' })).toBeInTheDocument();
  });

  it('keeps following the deeper checks after the first pass, updating cells in place, then closes', async () => {
    setup({ 'POST /api/searches': started });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    await waitFor(() => expect(router.state.location.search).toBe('?id=s1'));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const slow = makeEnrichedLead({ id: 'l1', businessName: 'Slow Studio', leadScore: 20, position: 1 });
    const fast = makeEnrichedLead({ id: 'l2', businessName: 'Fast Studio', leadScore: 60, position: 2 });
    emit('progress', running({ status: 'enriching', resultsCount: 2 }));
    emit('leads', [slow, fast]);
    const deep = { pending: 2, running: 0, done: 0, failed: 0, skipped: 0, settled: false };
    emit('deep', deep);
    emit('done', completed({ resultsCount: 2, requestedLimit: 30 }));
    expect(await screen.findByText('Search complete')).toBeInTheDocument();
    const status = screen.getByTestId('deep-check-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Deeper check running… 0 of 2 websites');
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.OPEN);
    const names = () =>
      screen.getAllByRole('button', { name: /Lead score/ }).map((b) => b.getAttribute('aria-label'));
    const before = names();
    expect(before[0]).toMatch(/Fast Studio/);

    emit('leads', [{ ...slow, leadScore: 90, deepStatus: 'done', email: 'hello@slow.example' }]);
    emit('deep', { ...deep, pending: 1, done: 1 });
    expect(await screen.findByRole('button', { name: /Lead score 90 for Slow Studio/ })).toBeInTheDocument();
    expect(status).toHaveTextContent('Deeper check running… 1 of 2 websites');
    // The row whose score rose stays where it was.
    // Only the business in each row is compared: the score and its band name change in place.
    const businesses = (labels: (string | null)[]) => labels.map((n) => /for (.+?),/.exec(n ?? '')?.[1]);
    expect(businesses(names())).toEqual(businesses(before));
    expect(businesses(before)).toEqual(['Fast Studio', 'Slow Studio']);

    emit('deep', { ...deep, pending: 0, done: 2, settled: true });
    expect(await screen.findByText('Deeper check complete')).toBeInTheDocument();
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('says so when a search finds nothing', async () => {
    setup({ 'POST /api/searches': started });
    const { user } = renderApp('/dashboard/search');
    await submitSearch(user, 'Nowhere');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    emit('progress', running());
    emit('done', completed({ resultsCount: 0, requestedLimit: 30 }));
    expect(await screen.findAllByText('No results, try adjusting your search criteria')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Get More' })).not.toBeInTheDocument();
  });

  it('opens the beta-complete dialog when the beta budget is spent', async () => {
    setup(
      { 'POST /api/searches': { searchId: null, betaComplete: true, betaResultsRemaining: 0 } },
      makeSearchAccess({ isBeta: true, needsOwnKey: false, betaResultsRemaining: 0, betaResultsLimit: 200 }),
    );
    const { user } = renderApp('/dashboard/search');
    await submitSearch(user);
    const dialog = await screen.findByRole('dialog', { name: 'Beta complete' });
    expect(within(dialog).getByText(/Thanks for testing/)).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

describe('/dashboard/search errors', () => {
  it('sends a missing key to the API Keys tab', async () => {
    setup({
      'POST /api/searches': apiError(
        400,
        'API_KEY_REQUIRED',
        'Google Places API key required: add it under Settings → API Keys',
      ),
    });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    expect(await screen.findByText('Google API Key Required')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/dashboard/settings?tab=api-keys',
      ),
    );
  });

  it('sends a spent monthly limit to the subscription tab', async () => {
    setup({
      'POST /api/searches': apiError(
        429,
        'SEARCH_LIMIT_REACHED',
        'Search limit reached: you have used all your searches this month',
      ),
    });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    expect(await screen.findByText('Search Limit Reached')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=subscription'));
  });

  it('shows anything else as Search Failed with the server message', async () => {
    setup({ 'POST /api/searches': apiError(500, 'INTERNAL', 'Something went wrong') });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    expect(await screen.findByText('Search Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/search');
  });

  it('shows a search that failed at Google with its title and message', async () => {
    setup({ 'POST /api/searches': started });
    const { user } = renderApp('/dashboard/search');
    await submitSearch(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    emit('progress', running());
    const message = 'This API project is not authorized to use this API.';
    emit(
      'done',
      completed({
        status: 'failed',
        resultsCount: 0,
        errorCode: 'GEOCODING_API_DISABLED',
        errorTitle: 'Geocoding API Not Enabled',
        errorMessage: message,
      }),
    );
    // The toast and the inline alert.
    await waitFor(() => expect(screen.getAllByText('Geocoding API Not Enabled')).toHaveLength(2));
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('reports a search that failed before its stream opened', async () => {
    setup({ 'POST /api/searches': started });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const failed = completed({
      status: 'failed',
      errorCode: 'API_KEY_INVALID',
      errorTitle: 'Google API Key Required',
      errorMessage: 'Google rejected your Google Places API key',
    });
    emit('progress', failed);
    emit('done', failed);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=api-keys'));
  });

  it('redirects to the API Keys tab when Google rejects the key mid-search', async () => {
    setup({ 'POST /api/searches': started });
    const { router, user } = renderApp('/dashboard/search');
    await submitSearch(user);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    emit('progress', running());
    emit(
      'done',
      completed({
        status: 'failed',
        errorCode: 'API_KEY_INVALID',
        errorTitle: 'Google API Key Required',
        errorMessage: 'Google rejected your Google Places API key',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=api-keys'));
  });
});

describe('/dashboard/search Get More', () => {
  async function reopen(summary: TSearchSummary, routes: Record<string, TStubRoute> = {}) {
    setup(routes);
    const app = renderApp('/dashboard/search?id=s1');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    emit('leads', [makeEnrichedLead({ id: 'l1', businessName: 'Austin Rooter' })]);
    emit('progress', summary);
    emit('done', summary);
    await screen.findByText('Austin Rooter');
    return app;
  }

  it('is offered only when the search filled its limit and the limit is under 100', async () => {
    await reopen(completed({ resultsCount: 25, requestedLimit: 30 }));
    expect(screen.queryByRole('button', { name: 'Get More' })).not.toBeInTheDocument();
    expect(screen.queryByText('Search complete')).not.toBeInTheDocument(); // already finished: no toast
  });

  it('is hidden at 100 results', async () => {
    await reopen(completed({ resultsCount: 100, requestedLimit: 100 }));
    expect(screen.queryByRole('button', { name: 'Get More' })).not.toBeInTheDocument();
  });

  it('asks for 20 more, follows the search again and reports when nothing new came', async () => {
    const expand = vi.fn(() => json({ ok: true }, 202));
    const { user } = await reopen(completed({ resultsCount: 30, requestedLimit: 30 }), {
      'POST /api/searches/s1/expand': expand,
    });

    await user.click(screen.getByRole('button', { name: 'Get More' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(expand).toHaveBeenCalledWith(expect.objectContaining({ body: { limit: 50 } }));
    emit('progress', running({ status: 'queued', requestedLimit: 50, resultsCount: 30 }));
    expect(await screen.findByText(QUEUED_PHASE)).toBeInTheDocument();
    emit('done', completed({ resultsCount: 30, requestedLimit: 50 }));
    expect(await screen.findByText('No new results')).toBeInTheDocument();
  });

  it('explains when Google has no more results', async () => {
    const { user } = await reopen(completed({ resultsCount: 30, requestedLimit: 30 }), {
      'POST /api/searches/s1/expand': apiError(400, 'NO_MORE_RESULTS', 'No more results'),
    });
    await user.click(screen.getByRole('button', { name: 'Get More' }));
    expect(await screen.findByText('No more results')).toBeInTheDocument();
  });

  it('shows other refusals as Expand Failed', async () => {
    const { user } = await reopen(completed({ resultsCount: 30, requestedLimit: 30 }), {
      'POST /api/searches/s1/expand': apiError(409, 'CONFLICT', 'This search is still running'),
    });
    await user.click(screen.getByRole('button', { name: 'Get More' }));
    expect(await screen.findByText('Expand Failed')).toBeInTheDocument();
    expect(screen.getByText('This search is still running')).toBeInTheDocument();
  });

  it('drops an unknown search id with "Search not found"', async () => {
    setup();
    const { router } = renderApp('/dashboard/search?id=s1');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByText('Search not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
