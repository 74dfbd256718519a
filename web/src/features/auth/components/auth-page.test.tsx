import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_SUCCESS, authClient, authFailure, fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('/auth', () => {
  beforeEach(() => {
    stubApi({});
    fakeSession.signedOut();
  });

  it('keeps a too-short sign-up password out of the request and says why', async () => {
    const { user } = renderApp('/auth');
    // The first test loads the page's lazy chunk; on a busy machine that takes more than findBy's second.
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }, { timeout: 5000 }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '6');
    expect(authClient.signUp.email).not.toHaveBeenCalled();
  });

  it.each([
    ['LINK_USED', 'That link was already used, so your email is confirmed. Sign in with your password.'],
    ['TOKEN_EXPIRED', 'That link has expired (links work for 24 hours). Sign in with your password.'],
    ['INVALID_TOKEN', 'That link is not valid. Sign in with your password.'],
  ])('a confirmation link that signed nobody in (%s) says why', async (code, message) => {
    renderApp(`/auth?error=${code}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(message);
  });

  it('after signing up, says so and opens Sign In with the email filled in', async () => {
    authClient.signUp.email.mockResolvedValue(AUTH_SUCCESS);
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/Full Name/), '  Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully. You can now sign in.')).toBeInTheDocument();
    expect(authClient.signUp.email).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret-123',
      callbackURL: '/dashboard',
    });
    expect(
      screen.getByText('We sent a link to ada@example.com that confirms your address and signs you in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('offers "Continue with Google" only when the server has it configured', async () => {
    stubApi({ routes: { 'GET /api/public/config': { notice: null, googleSignIn: true } } });
    authClient.signIn.social.mockResolvedValue(AUTH_SUCCESS);
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(authClient.signIn.social).toHaveBeenCalledWith({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/auth',
    });
  });

  it('hides Google when it is not configured, and links to the password reset', async () => {
    stubApi({ routes: { 'GET /api/public/config': { notice: null, googleSignIn: false } } });
    const { user, router } = renderApp('/auth');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows the server message when sign-up fails', async () => {
    authClient.signUp.email.mockResolvedValue(authFailure('User already exists. Use another email.'));
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('User already exists. Use another email.')).toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    authClient.signIn.email.mockResolvedValue(authFailure('Invalid email or password'));
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(authClient.signIn.email).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'wrong-password',
    });
  });

  it('goes to /dashboard after signing in', async () => {
    stubApi({ me: makeMe() });
    authClient.signIn.email.mockImplementation(async () => {
      fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
      return AUTH_SUCCESS;
    });
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'sam.rivera@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, sam.rivera!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    stubApi({ me: makeMe() });
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    const { router } = renderApp('/auth');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
