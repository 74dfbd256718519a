import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { json, makeMe, stubApi } from '@tests/web/stub-api';
import { deferred, makePlans, makeStatus } from '../../../../../tests/web/billing-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

function openSettings(url = '/dashboard/settings') {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
  return renderApp(url);
}

describe('Settings → Subscription', () => {
  it('sells the $1 trial with the founder price and the founder count from the server', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus(),
        'GET /api/billing/plans': makePlans(),
      },
    });
    openSettings();

    expect(
      await screen.findByRole('heading', { name: 'Start for $1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1 for your first month or a 7-day trial, then $37/month.')).toBeInTheDocument();
    expect(
      screen.getByText(/Founder price \$37\/month, locked forever\. Save \$504 a\s+year/),
    ).toBeInTheDocument();
    expect(await screen.findByText('87 of 100 founder spots claimed, 13 remaining')).toBeInTheDocument();
    expect(screen.getByText('50 searches and 5 exports during your trial')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('shows Processing while checkout is in flight, then opens the URL in a new tab', async () => {
    const answer = deferred<Response>();
    const requests = stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus(),
        'GET /api/billing/plans': makePlans(),
        'POST /api/billing/checkout': () => answer.promise,
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openSettings('/dashboard/settings?tab=subscription');

    await user.click(await screen.findByRole('button', { name: 'Start for $1' }, { timeout: 5000 }));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(requests).toHaveBeenCalledWith(
      '/api/billing/checkout',
      expect.objectContaining({ method: 'POST' }),
    );

    answer.resolve(json({ url: 'https://checkout.stripe.test/c/cs_1' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://checkout.stripe.test/c/cs_1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Start for $1' })).toBeEnabled();
  });

  it('toasts the failure messages and resets the button', async () => {
    let reply = json(
      { code: 'UPSTREAM_ERROR', message: 'Failed to create checkout session. Please try again.' },
      502,
    );
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus(),
        'GET /api/billing/plans': makePlans(),
        'POST /api/billing/checkout': () => reply,
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openSettings();

    await user.click(await screen.findByRole('button', { name: 'Start for $1' }, { timeout: 5000 }));
    expect(
      await screen.findByText('Failed to create checkout session. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start for $1' })).toBeEnabled();

    reply = json({ url: null });
    await user.click(screen.getByRole('button', { name: 'Start for $1' }));
    expect(await screen.findByText('No checkout URL returned')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a trial with its end date, limits, founder badge and the customer portal', async () => {
    const trialEnd = '2026-12-01T12:00:00.000Z';
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus({
          subscribed: true,
          is_in_trial: true,
          is_founder: true,
          trial_end_date: trialEnd,
          subscription_end: trialEnd,
          plan_type: 'trial',
          search_limit: 50,
          export_limit: 5,
          searches_this_month: 3,
          exports_this_month: 1,
          has_billing_account: true,
          stripe_status: 'trialing',
        }),
        'GET /api/billing/plans': makePlans(),
        'POST /api/billing/portal': { url: 'https://billing.stripe.test/p/1' },
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openSettings();

    const card = (
      await screen.findByRole('heading', { name: 'Your Subscription' }, { timeout: 5000 })
    ).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(card).findByText('Trial', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('Trial', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('Founder')).toBeInTheDocument();
    expect(within(card).getAllByText('Dec 1, 2026')).toHaveLength(1);
    expect(within(card).getByText('3 of 50')).toBeInTheDocument();
    expect(within(card).getByText('1 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start for/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://billing.stripe.test/p/1', '_blank', 'noopener,noreferrer'),
    );
  });

  it('says so when billing is off, and the checkout button explains why it is disabled', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus({ billing_enabled: false }),
        'GET /api/billing/plans': makePlans({
          billingEnabled: false,
          prices: { monthly: null, founder: null, trialFee: null },
        }),
      },
    });
    openSettings();

    expect(
      await screen.findByText(/Billing is not configured on this server/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Start for $1' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/Payments are not configured on this server/);
  });
});

describe('Settings → Subscription prices', () => {
  it('uses the amounts of the configured Stripe prices, and drops the founder offer once the spots are gone', async () => {
    const plans = makePlans();
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus({ stripe_status: 'canceled' }),
        'GET /api/billing/plans': {
          ...plans,
          prices: { ...plans.prices, monthly: { ...plans.prices.monthly!, amount: 99 } },
          founderSeats: { total: 100, claimed: 100, remaining: 0 },
        },
      },
    });
    openSettings();
    expect(
      await screen.findByText('All founder spots are claimed.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscribe again' })).toBeInTheDocument();
    expect(screen.getByText('Pick up where you left off for $99/month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows a member who pays for the team, the seats, and no offer or portal to open', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus({
          subscribed: true,
          plan_type: 'trial',
          is_in_trial: true,
          search_limit: 50,
          export_limit: 5,
          searches_this_month: 12,
          team: {
            payer: { name: 'Olga Owner', email: 'olga@example.com', is_you: false },
            can_manage: false,
            teams_covered: 2,
            seats: 3,
            per_seat: true,
            searches_this_month: 4,
            exports_this_month: 0,
          },
        }),
        'GET /api/billing/plans': makePlans(),
      },
    });
    openSettings('/dashboard/settings?tab=subscription');
    expect(await screen.findByText('Olga Owner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('olga@example.com')).toBeInTheDocument();
    expect(screen.getByText('Seats (billed per seat)')).toBeInTheDocument();
    expect(screen.getByText('2 teams')).toBeInTheDocument();
    expect(screen.getByText('Only an owner of this team can change its plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage Subscription/i })).not.toBeInTheDocument();
  });

  it('keeps the offer away from a member of a team nobody pays for', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/billing/subscription': makeStatus({
          team: {
            payer: { name: 'Olga Owner', email: 'olga@example.com', is_you: false },
            can_manage: false,
            teams_covered: 1,
            seats: 2,
            per_seat: false,
            searches_this_month: 0,
            exports_this_month: 0,
          },
        }),
        'GET /api/billing/plans': makePlans(),
      },
    });
    openSettings('/dashboard/settings?tab=subscription');
    expect(
      await screen.findByText('Only an owner of this team can change its plan.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start for $1' })).not.toBeInTheDocument();
  });
});
