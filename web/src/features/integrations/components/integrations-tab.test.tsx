import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CRM_FIELDS, type TCrmConnection } from '@contracts/crm';
import { fakeSession } from '@web/testing/fake-auth-client';
import { renderApp } from '@web/testing/render-app';
import { apiError, makeMe, stubApi } from '@web/testing/stub-api';

vi.mock('@web/lib/auth-client', () => import('@web/testing/fake-auth-client'));

const URL = '/dashboard/settings?tab=integrations';
const HUBSPOT: TCrmConnection = {
  provider: 'hubspot',
  masked: '••••••••5555',
  accountName: 'HubSpot account 146000001',
  isValid: true,
  lastTestedAt: null,
  fields: DEFAULT_CRM_FIELDS,
  createDeal: false,
  pipelineId: null,
  stageId: null,
  autoPushMinScore: null,
};

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('Settings → Integrations', () => {
  it('sends the token to connect HubSpot and shows the CRM’s refusal', async () => {
    const put = vi.fn(() => apiError(400, 'CRM_TOKEN_REJECTED', 'HubSpot refused the token: expired'));
    stubApi({
      me: makeMe(),
      routes: { 'GET /api/integrations': { connections: [] }, 'PUT /api/integrations/hubspot': put },
    });
    const { user } = renderApp(URL);

    const form = await screen.findByRole('form', { name: 'Connect HubSpot' }, { timeout: 5_000 });
    await user.type(within(form).getByLabelText('HubSpot private app token'), 'pat-na1-old');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('HubSpot refused the token: expired');
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ body: { token: 'pat-na1-old' } }));
  });

  it('switches a field off for the connected CRM', async () => {
    const patch = vi.fn(() => ({ ...HUBSPOT, fields: DEFAULT_CRM_FIELDS.filter((f) => f !== 'notes') }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/integrations': { connections: [HUBSPOT] },
        'PATCH /api/integrations/hubspot': patch,
      },
    });
    const { user } = renderApp(URL);

    const notes = await screen.findByRole('checkbox', { name: 'Notes' }, { timeout: 5_000 });
    expect(notes).toBeChecked();
    await user.click(notes);
    expect(patch).toHaveBeenCalledWith(
      expect.objectContaining({ body: { fields: DEFAULT_CRM_FIELDS.filter((f) => f !== 'notes') } }),
    );
    expect(screen.getByText(/HubSpot account 146000001 · token ••••••••5555/)).toBeInTheDocument();
  });

  it('saves an auto-push threshold for the connected CRM, and turns it off when emptied', async () => {
    const patch = vi.fn(() => ({ ...HUBSPOT, autoPushMinScore: 70 }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/integrations': { connections: [HUBSPOT] },
        'PATCH /api/integrations/hubspot': patch,
      },
    });
    const { user } = renderApp(URL);

    const form = await screen.findByRole('form', { name: 'Auto-push to HubSpot' }, { timeout: 5_000 });
    const threshold = within(form).getByLabelText('Auto-push leads scoring at least');
    await user.type(threshold, '70');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { autoPushMinScore: 70 } }));
    await user.clear(threshold);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenLastCalledWith(expect.objectContaining({ body: { autoPushMinScore: null } }));
  });
});
