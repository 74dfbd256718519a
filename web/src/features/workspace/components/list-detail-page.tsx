import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Send } from 'lucide-react';
import {
  BackLink,
  DetailLoadError,
  DetailLoading,
  useDetailLoadError,
} from '@web/components/detail-page-states';
import { Button } from '@web/components/ui/button';
import { PushToCrmDialog } from '@web/features/integrations';
import { getListQueryOptions, ListFormDialog } from '@web/features/lists';
import { ResearchPanel } from '@web/features/research';
import { LeadsWorkspace } from './leads-workspace';
import { useTeamCan } from '@web/lib/active-team';

const BACK_LINK = <BackLink to="/dashboard/lists">Back to Lists</BackLink>;

/** /dashboard/lists/:listId — the list's businesses in the full workspace; an unknown list goes back to the grid. */
export function ListDetailPage() {
  const { listId = '' } = useParams();
  const result = useQuery(getListQueryOptions(listId));
  const [isEditing, setEditing] = useState(false);
  const [isPushing, setPushing] = useState(false);
  const canWrite = useTeamCan({ work: ['write'] });
  const isNotFound = useDetailLoadError(
    result.error,
    {
      notFound: 'List not found',
      failure: 'Failed to load businesses',
      backTo: '/dashboard/lists',
    },
    { kind: 'list', id: listId },
  );

  if (result.isPending || isNotFound) return <DetailLoading back={BACK_LINK} />;
  if (result.isError) {
    return (
      <DetailLoadError
        back={BACK_LINK}
        message={`Failed to load businesses: ${result.error.message}`}
        onRetry={() => void result.refetch()}
      />
    );
  }

  const { list, leads } = result.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        {BACK_LINK}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              <span
                className="size-4 shrink-0 rounded-full"
                style={{ backgroundColor: list.color }}
                aria-hidden="true"
              />
              {list.name}
            </h1>
            {list.description && <p className="text-muted">{list.description}</p>}
          </div>
          {canWrite && (
            <div className="flex flex-wrap gap-2">
              {leads.length > 0 && (
                <Button variant="outline" size="sm" onClick={() => setPushing(true)}>
                  <Send aria-hidden="true" />
                  Push List to CRM
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit List
              </Button>
            </div>
          )}
        </div>
      </div>
      <LeadsWorkspace
        leads={leads}
        source={{ kind: 'list', listId: list.id }}
        emptyMessage={
          <span>
            This list is empty. Add businesses from a{' '}
            <Link to="/dashboard/search" className="text-primary hover:underline">
              search
            </Link>{' '}
            with Add to List.
          </span>
        }
      />
      <ResearchPanel scope={{ listId: list.id }} leads={leads} />
      <ListFormDialog open={isEditing} onOpenChange={setEditing} list={list} />
      <PushToCrmDialog open={isPushing} onOpenChange={setPushing} listId={list.id} count={leads.length} />
    </div>
  );
}
