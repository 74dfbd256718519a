import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SORT, toggleSort, type TLeadSort, type TSortKey } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import { useMediaQuery } from '@web/lib/use-media-query';
import { focusLead } from '../hooks/use-row-keyboard';
import { useLiveOrder } from '../hooks/use-live-order';
import { LeadCardList } from './lead-cards';
import { LeadScoreDialog } from './lead-score-dialog';
import { LeadTableView } from './lead-table-view';
import type { TLeadSelection, TLeadsTableProps } from './leads-table-types';

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
  holdOrder = false,
  emptyMessage = 'No businesses to show.',
  maxHeightClassName = 'max-h-[min(75vh,56rem)]',
  className,
  'aria-label': ariaLabel = 'Leads',
}: TLeadsTableProps) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const [ownSort, setOwnSort] = useState<TLeadSort>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const [analysisLeadId, setAnalysisLeadId] = useState<string | null>(null);
  const sorted = useLiveOrder(leads, sort, isLive, holdOrder);
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
      <LeadScoreDialog
        lead={analysisLead}
        onOpenChange={(open) => {
          if (open || analysisLeadId === null) return;
          setAnalysisLeadId(null);
          // Its badge may have been re-rendered or scrolled away while the dialog was open.
          focusLead(analysisLeadId);
        }}
      />
    </>
  );
}

const EMPTY_SET: ReadonlySet<string> = new Set();
