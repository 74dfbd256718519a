import { CalendarX, Download, MousePointerClick } from 'lucide-react';

const POINTS = [
  {
    icon: MousePointerClick,
    title: 'Cancel in two clicks',
    text: 'Settings → Subscription → Manage billing. No calls, no emails, no “retention specialists”.',
  },
  {
    icon: CalendarX,
    title: 'Keep what you paid for',
    text: 'Your access runs until the end of the billing period you already paid for.',
  },
  {
    icon: Download,
    title: 'Take your leads with you',
    text: 'Export every search and list to CSV at any time, including after you cancel.',
  },
];

export function CancelAnytime() {
  return (
    <section aria-labelledby="cancel-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">No lock-in</p>
          <h2 id="cancel-title" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            Cancel anytime. Seriously.
          </h2>
          <p className="text-lg text-muted">
            Month to month, no contracts. Stay because it works, not because leaving is hard.
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-line p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <h3 className="font-semibold text-foreground">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
