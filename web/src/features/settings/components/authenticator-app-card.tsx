import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { factorClient } from '@web/lib/factor-client';
import { withSecondStep } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';

/** What the password confirms: turning the app on or off, or replacing the backup codes. */
type TPurpose = 'enable' | 'disable' | 'codes';
type TStep =
  | { name: 'idle' }
  | { name: 'password'; purpose: TPurpose }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] };

const SUBMIT_LABEL: Record<TPurpose, string> = {
  enable: 'Continue',
  disable: 'Turn off',
  codes: 'Make new backup codes',
};

/** The secret in an otpauth URI, for typing it in by hand. */
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/**
 * Security → Authenticator app: turn two-step sign-in on (password → QR code → confirm a code → save the ten
 * backup codes) or off, or make ten new backup codes (the old ones stop working; step-up, decision 096). The QR code is drawn here from the otpauth URI; the secret goes to no other service.
 */
export function AuthenticatorAppCard({ enabled }: { enabled: boolean }) {
  const { refetch } = useSession();
  const queryClient = useQueryClient();
  // Turning the app on or off replaces this session (better-auth), so the sessions list is read again.
  const refresh = () => Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: ['security'] })]);
  const [step, setStep] = useState<TStep>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword(event: FormEvent<HTMLFormElement>, purpose: TPurpose) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      if (purpose === 'enable') {
        const { data, error: failed } = await factorClient.twoFactor.enable({
          password: password || undefined,
        });
        if (failed || !data || !('totpURI' in data) || !data.totpURI) {
          setError(failed ? authErrorMessage(failed) : 'Please try again.');
          return;
        }
        setStep({ name: 'scan', totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
      } else if (purpose === 'codes') {
        const { data, error: failed } = await withSecondStep(() =>
          factorClient.twoFactor.generateBackupCodes({ password: password || undefined }),
        );
        if (failed || !data) {
          setError(failed ? authErrorMessage(failed) : 'Please try again.');
          return;
        }
        toast.success('New backup codes made; the old ones no longer work');
        setStep({ name: 'codes', backupCodes: data.backupCodes });
      } else {
        const { error: failed } = await withSecondStep(() =>
          factorClient.twoFactor.disable({ password: password || undefined }),
        );
        if (failed) {
          setError(authErrorMessage(failed));
          return;
        }
        toast.success('Two-step sign-in turned off');
        setStep({ name: 'idle' });
        await refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode(event: FormEvent<HTMLFormElement>, backupCodes: string[]) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = await factorClient.twoFactor.verifyTotp({ code });
      if (failed) {
        setError(authErrorMessage(failed));
        return;
      }
      toast.success('Two-step sign-in is on');
      setStep({ name: 'codes', backupCodes });
    } finally {
      setBusy(false);
    }
  }

  const cancel = (
    <Button type="button" variant="ghost" onClick={() => setStep({ name: 'idle' })}>
      Cancel
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">Authenticator app</CardTitle>
          {enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
        </div>
        <CardDescription>
          Two-step sign-in: after your password, enter a 6-digit code from an app such as Google
          Authenticator, 1Password or Authy.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.name === 'idle' &&
          (enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  setError(null);
                  setStep({ name: 'password', purpose: 'codes' });
                }}
              >
                New backup codes
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setError(null);
                  setStep({ name: 'password', purpose: 'disable' });
                }}
              >
                Turn off two-step sign-in
              </Button>
            </div>
          ) : (
            <div>
              <Button
                onClick={() => {
                  setError(null);
                  setStep({ name: 'password', purpose: 'enable' });
                }}
              >
                Turn on two-step sign-in
              </Button>
            </div>
          ))}

        {step.name === 'password' && (
          <form
            className="grid gap-3 sm:max-w-sm"
            aria-label="Confirm your password"
            onSubmit={(event) => void submitPassword(event, step.purpose)}
          >
            {step.purpose === 'codes' && (
              <p className="text-sm text-muted">
                You get ten new backup codes; the ones you have now stop working.
              </p>
            )}
            <FormField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              hint="Confirm your password to continue. Leave it empty if you sign in only with Google."
              error={error}
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                variant={step.purpose === 'disable' ? 'destructive' : 'primary'}
                disabled={busy}
              >
                {busy && <Spinner className="size-4" />}
                {SUBMIT_LABEL[step.purpose]}
              </Button>
              {cancel}
            </div>
          </form>
        )}

        {step.name === 'scan' && (
          <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
            <QrCode value={step.totpURI} />
            <form
              className="grid gap-3"
              aria-label="Confirm a code"
              onSubmit={(event) => void confirmCode(event, step.backupCodes)}
            >
              <ol className="grid list-decimal gap-1 pl-5 text-sm text-body">
                <li>Scan the QR code with your authenticator app.</li>
                <li>Enter the 6-digit code it shows to confirm.</li>
              </ol>
              <p className="text-xs break-all text-subtle">
                Can&apos;t scan? Enter this key by hand:{' '}
                <code className="font-mono text-emphasis" data-testid="totp-secret">
                  {secretOf(step.totpURI)}
                </code>
              </p>
              <FormField
                label="Code from the app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                placeholder="123456"
                error={error}
                required
                className="sm:max-w-48"
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {busy && <Spinner className="size-4" />}
                  Confirm and turn on
                </Button>
                {cancel}
              </div>
            </form>
          </div>
        )}

        {step.name === 'codes' && (
          <BackupCodes
            codes={step.backupCodes}
            onDone={async () => {
              setStep({ name: 'idle' });
              await refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
