import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_LIMIT, type TSearchAccess, type TStartSearchRequest } from '@contracts/search';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { formatCost } from '@web/lib/money';
import { useCostEstimate } from '../api/get-cost-estimate';
import { ResultsSlider } from './results-slider';

export type TSearchFormValues = Required<TStartSearchRequest>;

type TSearchFormProps = {
  access: TSearchAccess;
  /** Fills the form once from the search being shown (after a reload with ?id=), unless the user typed. */
  prefill?: (TSearchFormValues & { id: string }) | null;
  /** A search is starting or running: the button waits. */
  isBusy: boolean;
  isStarting: boolean;
  onSubmit: (values: TSearchFormValues) => void;
};

function CostEstimateLine({ limit, usesOwnKey }: { limit: number; usesOwnKey: boolean }) {
  const estimate = useCostEstimate(limit);
  if (!usesOwnKey) return null;
  if (!estimate.data) return <p className="h-5 text-sm text-muted">Estimating Google API fees…</p>;
  const requests = estimate.data.textSearchRequests + estimate.data.geocodeRequests;
  return (
    <p className="text-sm text-muted" aria-live="polite">
      ≈ <span className="font-medium text-foreground">{formatCost(estimate.data.estimatedCostUsd)}</span> in
      Google API fees · {requests} {requests === 1 ? 'request' : 'requests'}
    </p>
  );
}

/** Business type (optional), location (required), how many results, and what it will cost. */
export function SearchForm({ access, prefill, isBusy, isStarting, onSubmit }: TSearchFormProps) {
  const [niche, setNiche] = useState('');
  const [location, setLocation] = useState('');
  const [limit, setLimit] = useState<number>(SEARCH_LIMIT.default);
  const [locationError, setLocationError] = useState<string | null>(null);
  const isTouched = useRef(false);
  const prefillId = prefill?.id;

  useEffect(() => {
    if (!prefill || isTouched.current) return;
    setNiche(prefill.niche);
    setLocation(prefill.location);
    setLimit(Math.min(SEARCH_LIMIT.max, Math.max(SEARCH_LIMIT.min, prefill.limit)));
    // Only when another search arrives, not on every progress event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillId]);
  const sliderId = useId();
  const usesOwnKey = access.needsOwnKey;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!location.trim()) {
      setLocationError('Location is required');
      return;
    }
    onSubmit({ niche: niche.trim(), location: location.trim(), limit });
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={handleSubmit} noValidate aria-label="Search businesses" className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={
                <>
                  Business Type <span className="font-normal text-muted">(optional)</span>
                </>
              }
              name="niche"
              value={niche}
              onChange={(e) => {
                isTouched.current = true;
                setNiche(e.target.value);
              }}
              placeholder="e.g. plumber, dentist, restaurant"
              maxLength={120}
              autoComplete="off"
            />
            <FormField
              label="Location"
              name="location"
              value={location}
              onChange={(e) => {
                isTouched.current = true;
                setLocation(e.target.value);
                if (locationError && e.target.value.trim()) setLocationError(null);
              }}
              placeholder="e.g. Austin, TX"
              maxLength={200}
              required
              autoComplete="off"
              error={locationError}
            />
          </div>

          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={sliderId}>Number of results</Label>
              <span
                className="text-sm font-semibold text-foreground tabular-nums"
                data-testid="results-limit"
              >
                {limit}
              </span>
            </div>
            <ResultsSlider
              id={sliderId}
              value={limit}
              onValueChange={(value) => {
                isTouched.current = true;
                setLimit(value);
              }}
              disabled={isBusy}
            />
            <p className="text-sm text-muted">
              Need every business in the area, past a search’s 100?{' '}
              <Link
                to={`/dashboard/sweeps?${new URLSearchParams({ niche: niche.trim(), location: location.trim() })}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                Cover the whole area
              </Link>
            </p>
          </div>

          <div className="flex flex-col gap-3 border-t border-line-soft pt-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid gap-0.5">
              <CostEstimateLine limit={limit} usesOwnKey={usesOwnKey} />
              {usesOwnKey ? (
                <p className="text-xs text-muted">
                  List price, billed by Google to your key after its free monthly usage.
                </p>
              ) : (
                access.betaResultsRemaining !== null && (
                  <p className="text-sm text-muted">
                    Beta: <span className="font-medium text-foreground">{access.betaResultsRemaining}</span>{' '}
                    of {access.betaResultsLimit ?? 200} results remaining
                  </p>
                )
              )}
              {access.monthlyLimit !== null && (
                <p className="text-xs text-muted">
                  {access.searchesThisMonth} of {access.monthlyLimit} searches used this month
                </p>
              )}
            </div>
            <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
              {isStarting ? <Spinner className="size-4 text-white" /> : <Search aria-hidden="true" />}
              {isStarting ? 'Starting…' : isBusy ? 'Searching…' : 'Search'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
