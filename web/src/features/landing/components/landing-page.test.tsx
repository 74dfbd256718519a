import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';
import { LANDING_DESCRIPTION, LANDING_TITLE } from './landing-page';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const STATS = { founderSeatsTotal: 100, founderSeatsClaimed: 87, founderSeatsLeft: 13 };
const SAM = { id: 'user-1', email: 'sam.rivera@example.com', name: '' };

/** Real browsers report where the pointer is; these move it up from the middle of the page to `y`. */
function pointerUpTo(y: number) {
  fireEvent.mouseMove(document, { clientY: 400 });
  fireEvent.mouseMove(document, { clientY: y });
}

async function renderLanding(routes: Parameters<typeof stubApi>[0]['routes'] = {}) {
  stubApi({ me: makeMe(), routes: { '/api/public/stats': STATS, ...routes } });
  const app = renderApp('/');
  await screen.findByRole('heading', { name: 'Questions, answered' }, { timeout: 5000 });
  return app;
}

describe('landing page', () => {
  beforeEach(() => {
    fakeSession.signedOut();
    sessionStorage.clear();
    document.body.className = '';
  });

  it('sets its title and description and has every section, with the anchors the navigation uses', async () => {
    await renderLanding();
    await waitFor(() => expect(document.title).toBe(LANDING_TITLE));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      LANDING_DESCRIPTION,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find local businesses that need what you sell',
    );
    for (const id of ['features', 'pricing', 'faq', 'contact', 'demo'])
      expect(document.getElementById(id)).not.toBeNull();
    for (const name of [
      'Why I built LeadScout',
      'Why teams switch to LeadScout',
      'Built for people who sell to local businesses',
      'Less digging, more closing',
      'Cancel anytime. Seriously.',
    ]) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('table', { name: /compared with other ways/ })).toBeInTheDocument();
  });

  it("states the landing page's own pricing, with founder seats left from the server", async () => {
    await renderLanding();
    const pricing = document.getElementById('pricing')!;
    expect(within(pricing).getByText('$37')).toBeInTheDocument();
    expect(within(pricing).getByText(/Regular price \$197\/month from January 1, 2026/)).toBeInTheDocument();
    expect(within(pricing).getByText('Save $1,920/year')).toBeInTheDocument();
    expect(within(pricing).getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(within(pricing).getByText('Cancel anytime')).toBeInTheDocument();
    await waitFor(() => expect(within(pricing).getByTestId('founder-seats-left')).toHaveTextContent('13'));
    expect(within(pricing).getByText(/of 100 founder seats left/)).toBeInTheDocument();
    expect(within(pricing).getByRole('progressbar', { name: 'Founder seats claimed' })).toHaveAttribute(
      'aria-valuenow',
      '87',
    );
    expect(within(pricing).getByRole('link', { name: /Claim Founder Pricing/ })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('shows the sticky checkout bar to visitors, and lets them dismiss it', async () => {
    const { user } = await renderLanding();
    const bar = await screen.findByTestId('sticky-checkout-bar');
    expect(bar).toHaveTextContent('Founder pricing: $37/month');
    await waitFor(() => expect(bar).toHaveTextContent('13 seats left'));
    expect(within(bar).getByRole('link', { name: 'Claim Your Seat' })).toHaveAttribute('href', '/auth');
    await user.click(within(bar).getByRole('button', { name: 'Dismiss offer' }));
    expect(screen.queryByTestId('sticky-checkout-bar')).not.toBeInTheDocument();
  });

  it('hides the checkout bar from subscribers', async () => {
    fakeSession.signedIn(SAM);
    const fetchMock = vi.fn();
    await renderLanding({ '/api/billing/subscription': () => (fetchMock(), { subscribed: true }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('sticky-checkout-bar')).not.toBeInTheDocument());
  });

  it('sends signed-in users without a subscription to the subscription tab', async () => {
    fakeSession.signedIn(SAM);
    await renderLanding({ '/api/billing/subscription': { subscribed: false } });
    const bar = await screen.findByTestId('sticky-checkout-bar');
    expect(within(bar).getByRole('link', { name: 'Claim Your Seat' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=subscription',
    );
  });

  it('offers the free sample once when a visitor heads for the top edge (within 10 px)', async () => {
    const { user } = await renderLanding();
    act(() => pointerUpTo(11));
    expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument();

    act(() => pointerUpTo(10));
    const popup = await screen.findByTestId('exit-intent-popup');
    expect(
      within(popup).getByRole('heading', { name: 'Wait — take 25 free leads with you' }),
    ).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Get My 25 Free Leads' })).toHaveAttribute(
      'href',
      '/try-sample-search',
    );
    await user.click(within(popup).getByRole('button', { name: "No thanks, I'll keep browsing" }));
    await waitFor(() => expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument());

    act(() => pointerUpTo(2));
    act(() => fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument();
  });

  it('does not show the exit-intent popup to signed-in users, and shows it once they sign out', async () => {
    fakeSession.signedIn(SAM);
    await renderLanding({ '/api/billing/subscription': { subscribed: false } });
    // The page knows who is signed in: the checkout bar links to their subscription tab.
    const bar = await screen.findByTestId('sticky-checkout-bar');
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Claim Your Seat' })).toHaveAttribute(
        'href',
        '/dashboard/settings?tab=subscription',
      ),
    );
    act(() => pointerUpTo(3));
    expect(screen.queryByTestId('exit-intent-popup')).not.toBeInTheDocument();

    // Positive control: the same page and the same gesture show it to a visitor.
    act(() => fakeSession.signedOut());
    act(() => pointerUpTo(3));
    expect(await screen.findByTestId('exit-intent-popup')).toBeInTheDocument();
  });

  it('loads the demo only when the visitor presses play', async () => {
    sessionStorage.setItem('exit_intent_shown:landing', '1'); // jsdom clicks happen at clientY 0
    const { user } = await renderLanding();
    expect(screen.queryByRole('region', { name: 'Product demo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Play the 60-second product demo/ }));
    expect(await screen.findByRole('region', { name: 'Product demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause demo' })).toBeInTheDocument();
  });
});
