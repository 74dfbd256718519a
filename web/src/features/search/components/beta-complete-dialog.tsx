import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SUBSCRIPTION_TAB } from '../lib/search-errors';

type TBetaCompleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultsLimit: number | null;
};

/** Shown when a beta tester's results budget is spent. The feedback form itself comes later. */
export function BetaCompleteDialog({ open, onOpenChange, resultsLimit }: TBetaCompleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PartyPopper className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Beta complete</DialogTitle>
          <DialogDescription>
            Thanks for testing LeadScout! You have used all {resultsLimit ?? 200} of your beta results.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
          Your feedback shapes what we build next. The feedback form is on its way; in the meantime, choose a
          plan to keep searching with your own Google key.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to={SUBSCRIPTION_TAB}>See plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
