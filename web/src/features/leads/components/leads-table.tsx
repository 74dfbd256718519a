import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DEFAULT_SORT, toggleSort, type TLeadSort, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useLiveOrder } from '../hooks/use-live-order';
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
  socialProfilesOf,
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
  /**
   * The leads are still arriving and being scored (a running search). A sort by lead score then keeps rows where
   * they are while their scores fill in (new ones go last) and sorts once this turns false (decision 060).
   */
  isLive?: boolean;
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

type TTier = 'narrow' | 'wide';

type TColumn = {
  id: string;
  header: string;
  /** Its width in the narrowest table (px); wider tables share out the extra room in proportion. */
  width: number;
  /** Width classes for columns that change width at set table widths (they replace `width`; start from it). */
  colClassName?: string;
  sortKey?: TSortKey;
  /** Only a column from this table width up; below it its content sits in another column. */
  shownFrom?: TTier;
};

/** The Actions column stays in view while a narrow table scrolls sideways; its shadow shows only then. */
const STICKY_ACTIONS =
  'sticky right-0 group-data-[side-scroll]/table:shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.18)]';

/*
 * Widths are container queries on the table's own box (not the window), since the sidebar and page padding
 * take their share first (decision 059). Each tier's columns add up to (checkbox included):
 * - compact, the narrowest: 786 px. Rating sits under the lead score, Social Media under the contact info and
 *   Location under the business name (windows from 1024 to ~1270 px);
 * - from 1000 px: 982 px. Rating and Social Media get their columns (a 1280 px laptop);
 * - from 1144 px: 1126 px. Location gets its column and Notes/Tags more room (1440);
 * - from 1200 px: 1178 px. The actions spell out "Generate Email" and "View on Map" (1920).
 * Each threshold is its tier's sum plus 18 px: a container query measures the box with the table's own
 * vertical scrollbar in it, and a classic scrollbar (15–17 px) takes that much from the columns.
 * Tailwind finds classes by their full text, so each tier's classes are spelled out here.
 */
const TIER_CELL: Record<TTier, string> = {
  narrow: 'hidden @min-[1000px]:table-cell',
  wide: 'hidden @min-[1144px]:table-cell',
};
const TIER_COL: Record<TTier, string> = {
  narrow: 'hidden @min-[1000px]:table-column',
  wide: 'hidden @min-[1144px]:table-column',
};
/** Folded content: shown until its own column appears. */
const FOLDED: Record<TTier, string> = { narrow: '@min-[1000px]:hidden', wide: '@min-[1144px]:hidden' };

const COLUMNS: TColumn[] = [
  {
    id: 'leadScore',
    header: 'Lead Score',
    width: 110,
    colClassName: 'w-[110px] @min-[1000px]:w-[72px]',
    sortKey: 'leadScore',
  },
  {
    id: 'businessName',
    header: 'Business Name',
    width: 160,
    colClassName: 'w-[160px] @min-[1000px]:w-[176px]',
    sortKey: 'businessName',
  },
  { id: 'contact', header: 'Contact Info', width: 144, colClassName: 'w-[144px] @min-[1000px]:w-[152px]' },
  { id: 'location', header: 'Location', width: 112, shownFrom: 'wide' },
  { id: 'rating', header: 'Rating', width: 110, sortKey: 'rating', shownFrom: 'narrow' },
  { id: 'techStack', header: 'Tech Stack', width: 128, colClassName: 'w-[128px] @min-[1000px]:w-[132px]' },
  { id: 'social', header: 'Social Media', width: 88, shownFrom: 'narrow' },
  {
    id: 'notesTags',
    header: 'Notes/Tags',
    width: 116,
    colClassName: 'w-[116px] @min-[1000px]:w-[124px] @min-[1144px]:w-[156px]',
  },
  { id: 'actions', header: 'Actions', width: 92, colClassName: 'w-[92px] @min-[1200px]:w-[144px]' },
];
const columnById = (id: string) => COLUMNS.find((c) => c.id === id);
/** What a header says below the width where a folded column gets its own (e.g. "& Location"). */
const FOLDED_HEADER: Partial<Record<string, TColumn>> = {
  leadScore: columnById('rating'),
  businessName: columnById('location'),
  contact: columnById('social'),
};
const CHECKBOX_WIDTH = 36;
/** The narrowest the table gets before it scrolls sideways: every column shown in the narrowest tier. */
const MIN_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + (c.shownFrom ? 0 : c.width), 0);
const ESTIMATED_ROW_HEIGHT = 92;

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable header. `isFolded`: the header of a column folded into another one's ("& Rating" under Lead Score);
 * it has no `<th>` of its own to carry `aria-sort`, so it says its sort state itself.
 */
function SortHeader({
  column,
  sort,
  onSort,
  isFolded = false,
}: {
  column: TColumn;
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
  isFolded?: boolean;
}) {
  const key = column.sortKey!;
  const isActive = sort.key === key;
  const Icon = !isActive ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(key)}
      className={cn(
        '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-left text-xs tracking-wide uppercase transition-colors',
        'hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
        isFolded ? 'font-medium' : 'font-semibold',
        isActive ? 'text-slate-900' : isFolded ? 'text-slate-500' : 'text-slate-600',
      )}
    >
      {isFolded && <span aria-hidden="true">&amp;</span>}
      {column.header}
      {isFolded && isActive && <span className="sr-only">, sorted {SORT_LABEL[sort.dir]}</span>}
      <Icon
        className={cn('size-3.5 shrink-0', isActive ? 'text-primary' : 'text-slate-400')}
        aria-hidden="true"
      />
    </button>
  );
}

/** The second line of a header whose column holds a folded one: "& Location", or "& Rating" to sort by. */
function FoldedHeader({
  column,
  sort,
  onSort,
}: {
  column: TColumn;
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
}) {
  const tier = column.shownFrom!;
  if (column.sortKey) {
    return (
      <span className={cn('mt-0.5 block', FOLDED[tier])}>
        <SortHeader column={column} sort={sort} onSort={onSort} isFolded />
      </span>
    );
  }
  return <span className={cn('block font-medium text-slate-500', FOLDED[tier])}>&amp; {column.header}</span>;
}

const CELL = 'px-2 py-3';
/** The sticky cell is opaque (rows scroll under it), so it repeats the row's hover and selected tints. */
const STICKY_ROW_BG =
  'bg-white transition-colors group-hover/row:bg-slate-50 group-data-[state=selected]/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,white)]';

type TLeadCellsProps = TLeadItemSlots & {
  lead: TLead;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: TLeadSelection['toggleOne'];
};

type TLeadRowProps = TLeadCellsProps & {
  index: number;
  measureRef: (element: HTMLTableRowElement | null) => void;
};

/** A row; its place (`index`) changes whenever rows move, so the cells re-render only for their own props. */
function LeadRow({ index, measureRef, ...cells }: TLeadRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      data-state={cells.isSelected ? 'selected' : undefined}
      data-lead-id={cells.lead.id}
      className="group/row align-top transition-colors hover:bg-slate-50/80 data-[state=selected]:bg-primary/5 [&>td]:border-b [&>td]:border-slate-100"
    >
      <LeadCells {...cells} />
    </tr>
  );
}

const LeadCells = memo(function LeadCells({
  lead,
  isSelectable,
  isSelected,
  onToggle,
  onOpenAnalysis,
  renderNotesTags,
  onGenerateEmail,
}: TLeadCellsProps) {
  return (
    <>
      {isSelectable && (
        <td className="py-3 pr-1 pl-3">
          <LeadSelectCheckbox lead={lead} isSelected={isSelected} onToggle={onToggle} className="mt-1.5" />
        </td>
      )}
      <td className={CELL}>
        <LeadScoreCell lead={lead} onOpenAnalysis={onOpenAnalysis} />
        <div className={cn('mt-2', FOLDED.narrow)}>
          <RatingCell lead={lead} />
        </div>
      </td>
      <td className={CELL}>
        <BusinessNameCell lead={lead} />
        <div className={cn('mt-1', FOLDED.wide)}>
          <LocationCell lead={lead} withIcon />
        </div>
      </td>
      <td className={CELL}>
        <ContactInfoCell lead={lead} />
        {socialProfilesOf(lead).length > 0 && (
          <div className={cn('mt-2', FOLDED.narrow)}>
            <SocialMediaCell lead={lead} compact />
          </div>
        )}
      </td>
      <td className={cn(CELL, TIER_CELL.wide)}>
        <LocationCell lead={lead} />
      </td>
      <td className={cn(CELL, TIER_CELL.narrow)}>
        <RatingCell lead={lead} />
      </td>
      <td className={CELL}>
        <TechStackCell lead={lead} compact />
      </td>
      <td className={cn(CELL, TIER_CELL.narrow)}>
        <SocialMediaCell lead={lead} compact />
      </td>
      <td className={CELL}>{renderNotesTags ? renderNotesTags(lead) : <NotesTagsPreview lead={lead} />}</td>
      <td className={cn(CELL, STICKY_ACTIONS, STICKY_ROW_BG)}>
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} />
      </td>
    </>
  );
});

/** Columns shown only from some table width, in order (each needs a hidden cell in a full-width row). */
const TIERED_COLUMNS = COLUMNS.filter((c) => c.shownFrom);

/**
 * A spacer across the table, standing in for rows scrolled out of view. It spans the columns always shown, plus
 * one cell per column shown only from some width, hidden like that column: a span wider than the columns actually
 * shown would add an empty column at the right edge.
 */
function SpacerRow({ columnCount, height }: { columnCount: number; height: number }) {
  const style = { height, padding: 0 };
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount - TIERED_COLUMNS.length} style={style} />
      {TIERED_COLUMNS.map((column) => (
        <td key={column.id} className={TIER_CELL[column.shownFrom!]} style={style} />
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
              className={column.colClassName ?? (column.shownFrom ? TIER_COL[column.shownFrom] : undefined)}
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
                  column.shownFrom && TIER_CELL[column.shownFrom],
                  column.id === 'actions' && `${STICKY_ACTIONS} bg-slate-50`,
                )}
              >
                {column.sortKey ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
                {FOLDED_HEADER[column.id] && (
                  <FoldedHeader column={FOLDED_HEADER[column.id]!} sort={sort} onSort={onSort} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow columnCount={columnCount} height={paddingTop} />}
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
          {paddingBottom > 0 && <SpacerRow columnCount={columnCount} height={paddingBottom} />}
        </tbody>
      </table>
      {/* Under the table, not in a row: a cell spanning the columns a container query shows is not centred. */}
      {leads.length === 0 && <p className="px-4 py-12 text-center text-sm text-slate-500">{emptyMessage}</p>}
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
  isLive = false,
  emptyMessage = 'No businesses to show.',
  maxHeightClassName = 'max-h-[min(75vh,56rem)]',
  className,
  'aria-label': ariaLabel = 'Leads',
}: TLeadsTableProps) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const [ownSort, setOwnSort] = useState<TLeadSort>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const [analysisLeadId, setAnalysisLeadId] = useState<string | null>(null);
  const sorted = useLiveOrder(leads, sort, isLive);
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
