import type { ReactNode, Ref } from 'react';
import type { TLead, TSearchSummary } from '@contracts/search';
import { searchTitle } from '../lib/search-title';

type TResultsHeadingProps = {
  search: TSearchSummary;
  leads: readonly TLead[];
  actions?: ReactNode;
  /** Focus lands here when a search completes (it takes focus from script only: `tabIndex={-1}`). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** "30 businesses found" with what was searched and a few counts that matter for prospecting. */
export function ResultsHeading({ search, leads, actions, headingRef }: TResultsHeadingProps) {
  const count = leads.length;
  const highValue = leads.filter((lead) => (lead.leadScore ?? 0) >= 70).length;
  const withWebsite = leads.filter((lead) => lead.website).length;
  const withEmail = leads.filter((lead) => lead.email || lead.emails.length > 0).length;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="results-heading"
          className="scroll-mt-24 text-xl font-semibold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {count.toLocaleString()} {count === 1 ? 'business' : 'businesses'} found
        </h2>
        <p className="text-sm text-muted">
          <span className="font-medium text-emphasis first-letter:uppercase">{searchTitle(search)}</span>
          {count > 0 && (
            <>
              {' · '}
              {withWebsite} with websites · {withEmail} with emails · {highValue} scoring 70+
            </>
          )}
        </p>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
