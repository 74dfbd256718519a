import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DEFAULT_LIST_COLOR, type TLeadList } from '@contracts/lists';
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
import { useCreateList, useUpdateList } from '../api/lists-api';
import { ListFormFields, type TListFormValues } from './list-form-fields';

type TListFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this list; without it the dialog creates one. */
  list?: TLeadList | null;
  onSaved?: (list: TLeadList) => void;
};

const valuesOf = (list?: TLeadList | null): TListFormValues => ({
  name: list?.name ?? '',
  description: list?.description ?? '',
  color: list?.color ?? DEFAULT_LIST_COLOR,
});

/** Create or edit a list; the save button stays disabled until the name has more than spaces. */
export function ListFormDialog({ open, onOpenChange, list, onSaved }: TListFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && (
          <ListForm
            key={list?.id ?? 'new'}
            list={list}
            onDone={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ListForm({
  list,
  onDone,
  onSaved,
}: {
  list?: TLeadList | null;
  onDone: () => void;
  onSaved?: (list: TLeadList) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(list));
  const create = useCreateList();
  const update = useUpdateList();
  const isEdit = Boolean(list);
  const isPending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.name.trim() === '') return;
    const input = { name: values.name, description: values.description, color: values.color };
    const callbacks = {
      onSuccess: (saved: TLeadList) => {
        toast.success(isEdit ? 'List updated successfully' : 'List created successfully');
        onSaved?.(saved);
        onDone();
      },
      onError: (error: Error) =>
        toast.error(isEdit ? 'Failed to update list' : 'Failed to create list', {
          description: error.message,
        }),
    };
    if (list) update.mutate({ id: list.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Edit List' : 'Create New List'}</DialogTitle>
        <DialogDescription>
          {isEdit ? 'Change the name, description or colour.' : 'Group leads you want to work on together.'}
        </DialogDescription>
      </DialogHeader>
      <ListFormFields values={values} onChange={setValues} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={values.name.trim() === '' || isPending}>
          {isPending && <Spinner className="size-4 text-white" />}
          {isEdit ? 'Save Changes' : 'Create List'}
        </Button>
      </DialogFooter>
    </form>
  );
}
