import { useId, useRef } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { SORT_KEYS, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import { LeadSelectCheckbox, SelectAllLeadsCheckbox } from './lead-checkbox';
import {
  BusinessNameCell,
  ContactInfoCell,
  LeadActionsCell,
  LeadScoreCell,
  LocationCell,
  NotesTagsPreview,
  RatingCell,
  SocialMediaCell,
  socialProfilesOf,
} from './lead-cells';
import type { TLeadItemSlots, TLeadViewProps } from './leads-table-types';
import { TechStackCell } from './tech-stack-cell';
import { useRowKeyboard } from '../hooks/use-row-keyboard';
import { useLeadVirtualizer } from './virtual-rows';

const SORT_NAMES: Record<TSortKey, string> = {
  leadScore: 'Lead Score',
  businessName: 'Business Name',
  rating: 'Rating',
};
const ESTIMATED_CARD_HEIGHT = 260;

type TLeadCardProps = TLeadItemSlots & Pick<TLeadViewProps, 'selection'> & { lead: TLead };

function LeadCard({ lead, selection, onOpenAnalysis, renderNotesTags, onGenerateEmail }: TLeadCardProps) {
  const isSelected = selection.selected.has(lead.id);
  return (
    <article
      aria-label={lead.businessName}
      data-lead-id={lead.id}
      data-state={isSelected ? 'selected' : undefined}
      className="grid gap-3 rounded-lg border border-line bg-white p-4 shadow-xs data-[state=selected]:border-primary/40 data-[state=selected]:bg-primary/5"
    >
      <div className="flex items-start gap-3">
        {selection.isSelectable && (
          <LeadSelectCheckbox
            lead={lead}
            isSelected={isSelected}
            onToggle={selection.toggleOne}
            className="mt-1"
          />
        )}
        <div className="min-w-0 flex-1">
          <BusinessNameCell lead={lead} />
        </div>
        <LeadScoreCell lead={lead} onOpenAnalysis={onOpenAnalysis} />
      </div>
      <ContactInfoCell lead={lead} />
      <div className="flex items-start justify-between gap-3">
        <LocationCell lead={lead} />
        <RatingCell lead={lead} />
      </div>
      <TechStackCell lead={lead} />
      {(socialProfilesOf(lead).length > 0 || lead.enrichmentStatus === 'pending') && (
        <SocialMediaCell lead={lead} />
      )}
      {renderNotesTags
        ? renderNotesTags(lead)
        : (lead.tags.length > 0 || lead.notes) && <NotesTagsPreview lead={lead} />}
      <div className="border-t border-line-soft pt-2">
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} layout="row" />
      </div>
    </article>
  );
}

/** The narrow layout: one card per lead, virtualised like the table, with sort and select-all above. */
export function LeadCardList({
  leads,
  sort,
  onSort,
  selection,
  emptyMessage,
  maxHeightClassName,
  className,
  ariaLabel,
  ...slots
}: TLeadViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  const virtualizer = useLeadVirtualizer(leads, scrollRef, ESTIMATED_CARD_HEIGHT);
  useRowKeyboard(scrollRef, leads, (index) => virtualizer.scrollToIndex(index, { align: 'auto' }));
  const DirectionIcon = sort.dir === 'asc' ? ArrowUp : ArrowDown;

  return (
    <div className={cn('grid gap-2', className)}>
      {/* On the narrowest phones the sort controls wrap under "Select all" rather than breaking its words. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-line bg-white px-3 py-2 shadow-xs">
        {selection.isSelectable ? (
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-body">
            <SelectAllLeadsCheckbox selection={selection} />
            Select all
          </label>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-1.5">
          <label htmlFor={sortId} className="text-sm text-muted">
            Sort
          </label>
          <select
            id={sortId}
            value={sort.key}
            onChange={(event) => {
              const key = event.target.value as TSortKey;
              if (key !== sort.key) onSort(key);
            }}
            className="h-8 rounded-md border border-line-strong bg-white px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary"
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_NAMES[key]}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => onSort(sort.key)}
            aria-label={sort.dir === 'asc' ? 'Sorted ascending: reverse' : 'Sorted descending: reverse'}
            className="flex size-8 items-center justify-center rounded-md border border-line-strong bg-white text-body hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
          >
            <DirectionIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div ref={scrollRef} className={cn('relative overflow-y-auto overscroll-contain', maxHeightClassName)}>
        {leads.length === 0 ? (
          <p className="rounded-lg border border-line bg-white px-4 py-10 text-center text-sm text-muted">
            {emptyMessage}
          </p>
        ) : (
          <div
            role="list"
            aria-label={ariaLabel}
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full pb-2"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <LeadCard lead={leads[item.index]} selection={selection} {...slots} />
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
