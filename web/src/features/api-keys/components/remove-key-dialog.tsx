import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TMaskedKey } from '@contracts/api-keys';
import { ConfirmDialog } from '@web/components/confirm-dialog';

type TRemoveKeyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The removal (the Google key's or the AI key's delete mutation). */
  remove: UseMutationResult<TMaskedKey, Error, void>;
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast once it is gone ("API key deleted"). */
  done: string;
  /** The toast's title when it fails ("Delete failed"). */
  failed: string;
};

/** Asks before a team key is removed, then removes it and says so (or shows why not). */
export function RemoveKeyDialog({
  open,
  onOpenChange,
  remove,
  done,
  failed,
  ...texts
}: TRemoveKeyDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      {...texts}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast.success(done);
            onOpenChange(false);
          },
          onError: (e) => toast.error(failed, { description: e.message }),
        })
      }
    />
  );
}
