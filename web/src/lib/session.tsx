import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@contracts/account';
import { displayName } from '@contracts/display-name';
import { authClient } from './auth-client';
import { getMeQueryOptions } from './me-query';

export type TSessionUser = { id: string; email: string; name: string };

export type TSession = {
  /**
   * True only until the first answer about the session. Later refetches (after signing in or up) keep the
   * last known state on screen instead of unmounting forms behind a spinner.
   */
  isPending: boolean;
  user: TSessionUser | null;
  /** Profile and roles from /api/me; undefined while loading or when signed out. */
  me: TMeResponse | undefined;
  /** True while a signed-in user's /api/me is still loading. */
  isMePending: boolean;
  /** The welcome name: full name, else the part of the email before the @. */
  welcomeName: string | null;
  /** Re-reads the session from the server (after signing in). */
  refetch: () => Promise<void>;
};

const SessionContext = createContext<TSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending: isFetchingWithoutData, refetch } = authClient.useSession();
  const [hasAnswered, setHasAnswered] = useState(false);
  if (!hasAnswered && !isFetchingWithoutData) setHasAnswered(true);
  const isPending = !hasAnswered && isFetchingWithoutData;
  const user: TSessionUser | null = data?.user ?? null;
  const meQuery = useQuery({ ...getMeQueryOptions(), enabled: user !== null });
  const me = user ? meQuery.data : undefined;

  const value = useMemo<TSession>(
    () => ({
      isPending,
      user,
      me,
      isMePending: user !== null && meQuery.isPending,
      welcomeName: user ? displayName(me ?? { fullName: user.name, email: user.email }) : null,
      refetch,
    }),
    [isPending, user, me, meQuery.isPending, refetch],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): TSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
