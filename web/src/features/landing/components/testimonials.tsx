import { Star } from 'lucide-react';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'I booked three website redesigns in my first week. The “great reputation, weak website” filter is basically a list of my next clients.',
    name: 'Sarah Kim',
    role: 'Freelance web designer, Denver',
  },
  {
    quote:
      'We used to pay a VA to build prospect lists. LeadScout does a cleaner job in a minute and the lead score tells my reps who to call first.',
    name: 'David Okafor',
    role: 'Founder, Northline Marketing',
  },
  {
    quote:
      'Seeing which dentists have no chatbot — and 200+ reviews — changed our outbound. Reply rates roughly doubled.',
    name: 'Elena Garcia',
    role: 'Sales lead, ChatDesk AI',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Loved by early users"
          title="Less digging, more closing"
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col gap-5 rounded-xl border border-line bg-canvas p-6">
                <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-highlight text-highlight" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="flex-1 text-body">“{t.quote}”</blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-inverse text-sm font-semibold text-white"
                  >
                    {t.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block font-semibold text-foreground">{t.name}</span>
                    <span className="block text-sm text-muted">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
