import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Map as MapIcon } from 'lucide-react';
import { toast } from 'sonner';
import { MARKET_MAX_LOCATIONS, MARKET_MAX_NICHES } from '@contracts/sweeps';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField, TextareaField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useTeamCan } from '@web/lib/active-team';
import { useEstimateSweep } from '../api/sweeps';
import { readCoverForm, type TCoverErrors, type TCoverForm } from '../lib/coverage';
import { SweepEstimateCard } from './sweep-estimate-card';
import { SweepsList } from './sweeps-list';
import { MonitorsList } from '@web/features/monitors';

const KINDS = [
  { value: 'area', label: 'One business type in one area' },
  { value: 'market', label: 'A market: several business types × several locations' },
] as const;

/**
 * /dashboard/sweeps: cover a whole area past a search's 100 places, or a market of business types × locations
 * (issue 33). It is counted first, for free, with what fetching it would cost; `?niche=&location=` fills the
 * form (the search page links here).
 */
export function SweepsPage() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<TCoverForm>({
    kind: 'area',
    query: params.get('niche') ?? '',
    location: params.get('location') ?? '',
  });
  const [errors, setErrors] = useState<TCoverErrors>({});
  const estimate = useEstimateSweep();
  const canWrite = useTeamCan({ work: ['write'] });
  const counted = estimate.data && estimate.variables;
  const isMarket = values.kind === 'market';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const coverage = readCoverForm(values);
    if (!('kind' in coverage)) {
      setErrors(coverage);
      return;
    }
    setErrors({});
    estimate.mutate(coverage, {
      onError: (error) => toast.error('Could not count the area', { description: error.message }),
    });
  }

  const field = (name: keyof TCoverErrors) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      setValues((before) => ({ ...before, [name]: event.target.value }));
      if (errors[name] && event.target.value.trim())
        setErrors((before) => ({ ...before, [name]: undefined }));
    },
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Cover a whole area"
        description="Every business of one type in an area, past a search’s 100, or a whole market, with the count and the cost known before anything is spent."
      />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={handleSubmit} noValidate aria-label="Count an area" className="grid gap-5">
            <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              <legend className="mb-2 text-sm font-medium text-foreground">What to cover</legend>
              {KINDS.map(({ value, label }) => (
                <label key={value} className="flex items-center gap-2 text-sm text-body">
                  <input
                    type="radio"
                    name="cover-kind"
                    className="size-4 accent-primary"
                    checked={values.kind === value}
                    onChange={() => {
                      setValues((before) => ({ ...before, kind: value }));
                      setErrors({});
                    }}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {isMarket ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextareaField
                  label="Business Types"
                  hint={`One per line, up to ${MARKET_MAX_NICHES}`}
                  placeholder={'dentist\northodontist'}
                  rows={4}
                  {...field('query')}
                />
                <TextareaField
                  label="Locations"
                  hint={`One per line, up to ${MARKET_MAX_LOCATIONS}`}
                  placeholder={'Leeds\nYork\nBradford'}
                  rows={4}
                  {...field('location')}
                />
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="Business Type"
                  placeholder="e.g. restaurant, dentist"
                  maxLength={120}
                  autoComplete="off"
                  required
                  {...field('query')}
                />
                <FormField
                  label="Location"
                  placeholder="e.g. Austin, TX"
                  maxLength={200}
                  autoComplete="off"
                  required
                  {...field('location')}
                />
              </div>
            )}
            <div className="flex flex-col gap-3 border-t border-line-soft pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted">Counting is free: it asks Google for place IDs only.</p>
              <Button type="submit" size="lg" disabled={estimate.isPending} className="w-full sm:w-auto">
                {estimate.isPending ? (
                  <Spinner className="size-4 text-white" />
                ) : (
                  <MapIcon aria-hidden="true" />
                )}
                {estimate.isPending ? 'Counting…' : 'Count places'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {counted && (
        <SweepEstimateCard coverage={estimate.variables} estimate={estimate.data} canStart={canWrite} />
      )}
      <MonitorsList />
      <SweepsList />
    </div>
  );
}
