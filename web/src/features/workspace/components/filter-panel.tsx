import { useId } from 'react';
import { X } from 'lucide-react';
import type { TMissingValueField } from '@contracts/filter-gaps';
import { AUDIT_FINDING_IDS, AUDIT_FINDING_LABELS, type TAuditFindingId } from '@contracts/audit';
import { ASSIGNED_FILTERS, RATING_BOUNDS, SCORE_BOUNDS, type TLeadFilters } from '@contracts/filters';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { SelectField } from '@web/components/ui/form-field';
import { FILTER_LABEL, NumberField } from './fields';

type TFilterPanelProps = {
  filters: TLeadFilters;
  onChange: (patch: Partial<TLeadFilters>) => void;
  onClear: () => void;
  /** CMS platforms, tags and audit findings found in the current leads, offered as choices. */
  cmsPlatforms: readonly string[];
  tags: readonly string[];
  /** How many of the leads have no value for each field a filter reads, and of how many (decision 040). */
  missing?: Record<TMissingValueField, number>;
  total?: number;
  /** Leads flagged as a chain, a shared website or a directory page. */
  chainCount?: number;
  auditFindings: readonly TAuditFindingId[];
};

const YES_NO = [
  { value: '', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const ASSIGNED_OPTIONS = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
] as const satisfies readonly { value: '' | (typeof ASSIGNED_FILTERS)[number]; label: string }[];

const toAssigned = (value: string): TLeadFilters['assigned'] =>
  (ASSIGNED_FILTERS as readonly string[]).includes(value) ? (value as TLeadFilters['assigned']) : undefined;

const toYesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: string) => (value === '' ? undefined : value === 'yes');

type TChipFilterProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  /** The new selection; `undefined` when none is left (the filter is off). */
  onChange: (next: T[] | undefined) => void;
  /** Said when there is nothing to choose from. */
  empty: string;
};

/** A multiple choice of toggle buttons, any of which matches (tags, audit findings). */
function ChipFilter<T extends string>({ label, options, selected, onChange, empty }: TChipFilterProps<T>) {
  const labelId = useId();
  function toggle(value: T) {
    const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
    onChange(next.length > 0 ? next : undefined);
  }
  return (
    <div className="grid gap-2">
      <p className="text-xs font-medium text-muted" id={labelId}>
        {label} <span className="font-normal text-muted">(matches any selected)</span>
      </p>
      {options.length === 0 ? (
        <p className="text-xs text-muted">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-1.5" role="group" aria-labelledby={labelId}>
          {options.map((option) => {
            const isOn = selected.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={isOn}
                onClick={() => toggle(option.value)}
                className={cn(
                  'rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
                  isOn
                    ? 'border-primary bg-primary text-white'
                    : 'border-line-strong bg-white text-body hover:border-primary hover:text-primary',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The full filter set of spec §3 with the bounds of §5. Every change goes straight to the URL. */
export function FilterPanel({
  filters,
  onChange,
  onClear,
  cmsPlatforms,
  tags,
  missing,
  total = 0,
  chainCount = 0,
  auditFindings,
}: TFilterPanelProps) {
  const selectedTags = filters.tags ?? [];
  const selectedFindings = filters.auditFindings ?? [];
  /** "12 of 50 have no value": every filter on a field some leads lack says so (issue 32). */
  const lacking = (field: TMissingValueField) => {
    const count = missing?.[field] ?? 0;
    return count > 0 ? `${count.toLocaleString()} of ${total.toLocaleString()} have no value` : undefined;
  };
  const cmsOptions = [
    ...new Set([...cmsPlatforms, ...(filters.cmsPlatform ? [filters.cmsPlatform] : [])]),
  ].sort();
  return (
    <section
      aria-label="Filters"
      className="grid gap-5 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        <NumberField
          label="Min rating"
          hint={lacking('rating')}
          value={filters.minRating}
          onChange={(minRating) => onChange({ minRating })}
          min={RATING_BOUNDS.min}
          max={RATING_BOUNDS.max}
          step={RATING_BOUNDS.step}
          placeholder="0–5"
        />
        <NumberField
          label="Max rating"
          hint={lacking('rating')}
          value={filters.maxRating}
          onChange={(maxRating) => onChange({ maxRating })}
          min={RATING_BOUNDS.min}
          max={RATING_BOUNDS.max}
          step={RATING_BOUNDS.step}
          placeholder="0–5"
        />
        <NumberField
          label="Min reviews"
          hint={lacking('reviews')}
          value={filters.minReviewCount}
          onChange={(minReviewCount) => onChange({ minReviewCount })}
          min={0}
          integer
        />
        <NumberField
          label="Min lead score"
          hint={lacking('leadScore')}
          value={filters.minLeadScore}
          onChange={(minLeadScore) => onChange({ minLeadScore })}
          min={SCORE_BOUNDS.min}
          max={SCORE_BOUNDS.max}
          integer
          placeholder="0–100"
        />
        <NumberField
          label="Last contacted (days ago, at least)"
          hint={lacking('lastContacted')}
          value={filters.lastContactedDaysAgo}
          onChange={(lastContactedDaysAgo) => onChange({ lastContactedDaysAgo })}
          min={0}
          max={3650}
          integer
          className="col-span-2"
        />
        <SelectField
          label="Assigned"
          value={filters.assigned ?? ''}
          onChange={(e) => onChange({ assigned: toAssigned(e.target.value) })}
          labelClassName={FILTER_LABEL}
          options={ASSIGNED_OPTIONS}
        />
        <SelectField
          label="Website"
          value={toYesNo(filters.hasWebsite)}
          onChange={(e) => onChange({ hasWebsite: fromYesNo(e.target.value) })}
          labelClassName={FILTER_LABEL}
          options={YES_NO}
        />
        <SelectField
          label="Social media"
          value={toYesNo(filters.hasSocialMedia)}
          onChange={(e) => onChange({ hasSocialMedia: fromYesNo(e.target.value) })}
          labelClassName={FILTER_LABEL}
          options={YES_NO}
        />
        <SelectField
          label="Chatbot"
          hint={lacking('chatbot')}
          value={toYesNo(filters.hasChatbot)}
          onChange={(e) => onChange({ hasChatbot: fromYesNo(e.target.value) })}
          labelClassName={FILTER_LABEL}
          options={YES_NO}
        />
        <SelectField
          label="Email that can receive mail"
          value={toYesNo(filters.hasMailableEmail)}
          onChange={(e) => onChange({ hasMailableEmail: fromYesNo(e.target.value) })}
          labelClassName={FILTER_LABEL}
          options={YES_NO}
        />
        <SelectField
          label="CMS platform"
          hint={lacking('cms')}
          value={filters.cmsPlatform ?? ''}
          onChange={(e) => onChange({ cmsPlatform: e.target.value === '' ? undefined : e.target.value })}
          labelClassName={FILTER_LABEL}
          options={[{ value: '', label: 'Any' }, ...cmsOptions.map((c) => ({ value: c, label: c }))]}
        />
        <NumberField
          label="Min employees"
          hint={lacking('employees')}
          value={filters.minEmployees}
          onChange={(minEmployees) => onChange({ minEmployees })}
          min={0}
          integer
        />
        <NumberField
          label="Max employees"
          hint={lacking('employees')}
          value={filters.maxEmployees}
          onChange={(maxEmployees) => onChange({ maxEmployees })}
          min={0}
          integer
        />
        <NumberField
          label="Min revenue ($)"
          hint={lacking('minRevenue')}
          value={filters.minRevenue}
          onChange={(minRevenue) => onChange({ minRevenue })}
          min={0}
          integer
        />
        <NumberField
          label="Max revenue ($)"
          hint={lacking('maxRevenue')}
          value={filters.maxRevenue}
          onChange={(maxRevenue) => onChange({ maxRevenue })}
          min={0}
          integer
        />
      </div>

      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-body">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.excludeChains === true}
            onChange={(e) => onChange({ excludeChains: e.target.checked || undefined })}
          />
          Exclude chains and directory pages
          <span className="text-xs text-muted">({chainCount.toLocaleString()} flagged)</span>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.includeMissing === true}
            onChange={(e) => onChange({ includeMissing: e.target.checked || undefined })}
          />
          Include leads without a value
        </label>
      </div>

      <ChipFilter
        label="Tags"
        options={[...new Set([...tags, ...selectedTags])].map((tag) => ({ value: tag, label: tag }))}
        selected={selectedTags}
        onChange={(next) => onChange({ tags: next })}
        empty="No tags yet. Tag leads from the Notes/Tags column."
      />
      <ChipFilter
        label="Has audit finding"
        options={AUDIT_FINDING_IDS.filter(
          (id) => auditFindings.includes(id) || selectedFindings.includes(id),
        ).map((id) => ({ value: id, label: AUDIT_FINDING_LABELS[id] }))}
        selected={selectedFindings}
        onChange={(next) => onChange({ auditFindings: next })}
        empty="No website audit findings in these leads yet. The deeper check audits each website."
      />

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line-soft pt-3">
        <div className="flex flex-wrap gap-2">
          {filters.maxLeadScore !== undefined && (
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-0.5 pr-1 pl-2.5 text-xs text-body">
              Lead score at most {filters.maxLeadScore}
              <button
                type="button"
                aria-label="Remove lead score maximum"
                onClick={() => onChange({ maxLeadScore: undefined })}
                className="rounded-full p-0.5 hover:bg-surface-strong"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </span>
          )}
          <p className="text-xs text-muted">
            {filters.includeMissing
              ? 'A filter on a value a business does not have keeps that business.'
              : 'A filter on a value a business does not have leaves that business out.'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear all filters
        </Button>
      </div>
    </section>
  );
}
