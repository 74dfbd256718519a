import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { TSweep } from '@contracts/sweeps';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SaveMonitorForm } from '@web/features/monitors';
import { useTeamCan } from '@web/lib/active-team';
import { formatCost } from '@web/lib/money';
import { useCancelSweep, useSweep } from '../api/sweeps';
import { AreaOutlines } from './area-outline';
import { PairsTable } from './pairs-table';
import { SweepStatusBadge } from './sweep-status-badge';

const BACK_LINK = <BackLink to="/dashboard/sweeps">Area sweeps</BackLink>;

function Progress({ sweep }: { sweep: TSweep }) {
  const done = sweep.cells.filter((cell) => cell.state !== 'pending').length;
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="text-lg text-foreground" data-testid="sweep-progress">
        <span className="font-semibold">{sweep.placesSaved.toLocaleString('en-US')}</span> of{' '}
        {sweep.placesFound.toLocaleString('en-US')} places saved
        {sweep.placesSkipped > 0 &&
          ` (${sweep.placesSkipped.toLocaleString('en-US')} copied from earlier searches)`}
      </p>
      <p className="text-sm text-muted">
        {done} of {sweep.cells.length} cells fetched · {sweep.requestsSpent} of {sweep.budgetRequests} Google
        requests · {formatCost(sweep.dollarsSpent)} of {formatCost(sweep.budgetDollars)} budget
      </p>
      {sweep.status === 'completed' && sweep.placesSaved < sweep.placesFound && (
        <p className="text-sm text-muted">
          {sweep.placesFound - sweep.placesSaved === 1
            ? 'The other one is closed for good (never saved as a lead) or no longer listed by Google.'
            : `The other ${(sweep.placesFound - sweep.placesSaved).toLocaleString('en-US')} are closed for good (never saved as leads) or no longer listed by Google.`}
        </p>
      )}
      {sweep.errorMessage && <p className="text-sm text-danger">{sweep.errorMessage}</p>}
    </div>
  );
}

function Searches({ sweep }: { sweep: TSweep }) {
  if (sweep.searches.length === 0) return null;
  return (
    <section aria-labelledby="sweep-searches-heading" className="grid gap-2">
      <h2 id="sweep-searches-heading" className="text-lg font-semibold text-foreground">
        Leads
      </h2>
      <p className="text-sm text-muted">
        Stored as searches of at most 100 places each: every lead can be filtered, listed, exported and pushed
        as in any search, or all together.
      </p>
      <p>
        <Link
          to={`/dashboard/sweeps/${sweep.id}/leads`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Open all {sweep.placesSaved.toLocaleString('en-US')} leads together
        </Link>
      </p>
      <ul className="grid gap-1">
        {sweep.searches.map((search) => (
          <li key={search.id}>
            <Link to={`/dashboard/history/${search.id}`} className="text-primary hover:underline">
              Part {search.part}: {search.resultsCount} {search.resultsCount === 1 ? 'lead' : 'leads'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard/sweeps/:id: a sweep's cells filling in, its count and spend, its searches, and Cancel. */
export function SweepPage() {
  const { id = '' } = useParams();
  const sweep = useSweep(id);
  const cancel = useCancelSweep(id);
  const canWrite = useTeamCan({ work: ['write'] });
  const isNotFound = useDetailLoadError(sweep.error, {
    notFound: 'Sweep not found',
    failure: 'Failed to load the sweep',
    backTo: '/dashboard/sweeps',
  });

  if (sweep.isPending || isNotFound) return <DetailLoading back={BACK_LINK} />;
  if (sweep.isError) {
    return (
      <DetailLoadError
        back={BACK_LINK}
        message={`Failed to load the sweep: ${sweep.error.message}`}
        onRetry={() => void sweep.refetch()}
      />
    );
  }
  const data = sweep.data;
  const atWork = data.status === 'queued' || data.status === 'running';
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        {BACK_LINK}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              {data.query} in {data.location}
              <SweepStatusBadge status={data.status} />
            </h1>
            <p className="text-muted">Started {new Date(data.createdAt).toLocaleString()}</p>
          </div>
          {canWrite && atWork && (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onError: (error) =>
                    toast.error('Could not cancel the sweep', { description: error.message }),
                })
              }
            >
              Cancel sweep
            </Button>
          )}
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Progress</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <Progress sweep={data} />
          <AreaOutlines pairs={data.pairs} cells={data.cells} />
          {data.pairs.length > 1 && (
            <div className="min-w-0 sm:col-span-2">
              <PairsTable pairs={data.pairs} />
            </div>
          )}
        </CardContent>
      </Card>
      {canWrite && !atWork && data.placesSaved > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Keep it fresh</CardTitle>
          </CardHeader>
          <CardContent>
            <SaveMonitorForm sweepId={data.id} dollars={data.dollarsSpent} />
          </CardContent>
        </Card>
      )}
      <Searches sweep={data} />
    </div>
  );
}
