import { Clock, FileSpreadsheet, MapPin, ShieldCheck } from 'lucide-react';
import { usePageMeta } from '@web/lib/use-page-meta';
import { SampleSearchForm } from './sample-search-form';

const PROMISES = [
  {
    icon: MapPin,
    title: 'Up to 25 real leads',
    text: 'Local businesses from Google Maps for your niche and city.',
  },
  {
    icon: Clock,
    title: 'In about 60 seconds',
    text: 'Names, ratings, reviews, phones, websites and addresses.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Emailed as a spreadsheet',
    text: 'An .xlsx file you can open in Excel or Google Sheets.',
  },
  { icon: ShieldCheck, title: 'Free, no account', text: 'No credit card and no sign-up needed.' },
];

export function TrySampleSearchPage() {
  usePageMeta(
    'Free Sample Search — 25 Local Business Leads | LeadScout',
    'Get up to 25 local business leads for your niche and city in about 60 seconds, free and without an account, emailed to you as a spreadsheet.',
  );
  return (
    <div className="relative flex-1 overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_25rem_at_20%_-10%,color-mix(in_srgb,var(--color-primary)_12%,transparent),transparent)]"
      />
      <div className="relative mx-auto grid grid-cols-1 max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
        <div className="flex flex-col gap-6">
          <p className="w-fit rounded-full bg-success-soft px-3 py-1 text-xs font-semibold text-success-strong ring-1 ring-success/20">
            Free sample · no credit card
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
            See your next clients before you pay a cent
          </h1>
          <p className="text-lg text-pretty text-muted">
            Tell us who you sell to and where. We run a real LeadScout search and send you up to 25 leads — on
            screen and in your inbox.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-xl shadow-inverse/5 sm:p-8">
          <h2 className="text-xl font-semibold text-foreground">Get your free sample</h2>
          <p className="mt-1 mb-6 text-sm text-muted">Fields marked optional can be left empty.</p>
          <SampleSearchForm />
        </div>
      </div>
    </div>
  );
}
