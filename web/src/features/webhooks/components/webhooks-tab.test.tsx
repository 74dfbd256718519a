import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TWebhookDelivery, TWebhookEndpoint } from '@contracts/webhooks';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, json, makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));
const verifyTotp = vi.fn();
vi.mock('@web/lib/factor-client', () => ({
  factorClient: { twoFactor: { verifyTotp: (...args: unknown[]) => verifyTotp(...args) } },
}));

const ENDPOINT: TWebhookEndpoint = {
  id: 'e-1',
  url: 'https://hooks.example.com/in',
  description: '',
  events: ['search.completed'],
  enabled: true,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const FAILED: TWebhookDelivery = {
  id: 'd-1',
  eventType: 'search.completed',
  status: 'failed',
  attempts: 14,
  lastResponseStatus: 503,
  nextAttemptAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  log: [
    {
      attempt: 14,
      responseStatus: 503,
      durationMs: 120,
      error: 'HTTP 503',
      createdAt: '2026-11-26T09:00:00.000Z',
    },
  ],
};

function open(role: 'owner' | 'member', routes: Record<string, TStubRoute> = {}) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role })] },
      'GET /api/teams/active': makeActiveTeam({ role }),
      'GET /api/auth/organization/list-user-invitations': [],
      ...routes,
    },
  });
  return { requests, ...renderApp('/dashboard/settings?tab=webhooks') };
}

describe('Settings → Webhooks', () => {
  it('tells a member that only owners and admins manage webhooks, and asks for none', async () => {
    const { requests } = open('member');
    expect(
      await screen.findByText(/Only the team's owners and admins/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(requests.mock.calls.some(([path]) => path.startsWith('/api/webhooks'))).toBe(false);
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const { requests, user } = open('owner', {
      'GET /api/webhooks': [],
      'POST /api/webhooks': {
        endpoint: { ...ENDPOINT, events: ['search.completed', 'lead.created'] },
        secret: 'whsec_abc',
      },
    });
    const form = await screen.findByRole('form', { name: 'Add webhook endpoint' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter the endpoint URL');
    await user.type(within(form).getByLabelText('Endpoint URL'), ENDPOINT.url);
    await user.click(within(form).getByRole('checkbox', { name: /lead\.created/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_abc');
    const sent = requests.mock.calls.find(
      ([path, { method }]) => path === '/api/webhooks' && method === 'POST',
    );
    expect(sent?.[1].body).toEqual({ url: ENDPOINT.url, events: ['search.completed', 'lead.created'] });
  });

  it('lists the delivery log and resends a failed delivery', async () => {
    const { requests, user } = open('owner', {
      'GET /api/webhooks': [ENDPOINT],
      'GET /api/webhooks/e-1/deliveries': [FAILED],
      'POST /api/webhooks/deliveries/d-1/resend': { ok: true },
    });
    const log = await screen.findByRole(
      'table',
      { name: `Deliveries to ${ENDPOINT.url}` },
      { timeout: 10_000 },
    );
    // The log scrolls sideways on a phone: its scroll box is a named tab stop even when no row has a control.
    const scrollBox = screen.getByRole('region', { name: `Deliveries to ${ENDPOINT.url}` });
    expect(scrollBox).toHaveAttribute('tabindex', '0');
    expect(scrollBox).toContainElement(log);
    const row = within(log).getByRole('row', { name: /search\.completed/ });
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('HTTP 503 · 120 ms');
    await user.click(within(row).getByRole('button', { name: /^Resend search\.completed/ }));
    await screen.findByText('Delivery queued again');
    expect(requests).toHaveBeenCalledWith('/api/webhooks/deliveries/d-1/resend', {
      method: 'POST',
      body: undefined,
    });
  });

  /** Clicks Reveal secret; the first answer asks for `asked`, the retry reveals. Returns the confirm dialog. */
  async function revealAsking(asked: 'SECOND_STEP_REQUIRED' | 'PASSWORD_REQUIRED') {
    let calls = 0;
    const { requests, user } = open('owner', {
      'GET /api/webhooks': [ENDPOINT],
      'GET /api/webhooks/e-1/deliveries': [],
      'POST /api/webhooks/e-1/secret': () =>
        calls++ === 0
          ? apiError(403, asked, 'Confirm it is you to continue')
          : json({ endpoint: ENDPOINT, secret: 'whsec_revealed' }),
      'POST /api/account/confirm-password': () => undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal secret' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    const revealed = async () => {
      expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_revealed');
      expect(requests.mock.calls.filter(([path]) => path === '/api/webhooks/e-1/secret')).toHaveLength(2);
    };
    return { dialog, requests, user, revealed };
  }

  it('reveals the signing secret only after the step-up dialog (decision 117 addendum)', async () => {
    const { dialog, user, revealed } = await revealAsking('SECOND_STEP_REQUIRED');
    verifyTotp.mockResolvedValueOnce({ data: { token: 't' }, error: null });
    await user.type(await within(dialog).findByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await revealed();
    expect(verifyTotp).toHaveBeenCalledTimes(1);
  });

  it('asks an account without a factor for its password, then reveals the secret (issue 30)', async () => {
    const { dialog, requests, user, revealed } = await revealAsking('PASSWORD_REQUIRED');
    await user.type(await within(dialog).findByLabelText('Password'), 'scout-pass-2026{Enter}');
    await revealed();
    expect(requests).toHaveBeenCalledWith('/api/account/confirm-password', {
      method: 'POST',
      body: { password: 'scout-pass-2026' },
    });
    expect(verifyTotp).not.toHaveBeenCalled();
  });
});
