import { toast } from 'sonner';
import type { TSearchSummary } from '@contracts/search';
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
import { searchTitle } from '@web/features/search';
import { useDeleteSearch } from '../api/get-searches';

type TDeleteSearchDialogProps = { search: TSearchSummary | null; onOpenChange: (open: boolean) => void };

export function DeleteSearchDialog({ search, onOpenChange }: TDeleteSearchDialogProps) {
  const deleteSearch = useDeleteSearch();

  function handleDelete() {
    if (!search) return;
    deleteSearch.mutate(search.id, {
      onSuccess: () => {
        toast.success('Search deleted');
        onOpenChange(false);
      },
      onError: (error) => toast.error('Delete failed', { description: error.message }),
    });
  }

  return (
    <Dialog open={search !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this search?</DialogTitle>
          <DialogDescription>
            {search && (
              <>
                “{searchTitle(search)}” and its {search.resultsCount.toLocaleString()}{' '}
                {search.resultsCount === 1 ? 'business' : 'businesses'} will be deleted permanently, including
                their notes and tags. This cannot be undone.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={deleteSearch.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleDelete} disabled={deleteSearch.isPending}>
            {deleteSearch.isPending && <Spinner className="size-4 text-white" />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
