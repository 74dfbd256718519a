import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { useExitIntent } from '../hooks/use-exit-intent';

/** The dialog code loads only when the pointer heads for the top edge. */
const ExitIntentDialog = lazy(() =>
  import('./exit-intent-dialog').then((m) => ({ default: m.ExitIntentDialog })),
);

/** Signed-out visitors heading for the tabs get one offer: the free 25-lead sample. */
export function LandingExitOffer() {
  const { user, isPending } = useSession();
  const [open, setOpen] = useState(false);
  const [wasTriggered, setWasTriggered] = useState(false);
  useExitIntent('landing', !isPending && !user, () => {
    setWasTriggered(true);
    setOpen(true);
  });
  if (!wasTriggered) return null;

  return (
    <Suspense fallback={null}>
      <ExitIntentDialog
        open={open}
        onOpenChange={setOpen}
        badge={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <Gift className="size-3.5" aria-hidden="true" /> Free, no account needed
          </span>
        }
        title="Wait — take 25 free leads with you"
        description="Tell us your niche and city. We'll find up to 25 local businesses in about 60 seconds and email you the spreadsheet."
      >
        <Button asChild size="lg">
          <Link to="/try-sample-search" onClick={() => setOpen(false)}>
            Get My 25 Free Leads
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          No thanks, I'll keep browsing
        </Button>
      </ExitIntentDialog>
    </Suspense>
  );
}
