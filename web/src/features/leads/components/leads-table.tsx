import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DEFAULT_SORT, sortLeads, toggleSort, type TLeadSort, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { LeadCardList } from './lead-cards';
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
} from './lead-cells';
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

/** What both layouts (table from lg up, cards below) need to show and change the selection. */
export type TLeadSelection = {
  isSelectable: boolean;
  selected: ReadonlySet<string>;
  toggleOne: (leadId: string, checked: boolean) => void;
  allChecked: boolean | 'indeterminate';
  toggleAll: (checked: boolean) => void;
};

/** What each row or card gets to open the analysis and fill the other features' slots. */
export type TLeadItemSlots = {
  onOpenAnalysis: (lead: TLead) => void;
  renderNotesTags?: (lead: TLead) => ReactNode;
  onGenerateEmail?: (lead: TLead) => void;
};

/** Props the table and card layouts share. */
export type TLeadViewProps = TLeadItemSlots & {
  leads: readonly TLead[];
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
  selection: TLeadSelection;
  emptyMessage: ReactNode;
  maxHeightClassName: string;
  className?: string;
  ariaLabel: string;
};

type TColumn = {
  id: string;
  header: string;
  /** Its width in the narrowest table (px); wider tables share out the extra room in proportion. */
  width: number;
  /** Width classes for columns that grow at set table widths (they replace `width`; start from the same). */
  colClassName?: string;
  sortKey?: TSortKey;
  /** Only a column where the table is wide; below that its content sits in another column. */
  isWideOnly?: boolean;
};

/** The Actions column stays in view while a narrow table scrolls sideways; its shadow shows only then. */
const STICKY_ACTIONS =
  'sticky right-0 group-data-[side-scroll]/table:shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.18)]';

/*
 * Widths are container queries on the table's own box (not the window), since the sidebar and page padding
 * take their share first. Below 1100 px (a 1280 px laptop) Location sits under the business name and the
 * actions say "Email"/"Map"; from 1100 px (1440) Location gets its column and Notes/Tags more room; from
 * 1200 px (1920) the actions spell out "Generate Email" and "View on Map".
 */
const WIDE_CELL = 'hidden @min-[1100px]:table-cell';
const WIDE_COL = 'hidden @min-[1100px]:table-column';
const FOLDED = '@min-[1100px]:hidden';

const COLUMNS: TColumn[] = [
  { id: 'leadScore', header: 'Lead Score', width: 72, sortKey: 'leadScore' },
  { id: 'businessName', header: 'Business Name', width: 176, sortKey: 'businessName' },
  { id: 'contact', header: 'Contact Info', width: 152 },
  { id: 'location', header: 'Location', width: 112, isWideOnly: true },
  { id: 'rating', header: 'Rating', width: 110, sortKey: 'rating' },
  { id: 'techStack', header: 'Tech Stack', width: 132 },
  { id: 'social', header: 'Social Media', width: 88 },
  { id: 'notesTags', header: 'Notes/Tags', width: 124, colClassName: 'w-[124px] @min-[1100px]:w-[156px]' },
  { id: 'actions', header: 'Actions', width: 92, colClassName: 'w-[92px] @min-[1200px]:w-[144px]' },
];
const CHECKBOX_WIDTH = 36;
/** The narrowest the table gets before it scrolls sideways: every column but the wide-only ones. */
const MIN_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + (c.isWideOnly ? 0 : c.width), 0);
const ESTIMATED_ROW_HEIGHT = 92;

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
        '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-left text-xs font-semibold tracking-wide uppercase transition-colors',
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

const CELL = 'px-2 py-3';
/** The sticky cell is opaque (rows scroll under it), so it repeats the row's hover and selected tints. */
const STICKY_ROW_BG =
  'bg-white transition-colors group-hover/row:bg-slate-50 group-data-[state=selected]/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,white)]';

type TLeadRowProps = TLeadItemSlots & {
  lead: TLead;
  index: number;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: TLeadSelection['toggleOne'];
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
      className="group/row align-top transition-colors hover:bg-slate-50/80 data-[state=selected]:bg-primary/5 [&>td]:border-b [&>td]:border-slate-100"
    >
      {isSelectable && (
        <td className="py-3 pr-1 pl-3">
          <LeadSelectCheckbox lead={lead} isSelected={isSelected} onToggle={onToggle} className="mt-1.5" />
        </td>
      )}
      <td className={CELL}>
        <LeadScoreCell lead={lead} onOpenAnalysis={onOpenAnalysis} />
      </td>
      <td className={CELL}>
        <BusinessNameCell lead={lead} />
        <div className={cn('mt-1', FOLDED)}>
          <LocationCell lead={lead} withIcon />
        </div>
      </td>
      <td className={CELL}>
        <ContactInfoCell lead={lead} />
      </td>
      <td className={cn(CELL, WIDE_CELL)}>
        <LocationCell lead={lead} />
      </td>
      <td className={CELL}>
        <RatingCell lead={lead} />
      </td>
      <td className={CELL}>
        <TechStackCell lead={lead} compact />
      </td>
      <td className={CELL}>
        <SocialMediaCell lead={lead} compact />
      </td>
      <td className={CELL}>{renderNotesTags ? renderNotesTags(lead) : <NotesTagsPreview lead={lead} />}</td>
      <td className={cn(CELL, STICKY_ACTIONS, STICKY_ROW_BG)}>
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} />
      </td>
    </tr>
  );
});

const WIDE_ONLY_COUNT = COLUMNS.filter((c) => c.isWideOnly).length;

/**
 * One cell across the table (the empty message, or a spacer standing in for rows scrolled out of view). It spans
 * the columns always shown, plus one hidden cell per wide-only column: a span wider than the columns actually
 * shown would add an empty column at the right edge.
 */
function FullWidthRow({
  columnCount,
  height,
  className,
  children,
}: {
  columnCount: number;
  height?: number;
  className?: string;
  children?: ReactNode;
}) {
  const style = height === undefined ? undefined : { height, padding: 0 };
  return (
    <tr aria-hidden={height === undefined ? undefined : true}>
      <td colSpan={columnCount - WIDE_ONLY_COUNT} className={className} style={style}>
        {children}
      </td>
      {Array.from({ length: WIDE_ONLY_COUNT }, (_, i) => (
        <td key={i} className={cn(WIDE_CELL, className)} style={style} />
      ))}
    </tr>
  );
}

/** The wide layout: a real table with sticky headers, virtualised rows and fixed column widths. */
function LeadTableView({
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
  const virtualizer = useLeadVirtualizer(leads, scrollRef, ESTIMATED_ROW_HEIGHT);
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows.length > 0 ? virtualRows[0].start : 0;
  const paddingBottom =
    virtualRows.length > 0 ? virtualizer.getTotalSize() - virtualRows[virtualRows.length - 1].end : 0;
  const { isSelectable, selected } = selection;
  const columnCount = COLUMNS.length + (isSelectable ? 1 : 0);
  const tableWidth = MIN_TABLE_WIDTH + (isSelectable ? CHECKBOX_WIDTH : 0);
  // The virtualizer already watches the scroll area's size; narrower than the table means it scrolls sideways.
  const hasSideScroll = (virtualizer.scrollRect?.width ?? 0) < tableWidth;

  return (
    <div
      ref={scrollRef}
      data-side-scroll={hasSideScroll || undefined}
      className={cn(
        'group/table @container relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm',
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
            <col
              key={column.id}
              className={column.colClassName ?? (column.isWideOnly ? WIDE_COL : undefined)}
              style={column.colClassName ? undefined : { width: column.width }}
            />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr aria-rowindex={1}>
            {isSelectable && (
              <th scope="col" className="h-12 border-b border-slate-200 pr-1 pl-3 text-left">
                <SelectAllLeadsCheckbox selection={selection} />
              </th>
            )}
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortKey && sort.key === column.sortKey ? SORT_LABEL[sort.dir] : undefined}
                className={cn(
                  'h-12 border-b border-slate-200 px-2 py-1.5 text-left align-middle text-xs leading-tight font-semibold tracking-wide text-slate-600 uppercase',
                  column.isWideOnly && WIDE_CELL,
                  column.id === 'actions' && `${STICKY_ACTIONS} bg-slate-50`,
                )}
              >
                {column.sortKey ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
                {column.id === 'businessName' && (
                  <span className={cn('block font-medium text-slate-500', FOLDED)}>&amp; Location</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.length === 0 && (
            <FullWidthRow columnCount={columnCount} className="px-4 py-12 text-center text-sm text-slate-500">
              {emptyMessage}
            </FullWidthRow>
          )}
          {paddingTop > 0 && <FullWidthRow columnCount={columnCount} height={paddingTop} />}
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
                {...slots}
                measureRef={virtualizer.measureElement}
              />
            );
          })}
          {paddingBottom > 0 && <FullWidthRow columnCount={columnCount} height={paddingBottom} />}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The results table (spec §2): sortable score, name and rating; rows are virtualised so thousands of leads
 * scroll smoothly. Below the lg breakpoint (where the sidebar leaves too little room for the columns) the same
 * leads show as cards. Notes/Tags, Generate Email and
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
  const isWide = useMediaQuery('(min-width: 1024px)');
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
