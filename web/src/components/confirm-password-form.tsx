import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth-client';

type TProps = {
  /** Called once the server has accepted the password. */
  onConfirmed: () => void | Promise<void>;
};

/**
 * The password asked before an action that outlives the session, from an account without a second factor
 * (decision 096). An account without a password (Google only) signs in again instead: a new session counts.
 */
export function ConfirmPasswordForm({ onConfirmed }: TProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const accounts = useQuery({
    queryKey: ['account', 'sign-in-methods'],
    queryFn: async () => (await authClient.listAccounts()).data ?? [],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/api/account/confirm-password', z.undefined(), {
        method: 'POST',
        body: { password },
      });
      await onConfirmed();
    } catch (failed) {
      setError(failed instanceof ApiError ? failed.message : 'Could not check the password');
    } finally {
      setBusy(false);
    }
  }

  if (accounts.isPending) return <Spinner className="size-5 justify-self-center" />;
  const hasPassword = (accounts.data ?? []).some((linked) => linked.providerId === 'credential');
  if (!hasPassword) {
    // Signed out first: the sign-in page sends a signed-in visitor straight on.
    const signInAgain = async () => {
      await authClient.signOut();
      await navigate(`/auth?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    };
    return (
      <div className="grid gap-4">
        <p className="text-sm">
          This account signs in with Google. Sign in again, then make the change within a few minutes.
        </p>
        <Button type="button" size="lg" className="w-full" onClick={() => void signInAgain()}>
          Sign in again
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4"
      aria-label="Confirm with your password"
    >
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={error}
        required
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        Confirm
      </Button>
    </form>
  );
}
