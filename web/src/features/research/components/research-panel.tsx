import { useId, useMemo, useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import type { TLead } from '@contracts/search';
import type { TResearchEstimate } from '@contracts/research';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useTeamCan } from '@web/lib/active-team';
import { useResearchColumns, type TResearchScope } from '../api/research';
import { AskQuestionForm } from './ask-question-form';
import { ResearchColumnItem } from './research-column-item';

type TResearchPanelProps = {
  scope: TResearchScope;
  /** The page's leads, to name the businesses in the answers. */
  leads: readonly Pick<TLead, 'id' | 'businessName'>[];
};

/**
 * Research on a search's or a list's page (issue 34): questions asked of every lead, each answered from the
 * business's own pages with a quote, or "not found". Members ask, estimate, run, cancel and delete; viewers read.
 */
export function ResearchPanel({ scope, leads }: TResearchPanelProps) {
  const columns = useResearchColumns(scope);
  const canWrite = useTeamCan({ work: ['write'] });
  const [isAsking, setAsking] = useState(false);
  const titleId = useId();
  const [estimates, setEstimates] = useState<Record<string, TResearchEstimate | undefined>>({});
  const leadNames = useMemo(() => new Map(leads.map((lead) => [lead.id, lead.businessName])), [leads]);
  const setEstimate = (columnId: string, estimate: TResearchEstimate | undefined) =>
    setEstimates((current) => ({ ...current, [columnId]: estimate }));

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId}>Research</CardTitle>
          <CardDescription>
            Ask every business a question. Each answer quotes the sentence on its own website, or says it was
            not found.
          </CardDescription>
        </div>
        {canWrite && !isAsking && (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            <MessageSquarePlus aria-hidden="true" />
            Ask a question
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {canWrite && isAsking && (
          <AskQuestionForm scope={scope} onCreated={setEstimate} onClose={() => setAsking(false)} />
        )}
        {columns.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" />
            Loading questions…
          </p>
        )}
        {columns.isError && (
          <LoadErrorAlert
            message={`Failed to load research questions: ${columns.error.message}`}
            onRetry={() => void columns.refetch()}
          />
        )}
        {columns.data?.columns.length === 0 && !isAsking && (
          <p className="text-sm text-muted">No questions asked yet.</p>
        )}
        {columns.data && columns.data.columns.length > 0 && (
          <ul className="grid gap-3">
            {columns.data.columns.map((column) => (
              <ResearchColumnItem
                key={column.id}
                column={column}
                leadNames={leadNames}
                canWrite={canWrite}
                estimate={estimates[column.id]}
                onEstimate={(estimate) => setEstimate(column.id, estimate)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
