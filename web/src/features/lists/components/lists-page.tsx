import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FolderOpen, MoreVertical, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { toast } from 'sonner';
import type { TLeadList } from '@contracts/lists';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLists } from '../api/lists-api';
import { DeleteListDialog } from './delete-list-dialog';
import { ListFormDialog } from './list-form-dialog';
import { useTeamCan } from '@web/lib/active-team';

function ListCard({ list, onEdit, onDelete }: { list: TLeadList; onEdit: () => void; onDelete: () => void }) {
  const canWrite = useTeamCan({ work: ['write'] });
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="h-1.5" style={{ backgroundColor: list.color }} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold text-foreground">
            <Link
              to={`/dashboard/lists/${list.id}`}
              className="break-words after:absolute after:inset-0 hover:text-primary focus-visible:outline-none"
            >
              {list.name}
            </Link>
          </h2>
          {canWrite && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="relative z-10 -mt-1 -mr-2 size-8"
                  aria-label={`Actions for ${list.name}`}
                >
                  <MoreVertical aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-40">
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden="true" />
                  Edit
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={onDelete} className="text-danger data-[highlighted]:text-danger">
                  <Trash2 aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        {list.description ? (
          <p className="line-clamp-2 text-sm text-muted">{list.description}</p>
        ) : (
          <p className="text-sm text-muted">No description</p>
        )}
        <p className="mt-auto inline-flex items-center gap-1.5 text-sm text-body">
          <Users className="size-4 text-faint" aria-hidden="true" />
          {list.memberCount.toLocaleString()} {list.memberCount === 1 ? 'business' : 'businesses'}
        </p>
      </div>
    </Card>
  );
}

/** /dashboard/lists: the user's lists as colour-coded cards, with create, edit and delete. */
export function ListsPage() {
  const lists = useLists();
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TLeadList | null>(null);
  const [deleting, setDeleting] = useState<TLeadList | null>(null);
  const canWrite = useTeamCan({ work: ['write'] });

  useEffect(() => {
    if (lists.error) toast.error('Failed to load lists', { description: lists.error.message });
  }, [lists.error]);

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Lead Lists</h1>
          <p className="text-muted">Organise the businesses you want to work on into colour-coded lists.</p>
        </div>
        {canWrite && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New List
          </Button>
        )}
      </header>

      {lists.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 rounded-lg" />
          ))}
        </div>
      ) : lists.isError ? (
        <LoadErrorAlert
          message={`Failed to load lists: ${lists.error.message}`}
          onRetry={() => lists.refetch()}
        />
      ) : lists.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FolderOpen className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-foreground">No lists yet</h2>
          <p className="max-w-sm text-sm text-muted">
            Create a list, then add businesses to it from any search with the Add to List button.
          </p>
          {canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Create Your First List
            </Button>
          )}
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.map((list) => (
            <li key={list.id} className="grid">
              <ListCard list={list} onEdit={() => setEditing(list)} onDelete={() => setDeleting(list)} />
            </li>
          ))}
        </ul>
      )}

      <ListFormDialog open={isCreating} onOpenChange={setCreating} />
      <ListFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        list={editing}
      />
      <DeleteListDialog list={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
