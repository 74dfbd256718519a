import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { LeadsWorkspace } from '@web/features/workspace/components/leads-workspace';
import { getListQueryOptions } from '../api/lists-api';
import { ListFormDialog } from './list-form-dialog';

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-slate-600">
      <Link to="/dashboard/lists">
        <ArrowLeft aria-hidden="true" />
        Back to Lists
      </Link>
    </Button>
  );
}

/** /dashboard/lists/:listId — the list's businesses in the full workspace; an unknown list goes back to the grid. */
export function ListDetailPage() {
  const { listId = '' } = useParams();
  const navigate = useNavigate();
  const result = useQuery(getListQueryOptions(listId));
  const [isEditing, setEditing] = useState(false);
  const isNotFound = result.error instanceof ApiError && result.error.status === 404;

  useEffect(() => {
    if (!result.error) return;
    if (isNotFound) {
      toast.error('List not found');
      void navigate('/dashboard/lists', { replace: true });
    } else {
      toast.error('Failed to load businesses', { description: result.error.message });
    }
  }, [result.error, isNotFound, navigate]);

  if (result.isPending || isNotFound) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96 w-full rounded-lg" />
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="grid gap-6">
        <BackButton />
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="flex-1">Failed to load businesses: {result.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => result.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const { list, leads } = result.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <BackButton />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              <span
                className="size-4 shrink-0 rounded-full"
                style={{ backgroundColor: list.color }}
                aria-hidden="true"
              />
              {list.name}
            </h1>
            {list.description && <p className="text-slate-600">{list.description}</p>}
          </div>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit List
          </Button>
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
      <ListFormDialog open={isEditing} onOpenChange={setEditing} list={list} />
    </div>
  );
}
