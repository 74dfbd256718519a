import { useState } from 'react';
import { LogOut, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TActiveTeam } from '@contracts/teams';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDeleteTeam, useLeaveTeam } from '../api/team-api';
import { ConfirmDialog } from '@web/components/confirm-dialog';

/**
 * Leaving (anyone but the last owner) and deleting (owners) a team. A personal team is neither: it lives as long
 * as its account.
 */
export function LeaveOrDeleteCard({ team, canDelete }: { team: TActiveTeam; canDelete: boolean }) {
  const leave = useLeaveTeam(team.id);
  const remove = useDeleteTeam(team.id);
  const [asking, setAsking] = useState<'leave' | 'delete' | null>(null);

  if (team.personal) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Personal team</CardTitle>
          <CardDescription>
            Every account has a personal team. It cannot be left or deleted; create a team for each client
            instead.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const close = (open: boolean) => !open && setAsking(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave or delete</CardTitle>
        <CardDescription>
          Leaving takes you back to your personal team. Deleting removes the team and everything made in it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setAsking('leave')}>
          <LogOut aria-hidden="true" />
          Leave team
        </Button>
        {canDelete && (
          <Button variant="destructive" onClick={() => setAsking('delete')}>
            <Trash2 aria-hidden="true" />
            Delete team
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking === 'leave'}
        onOpenChange={close}
        title="Leave team"
        description={`Leave ${team.name}? You lose access to its searches, lists and leads until someone invites you again.`}
        confirmLabel="Leave"
        isPending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              toast.success(`You left ${team.name}`);
              setAsking(null);
            },
            onError: (failure) => toast.error('Failed to leave team', { description: failure.message }),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={close}
        title="Delete team"
        description={`Delete ${team.name}? Its searches, lists, leads and templates are deleted for every member. This cannot be undone.`}
        confirmLabel="Delete team"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(`${team.name} deleted`);
              setAsking(null);
            },
            onError: (failure) => toast.error('Failed to delete team', { description: failure.message }),
          })
        }
      />
    </Card>
  );
}
