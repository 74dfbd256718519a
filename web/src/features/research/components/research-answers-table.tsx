import { useId, useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ExternalLink, ListPlus } from 'lucide-react';
import { formatCellAnswer, type TResearchCell } from '@contracts/research';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { AddToListDialog } from '@web/features/lists';
import { cn } from '@web/lib/cn';
import { useResearchAnswers } from '../api/research';
import { answerOptions, visibleCells, type TAnswerSort, type TAnswerSortKey } from '../lib/answer-view';
import { formatConfidence } from '../lib/research-format';

/** The page a quote is on, short: "example.com/services". */
function pageLabel(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return pathname === '/' ? host : host + pathname;
  } catch {
    return url;
  }
}

function Evidence({ cell }: { cell: TResearchCell }) {
  if (cell.status === 'failed') return <span className="text-muted">{cell.error}</span>;
  if (!cell.quote) return null;
  return (
    <div className="grid gap-1">
      <p className="text-body italic">“{cell.quote}”</p>
      {cell.url && (
        <a
          href={cell.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs text-primary hover:underline"
        >
          {pageLabel(cell.url)}
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/** A header that sorts the answers by its column: first click A–Z (confidence: highest first), then the other way. */
function SortableHead({
  sortKey,
  label,
  sort,
  onSort,
}: {
  sortKey: TAnswerSortKey;
  label: string;
  sort: TAnswerSort;
  onSort: (sort: TAnswerSort) => void;
}) {
  const isActive = sort?.key === sortKey;
  const first = sortKey === 'confidence' ? 'desc' : 'asc';
  const next = isActive ? (sort.dir === 'asc' ? 'desc' : 'asc') : first;
  const Icon = !isActive ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={isActive ? SORT_LABEL[sort.dir] : undefined}>
      <button
        type="button"
        onClick={() => onSort({ key: sortKey, dir: next })}
        className={cn(
          '-ml-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 font-semibold tracking-wide uppercase',
          'hover:bg-surface-strong/60 hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
          isActive && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', isActive ? 'text-primary' : 'text-faint')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}

/**
 * A column's answers, one row per lead: the answer, how sure, and the quote and page it rests on. The answers
 * can be narrowed to one ("Yes", "Not found on the site"), sorted by business, answer or confidence, and the
 * leads shown put into a list (members).
 */
export function ResearchAnswersTable({
  columnId,
  question,
  leadNames,
  canWrite,
}: {
  columnId: string;
  question: string;
  leadNames: ReadonlyMap<string, string>;
  canWrite: boolean;
}) {
  const answers = useResearchAnswers(columnId);
  const [shown, setShown] = useState<string | null>(null);
  const [sort, setSort] = useState<TAnswerSort>(null);
  const [isAddingToList, setAddingToList] = useState(false);
  const filterId = useId();
  const cells = answers.data?.cells;
  const options = useMemo(() => answerOptions(cells ?? []), [cells]);
  // A choice that no cell says any more (the run moved on) shows every answer again.
  const filter = shown !== null && options.some((option) => option.label === shown) ? shown : null;
  const rows = useMemo(
    () => visibleCells(cells ?? [], { shown: filter, sort, leadNames }),
    [cells, filter, sort, leadNames],
  );
  if (answers.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        Loading answers…
      </p>
    );
  }
  if (answers.isError) {
    return (
      <LoadErrorAlert
        message={`Failed to load answers: ${answers.error.message}`}
        onRetry={() => void answers.refetch()}
      />
    );
  }
  const leadIds = rows.map((cell) => cell.leadId).filter((id) => leadNames.has(id));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Show</Label>
          <Select
            id={filterId}
            className="w-60"
            value={filter ?? ''}
            onChange={(event) => setShown(event.target.value || null)}
          >
            <option value="">Every answer ({answers.data.cells.length})</option>
            {options.map((option) => (
              <option key={option.label} value={option.label}>
                {option.label} ({option.count})
              </option>
            ))}
          </Select>
        </div>
        {canWrite && leadIds.length > 0 && (
          <Button variant="outline" size="sm" className="h-10" onClick={() => setAddingToList(true)}>
            <ListPlus aria-hidden="true" />
            {leadIds.length === 1 ? 'Add this lead to a list' : `Add these ${leadIds.length} leads to a list`}
          </Button>
        )}
      </div>
      <Table scrollLabel={`Answers to “${question}”`} className="min-w-[40rem]">
        <TableHeader>
          <TableRow>
            <SortableHead sortKey="business" label="Business" sort={sort} onSort={setSort} />
            <SortableHead sortKey="answer" label="Answer" sort={sort} onSort={setSort} />
            <SortableHead sortKey="confidence" label="Confidence" sort={sort} onSort={setSort} />
            <TableHead>Evidence</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((cell) => (
            <TableRow key={cell.leadId}>
              <TableCell className="font-medium">
                {leadNames.get(cell.leadId) ?? 'A lead not shown here'}
              </TableCell>
              <TableCell className={cell.status === 'answered' ? '' : 'text-muted'}>
                {formatCellAnswer(cell)}
              </TableCell>
              <TableCell>{cell.confidence === null ? '—' : formatConfidence(cell.confidence)}</TableCell>
              <TableCell className="max-w-md">
                <Evidence cell={cell} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AddToListDialog open={isAddingToList} onOpenChange={setAddingToList} leadIds={leadIds} />
    </div>
  );
}
