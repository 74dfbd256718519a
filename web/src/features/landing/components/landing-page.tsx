import { Link } from 'react-router';
import { ArrowRight, Gauge, MapPin, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { HeroPreview } from './hero-preview';

const HIGHLIGHTS = [
  {
    icon: MapPin,
    title: 'Any niche, any city',
    text: 'Search a business type in any location and get up to 50 local businesses per search.',
  },
  {
    icon: Gauge,
    title: 'Scored from 0 to 100',
    text: 'Every lead gets a score from its website, reviews, social presence and reachability.',
  },
  {
    icon: Sparkles,
    title: 'Know what they need',
    text: 'See missing websites, chatbots and CMS at a glance, then write the cold email in one click.',
  },
];

export function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 bg-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgb(37_99_235/0.12),transparent)]"
        />
        <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-xs font-medium text-primary">
              <Sparkles className="size-3.5" aria-hidden="true" />
              For agencies, web designers, chatbot and SEO pros
            </span>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
              Find local businesses that need what you sell
            </h1>
            <p className="max-w-xl text-lg text-pretty text-slate-600">
              LeadScout finds local businesses in any niche, scores every lead from 0 to 100 and shows who is
              missing a website, a chatbot or a strong online presence — so you reach out to the right people
              first.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to="/try-sample-search">
                  Try a Free Sample Search
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/auth">Sign In / Create Account</Link>
              </Button>
            </div>
            <p className="text-sm text-slate-500">Get up to 25 free sample leads in about 60 seconds.</p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section
        id="features"
        className="mx-auto grid max-w-7xl scroll-mt-20 gap-6 px-4 py-16 sm:px-6 md:grid-cols-3"
      >
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <div
            key={title}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="font-semibold text-slate-900">{title}</h2>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
