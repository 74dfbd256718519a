import type { TEmptyingFilter } from '@contracts/filter-gaps';

type TFilterEmptyMessageProps = {
  /** The filters that each keep no lead (emptyingFilters), or the set filters on values some leads lack. */
  reasons: readonly TEmptyingFilter[];
  total: number;
  includeMissing: boolean;
  onIncludeMissing: () => void;
  onClear: () => void;
};

const LINK =
  'font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

function why({ label, missing }: TEmptyingFilter, total: number): string {
  if (missing === null || missing === 0) return `${label} keeps none of them.`;
  return `${label}: ${missing.toLocaleString()} of ${total.toLocaleString()} have no value.`;
}

/**
 * What an empty table says when filters emptied it (issue 32): which filter, how many leads it left out for want
 * of a value, and the two ways out. Inline content: it sits in the table's empty-state paragraph.
 */
export function FilterEmptyMessage({
  reasons,
  total,
  includeMissing,
  onIncludeMissing,
  onClear,
}: TFilterEmptyMessageProps) {
  const lacking = reasons.some((reason) => (reason.missing ?? 0) > 0);
  return (
    <span role="status" className="inline-grid max-w-prose gap-2 text-sm text-body">
      <span className="font-medium text-foreground">No businesses match these filters.</span>
      {reasons.length === 0 ? (
        <span>Each filter keeps some businesses, but no business passes them all together.</span>
      ) : (
        reasons.map((reason) => <span key={reason.label}>{why(reason, total)}</span>)
      )}
      {lacking && !includeMissing && (
        <span>A filter on a value a business does not have leaves that business out.</span>
      )}
      <span className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {lacking && !includeMissing && (
          <button type="button" className={LINK} onClick={onIncludeMissing}>
            Include leads without a value
          </button>
        )}
        <button type="button" className={LINK} onClick={onClear}>
          Clear all filters
        </button>
      </span>
    </span>
  );
}
