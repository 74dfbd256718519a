import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DEFAULT_SORT, sortLeads, toggleSort, type TLeadSort, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { LeadCardList } from './lead-cards';
import { LeadCheckbox } from './lead-checkbox';
import {
  BusinessNameCell,
  ContactInfoCell,
  LeadActionsCell,
  LocationCell,
  NotesTagsPreview,
  RatingCell,
  SocialMediaCell,
} from './lead-cells';
import { LeadScoreBadge } from './lead-score-badge';
import { LeadScoreDialog } from './lead-score-dialog';
import { TechStackCell } from './tech-stack-cell';
import { useLeadVirtualizer } from './virtual-rows';

export type TLeadsTableProps = {
  leads: readonly TLead[];
  /** Row selection (the bulk bar lives outside). Without `onSelectionChange` there are no checkboxes. */
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (selectedIds: Set<string>) => void;
  /** The Notes/Tags cell; the workspace feature renders its popover here. */
  renderNotesTags?: (lead: TLead) => ReactNode;
  /** Shows "Generate Email" in Actions; the outreach feature opens its dialog for the lead. */
  onGenerateEmail?: (lead: TLead) => void;
  /**
   * Sorting from the headers. Pass `sort` and `onSortChange` to control it (e.g. from the URL); otherwise the
   * table keeps its own, starting at `defaultSort` (lead score, highest first).
   */
  sort?: TLeadSort;
  onSortChange?: (sort: TLeadSort) => void;
  defaultSort?: TLeadSort;
  emptyMessage?: ReactNode;
  /** Caps the scroll area; rows beyond it are virtualised. */
  maxHeightClassName?: string;
  className?: string;
  'aria-label'?: string;
};

/** What both layouts (table from md up, cards below) need to show and change the selection. */
export type TLeadSelection = {
  isSelectable: boolean;
  selected: ReadonlySet<string>;
  toggleOne: (leadId: string, checked: boolean) => void;
  allChecked: boolean | 'indeterminate';
  toggleAll: (checked: boolean) => void;
};

/** Props the table and card layouts share. */
export type TLeadViewProps = {
  leads: readonly TLead[];
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
  selection: TLeadSelection;
  onOpenAnalysis: (lead: TLead) => void;
  renderNotesTags?: (lead: TLead) => ReactNode;
  onGenerateEmail?: (lead: TLead) => void;
  emptyMessage: ReactNode;
  maxHeightClassName: string;
  className?: string;
  ariaLabel: string;
};

type TColumn = { id: string; header: string; width: number; sortKey?: TSortKey };

/** The Actions column stays in view while the wide table scrolls sideways. */
const STICKY_ACTIONS = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.18)]';

const COLUMNS: TColumn[] = [
  { id: 'leadScore', header: 'Lead Score', width: 112, sortKey: 'leadScore' },
  { id: 'businessName', header: 'Business Name', width: 200, sortKey: 'businessName' },
  { id: 'contact', header: 'Contact Info', width: 210 },
  { id: 'location', header: 'Location', width: 120 },
  { id: 'rating', header: 'Rating', width: 140, sortKey: 'rating' },
  { id: 'techStack', header: 'Tech Stack', width: 180 },
  { id: 'social', header: 'Social Media', width: 120 },
  { id: 'notesTags', header: 'Notes/Tags', width: 160 },
  { id: 'actions', header: 'Actions', width: 168 },
];
const CHECKBOX_WIDTH = 44;
const ESTIMATED_ROW_HEIGHT = 84;

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: TColumn;
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
}) {
  const key = column.sortKey!;
  const isActive = sort.key === key;
  const Icon = !isActive ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(key)}
      className={cn(
        '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-semibold tracking-wide whitespace-nowrap uppercase transition-colors',
        'hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
        isActive ? 'text-slate-900' : 'text-slate-600',
      )}
    >
      {column.header}
      <Icon
        className={cn('size-3.5 shrink-0', isActive ? 'text-primary' : 'text-slate-400')}
        aria-hidden="true"
      />
    </button>
  );
}

type TLeadRowProps = {
  lead: TLead;
  index: number;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: (leadId: string, checked: boolean) => void;
  onOpenAnalysis: (lead: TLead) => void;
  renderNotesTags?: (lead: TLead) => ReactNode;
  onGenerateEmail?: (lead: TLead) => void;
  measureRef: (element: HTMLTableRowElement | null) => void;
};

const LeadRow = memo(function LeadRow({
  lead,
  index,
  isSelectable,
  isSelected,
  onToggle,
  onOpenAnalysis,
  renderNotesTags,
  onGenerateEmail,
  measureRef,
}: TLeadRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      data-state={isSelected ? 'selected' : undefined}
      data-lead-id={lead.id}
      className="align-top transition-colors hover:bg-slate-50/80 data-[state=selected]:bg-primary/5 [&>td]:border-b [&>td]:border-slate-100"
    >
      {isSelectable && (
        <td className="py-3 pl-4">
          <LeadCheckbox
            checked={isSelected}
            onCheckedChange={(checked) => onToggle(lead.id, checked)}
            label={`Select ${lead.businessName}`}
            className="mt-1.5"
          />
        </td>
      )}
      <td className="px-3 py-3">
        <LeadScoreBadge
          score={lead.leadScore}
          isPending={lead.enrichmentStatus === 'pending'}
          businessName={lead.businessName}
          onOpenAnalysis={() => onOpenAnalysis(lead)}
        />
      </td>
      <td className="px-3 py-3">
        <BusinessNameCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        <ContactInfoCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        <LocationCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        <RatingCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        <TechStackCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        <SocialMediaCell lead={lead} />
      </td>
      <td className="px-3 py-3">
        {renderNotesTags ? renderNotesTags(lead) : <NotesTagsPreview lead={lead} />}
      </td>
      <td className={cn('px-3 py-3', STICKY_ACTIONS, 'bg-white')}>
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} />
      </td>
    </tr>
  );
});

/** The wide layout: a real table with sticky headers, virtualised rows and fixed column widths. */
function LeadTableView({
  leads,
  sort,
  onSort,
  selection,
  onOpenAnalysis,
  renderNotesTags,
  onGenerateEmail,
  emptyMessage,
  maxHeightClassName,
  className,
  ariaLabel,
}: TLeadViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useLeadVirtualizer(leads, scrollRef, ESTIMATED_ROW_HEIGHT);
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows.length > 0 ? virtualRows[0].start : 0;
  const paddingBottom =
    virtualRows.length > 0 ? virtualizer.getTotalSize() - virtualRows[virtualRows.length - 1].end : 0;
  const { isSelectable, selected } = selection;
  const columnCount = COLUMNS.length + (isSelectable ? 1 : 0);
  const tableWidth = COLUMNS.reduce((sum, c) => sum + c.width, 0) + (isSelectable ? CHECKBOX_WIDTH : 0);

  return (
    <div
      ref={scrollRef}
      className={cn(
        'relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm',
        maxHeightClassName,
        className,
      )}
    >
      <table
        aria-label={ariaLabel}
        aria-rowcount={leads.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        style={{ minWidth: tableWidth }}
      >
        <colgroup>
          {isSelectable && <col style={{ width: CHECKBOX_WIDTH }} />}
          {COLUMNS.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr aria-rowindex={1}>
            {isSelectable && (
              <th scope="col" className="h-11 border-b border-slate-200 pl-4 text-left">
                <LeadCheckbox
                  checked={selection.allChecked}
                  onCheckedChange={selection.toggleAll}
                  label="Select all leads"
                />
              </th>
            )}
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortKey && sort.key === column.sortKey ? SORT_LABEL[sort.dir] : undefined}
                className={cn(
                  'h-11 border-b border-slate-200 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
                  column.id === 'actions' && `${STICKY_ACTIONS} bg-slate-50`,
                )}
              >
                {column.sortKey ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-4 py-12 text-center text-sm text-slate-500">
                {emptyMessage}
              </td>
            </tr>
          )}
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {virtualRows.map((row) => {
            const lead = leads[row.index];
            return (
              <LeadRow
                key={row.key}
                lead={lead}
                index={row.index}
                isSelectable={isSelectable}
                isSelected={selected.has(lead.id)}
                onToggle={selection.toggleOne}
                onOpenAnalysis={onOpenAnalysis}
                renderNotesTags={renderNotesTags}
                onGenerateEmail={onGenerateEmail}
                measureRef={virtualizer.measureElement}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The results table (spec §2): sortable score, name and rating; rows are virtualised so thousands of leads
 * scroll smoothly. Below the md breakpoint the same leads show as cards. Notes/Tags, Generate Email and
 * selection are slots other features fill.
 */
export function LeadsTable({
  leads,
  selectedIds,
  onSelectionChange,
  renderNotesTags,
  onGenerateEmail,
  sort: controlledSort,
  onSortChange,
  defaultSort = DEFAULT_SORT,
  emptyMessage = 'No businesses to show.',
  maxHeightClassName = 'max-h-[min(75vh,56rem)]',
  className,
  'aria-label': ariaLabel = 'Leads',
}: TLeadsTableProps) {
  const isWide = useMediaQuery('(min-width: 768px)');
  const [ownSort, setOwnSort] = useState<TLeadSort>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const [analysisLeadId, setAnalysisLeadId] = useState<string | null>(null);
  const sorted = useMemo(() => sortLeads(leads, sort), [leads, sort]);
  const selected = selectedIds ?? EMPTY_SET;

  function changeSort(key: TSortKey) {
    const next = toggleSort(sort, key);
    setOwnSort(next);
    onSortChange?.(next);
  }

  const selectionRef = useRef({ selected, onSelectionChange });
  useEffect(() => {
    selectionRef.current = { selected, onSelectionChange };
  });
  const toggleOne = useCallback((leadId: string, checked: boolean) => {
    const { selected: current, onSelectionChange: onChange } = selectionRef.current;
    const next = new Set(current);
    if (checked) next.add(leadId);
    else next.delete(leadId);
    onChange?.(next);
  }, []);
  const openAnalysis = useCallback((lead: TLead) => setAnalysisLeadId(lead.id), []);

  const isSelectable = onSelectionChange !== undefined;
  const selectedHere = isSelectable ? sorted.reduce((n, lead) => n + (selected.has(lead.id) ? 1 : 0), 0) : 0;
  const selection: TLeadSelection = {
    isSelectable,
    selected,
    toggleOne,
    allChecked:
      sorted.length > 0 && selectedHere === sorted.length ? true : selectedHere > 0 ? 'indeterminate' : false,
    toggleAll: (checked) => {
      const next = new Set(selected);
      for (const lead of sorted) {
        if (checked) next.add(lead.id);
        else next.delete(lead.id);
      }
      onSelectionChange?.(next);
    },
  };

  const analysisLead =
    analysisLeadId === null ? null : (leads.find((lead) => lead.id === analysisLeadId) ?? null);
  const View = isWide ? LeadTableView : LeadCardList;

  return (
    <>
      <View
        leads={sorted}
        sort={sort}
        onSort={changeSort}
        selection={selection}
        onOpenAnalysis={openAnalysis}
        renderNotesTags={renderNotesTags}
        onGenerateEmail={onGenerateEmail}
        emptyMessage={emptyMessage}
        maxHeightClassName={maxHeightClassName}
        className={className}
        ariaLabel={ariaLabel}
      />
      <LeadScoreDialog lead={analysisLead} onOpenChange={(open) => !open && setAnalysisLeadId(null)} />
    </>
  );
}

const EMPTY_SET: ReadonlySet<string> = new Set();

export { NotesTagsPreview };
