import type { TSweepEstimate } from '@contracts/sweeps';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCost } from '@web/lib/money';
import type { TCoverage } from '../api/sweeps';
import { coverageTitle } from '../lib/coverage';
import { AreaOutlines } from './area-outline';
import { PairsTable } from './pairs-table';
import { StartSweepForm } from './start-sweep-form';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What covering the area (or market) would find and cost: "263 places, ≈ 14 Google requests, ≈ $0.49", its
 * cells, and a market's count per business type and location.
 */
export function SweepEstimateCard({
  coverage,
  estimate,
  canStart,
}: {
  coverage: TCoverage;
  estimate: TSweepEstimate;
  /** The person may spend the team's searches (members and up). */
  canStart: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{coverageTitle(coverage)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid gap-2" aria-live="polite">
          <p className="text-lg text-foreground" data-testid="sweep-estimate">
            <span className="font-semibold">{plural(estimate.places, 'place', 'places')}</span>, ≈{' '}
            {plural(estimate.billableRequests, 'Google request', 'Google requests')}, ≈{' '}
            <span className="font-semibold">{formatCost(estimate.dollars)}</span>
          </p>
          <p className="text-sm text-muted">
            Counted for free (Google does not bill place IDs). The cost is fetching every place’s details at
            list price, billed by Google to your key after its free monthly usage.
          </p>
          <p className="text-sm text-muted">
            The area was divided into {plural(estimate.cells.length, 'cell', 'cells')}, smaller where
            businesses are dense.
            {estimate.pairs.length > 1 &&
              ' A place found by several business types or in several locations is counted and paid for once.'}
          </p>
          {!estimate.complete && (
            <p className="text-sm text-warning-strong">
              Some spots hold more businesses than Google lists for one query, even at the smallest cell:
              there may be more than {estimate.places.toLocaleString('en-US')}.
            </p>
          )}
        </div>
        <AreaOutlines pairs={estimate.pairs} cells={estimate.cells} />
        {estimate.pairs.length > 1 && (
          <div className="min-w-0 sm:col-span-2">
            <PairsTable pairs={estimate.pairs} />
          </div>
        )}
        {canStart && estimate.places > 0 && (
          <div className="border-t border-line-soft pt-4 sm:col-span-2">
            <StartSweepForm coverage={coverage} estimate={estimate} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
