import { Link } from 'react-router';
import { ArrowRight, Bot, LineChart, Megaphone, PenTool } from 'lucide-react';
import { SectionHeading } from './section-heading';

const USE_CASES = [
  {
    icon: PenTool,
    title: 'Web designers',
    text: 'Find busy businesses with no website or a slow, dated one — and pitch a redesign with proof.',
    to: '/for-web-designers',
  },
  {
    icon: Megaphone,
    title: 'Marketing agencies',
    text: 'Build niche prospect lists by city, sorted by score, with socials and contacts ready for outreach.',
    to: '/for-marketing-agencies',
  },
  {
    icon: Bot,
    title: 'Chatbot providers',
    text: 'Filter to businesses with lots of reviews and no chat widget: they lose leads after hours.',
    to: '/for-chatbot-providers',
  },
  {
    icon: LineChart,
    title: 'SEO consultants',
    text: 'Spot great reputations hidden behind weak websites and thin listings — the easiest SEO wins.',
    to: '/try-sample-search',
  },
];

export function UseCases() {
  return (
    <section aria-labelledby="use-cases-title" className="bg-canvas py-16 sm:py-24">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="use-cases-title"
          eyebrow="Use cases"
          title="Built for people who sell to local businesses"
          description="One search, four very different pitches. LeadScout shows each of you the gap you can fill."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {USE_CASES.map(({ icon: Icon, title, text, to }) => (
            <li
              key={title}
              className="group relative flex flex-col gap-3 rounded-xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-inverse text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{title}</h3>
              <p className="flex-1 text-sm text-muted">{text}</p>
              <Link
                to={to}
                aria-label={
                  to.startsWith('/for-') ? `Learn more about LeadScout for ${title.toLowerCase()}` : undefined
                }
                className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
              >
                {to.startsWith('/for-') ? 'Learn more' : 'Try a free sample'}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
