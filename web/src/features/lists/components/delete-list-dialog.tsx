import { toast } from 'sonner';
import { deleteListQuestion, type TLeadList } from '@contracts/lists';
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
import { useDeleteList } from '../api/lists-api';

/** Spec §5: Delete "{name}"? This will remove all businesses from this list. */
export function DeleteListDialog({
  list,
  onOpenChange,
  onDeleted,
}: {
  list: TLeadList | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteList();
  function confirm() {
    if (!list) return;
    remove.mutate(list.id, {
      onSuccess: () => {
        toast.success('List deleted successfully');
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => toast.error('Failed to delete list', { description: error.message }),
    });
  }
  return (
    <Dialog open={list !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete list</DialogTitle>
          <DialogDescription>{list ? deleteListQuestion(list.name) : ''}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted">The businesses stay in your searches; only the list goes.</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="size-4 text-white" />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
