import { useState } from 'react';
import { ChevronDown, ChevronRight, Play, RotateCw, Square, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TResearchColumn, TResearchEstimate } from '@contracts/research';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge, type TBadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  useCancelResearchRun,
  useDeleteResearchColumn,
  useEstimateResearchRun,
  useRunResearchColumn,
} from '../api/research';
import { formatEstimate, formatProgress, RUN_STATUS_LABELS } from '../lib/research-format';
import { ResearchAnswersTable } from './research-answers-table';

const STATUS_BADGES: Record<TResearchColumn['status'], TBadgeVariant> = {
  idle: 'secondary',
  running: 'default',
  done: 'success',
  cancelled: 'secondary',
  capped: 'warning',
  failed: 'destructive',
};

type TResearchColumnItemProps = {
  column: TResearchColumn;
  leadNames: ReadonlyMap<string, string>;
  canWrite: boolean;
  /** The cost of running it, once asked for (right after the column is made, or with Estimate cost). */
  estimate: TResearchEstimate | undefined;
  onEstimate: (estimate: TResearchEstimate | undefined) => void;
};

/** One question column: its progress, the estimate and Run, Cancel while it runs, Delete, and its answers. */
export function ResearchColumnItem({
  column,
  leadNames,
  canWrite,
  estimate,
  onEstimate,
}: TResearchColumnItemProps) {
  const [showAnswers, setShowAnswers] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  /** Whether the estimate shown (and so Run) is for asking again where a lead's pages were fetched again. */
  const [isRerun, setRerun] = useState(false);
  const estimateRun = useEstimateResearchRun();
  const run = useRunResearchColumn();
  const cancel = useCancelResearchRun();
  const remove = useDeleteResearchColumn();
  const { question } = column.question;
  const isRunning = column.status === 'running';
  const hasCellsToAsk = column.progress.pending + column.progress.failed > 0 || column.progress.total === 0;
  const answersId = `research-answers-${column.id}`;

  const askEstimate = (rerun: boolean) =>
    estimateRun.mutate(
      { columnId: column.id, rerun },
      {
        onSuccess: (answer) => {
          setRerun(rerun);
          onEstimate(answer);
        },
        onError: (error) => toast.error('Could not estimate the cost', { description: error.message }),
      },
    );
  const startRun = () =>
    run.mutate(
      { columnId: column.id, rerun: isRerun },
      {
        onSuccess: () => onEstimate(undefined),
        onError: (error) => toast.error('Could not start the run', { description: error.message }),
      },
    );
  const hasNothingToRerun = isRerun && estimate?.leads === 0;

  return (
    <li className="grid gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="font-medium text-foreground">{question}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge variant={STATUS_BADGES[column.status]}>{RUN_STATUS_LABELS[column.status]}</Badge>
            <span>{formatProgress(column)}</span>
          </p>
          {column.stopMessage && <p className="text-sm text-warning">{column.stopMessage}</p>}
        </div>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            {isRunning && (
              <Button
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(column.id, {
                    onError: (error) =>
                      toast.error('Could not cancel the run', { description: error.message }),
                  })
                }
              >
                <Square aria-hidden="true" />
                Cancel run
              </Button>
            )}
            {!isRunning && hasCellsToAsk && !estimate && (
              <Button
                variant="outline"
                size="sm"
                disabled={estimateRun.isPending}
                onClick={() => askEstimate(false)}
              >
                Estimate cost
              </Button>
            )}
            {!isRunning && !hasCellsToAsk && !estimate && (
              <Button
                variant="outline"
                size="sm"
                disabled={estimateRun.isPending}
                onClick={() => askEstimate(true)}
              >
                <RotateCw aria-hidden="true" />
                Re-run after re-crawl
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete “${question}”`}
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </div>

      {canWrite && estimate && !isRunning && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-canvas px-3 py-2 text-sm text-body">
          <p className="flex-1">
            {hasNothingToRerun
              ? 'No lead’s website was read again since its answer: there is nothing to ask again.'
              : `${isRerun ? 'Ask again where the website was read again: ' : ''}${formatEstimate(estimate)}`}
          </p>
          {hasNothingToRerun ? (
            <Button variant="outline" size="sm" onClick={() => onEstimate(undefined)}>
              Close
            </Button>
          ) : (
            <Button size="sm" disabled={run.isPending} onClick={startRun}>
              <Play aria-hidden="true" />
              Run
            </Button>
          )}
        </div>
      )}

      <div>
        <Button
          variant="link"
          size="xs"
          className="px-0"
          aria-expanded={showAnswers}
          aria-controls={answersId}
          onClick={() => setShowAnswers((shown) => !shown)}
        >
          {showAnswers ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          {showAnswers ? 'Hide answers' : 'Show answers'}
        </Button>
      </div>
      <div id={answersId} hidden={!showAnswers}>
        {showAnswers && (
          <ResearchAnswersTable
            columnId={column.id}
            question={question}
            leadNames={leadNames}
            canWrite={canWrite}
          />
        )}
      </div>

      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title="Delete this question column?"
        description={`“${question}” and its answers are deleted from this page. The saved question stays for reuse.`}
        confirmLabel="Delete column"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(column.id, {
            onSuccess: () => setDeleting(false),
            onError: (error) => toast.error('Could not delete the column', { description: error.message }),
          })
        }
      />
    </li>
  );
}
