import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { AuthCard } from './forgot-password-page';

const PASSWORD_MIN_LENGTH = 6;
/**
 * Where the person lands once signed in with the new password: the passkeys, which survive a reset, to remove any
 * they do not know (decision 096; the server lets that session remove them for an hour without a second step).
 */
const AFTER_RESET_PATH = '/dashboard/settings?tab=security&review=passkeys';

/** /reset-password?token=…: the mailed link; sets a new password once (the server refuses common ones). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [mismatch, setMismatch] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async (newPassword: string) => {
      const { error } = await authClient.resetPassword({ newPassword, token: token ?? '' });
      if (error) throw new Error(error.code === 'INVALID_TOKEN' ? LINK_USED : authErrorMessage(error));
    },
    onSuccess: () => {
      toast.success('Password updated. Sign in, then check the passkeys of your account.');
      void navigate(`/auth?returnTo=${encodeURIComponent(AFTER_RESET_PATH)}`);
    },
    onError: (error) => toast.error('Could not reset the password', { description: error.message }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirm'))) {
      setMismatch('Passwords do not match');
      return;
    }
    setMismatch(null);
    reset.mutate(password);
  }

  if (!token) {
    return (
      <AuthCard title="Set a new password" description={LINK_USED}>
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password" description="Choose a new password for your LeadScout account.">
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Set a new password">
        <FormField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        />
        <FormField
          label="Confirm Password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          error={mismatch}
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner className="size-4" />}
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
        <Link
          to="/forgot-password"
          className="justify-self-center text-sm font-medium text-primary hover:underline"
        >
          Send a new link
        </Link>
      </form>
    </AuthCard>
  );
}

const LINK_USED = 'This reset link has expired or was already used. Ask for a new one.';
