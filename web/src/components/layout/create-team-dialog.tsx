import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCreateTeam } from '@web/lib/team-invitations';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';

const NAME_MAX = 80;

/** "Create team": a name (the slug is made from it); the new team becomes the active one. */
export function CreateTeamDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTeam();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Team name is required');
    if (trimmed.length > NAME_MAX) return setError(`Team name must be at most ${NAME_MAX} characters`);
    create.mutate(trimmed, {
      onSuccess: () => {
        toast.success(`Team "${trimmed}" created`, { description: 'You are now working in it.' });
        setName('');
        setError(null);
        onOpenChange(false);
      },
      onError: (failure) => toast.error('Failed to create team', { description: failure.message }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create team</DialogTitle>
          <DialogDescription>
            A team shares its searches, lists and leads with the people you invite. One per client works well.
          </DialogDescription>
        </DialogHeader>
        <form aria-label="Create team" onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Team name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
            maxLength={NAME_MAX}
            autoComplete="organization"
            required
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner className="size-4 text-white" />}
              Create team
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
