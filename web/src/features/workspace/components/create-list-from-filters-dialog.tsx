import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DEFAULT_LIST_COLOR } from '@contracts/lists';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ListFormFields, type TListFormValues, useCreateList } from '@web/features/lists';

type TCreateListFromFiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leadIds: string[];
};

/** Makes a list of exactly the businesses the current filters show (spec §5 messages). */
export function CreateListFromFiltersDialog({
  open,
  onOpenChange,
  leadIds,
}: TCreateListFromFiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <CreateFromFiltersForm leadIds={leadIds} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateFromFiltersForm({ leadIds, onDone }: { leadIds: string[]; onDone: () => void }) {
  const [values, setValues] = useState<TListFormValues>({
    name: '',
    description: '',
    color: DEFAULT_LIST_COLOR,
  });
  const create = useCreateList();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.name.trim() === '') {
      toast.error('Please enter a list name');
      return;
    }
    if (leadIds.length === 0) {
      toast.error('No businesses to add to list');
      return;
    }
    create.mutate(
      { ...values, leadIds },
      {
        onSuccess: (list) => {
          toast.success('List created successfully', {
            description: `"${list.name}" with ${list.memberCount.toLocaleString()} ${list.memberCount === 1 ? 'business' : 'businesses'}`,
          });
          onDone();
        },
        onError: (error) => toast.error('Failed to create list', { description: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create List from Filters</DialogTitle>
        <DialogDescription>
          {leadIds.length.toLocaleString()} {leadIds.length === 1 ? 'business matches' : 'businesses match'}{' '}
          the current filters.
        </DialogDescription>
      </DialogHeader>
      <ListFormFields values={values} onChange={setValues} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="size-4 text-white" />}
          Create List
        </Button>
      </DialogFooter>
    </form>
  );
}
