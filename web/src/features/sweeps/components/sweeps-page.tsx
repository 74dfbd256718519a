import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Map as MapIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { TSweepEstimateRequest } from '@contracts/sweeps';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useTeamCan } from '@web/lib/active-team';
import { useEstimateSweep } from '../api/sweeps';
import { SweepEstimateCard } from './sweep-estimate-card';
import { SweepsList } from './sweeps-list';

type TErrors = Partial<Record<'query' | 'location', string>>;

function validate({ query, location }: TSweepEstimateRequest): TErrors {
  return {
    ...(!query.trim() && { query: 'Business type is required' }),
    ...(!location.trim() && { location: 'Location is required' }),
  };
}

/**
 * /dashboard/sweeps: cover a whole area past a search's 100 places (issue 33). The area is counted first, for
 * free, with what fetching it would cost; `?niche=&location=` fills the form (the search page links here).
 */
export function SweepsPage() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<TSweepEstimateRequest>({
    query: params.get('niche') ?? '',
    location: params.get('location') ?? '',
  });
  const [errors, setErrors] = useState<TErrors>({});
  const estimate = useEstimateSweep();
  const canWrite = useTeamCan({ work: ['write'] });
  const counted = estimate.data && estimate.variables;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    estimate.mutate(
      { query: values.query.trim(), location: values.location.trim() },
      { onError: (error) => toast.error('Could not count the area', { description: error.message }) },
    );
  }

  const field = (name: keyof TErrors) => ({
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
    <div className="grid gap-6">
      <PageHeader
        title="Cover a whole area"
        description="Every business of one type in an area, past a search’s 100, with the count and the cost known before anything is spent."
      />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={handleSubmit} noValidate aria-label="Count an area" className="grid gap-5">
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
        <SweepEstimateCard request={estimate.variables} estimate={estimate.data} canStart={canWrite} />
      )}
      <SweepsList />
    </div>
  );
}
