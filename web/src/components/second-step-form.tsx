import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { factorClient } from '@web/lib/factor-client';
import { SECOND_STEP_TRIES_USED_UP } from '@web/lib/second-step';

type TProps = {
  /** Called once the server has accepted the code, backup code or passkey. */
  onVerified: () => void | Promise<void>;
  /** Offer "Use a passkey" (step-up of a signed-in user; the sign-in page has its own passkey button). */
  allowPasskey?: boolean;
  submitLabel?: string;
};

/**
 * The second step: a 6-digit code from the authenticator app, or one of the backup codes (each works once), or a
 * passkey. Used by the two-step sign-in screen and the step-up dialog.
 */
export function SecondStepForm({ onVerified, allowPasskey = false, submitLabel = 'Verify' }: TProps) {
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedOut, setSignedOut] = useState<string | null>(null);

  async function run(
    call: () => Promise<{ error: { code?: string; message?: string; statusText: string } | null }>,
  ) {
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = await call();
      // Too many wrong codes: the server has signed this session out (decision 096).
      if (failed?.code === SECOND_STEP_TRIES_USED_UP) setSignedOut(authErrorMessage(failed));
      else if (failed) setError(authErrorMessage(failed));
      else await onVerified();
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(() =>
      mode === 'totp'
        ? factorClient.twoFactor.verifyTotp({ code })
        : factorClient.twoFactor.verifyBackupCode({ code }),
    );
  }

  if (signedOut)
    return (
      <div className="grid gap-4" role="alert">
        <p className="text-sm text-danger">{signedOut}</p>
        <Button asChild size="lg" className="w-full">
          <a href="/auth">Sign in again</a>
        </Button>
      </div>
    );

  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Second step">
        {mode === 'totp' ? (
          <FormField
            key="totp"
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder="123456"
            hint="The 6-digit code your authenticator app shows for LeadScout."
            error={error}
            required
            autoFocus
          />
        ) : (
          <FormField
            key="backup"
            label="Backup code"
            name="code"
            autoComplete="off"
            placeholder="xxxxx-xxxxx"
            hint="Each backup code works once."
            error={error}
            required
            autoFocus
          />
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {submitLabel}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => {
            setMode(mode === 'totp' ? 'backup' : 'totp');
            setError(null);
          }}
        >
          {mode === 'totp' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </button>
        {allowPasskey && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => factorClient.signIn.passkey())}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            Use a passkey
          </Button>
        )}
      </div>
    </div>
  );
}
