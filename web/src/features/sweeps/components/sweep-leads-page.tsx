import { useParams } from 'react-router';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { LeadsWorkspace } from '@web/features/workspace';
import { useSweepLeads } from '../api/sweeps';

/**
 * /dashboard/sweeps/:id/leads: every lead a sweep saved, across its searches of ≤ 100, in one workspace — the
 * same filters, presets, selection, lists, exports and CRM push as a search's page (issue 33).
 */
export function SweepLeadsPage() {
  const { id = '' } = useParams();
  const result = useSweepLeads(id);
  const back = <BackLink to={`/dashboard/sweeps/${id}`}>Back to the sweep</BackLink>;
  const isNotFound = useDetailLoadError(result.error, {
    notFound: 'Sweep not found',
    failure: 'Failed to load the sweep’s leads',
    backTo: '/dashboard/sweeps',
  });

  if (result.isPending || isNotFound) return <DetailLoading back={back} />;
  if (result.isError) {
    return (
      <DetailLoadError
        back={back}
        message={`Failed to load the sweep’s leads: ${result.error.message}`}
        onRetry={() => void result.refetch()}
      />
    );
  }
  const { sweep, leads } = result.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        {back}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {sweep.query} in {sweep.location}
        </h1>
        <p className="text-muted">
          All {leads.length.toLocaleString('en-US')} leads of this{' '}
          {sweep.kind === 'market' ? 'market' : 'area sweep'}, from its{' '}
          {sweep.placesFound.toLocaleString('en-US')} places found.
        </p>
      </div>
      <LeadsWorkspace
        leads={leads}
        source={{ kind: 'sweep', sweepId: sweep.id }}
        emptyMessage="This sweep has saved no leads yet."
      />
    </div>
  );
}
