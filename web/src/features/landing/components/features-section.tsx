import {
  Bot,
  ChartColumn,
  Copy,
  FileSpreadsheet,
  Gauge,
  KeyRound,
  ListChecks,
  Mail,
  MapPin,
  Share2,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: MapPin,
    title: 'Any niche, any city',
    text: 'Search a business type in any location worldwide and get up to 50 local businesses per search — more with Get More.',
  },
  {
    icon: Gauge,
    title: 'AI lead score 0–100',
    text: 'Website quality, social presence, reputation, review volume and reachability, weighted into one number.',
  },
  {
    icon: Bot,
    title: 'Tech stack detection',
    text: 'See who already runs a chatbot, which CMS their site is on and which marketing tools they use.',
  },
  {
    icon: Share2,
    title: 'Socials and contacts',
    text: 'Facebook, Instagram, LinkedIn and more, plus emails and contact names found on their own website.',
  },
  {
    icon: Mail,
    title: 'AI cold emails',
    text: 'Professional, friendly or direct emails that mention what each business is missing. Save templates and sequences.',
  },
  {
    icon: ListChecks,
    title: 'Lists, tags and notes',
    text: 'Organise leads into colour-coded lists, tag them Hot Lead or Follow Up, and note when you last reached out.',
  },
  {
    icon: Copy,
    title: 'Duplicate detection',
    text: 'Spot the same business across searches by place, phone or address, then hide or merge it in one click.',
  },
  {
    icon: FileSpreadsheet,
    title: 'CRM push, exports and API',
    text: 'Push leads to HubSpot, Pipedrive or HighLevel, export CSV or Excel with every fact, or connect any tool through the API and webhooks.',
  },
  {
    icon: ChartColumn,
    title: 'Usage and cost tracking',
    text: 'See searches this month and the estimated Google API cost of every search, before and after you run it.',
  },
  {
    icon: KeyRound,
    title: 'Your own Google key',
    text: 'Bring your own Google Maps Platform key: Google’s $200 monthly free tier covers about 370 searches.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-28 bg-canvas py-16 sm:py-24">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between “who should I call?” and “email sent”"
          description="LeadScout replaces the Maps tab, the spreadsheet and the guesswork with one focused workspace."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
