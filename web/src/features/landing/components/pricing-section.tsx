import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, CalendarClock, Check, ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { LANDING_PRICING as P } from '../landing-copy';
import { FounderSeatsLeft } from './founder-seats';
import { SectionHeading } from './section-heading';
import { useCheckoutTarget } from './use-checkout-target';

const INCLUDED = [
  'Unlimited searches, up to 50 leads each',
  'AI lead score and tech stack detection',
  'AI cold emails, templates and sequences',
  'Lists, tags, notes and duplicate merge',
  'CSV and Excel export, usage tracking',
  'HubSpot, Pipedrive and HighLevel push, API and webhooks',
  'Priority support from the founder',
];

export function PricingSection() {
  const checkoutTo = useCheckoutTarget();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-28 bg-canvas py-16 sm:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Founder pricing, locked in for life"
          description={`The first ${P.founderSeats} founders pay $${P.founderMonthlyUsd}/month for as long as they stay subscribed.`}
        />
        <div className="grid items-stretch gap-6 lg:grid-cols-[1.25fr_1fr]">
          <article
            aria-labelledby="founder-plan-title"
            className="relative flex flex-col gap-6 rounded-2xl border-2 border-primary bg-white p-6 shadow-xl shadow-primary/10 sm:p-8"
          >
            <span className="absolute -top-3.5 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white shadow">
              Founder pricing · first {P.founderSeats} founders
            </span>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h3 id="founder-plan-title" className="text-lg font-semibold text-foreground">
                  LeadScout Founder
                </h3>
                <p className="mt-2 flex items-baseline gap-1">
                  <span className="text-5xl font-bold tracking-tight text-foreground">
                    ${P.founderMonthlyUsd}
                  </span>
                  <span className="text-lg text-muted">/month</span>
                </p>
                <p className="mt-1 text-sm text-muted">Locked for the first {P.founderSeats} founders.</p>
              </div>
              <p className="rounded-lg bg-success-soft px-3 py-2 text-sm font-semibold text-success-strong ring-1 ring-success/20">
                Save {P.yearlySavingLabel}/year
              </p>
            </div>
            <FounderSeatsLeft showBar />
            <ul className="grid gap-2.5 sm:grid-cols-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm text-body">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-3">
              <Button asChild size="lg">
                <Link to={checkoutTo}>
                  Claim Founder Pricing
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-muted">
                <span className="flex items-center gap-1.5">
                  <ShieldCheck className="size-4 text-success" aria-hidden="true" />
                  {P.moneyBackDays}-day money-back guarantee
                </span>
                <span className="flex items-center gap-1.5">
                  <BadgeCheck className="size-4 text-success" aria-hidden="true" />
                  Cancel anytime
                </span>
              </p>
            </div>
          </article>
          <article
            aria-labelledby="regular-plan-title"
            className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 sm:p-8"
          >
            <h3 id="regular-plan-title" className="text-lg font-semibold text-foreground">
              Regular price
            </h3>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-subtle line-through decoration-2">
                ${P.regularMonthlyUsd}
              </span>
              <span className="text-lg text-subtle">/month</span>
            </p>
            <p className="flex items-start gap-2 text-sm text-muted">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden="true" />
              Regular price ${P.regularMonthlyUsd}/month from {P.regularFromLabel}. Founders keep $
              {P.founderMonthlyUsd}/month.
            </p>
            <div className="rounded-xl bg-canvas p-4 text-sm text-body">
              <p className="font-semibold text-foreground">The maths</p>
              <p className="mt-1">
                (${P.regularMonthlyUsd} − ${P.founderMonthlyUsd}) × 12 months ={' '}
                <strong className="text-success">{P.yearlySavingLabel} saved every year</strong>.
              </p>
            </div>
            <p className="mt-auto text-sm text-muted">
              Not sure yet?{' '}
              <Link
                to="/try-sample-search"
                className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                Get 25 free sample leads
              </Link>{' '}
              first — no account needed.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
