import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { PASSWORD_REQUIRED, setSecondStepAsker, type TConfirmation } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';
import { Spinner } from '@web/components/ui/spinner';

/** Loaded when first asked for: the signed-in screens do not carry the two-factor and passkey client until then. */
const SecondStepForm = lazy(() => import('./second-step-form').then((m) => ({ default: m.SecondStepForm })));
const ConfirmPasswordForm = lazy(() =>
  import('./confirm-password-form').then((m) => ({ default: m.ConfirmPasswordForm })),
);

/**
 * Step-up (decision 096): when a sensitive action answers SECOND_STEP_REQUIRED, this dialog asks for a code, a
 * backup code or a passkey; PASSWORD_REQUIRED (an account without a factor, an action that outlives the session)
 * asks for the password. The action then runs once more. Mounted once on the signed-in screens.
 */
export function SecondStepDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<TConfirmation>('SECOND_STEP_REQUIRED');
  const settle = useRef<((passed: boolean) => void) | null>(null);
  const { refetch } = useSession();

  useEffect(
    () =>
      setSecondStepAsker(
        (confirmation) =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setAsked(confirmation);
            setOpen(true);
          }),
      ),
    [],
  );

  function finish(confirmed: boolean) {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  }

  async function passed(message: string) {
    toast.success(message);
    await refetch();
    finish(true);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            {asked === PASSWORD_REQUIRED
              ? 'This change lasts beyond this session. Enter your password to continue.'
              : 'This change needs your second step again. Enter a code from your authenticator app, a backup ' +
                'code, or use a passkey.'}
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="size-5 justify-self-center" />}>
          {asked === PASSWORD_REQUIRED ? (
            <ConfirmPasswordForm onConfirmed={() => passed('Password confirmed')} />
          ) : (
            <SecondStepForm
              allowPasskey
              submitLabel="Confirm"
              onVerified={() => passed('Challenge verified')}
            />
          )}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
