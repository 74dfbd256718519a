import { useId } from 'react';
import type { TPageSpeed, TPageSpeedRefusal } from '@contracts/audit';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  describeFieldCategory,
  fieldFacts,
  labFacts,
  rateSpeed,
  type TSpeedFact,
  type TSpeedRating,
} from '../lib/page-speed';
import { RelativeTime } from '@web/components/relative-time';

const BADGE: Record<TSpeedRating, { variant: TBadgeVariant; label: string }> = {
  good: { variant: 'success', label: 'Good' },
  'needs improvement': { variant: 'warning', label: 'Needs improvement' },
  poor: { variant: 'destructive', label: 'Poor' },
};

/** Google's rating in words beside the value, the colour only repeating it. */
function Rating({ rating }: { rating: TSpeedRating }) {
  return <Badge variant={BADGE[rating].variant}>{BADGE[rating].label}</Badge>;
}

function Facts({ facts, label }: { facts: TSpeedFact[]; label: string }) {
  return (
    <dl className="grid gap-2" aria-label={label}>
      {facts.map((f) => (
        <div key={f.metric} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
          <dt className="text-body">{f.name}</dt>
          <dd className="flex items-center gap-2">
            {f.value === null ? (
              <span className="text-muted">Not measured</span>
            ) : (
              <>
                <span className="font-medium text-foreground tabular-nums">{f.value}</span>
                {f.rating && <Rating rating={f.rating} />}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The lead page's PageSpeed Insights card (decision 131): the lab performance score and LCP, CLS and TBT of one
 * mobile run, and the real visitors' figures only when Google has field data for the page.
 */
export function PageSpeedCard({ pageSpeed }: { pageSpeed: TPageSpeed }) {
  const labId = useId();
  const fieldId = useId();
  const { performance, field } = pageSpeed;
  const category = describeFieldCategory(field?.category ?? null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Page speed</CardTitle>
        <CardDescription>
          Google PageSpeed Insights on a{' '}
          {pageSpeed.strategy === 'mobile' ? 'mobile phone' : 'desktop computer'}, checked{' '}
          <RelativeTime at={pageSpeed.checkedAt} />.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {performance === null ? (
            <p className="text-sm text-muted">Google could not score this page’s performance.</p>
          ) : (
            <>
              <p className="text-sm text-body">
                <span className="block text-xs font-medium text-muted">Performance score</span>
                <span className="text-3xl font-semibold text-foreground tabular-nums">{performance}</span>
                <span className="text-muted"> / 100</span>
              </p>
              <Rating rating={rateSpeed('performance', performance)} />
            </>
          )}
        </div>
        <section aria-labelledby={labId} className="grid gap-2">
          <h3 id={labId} className="text-sm font-semibold text-foreground">
            Lab test
          </h3>
          <Facts facts={labFacts(pageSpeed)} label="Lab test" />
        </section>
        <section aria-labelledby={fieldId} className="grid gap-2">
          <h3 id={fieldId} className="text-sm font-semibold text-foreground">
            Real visitors
          </h3>
          {field ? (
            <>
              <p className="text-xs text-muted">
                Chrome UX Report, 75th percentile of the last 28 days
                {category ? ` · overall ${category.toLowerCase()}` : ''}.
              </p>
              <Facts facts={fieldFacts(field)} label="Real visitors" />
            </>
          ) : (
            <p className="text-sm text-muted">
              Field data not available: Google has too few real visits of this page to report them.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** The card when Google refused the last check in a way it will repeat: why, and what to do about it. */
export function PageSpeedRefusalCard({ refusal }: { refusal: TPageSpeedRefusal }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Page speed</CardTitle>
        <CardDescription>
          Not measured: Google PageSpeed Insights refused the check <RelativeTime at={refusal.checkedAt} />.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-body">{refusal.message}</p>
      </CardContent>
    </Card>
  );
}
