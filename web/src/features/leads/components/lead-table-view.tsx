import { useRef } from 'react';
import { cn } from '@web/lib/cn';
import { CHECKBOX_WIDTH, COLUMNS, MIN_TABLE_WIDTH, TIER_COL } from './lead-columns';
import { LeadTableHeader } from './lead-table-header';
import { LeadRow, SpacerRow } from './lead-table-row';
import type { TLeadViewProps } from './leads-table-types';
import { useRowKeyboard } from '../hooks/use-row-keyboard';
import { useLeadVirtualizer } from './virtual-rows';

const ESTIMATED_ROW_HEIGHT = 92;

/** The wide layout: a real table with sticky headers, virtualised rows and fixed column widths. */
export function LeadTableView({
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
  useRowKeyboard(scrollRef, leads, (index) => virtualizer.scrollToIndex(index, { align: 'auto' }));
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
        'group/table @container relative overflow-auto rounded-lg border border-line bg-white shadow-sm',
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
        <LeadTableHeader sort={sort} onSort={onSort} selection={selection} />
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
      {leads.length === 0 && <p className="px-4 py-12 text-center text-sm text-muted">{emptyMessage}</p>}
    </div>
  );
}
