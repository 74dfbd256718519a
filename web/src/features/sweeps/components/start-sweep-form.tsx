import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Play } from 'lucide-react';
import { toast } from 'sonner';
import {
  BUDGET_DOLLARS_MESSAGE,
  readBudgetDollars,
  suggestedBudgetDollars,
  type TSweepEstimate,
} from '@contracts/sweeps';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useStartSweep, type TCoverage } from '../api/sweeps';

/** A cap in dollars (never exceeded, enforced on the server), skip-known, and Start. */
export function StartSweepForm({ coverage, estimate }: { coverage: TCoverage; estimate: TSweepEstimate }) {
  const [budget, setBudget] = useState(String(suggestedBudgetDollars(estimate.dollars)));
  const [skipKnown, setSkipKnown] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const start = useStartSweep();
  const navigate = useNavigate();
  const skipId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dollars = readBudgetDollars(budget);
    if (dollars === null) {
      setError(BUDGET_DOLLARS_MESSAGE);
      return;
    }
    setError(null);
    start.mutate(
      { coverage, spending: { budget: { dollars }, skipKnown } },
      {
        onSuccess: (sweep) => void navigate(`/dashboard/sweeps/${sweep.id}`),
        onError: (failure) => toast.error('Could not start the sweep', { description: failure.message }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Start the sweep" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end">
        <FormField
          label="Budget (US$)"
          name="budget"
          inputMode="decimal"
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
          hint="The sweep stops at it with what it has."
          error={error}
        />
        <label htmlFor={skipId} className="flex items-center gap-2 pb-7 text-sm text-body">
          <input
            id={skipId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={skipKnown}
            onChange={(event) => setSkipKnown(event.target.checked)}
          />
          Skip businesses we already have (their newest facts are copied, not crawled again)
        </label>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={start.isPending} className="w-full sm:w-auto">
          {start.isPending ? <Spinner className="size-4 text-white" /> : <Play aria-hidden="true" />}
          {start.isPending ? 'Starting…' : 'Start sweep'}
        </Button>
      </div>
    </form>
  );
}
