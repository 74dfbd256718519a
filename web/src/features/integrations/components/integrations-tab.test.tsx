import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CRM_FIELDS, type TCrmConnection } from '@contracts/crm';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const URL = '/dashboard/settings?tab=integrations';
const HUBSPOT: TCrmConnection = {
  provider: 'hubspot',
  masked: '••••••••5555',
  accountName: 'HubSpot account 146000001',
  locationId: null,
  isValid: true,
  lastTestedAt: null,
  fields: DEFAULT_CRM_FIELDS,
  createDeal: false,
  dealKind: 'deal',
  pipelineId: null,
  stageId: null,
  autoPushMinScore: null,
  autoPushScope: 'all',
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

  it('connects HighLevel with its token and location id, from the keyboard, and says which field is missing', async () => {
    const put = vi.fn(() => ({
      ...HUBSPOT,
      provider: 'highlevel',
      accountName: 'Demo Roofing Agency (HighLevel)',
      locationId: 've9EPM428h8vShlRW1KT',
    }));
    stubApi({
      me: makeMe(),
      routes: { 'GET /api/integrations': { connections: [] }, 'PUT /api/integrations/highlevel': put },
    });
    const { user } = renderApp(URL);

    const form = await screen.findByRole('form', { name: 'Connect HighLevel' }, { timeout: 5_000 });
    const token = within(form).getByLabelText('HighLevel private integration token');
    await user.click(token);
    await user.keyboard('pit-1234-abcd-5678-efgh{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter the HighLevel location id',
    );
    expect(put).not.toHaveBeenCalled();
    const location = within(form).getByLabelText('HighLevel location id');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    await user.type(location, 've9EPM428h8vShlRW1KT{Enter}');
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { token: 'pit-1234-abcd-5678-efgh', locationId: 've9EPM428h8vShlRW1KT' },
        }),
      ),
    );
  });

  it('offers the pipeline and stage of a connected HighLevel location for its opportunities', async () => {
    const patch = vi.fn(() => ({}));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/integrations': {
          connections: [
            {
              ...HUBSPOT,
              provider: 'highlevel',
              accountName: 'Demo Roofing Agency (HighLevel)',
              locationId: 've9EPM428h8vShlRW1KT',
              createDeal: true,
              pipelineId: 'pl-sales',
            },
          ],
        },
        'GET /api/integrations/highlevel/pipelines': {
          pipelines: [
            {
              id: 'pl-sales',
              label: 'Sales Pipeline',
              stages: [
                { id: 'st-1', label: 'New Lead' },
                { id: 'st-2', label: 'Contacted' },
              ],
            },
          ],
        },
        'PATCH /api/integrations/highlevel': patch,
      },
    });
    const { user } = renderApp(URL);

    expect(
      await screen.findByRole(
        'checkbox',
        { name: 'Create an opportunity for each pushed lead' },
        { timeout: 5_000 },
      ),
    ).toBeChecked();
    expect(screen.getByText(/location ve9EPM428h8vShlRW1KT/)).toBeInTheDocument();
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    await screen.findByRole('option', { name: 'Contacted' });
    await user.selectOptions(stage, 'st-2');
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { stageId: 'st-2' } }));
  });

  it('lets Pipedrive make a lead in its Leads inbox instead of a deal in a pipeline and stage', async () => {
    let pipedrive: TCrmConnection = { ...HUBSPOT, provider: 'pipedrive', createDeal: true };
    const patch = vi.fn(() => (pipedrive = { ...pipedrive, dealKind: 'lead' }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/integrations': () => ({ connections: [pipedrive] }),
        'GET /api/integrations/pipedrive/pipelines': { pipelines: [] },
        'PATCH /api/integrations/pipedrive': patch,
      },
    });
    const { user } = renderApp(URL);

    const kinds = await screen.findByRole('radiogroup', { name: 'Pipedrive record' }, { timeout: 5_000 });
    expect(within(kinds).getByRole('radio', { name: 'Deal (pipeline/stage)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeInTheDocument();
    await user.click(within(kinds).getByRole('radio', { name: 'Lead (Leads inbox)' }));
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { dealKind: 'lead' } }));
    expect(await within(kinds).findByRole('radio', { name: 'Lead (Leads inbox)' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Stage' })).not.toBeInTheDocument();
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

  it('chooses the searches that auto-push, lists them and takes one out', async () => {
    const patch = vi.fn(() => ({ ...HUBSPOT, autoPushMinScore: 60, autoPushScope: 'chosen' }));
    const remove = vi.fn(() => ({ provider: 'hubspot', on: false, pushId: null, pushed: 0 }));
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/integrations': {
          connections: [{ ...HUBSPOT, autoPushMinScore: 60, autoPushScope: 'chosen' }],
        },
        'PATCH /api/integrations/hubspot': patch,
        'GET /api/integrations/hubspot/auto-push-searches': {
          searches: [
            { searchId: 's1', niche: 'roofer', location: 'Austin, TX', chosenAt: '2026-11-26T10:00:00.000Z' },
          ],
        },
        'DELETE /api/searches/s1/auto-push/hubspot': remove,
      },
    });
    const { user } = renderApp(URL);

    const scope = await screen.findByRole(
      'group',
      { name: 'Searches that auto-push to HubSpot' },
      { timeout: 5_000 },
    );
    expect(within(scope).getByRole('radio', { name: /Only the searches switched on/ })).toBeChecked();
    const list = await screen.findByRole('list', { name: 'Searches that auto-push to HubSpot' });
    expect(within(list).getByRole('link', { name: 'roofer in Austin, TX' })).toHaveAttribute(
      'href',
      '/dashboard/history/s1',
    );
    await user.click(within(list).getByRole('button', { name: 'Stop auto-pushing roofer in Austin, TX' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await user.click(within(scope).getByRole('radio', { name: 'Every search of the team' }));
    expect(patch).toHaveBeenCalledWith(expect.objectContaining({ body: { autoPushScope: 'all' } }));
  });
});
