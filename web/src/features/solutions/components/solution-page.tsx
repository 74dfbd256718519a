import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Filter, Quote, TrendingUp } from 'lucide-react';
import { FILTER_PRESETS } from '@contracts/filters';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';
import { PERSONAS, SOLUTIONS_PRICING, type TPersonaId } from '../personas';

function scoreClasses(score: number) {
  if (score >= 70) return 'bg-success-soft text-success ring-success/20';
  if (score >= 40) return 'bg-warning-soft text-warning ring-warning/20';
  return 'bg-surface-muted text-body ring-line-strong';
}

/** One solution page: the persona's copy around the lead score preset that fits it. */
export function SolutionPage({ persona: id }: { persona: TPersonaId }) {
  const persona = PERSONAS[id];
  const preset = FILTER_PRESETS.find((p) => p.id === persona.presetId)!;
  usePageMeta(persona.metaTitle, persona.metaDescription);
  const monthsCovered = Math.floor(persona.dealValueUsd / SOLUTIONS_PRICING.monthlyUsd);

  return (
    <div className="flex-1 bg-white">
      <section aria-labelledby="solution-title" className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_25rem_at_70%_-10%,color-mix(in_srgb,var(--color-primary)_12%,transparent),transparent)]"
        />
        <div className="relative mx-auto grid grid-cols-1 max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-xs font-semibold text-primary">
              {persona.eyebrow}
            </p>
            <h1
              id="solution-title"
              className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl"
            >
              {persona.headline}
            </h1>
            <p className="text-lg text-pretty text-muted">{persona.subheadline}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to="/try-sample-search">
                  Get 25 Free Leads
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/auth">Start {SOLUTIONS_PRICING.trialDays}-Day Free Trial</Link>
              </Button>
            </div>
          </div>
          <figure
            aria-labelledby="preset-caption"
            className="rounded-2xl border border-line bg-white p-5 shadow-xl shadow-inverse/5"
          >
            <div className="flex items-center justify-between gap-3 border-b border-line-soft pb-4">
              <span className="flex items-center gap-2 text-sm font-semibold text-foreground">
                <Filter className="size-4 text-primary" aria-hidden="true" />
                Lead score preset
              </span>
              <span
                className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white"
                data-testid="persona-preset"
              >
                {preset.label}
              </span>
            </div>
            <ul className="divide-y divide-line-soft" aria-label={`Example leads for ${preset.label}`}>
              {persona.examples.map((lead) => (
                <li key={lead.name} className="flex items-center gap-3 py-3">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-foreground">{lead.name}</span>
                    <span className="block truncate text-xs text-muted">{lead.detail}</span>
                  </span>
                  <span
                    className={cn(
                      'w-11 rounded-full py-0.5 text-center text-xs font-semibold ring-1 ring-inset',
                      scoreClasses(lead.score),
                    )}
                  >
                    {lead.score}
                  </span>
                </li>
              ))}
            </ul>
            <figcaption id="preset-caption" className="mt-2 rounded-lg bg-canvas p-3 text-xs text-muted">
              <strong className="text-emphasis">{preset.label}:</strong> {preset.description.toLowerCase()}.
              Example leads.
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="preset-title" className="bg-canvas py-16 sm:py-20">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your preset</p>
            <h2 id="preset-title" className="text-3xl font-bold tracking-tight text-foreground">
              Start with “{preset.label}”
            </h2>
            <p className="text-lg text-muted">{persona.presetPitch}</p>
            <p className="text-sm text-muted">
              The lead score runs from 0 to 100: website quality (20), social media presence (20), reputation
              (30), review volume (20) and contact accessibility (10).
            </p>
          </div>
          <ol className="grid gap-4">
            {persona.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-line bg-white p-5">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
                  {i + 1}
                </span>
                <span>
                  <h3 className="font-semibold text-foreground">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted">{step.text}</p>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="why-title" className="py-16 sm:py-20">
        <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
          <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
            Why {persona.eyebrow.replace('For ', '').toLowerCase()} choose LeadScout
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {persona.pains.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border border-line p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-foreground">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <figure className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
            <Quote className="size-8 text-primary/40" aria-hidden="true" />
            <blockquote className="text-xl font-medium text-balance text-emphasis">
              “{persona.quote.text}”
            </blockquote>
            <figcaption className="text-sm text-muted">
              <strong className="text-foreground">{persona.quote.name}</strong> · {persona.quote.role}
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="roi-title" className="bg-inverse py-16 text-white sm:py-20">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <TrendingUp className="size-10 text-on-inverse-success" aria-hidden="true" />
          <h2 id="roi-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            One client pays for it many times over
          </h2>
          <p className="max-w-2xl text-lg text-on-inverse-muted">
            LeadScout is ${SOLUTIONS_PRICING.monthlyUsd}/month. A single $
            {persona.dealValueUsd.toLocaleString('en-US')} {persona.dealLabel} covers {monthsCovered} months
            of it.
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-on-inverse-soft">
            {[
              `${SOLUTIONS_PRICING.trialDays}-day free trial`,
              'No credit card required',
              'Cancel anytime',
            ].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CircleCheck className="size-4 text-on-inverse-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">Start Your Free Trial</Link>
            </Button>
            <Link
              to="/try-sample-search"
              className="inline-flex h-12 items-center justify-center rounded-md border border-white/30 px-6 font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Try a Free Sample First
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
