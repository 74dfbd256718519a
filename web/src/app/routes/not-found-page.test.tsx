import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('unknown routes', () => {
  it('show the 404 page, link home and log the missing path', async () => {
    stubApi({});
    fakeSession.signedOut();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { user, router } = renderApp('/no/such/page?x=1');

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(
      screen.getByRole('heading', { name: 'Find local businesses that need what you sell' }),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
