import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_LIST_COLOR, PARTIALLY_ADDED_MESSAGE } from '@contracts/lists';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { LeadCheckbox } from '@web/features/leads';
import { useAddToLists, useCreateList, useLists } from '../api/lists-api';

type TAddToListDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leadIds: string[];
  onAdded?: () => void;
};

/** Puts the selected businesses into one or more lists; pairs already present are reported, not doubled. */
export function AddToListDialog({ open, onOpenChange, leadIds, onAdded }: TAddToListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <AddToListForm leadIds={leadIds} onDone={() => onOpenChange(false)} onAdded={onAdded} />}
      </DialogContent>
    </Dialog>
  );
}

function AddToListForm({
  leadIds,
  onDone,
  onAdded,
}: {
  leadIds: string[];
  onDone: () => void;
  onAdded?: () => void;
}) {
  const lists = useLists();
  const addToLists = useAddToLists();
  const createList = useCreateList();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [newName, setNewName] = useState('');

  function toggle(id: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function create() {
    createList.mutate(
      { name: newName, color: DEFAULT_LIST_COLOR },
      {
        onSuccess: (list) => {
          toast.success('List created successfully');
          setNewName('');
          toggle(list.id, true);
        },
        onError: (error) => toast.error('Failed to create list', { description: error.message }),
      },
    );
  }

  function add() {
    addToLists.mutate(
      { listIds: [...chosen], leadIds },
      {
        onSuccess: ({ added, alreadyPresent }) => {
          if (alreadyPresent > 0)
            toast.warning(PARTIALLY_ADDED_MESSAGE, {
              description: `${added} added, ${alreadyPresent} already there`,
            });
          else
            toast.success(
              `Added ${added} ${added === 1 ? 'business' : 'businesses'} to ${chosen.size === 1 ? 'the list' : `${chosen.size} lists`}`,
            );
          onAdded?.();
          onDone();
        },
        onError: (error) => toast.error('Failed to add to list', { description: error.message }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add to List</DialogTitle>
        <DialogDescription>
          Add {leadIds.length.toLocaleString()} {leadIds.length === 1 ? 'business' : 'businesses'} to one or
          more lists.
        </DialogDescription>
      </DialogHeader>
      {lists.isPending ? (
        <Skeleton className="h-24" />
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to load lists: {lists.error.message}
        </p>
      ) : lists.data.length === 0 ? (
        <p className="rounded-md bg-canvas px-3 py-4 text-center text-sm text-muted">
          No lists yet. Create one below.
        </p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Lists">
          {lists.data.map((list) => (
            <li key={list.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-canvas">
                <LeadCheckbox
                  checked={chosen.has(list.id)}
                  onCheckedChange={(checked) => toggle(list.id, checked)}
                  label={list.name}
                />
                <span
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: list.color }}
                  aria-hidden="true"
                />
                <span className="flex-1 truncate text-sm text-foreground">{list.name}</span>
                <span className="text-xs text-muted tabular-nums">{list.memberCount}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (newName.trim()) create();
        }}
      >
        <Input
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          placeholder="New list name"
          aria-label="New list name"
          className="h-9"
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="h-9"
          disabled={newName.trim() === '' || createList.isPending}
        >
          <Plus aria-hidden="true" />
          Create
        </Button>
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={add} disabled={chosen.size === 0 || addToLists.isPending}>
          {addToLists.isPending && <Spinner className="size-4 text-white" />}
          Add to {chosen.size > 1 ? `${chosen.size} Lists` : 'List'}
        </Button>
      </DialogFooter>
    </div>
  );
}
