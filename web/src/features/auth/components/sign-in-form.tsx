import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { factorClient } from '@web/lib/factor-client';
import { useSession } from '@web/lib/session';
import { useSignIn } from '../hooks/use-sign-in';

/** A passkey sign-in is both steps at once (aal2, decision 096). */
function PasskeySignInButton() {
  const { refetch } = useSession();
  const [busy, setBusy] = useState(false);

  async function signInWithPasskey() {
    setBusy(true);
    try {
      const { error } = await factorClient.signIn.passkey();
      if (error) toast.error('Sign in failed', { description: authErrorMessage(error) });
      else await refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={busy}
      onClick={() => void signInWithPasskey()}
    >
      {busy ? <Spinner className="size-4" /> : <KeyRound className="size-4" aria-hidden="true" />}
      Sign in with a passkey
    </Button>
  );
}

export function SignInForm({ defaultEmail }: { defaultEmail: string }) {
  const signIn = useSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Sign in">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          defaultValue={defaultEmail}
          required
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Link
          to="/forgot-password"
          className="-mt-2 justify-self-end text-sm font-medium text-primary hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner className="size-4" />}
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-surface-strong" />
        or
        <span className="h-px flex-1 bg-surface-strong" />
      </div>
      <PasskeySignInButton />
    </div>
  );
}
