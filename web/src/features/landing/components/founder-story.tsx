import { Quote } from 'lucide-react';

export function FounderStory() {
  return (
    <section aria-labelledby="story-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[280px_1fr] lg:gap-16">
        <figure className="mx-auto flex flex-col items-center gap-4 text-center lg:mx-0">
          <div
            aria-hidden="true"
            className="flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent-soft text-5xl font-bold text-white shadow-xl shadow-primary/20"
          >
            MR
          </div>
          <figcaption>
            <p className="font-semibold text-foreground">Marcus Reed</p>
            <p className="text-sm text-muted">Founder of LeadScout, ex-agency owner</p>
          </figcaption>
        </figure>
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Why I built LeadScout</p>
          <h2
            id="story-title"
            className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl"
          >
            I spent six years prospecting by hand. LeadScout is the tool I wished I had.
          </h2>
          <div className="flex flex-col gap-4 text-lg text-pretty text-muted">
            <p>
              Running a small web design agency, every Monday started the same way: Google Maps in one tab, a
              spreadsheet in the other, and four hours of copying phone numbers and clicking through websites
              to see who actually needed help.
            </p>
            <p>
              Most of those hours were wasted on businesses that were already sorted. The gold — a dentist
              with 300 five-star reviews and a site from 2012 — was buried on page three.
            </p>
          </div>
          <blockquote className="relative rounded-xl border-l-4 border-primary bg-primary/5 py-4 pr-4 pl-12 text-emphasis">
            <Quote className="absolute top-4 left-4 size-5 text-primary" aria-hidden="true" />
            So I built the thing that does the digging for you: find the businesses, read their websites,
            score every lead, and tell you exactly what to pitch. It now saves our users about 10 hours a
            week.
          </blockquote>
        </div>
      </div>
    </section>
  );
}
