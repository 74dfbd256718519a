import { ExternalLink } from 'lucide-react';
import { formatCellAnswer, type TResearchCell } from '@contracts/research';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useResearchAnswers } from '../api/research';
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

/** A column's answers, one row per lead: the answer, how sure, and the quote and page it rests on. */
export function ResearchAnswersTable({
  columnId,
  question,
  leadNames,
}: {
  columnId: string;
  question: string;
  leadNames: ReadonlyMap<string, string>;
}) {
  const answers = useResearchAnswers(columnId);
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
  return (
    <Table scrollLabel={`Answers to “${question}”`} className="min-w-[40rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Business</TableHead>
          <TableHead>Answer</TableHead>
          <TableHead>Confidence</TableHead>
          <TableHead>Evidence</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {answers.data.cells.map((cell) => (
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
  );
}
