import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES, type TBranding } from '@contracts/audit-reports';
import type { renderApp } from '@tests/web/render-app';
import { renderInTeam } from '@tests/web/render-in-team';
import type { TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const EMPTY: TBranding = { agencyName: null, colour: null, ctaText: null, ctaUrl: null, logo: null };

/** Types by pasting: typing every character takes seconds on a busy machine. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const open = (routes: Record<string, TStubRoute>) =>
  renderInTeam('/dashboard/settings?tab=branding', { 'GET /api/branding': EMPTY, ...routes });

describe('Settings → Branding', () => {
  it('saves the agency name, colour and call to action, with a preview in readable text', async () => {
    const { requests, user } = open({
      'GET /api/teams/active': makeActiveTeam({ role: 'admin' }),
      'PUT /api/branding': ({ body }) => ({ ...EMPTY, ...(body as object) }),
    });
    const name = await screen.findByRole('textbox', { name: 'Agency name' }, { timeout: 20_000 });
    expect(name).toHaveAttribute('placeholder', 'Acme Dental');
    await fill(user, name, 'Brightside Digital');
    const colour = screen.getByRole('textbox', { name: 'Colour' });
    await fill(user, colour, 'yellow');
    expect(screen.getByText('Use a hex colour such as #2563eb')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(
      requests.mock.calls.some(([path, sent]) => path === '/api/branding' && sent.method === 'PUT'),
    ).toBe(false);

    await fill(user, colour, '#facc15');
    await fill(user, screen.getByRole('textbox', { name: 'Button text' }), 'Book a call');
    await fill(user, screen.getByRole('textbox', { name: 'Button link' }), 'https://brightside.example/call');
    const preview = screen.getByText('Brightside Digital', { selector: 'figure span' }).parentElement!;
    // Near-black on yellow: white would not be readable.
    expect(preview).toHaveStyle({ backgroundColor: 'rgb(250, 204, 21)', color: 'rgb(17, 24, 39)' });
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    await waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/branding', {
        method: 'PUT',
        body: {
          agencyName: 'Brightside Digital',
          colour: '#facc15',
          ctaText: 'Book a call',
          ctaUrl: 'https://brightside.example/call',
        },
      }),
    );
  }, 30_000);

  it('refuses a logo over 256 KB before sending it', async () => {
    const { requests, user } = open({ 'GET /api/teams/active': makeActiveTeam({ role: 'owner' }) });
    const input = await screen.findByLabelText('Logo', {}, { timeout: 10_000 });
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be 256 KB or smaller');
    expect(requests.mock.calls.some(([path]) => path === '/api/branding/logo')).toBe(false);
  });

  it('shows a member the branding without a way to change it', async () => {
    open({
      'GET /api/teams/active': makeActiveTeam({ role: 'member' }),
      'GET /api/branding': { ...EMPTY, agencyName: 'Brightside Digital' },
    });
    expect(
      await screen.findByText(
        /Only the team’s owners and admins change the branding/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Agency name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Agency name' })).toHaveValue('Brightside Digital');
    expect(screen.queryByRole('button', { name: 'Save branding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });
});
