import { Check, Minus, X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { SectionHeading } from './section-heading';

type TMark = 'yes' | 'no' | 'partly' | string;

const COLUMNS = ['LeadScout', 'Manual Maps research', 'Generic lead databases', 'Scraper tools'] as const;

const ROWS: { label: string; values: [TMark, TMark, TMark, TMark] }[] = [
  { label: 'Local businesses in any niche and city', values: ['yes', 'yes', 'partly', 'yes'] },
  { label: 'Fresh data from Google Maps on every search', values: ['yes', 'yes', 'no', 'yes'] },
  { label: 'Lead score from 0 to 100', values: ['yes', 'no', 'partly', 'no'] },
  { label: 'Detects missing website, chatbot and CMS', values: ['yes', 'no', 'no', 'partly'] },
  { label: 'Social profiles and on-site contacts', values: ['yes', 'partly', 'yes', 'partly'] },
  { label: 'AI cold emails per lead', values: ['yes', 'no', 'no', 'no'] },
  { label: 'Lists, tags, notes and duplicate merge', values: ['yes', 'no', 'partly', 'no'] },
  { label: 'Time to 50 qualified leads', values: ['~1 minute', '3–4 hours', '~15 minutes', '~30 minutes'] },
];

function Mark({ value }: { value: TMark }) {
  if (value === 'yes') {
    return (
      <>
        <Check className="mx-auto size-5 text-success" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </>
    );
  }
  if (value === 'no') {
    return (
      <>
        <X className="mx-auto size-5 text-faint" aria-hidden="true" />
        <span className="sr-only">No</span>
      </>
    );
  }
  if (value === 'partly') {
    return (
      <>
        <Minus className="mx-auto size-5 text-warning-accent" aria-hidden="true" />
        <span className="sr-only">Partly</span>
      </>
    );
  }
  return <span className="text-sm font-medium">{value}</span>;
}

export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="compare-title"
          eyebrow="Compare"
          title="Why teams switch to LeadScout"
          description="Lead lists are easy to buy. Knowing who needs you right now is not."
        />
        {/* Scrolls sideways on phones: focusable so the keyboard can scroll it (WCAG 2.1.1), named for that stop. */}
        <div
          role="region"
          aria-labelledby="compare-title"
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-line shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <table className="w-full min-w-[640px] border-collapse text-sm">
            <caption className="sr-only">LeadScout compared with other ways of finding local leads</caption>
            <thead>
              <tr className="border-b border-line bg-canvas">
                <th scope="col" className="px-4 py-3 text-left font-semibold text-body">
                  Capability
                </th>
                {COLUMNS.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={cn(
                      'px-4 py-3 text-center font-semibold',
                      i === 0 ? 'bg-primary text-white' : 'text-body',
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-b border-line-soft last:border-0">
                  <th scope="row" className="px-4 py-3 text-left font-medium text-emphasis">
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={COLUMNS[i]}
                      className={cn(
                        'px-4 py-3 text-center',
                        i === 0 ? 'bg-primary/5 text-primary' : 'text-muted',
                      )}
                    >
                      <Mark value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
