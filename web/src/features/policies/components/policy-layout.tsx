import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POLICY_TERMS } from '../policy-terms';

export type TPolicySection = { id: string; title: string; body: ReactNode };

/** A legal page: title, effective date, a table of contents and numbered sections. */
export function PolicyLayout({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: TPolicySection[];
}) {
  return (
    <div className="flex-1 bg-white">
      <header className="border-b border-line bg-canvas">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
          <h1 className="text-4xl font-bold tracking-tight text-foreground">{title}</h1>
          <p className="text-muted">
            Effective <time dateTime="2025-01-01">{POLICY_TERMS.effectiveDate}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[220px_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">On this page</p>
          <ol className="grid gap-1.5 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl flex-col gap-10 text-body">
          <div className="text-lg text-muted">{intro}</div>
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-foreground">
                {i + 1}. {section.title}
              </h2>
              <div className="flex flex-col gap-3 leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
                {section.body}
              </div>
            </section>
          ))}
          <p className="rounded-xl bg-canvas p-5 text-sm text-muted">
            Questions about this policy? Use the{' '}
            <Link to="/#contact" className="font-medium text-primary underline underline-offset-4">
              contact form
            </Link>
            . We reply within {POLICY_TERMS.supportReplyHours} hours.
          </p>
        </article>
      </div>
    </div>
  );
}
