import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { DEFAULT_SORT, sortLeads, toggleSort, type TLeadSort, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { cn } from '@web/lib/cn';
import { LeadCheckbox } from './lead-checkbox';
import {
  BusinessNameCell,
  ContactInfoCell,
  LeadActionsCell,
  LocationCell,
  RatingCell,
  SocialMediaCell,
} from './lead-cells';
import { LeadScoreBadge } from './lead-score-badge';
import { LeadScoreDialog } from './lead-score-dialog';
import { TechStackCell } from './tech-stack-cell';

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

type TColumn = { id: string; header: string; width: number; sortKey?: TSortKey };

const COLUMNS: TColumn[] = [
  { id: 'leadScore', header: 'Lead Score', width: 96, sortKey: 'leadScore' },
  { id: 'businessName', header: 'Business Name', width: 210, sortKey: 'businessName' },
  { id: 'contact', header: 'Contact Info', width: 210 },
  { id: 'location', header: 'Location', width: 130 },
  { id: 'rating', header: 'Rating', width: 130, sortKey: 'rating' },
  { id: 'techStack', header: 'Tech Stack', width: 200 },
  { id: 'social', header: 'Social Media', width: 120 },
  { id: 'notesTags', header: 'Notes/Tags', width: 160 },
  { id: 'actions', header: 'Actions', width: 140 },
];
const CHECKBOX_WIDTH = 44;
const ESTIMATED_ROW_HEIGHT = 76;
/** Height assumed while the scroll area reports none (not laid out yet, hidden, or jsdom). */
const UNMEASURED_HEIGHT = 800;

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({ column, sort, onSort }: { column: TColumn; sort: TLeadSort; onSort: (key: TSortKey) => void }) {
  const key = column.sortKey!;
  const isActive = sort.key === key;
  const Icon = !isActive ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(key)}
      className={cn(
        '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-semibold tracking-wide uppercase transition-colors',
        'hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
        isActive ? 'text-slate-900' : 'text-slate-600',
      )}
    >
      {column.header}
      <Icon className={cn('size-3.5', isActive ? 'text-primary' : 'text-slate-400')} aria-hidden="true" />
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
      <td className="px-3 py-3">{renderNotesTags ? renderNotesTags(lead) : <NotesTagsPreview lead={lead} />}</td>
      <td className="px-3 py-3">
        <LeadActionsCell lead={lead} onGenerateEmail={onGenerateEmail} />
      </td>
    </tr>
  );
});

/** Read-only notes and tags, shown until the workspace feature supplies its editor. */
export function NotesTagsPreview({ lead }: { lead: TLead }) {
  if (lead.tags.length === 0 && !lead.notes) return <span className="text-xs text-slate-400">—</span>;
  return (
    <div className="grid gap-1">
      {lead.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {lead.tags.map((tag) => (
            <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
              {tag}
            </span>
          ))}
        </div>
      )}
      {lead.notes && <p className="line-clamp-2 text-xs text-slate-600">{lead.notes}</p>}
    </div>
  );
}

/**
 * The results table (spec §2): sortable score, name and rating; rows are virtualised so thousands of leads
 * scroll smoothly. Notes/Tags, Generate Email and selection are slots other features fill.
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
  const [ownSort, setOwnSort] = useState<TLeadSort>(defaultSort);
  const sort = controlledSort ?? ownSort;
  function changeSort(key: TSortKey) {
    const next = toggleSort(sort, key);
    setOwnSort(next);
    onSortChange?.(next);
  }
  const [analysisLeadId, setAnalysisLeadId] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sorted = useMemo(() => sortLeads(leads, sort), [leads, sort]);
  const isSelectable = onSelectionChange !== undefined;
  const selected = selectedIds ?? EMPTY_SET;

  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => sorted[index].id,
    overscan: 10,
    // A row that reports no height is not laid out (hidden, or jsdom): keep the estimate rather than collapse it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT })),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows.length > 0 ? virtualRows[0].start : 0;
  const paddingBottom = virtualRows.length > 0 ? virtualizer.getTotalSize() - virtualRows[virtualRows.length - 1].end : 0;

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

  const selectedHere = isSelectable ? sorted.reduce((n, lead) => n + (selected.has(lead.id) ? 1 : 0), 0) : 0;
  const allChecked = sorted.length > 0 && selectedHere === sorted.length ? true : selectedHere > 0 ? 'indeterminate' : false;
  function toggleAll(checked: boolean) {
    const next = new Set(selected);
    for (const lead of sorted) {
      if (checked) next.add(lead.id);
      else next.delete(lead.id);
    }
    onSelectionChange?.(next);
  }

  const analysisLead = analysisLeadId === null ? null : (leads.find((lead) => lead.id === analysisLeadId) ?? null);
  const columnCount = COLUMNS.length + (isSelectable ? 1 : 0);
  const tableWidth = COLUMNS.reduce((sum, c) => sum + c.width, 0) + (isSelectable ? CHECKBOX_WIDTH : 0);

  return (
    <>
      <div
        ref={scrollRef}
        className={cn('relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm', maxHeightClassName, className)}
      >
        <table
          aria-label={ariaLabel}
          aria-rowcount={sorted.length + 1}
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
                  <LeadCheckbox checked={allChecked} onCheckedChange={toggleAll} label="Select all leads" />
                </th>
              )}
              {COLUMNS.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortKey && sort.key === column.sortKey ? SORT_LABEL[sort.dir] : undefined}
                  className="h-11 border-b border-slate-200 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                >
                  {column.sortKey ? <SortHeader column={column} sort={sort} onSort={changeSort} /> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 && (
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
              const lead = sorted[row.index];
              return (
                <LeadRow
                  key={row.key}
                  lead={lead}
                  index={row.index}
                  isSelectable={isSelectable}
                  isSelected={selected.has(lead.id)}
                  onToggle={toggleOne}
                  onOpenAnalysis={openAnalysis}
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
      <LeadScoreDialog lead={analysisLead} onOpenChange={(open) => !open && setAnalysisLeadId(null)} />
    </>
  );
}

const EMPTY_SET: ReadonlySet<string> = new Set();
