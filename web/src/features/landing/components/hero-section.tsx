import { Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { preloadableLazy } from '@web/lib/preloadable-lazy';

/** Decorative, so it arrives with the below-the-fold chunk; its box is reserved to avoid a layout shift. */
export const HeroPreview = preloadableLazy(() => import('./landing-below-fold').then((m) => m.HeroPreview));

const PROOF_POINTS = ['No credit card for the sample', 'Leads in about 60 seconds', 'Any niche, any city'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-line bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_srgb,var(--color-primary)_14%,transparent),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div className="flex min-w-0 flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-xs font-medium text-primary">
            <Sparkles className="size-3.5" aria-hidden="true" />
            For agencies, web designers, chatbot and SEO pros
          </span>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
          >
            Find local businesses that <span className="text-primary">need what you sell</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted">
            LeadScout finds local businesses in any niche and city, scores every lead from 0 to 100 and shows
            who is missing a website, a chatbot or a strong online presence — so you call the right people
            first.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/try-sample-search">
                Get 25 Free Leads
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#demo">Watch the Demo</a>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
            {PROOF_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <CircleCheck className="size-4 text-success" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-h-[17rem] min-w-0">
          <Suspense fallback={null}>
            <HeroPreview />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
