import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMaskedKey } from '@contracts/api-keys';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, makeSearchAccess, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const NO_KEY: TMaskedKey = { configured: false, masked: null, isValid: null, lastValidatedAt: null };
const SAVED: TMaskedKey = { configured: true, masked: '••••••••abcd', isValid: null, lastValidatedAt: null };
const URL = '/dashboard/settings?tab=api-keys';
/** The team has no AI key of its own (the card's own tests give it one). */
const NO_AI_KEY = { 'GET /api/api-keys/llm': NO_KEY };

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('Settings → API Keys', () => {
  it('saves a key (required) and shows only its last 4 characters', async () => {
    const put = vi.fn(() => SAVED);
    stubApi({
      me: makeMe(),
      routes: { ...NO_AI_KEY, 'GET /api/api-keys/google': NO_KEY, 'PUT /api/api-keys/google': put },
    });
    const { user } = renderApp(URL);

    await user.click(await screen.findByRole('button', { name: 'Save API Key' }, { timeout: 5_000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('API key is required');
    expect(put).not.toHaveBeenCalled();

    await user.type(
      screen.getByRole('textbox', { name: 'Google Places API Key' }),
      '  AIzaSyTest-1234567890abcd ',
    );
    await user.click(screen.getByRole('button', { name: 'Save API Key' }));
    expect(await screen.findByLabelText('Saved key')).toHaveTextContent('••••••••abcd');
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ body: { apiKey: 'AIzaSyTest-1234567890abcd' } }),
    );
    expect(screen.getByText('Not tested')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /How to get a Google API key/ })).toHaveAttribute(
      'href',
      '/dashboard/api-key-guide',
    );
  });

  it('tests the key and shows Google’s verdict with the time it was checked', async () => {
    const checkedAt = new Date().toISOString();
    stubApi({
      me: makeMe(),
      routes: {
        ...NO_AI_KEY,
        'GET /api/api-keys/google': SAVED,
        'POST /api/api-keys/google/test': {
          isValid: false,
          title: 'Google API Key Required',
          message:
            'Google rejected your Google Places API key ("API key not valid. Please pass a valid API key.").',
          key: { ...SAVED, isValid: false, lastValidatedAt: checkedAt },
        },
      },
    });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Test key' }, { timeout: 5_000 }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Google API Key Required');
    expect(alert).toHaveTextContent('API key not valid');
    expect(screen.getByText('Invalid')).toBeInTheDocument();
    expect(screen.getByText(/Last validated/)).toHaveTextContent('Last validated just now');
  });

  it('says so when the key works', async () => {
    stubApi({
      me: makeMe(),
      routes: {
        ...NO_AI_KEY,
        'GET /api/api-keys/google': SAVED,
        'POST /api/api-keys/google/test': {
          isValid: true,
          title: null,
          message: null,
          key: { ...SAVED, isValid: true, lastValidatedAt: new Date().toISOString() },
        },
      },
    });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Test key' }, { timeout: 5_000 }));
    expect(await screen.findByText('Your key works.')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
  });

  it('deletes the key after confirmation', async () => {
    const remove = vi.fn(() => NO_KEY);
    stubApi({
      me: makeMe(),
      routes: { ...NO_AI_KEY, 'GET /api/api-keys/google': SAVED, 'DELETE /api/api-keys/google': remove },
    });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5_000 }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete your API key?' })).getByRole('button', {
        name: 'Delete key',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Save API Key' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('shows admins the beta key card and refuses the unchanged masked value', async () => {
    const put = vi.fn(() => ({ ...SAVED, masked: '••••••••wxyz' }));
    stubApi({
      me: makeMe({ isAdmin: true, roles: ['admin'] }),
      routes: {
        ...NO_AI_KEY,
        'GET /api/api-keys/google': SAVED,
        'GET /api/admin/beta-key': SAVED,
        'PUT /api/admin/beta-key': put,
      },
    });
    const { user } = renderApp(URL);
    expect(
      await screen.findByRole('heading', { name: 'Beta API Key' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: 'Shared key for beta testers' });
    expect(input).toHaveValue('••••••••abcd');

    await user.click(screen.getByRole('button', { name: 'Save Beta Key' }));
    expect(await screen.findAllByText('Please enter a new API key')).not.toHaveLength(0);
    expect(put).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'AIzaSyBeta-0000wxyz');
    await user.click(screen.getByRole('button', { name: 'Save Beta Key' }));
    expect(await screen.findByText('Beta API key saved')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ body: { apiKey: 'AIzaSyBeta-0000wxyz' } }));
  });

  it('hides the beta key card from other users', async () => {
    stubApi({ me: makeMe(), routes: { ...NO_AI_KEY, 'GET /api/api-keys/google': SAVED } });
    renderApp(URL);
    expect(await screen.findByLabelText('Saved key', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beta API Key' })).not.toBeInTheDocument();
  });

  it('tells a beta tester that no key is needed and how many beta results remain', async () => {
    stubApi({
      me: makeMe({ isBeta: true, roles: ['user', 'beta'] }),
      routes: {
        ...NO_AI_KEY,
        'GET /api/api-keys/google': NO_KEY,
        'GET /api/searches/access': makeSearchAccess({
          needsOwnKey: false,
          hasKey: false,
          isBeta: true,
          betaResultsRemaining: 140,
          betaResultsLimit: 200,
        }),
      },
    });
    renderApp(URL);
    expect(await screen.findByText('No key needed', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText(/of 200 beta results remaining/)).toHaveTextContent(
      '140 of 200 beta results remaining',
    );
  });

  it('shows other users no beta access card', async () => {
    stubApi({ me: makeMe(), routes: { ...NO_AI_KEY, 'GET /api/api-keys/google': NO_KEY } });
    renderApp(URL);
    expect(
      await screen.findByRole('button', { name: 'Save API Key' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No key needed')).not.toBeInTheDocument();
  });

  it('saves the team’s own AI key for research, shows only its end, and removes it after confirmation', async () => {
    const put = vi.fn(() => SAVED);
    const remove = vi.fn(() => NO_KEY);
    let aiKey = NO_KEY;
    stubApi({
      me: makeMe(),
      routes: {
        'GET /api/api-keys/google': SAVED,
        'GET /api/api-keys/llm': () => aiKey,
        'PUT /api/api-keys/llm': () => ((aiKey = SAVED), put()),
        'DELETE /api/api-keys/llm': () => ((aiKey = NO_KEY), remove()),
      },
    });
    const { user } = renderApp(URL);
    const form = await screen.findByRole('form', { name: 'Save your AI key' }, { timeout: 5_000 });
    await user.click(within(form).getByRole('button', { name: 'Save AI key' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('API key is required');
    await user.type(within(form).getByLabelText('AI provider API key'), 'sk-team-key-abcd');
    await user.click(within(form).getByRole('button', { name: 'Save AI key' }));
    expect(await screen.findByLabelText('Saved AI key')).toHaveTextContent('••••••••abcd');
    expect(put).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove your AI key?' })).getByRole('button', {
        name: 'Remove key',
      }),
    );
    expect(await screen.findByRole('form', { name: 'Save your AI key' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
