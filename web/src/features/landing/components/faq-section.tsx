import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FAQS: { q: string; a: React.ReactNode }[] = [
  {
    q: 'What exactly does LeadScout do?',
    a: 'You type a business type and a location. LeadScout finds up to 50 local businesses per search on Google Maps, checks each website for a chatbot, CMS and marketing tools, collects social links and on-site contacts, and scores every lead from 0 to 100 so you know who to contact first.',
  },
  {
    q: 'Do I need my own Google API key?',
    a: (
      <>
        Yes — LeadScout uses your own Google Maps Platform key, so your searches are never rationed by us.
        Google gives every account $200 of free usage a month, which covers about 370 searches. Our
        step-by-step guide gets you a key in about five minutes.
      </>
    ),
  },
  {
    q: 'How is the lead score calculated?',
    a: 'Five parts add up to 100: website quality (20), social media presence (20), reputation (30), review volume (20) and contact accessibility (10). Each lead shows its breakdown and what to pitch.',
  },
  {
    q: 'Which countries and niches work?',
    a: 'Any business type Google Maps knows, in any country — dentists in Austin, roofers in Leeds or cafés in Melbourne.',
  },
  {
    q: 'Can I try it before paying?',
    a: (
      <>
        Yes. The{' '}
        <Link to="/try-sample-search" className="font-medium text-primary underline underline-offset-4">
          free sample search
        </Link>{' '}
        gives you up to 25 real leads for your niche and city in about 60 seconds, on screen and as a
        spreadsheet by email. No account or card needed.
      </>
    ),
  },
  {
    q: 'Can I cancel anytime?',
    a: (
      <>
        Yes, from Settings in two clicks; you keep access until the end of the period you paid for. The
        details are in our{' '}
        <Link to="/refund-policy" className="font-medium text-primary underline underline-offset-4">
          refund and cancellation policy
        </Link>
        .
      </>
    ),
  },
  {
    q: 'Can I export my leads?',
    a: 'Every search, filtered view and list exports to CSV with name, phone, website, address, rating, reviews, lead score, tags and notes.',
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-28 bg-canvas py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
        <div className="divide-y divide-line rounded-xl border border-line bg-white shadow-sm">
          {FAQS.map(({ q, a }) => (
            <details key={q} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-medium text-foreground focus-visible:outline-2 focus-visible:outline-primary">
                {q}
                <ChevronDown
                  className="size-5 shrink-0 text-subtle transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="pb-5 text-muted">{a}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
