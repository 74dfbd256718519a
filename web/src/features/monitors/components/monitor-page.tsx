import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useTeamCan } from '@web/lib/active-team';
import { formatCost } from '@web/lib/money';
import { useMonitor, useMonitorActions } from '../api/monitors';
import { RunReport } from './run-report';

const BACK_LINK = <BackLink to="/dashboard/sweeps">Area sweeps</BackLink>;

/** /dashboard/monitors/:id: a monitor's schedule, Pause/Resume, Run now, Delete, and its runs' reports. */
export function MonitorPage() {
  const { id = '' } = useParams();
  const monitor = useMonitor(id);
  const { update, runNow, remove } = useMonitorActions(id);
  const canWrite = useTeamCan({ work: ['write'] });
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const isNotFound = useDetailLoadError(monitor.error, {
    notFound: 'Monitor not found',
    failure: 'Failed to load the monitor',
    backTo: '/dashboard/sweeps',
  });

  if (monitor.isPending || isNotFound) return <DetailLoading back={BACK_LINK} />;
  if (monitor.isError) {
    return (
      <DetailLoadError
        back={BACK_LINK}
        message={`Failed to load the monitor: ${monitor.error.message}`}
        onRetry={() => void monitor.refetch()}
      />
    );
  }
  const data = monitor.data;
  const failed = (what: string) => (error: Error) => toast.error(what, { description: error.message });
  const running = data.runs[0]?.status === 'running';
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        {BACK_LINK}
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {data.name}
          {data.paused ? <Badge variant="warning">Paused</Badge> : <Badge variant="success">Active</Badge>}
        </h1>
        <p className="text-muted">
          Swept again {data.cadence === 'weekly' ? 'every week' : 'every month'}, within{' '}
          {formatCost(data.budgetDollars)} a run.{' '}
          {data.paused
            ? 'Paused: no run is scheduled.'
            : `Next run ${new Date(data.nextRunAt).toLocaleString()}.`}
        </p>
      </div>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={running || runNow.isPending}
            onClick={() => runNow.mutate(undefined, { onError: failed('Could not start a run') })}
          >
            {running ? 'Running…' : 'Run now'}
          </Button>
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ paused: !data.paused }, { onError: failed('Could not change it') })
            }
          >
            {data.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Runs</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {data.runs.length === 0 ? (
            <p className="text-sm text-muted">
              No run yet: the first is compared with the sweep it was saved from.
            </p>
          ) : (
            data.runs.map((run) => <RunReport key={run.id} run={run} />)
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this monitor?"
        description="Its schedule and run reports are deleted; the sweeps it ran and their leads stay."
        confirmLabel="Delete monitor"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate('/dashboard/sweeps'),
            onError: failed('Could not delete the monitor'),
          })
        }
      />
    </div>
  );
}
