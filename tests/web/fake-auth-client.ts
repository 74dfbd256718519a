import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { TSessionUser } from '@web/lib/session';

/**
 * Stands in for `@web/lib/auth-client` in web tests:
 * `vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));`
 */
type TSessionState = {
  data: { user: TSessionUser } | null;
  isPending: boolean;
  isRefetching: boolean;
  error: null;
  refetch: () => Promise<void>;
};

type TAuthResult = { data: unknown; error: { message?: string; status: number; statusText: string } | null };

const listeners = new Set<() => void>();
const refetch = async () => {};
let state: TSessionState = { data: null, isPending: true, isRefetching: true, error: null, refetch };

function setState(next: Pick<TSessionState, 'data' | 'isPending'>) {
  state = { ...state, ...next, isRefetching: next.isPending };
  listeners.forEach((listener) => listener());
}

export const authClient = {
  useSession: () =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => state,
    ),
  signIn: {
    email: vi.fn<(input: { email: string; password: string }) => Promise<TAuthResult>>(),
    social: vi.fn<(input: { provider: string; callbackURL?: string }) => Promise<TAuthResult>>(),
  },
  signUp: {
    email:
      vi.fn<
        (input: {
          name: string;
          email: string;
          password: string;
          callbackURL?: string;
        }) => Promise<TAuthResult>
      >(),
  },
  signOut: vi.fn<() => Promise<TAuthResult>>(),
  requestPasswordReset: vi.fn<(input: { email: string; redirectTo?: string }) => Promise<TAuthResult>>(),
  resetPassword: vi.fn<(input: { newPassword: string; token: string }) => Promise<TAuthResult>>(),
  /** The signed-in user's sign-in methods (`credential` is the password); a password only by default. */
  listAccounts: vi.fn<() => Promise<TAuthResult>>(async () => ({
    data: [{ id: 'acc-1', providerId: 'credential' }],
    error: null,
  })),
  linkSocial: vi.fn<(input: { provider: string }) => Promise<TAuthResult>>(),
  unlinkAccount: vi.fn<(input: { accountId: string }) => Promise<TAuthResult>>(),
  sendVerificationEmail: vi.fn<(input: { email: string }) => Promise<TAuthResult>>(),
};

export const fakeSession = {
  loading: () => setState({ data: null, isPending: true }),
  signedOut: () => setState({ data: null, isPending: false }),
  signedIn: (user: TSessionUser) => setState({ data: { user }, isPending: false }),
};

export function authFailure(message: string): TAuthResult {
  return { data: null, error: { message, status: 400, statusText: 'Bad Request' } };
}

export const AUTH_SUCCESS: TAuthResult = { data: {}, error: null };
