import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TLeadSort, TSortKey } from '@contracts/filters';
import { cn } from '@web/lib/cn';
import { SelectAllLeadsCheckbox } from './lead-checkbox';
import {
  COLUMNS,
  FOLDED,
  FOLDED_HEADER,
  SORT_LABEL,
  STICKY_ACTIONS,
  TIER_CELL,
  type TColumn,
} from './lead-columns';
import type { TLeadSelection } from './leads-table-types';

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
        'hover:bg-surface-strong/60 hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
        isFolded ? 'font-medium' : 'font-semibold',
        isActive ? 'text-foreground' : isFolded ? 'text-muted' : 'text-muted',
      )}
    >
      {isFolded && <span aria-hidden="true">&amp;</span>}
      {column.header}
      {isFolded && isActive && <span className="sr-only">, sorted {SORT_LABEL[sort.dir]}</span>}
      <Icon
        className={cn('size-3.5 shrink-0', isActive ? 'text-primary' : 'text-faint')}
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
  return <span className={cn('block font-medium text-muted', FOLDED[tier])}>&amp; {column.header}</span>;
}

/** The table's sticky header row: select-all, then each column's header (sortable ones are buttons). */
export function LeadTableHeader({
  sort,
  onSort,
  selection,
}: {
  sort: TLeadSort;
  onSort: (key: TSortKey) => void;
  selection: TLeadSelection;
}) {
  return (
    <thead className="sticky top-0 z-10 bg-canvas">
      <tr aria-rowindex={1}>
        {selection.isSelectable && (
          <th scope="col" className="h-12 border-b border-line pr-1 pl-3 text-left">
            <SelectAllLeadsCheckbox selection={selection} />
          </th>
        )}
        {COLUMNS.map((column) => (
          <th
            key={column.id}
            scope="col"
            aria-sort={column.sortKey && sort.key === column.sortKey ? SORT_LABEL[sort.dir] : undefined}
            className={cn(
              'h-12 border-b border-line px-2 py-1.5 text-left align-middle text-xs leading-tight font-semibold tracking-wide text-muted uppercase',
              column.shownFrom && TIER_CELL[column.shownFrom],
              column.id === 'actions' && `${STICKY_ACTIONS} bg-canvas`,
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
  );
}
