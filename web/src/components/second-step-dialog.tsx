import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { setSecondStepAsker } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';
import { Spinner } from '@web/components/ui/spinner';

/** Loaded when first asked for: the signed-in screens do not carry the two-factor and passkey client until then. */
const SecondStepForm = lazy(() => import('./second-step-form').then((m) => ({ default: m.SecondStepForm })));

/**
 * Step-up (decision 096): when a sensitive action answers SECOND_STEP_REQUIRED, this dialog asks for a code, a
 * backup code or a passkey; the action then runs once more. Mounted once on the signed-in screens.
 */
export function SecondStepDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((passed: boolean) => void) | null>(null);
  const { refetch } = useSession();

  useEffect(
    () =>
      setSecondStepAsker(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  function finish(passed: boolean) {
    settle.current?.(passed);
    settle.current = null;
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            This change needs your second step again. Enter a code from your authenticator app, a backup code,
            or use a passkey.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="size-5 justify-self-center" />}>
          <SecondStepForm
            allowPasskey
            submitLabel="Confirm"
            onVerified={async () => {
              toast.success('Challenge verified');
              await refetch();
              finish(true);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
