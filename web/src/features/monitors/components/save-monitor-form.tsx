import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { BUDGET_DOLLARS_MESSAGE, readBudgetDollars, suggestedBudgetDollars } from '@contracts/sweeps';
import { Button } from '@web/components/ui/button';
import { FormField, SelectField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateMonitor } from '../api/monitors';

const CADENCES = [
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
] as const;

/**
 * Keeps a sweep's (or market's) areas fresh (issue 33 §4): swept again every week or month within a budget per
 * run, each run's new, closed and changed businesses reported in the bell. `dollars` is what the sweep spent: the
 * budget offered is that with a tenth to spare.
 */
export function SaveMonitorForm({ sweepId, dollars }: { sweepId: string; dollars: number }) {
  const [cadence, setCadence] = useState<'weekly' | 'monthly'>('weekly');
  const [budget, setBudget] = useState(String(suggestedBudgetDollars(dollars)));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMonitor();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = readBudgetDollars(budget);
    if (value === null) {
      setError(BUDGET_DOLLARS_MESSAGE);
      return;
    }
    setError(null);
    create.mutate(
      { sweepId, cadence, budget: { dollars: value } },
      {
        onSuccess: (monitor) => void navigate(`/dashboard/monitors/${monitor.id}`),
        onError: (failure) => toast.error('Could not save the monitor', { description: failure.message }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Save as a monitor" className="grid gap-4">
      <p className="text-sm text-muted">
        Sweep the same areas again on a schedule and hear what changed: new businesses, closed ones, a new
        website or chatbot, and those about to open.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="How often"
          name="cadence"
          options={CADENCES}
          value={cadence}
          onChange={(event) => setCadence(event.target.value as 'weekly' | 'monthly')}
        />
        <FormField
          label="Budget per run (US$)"
          name="monitor-budget"
          inputMode="decimal"
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
          hint="Each run stops at it with what it has."
          error={error}
        />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Spinner className="size-4" /> : <BellRing aria-hidden="true" />}
          Save as monitor
        </Button>
      </div>
    </form>
  );
}
