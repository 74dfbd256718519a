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
import { BetaFeedbackForm } from './beta-feedback-form';

type TBetaCompleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultsLimit: number | null;
};

/** Shown when a beta tester's results budget is spent: thanks, the feedback form, then the plans. */
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
        <p className="text-sm text-muted">Your feedback shapes what we build next.</p>
        <BetaFeedbackForm />
        <DialogFooter>
          <Button variant="ghost" asChild>
            <Link to={SUBSCRIPTION_TAB}>Skip and see plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
