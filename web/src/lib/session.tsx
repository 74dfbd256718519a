import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@contracts/account';
import { displayName } from '@contracts/display-name';
import { authClient } from './auth-client';
import { getMeQueryOptions } from './me-query';
import { useIsHydrated } from './prerendered';

export type TSessionUser = { id: string; email: string; name: string };

type TSession = {
  /**
   * True only until the first answer about the session. Later refetches (after signing in or up) keep the
   * last known state on screen instead of unmounting forms behind a spinner.
   */
  isPending: boolean;
  /** Null while signed out, and while the session still owes its second step (see `secondStepPending`). */
  user: TSessionUser | null;
  /**
   * Signed in with a password (or Google) but the authenticator code is not entered yet: only the two-step
   * screen may be used (decision 096).
   */
  secondStepPending: boolean;
  /** The user has turned on two-step sign-in with an authenticator app. */
  twoFactorEnabled: boolean;
  /** Profile and roles from /api/me; undefined while loading or when signed out. */
  me: TMeResponse | undefined;
  /** True while a signed-in user's /api/me is still loading. */
  isMePending: boolean;
  /** The welcome name: full name, else the part of the email before the @. */
  welcomeName: string | null;
  /** Re-reads the session from the server (after signing in). */
  refetch: () => Promise<void>;
};

/**
 * Per app: whether the session has answered once (the latch behind `isPending`). It flips once, when the session is
 * not loading, so flipping it needs no re-render: `isPending` is false at that moment either way.
 */
function createAnswerLatch() {
  let answered = false;
  return { isSet: () => answered, set: () => void (answered = true) };
}

const SessionLatchContext = createContext<ReturnType<typeof createAnswerLatch> | null>(null);

/**
 * Scopes the session's "has answered once" latch to one app. The session itself is not passed down as a context
 * value: every `useSession()` reads the auth store and the `/api/me` query directly, so the session arriving
 * re-renders only the components that use it. (A changing context value would force React to hydrate every
 * still-dehydrated part of a pre-rendered page at once, in one long task; decision 058.)
 */
/**
 * A beta tester who is not an admin: searches run on LeadScout's shared key within the beta budget, so the
 * subscription and own-key prompts do not apply to them (the same rule as the server's search access).
 */
export function isBetaOnly(me: Pick<TMeResponse, 'isBeta' | 'isAdmin'> | null | undefined): boolean {
  return Boolean(me?.isBeta && !me.isAdmin);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [latch] = useState(createAnswerLatch);
  return <SessionLatchContext value={latch}>{children}</SessionLatchContext>;
}

export function useSession(): TSession {
  const latch = use(SessionLatchContext);
  if (!latch) throw new Error('useSession must be used inside <SessionProvider>');
  const { data, isPending: isFetchingWithoutData, refetch } = authClient.useSession();
  useEffect(() => {
    if (!isFetchingWithoutData) latch.set();
  }, [latch, isFetchingWithoutData]);
  // While a pre-rendered part hydrates, the auth store reads as it did in the build (still asking), and so must
  // `isPending`, even when another part has seen the answer already.
  const isHydrated = useIsHydrated();
  const isPending = isFetchingWithoutData && !(isHydrated && latch.isSet());
  const factors = data as {
    user: { twoFactorEnabled?: boolean | null };
    session?: { secondStepAt?: unknown };
  };
  const secondStepPending = Boolean(factors?.user.twoFactorEnabled && !factors.session?.secondStepAt);
  const user: TSessionUser | null = (!secondStepPending && data?.user) || null;
  const meQuery = useQuery({ ...getMeQueryOptions(), enabled: user !== null });
  const me = user ? meQuery.data : undefined;

  return useMemo<TSession>(
    () => ({
      isPending,
      user,
      secondStepPending,
      twoFactorEnabled: Boolean(factors?.user.twoFactorEnabled),
      me,
      isMePending: user !== null && meQuery.isPending,
      welcomeName: user ? displayName(me ?? { fullName: user.name, email: user.email }) : null,
      refetch,
    }),
    [isPending, user, secondStepPending, factors, me, meQuery.isPending, refetch],
  );
}
