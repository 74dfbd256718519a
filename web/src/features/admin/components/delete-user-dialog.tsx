import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TAdminUser } from '@contracts/admin';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteUser } from '../api/admin-users';

/** Delete with confirmation; the admin's own row has no delete button (and the server refuses it anyway). */
export function DeleteUserDialog({ user }: { user: TAdminUser }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted hover:text-danger"
          aria-label={`Delete ${user.email}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete user?</DialogTitle>
          <DialogDescription>
            This permanently deletes <span className="font-medium text-body">{user.email}</span> with their
            searches, leads and lists, and cancels any Stripe subscription. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(user.id, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending && <Spinner className="size-4" />}
            {remove.isPending ? 'Deleting...' : 'Delete User'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
