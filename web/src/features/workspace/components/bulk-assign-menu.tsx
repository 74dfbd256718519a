import { useState } from 'react';
import { UserRound } from 'lucide-react';
import type { TAssignee } from '@contracts/lead-activity';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useAssignees } from '../api/lead-page-api';
import { AssigneeChoices } from './assignee-menu';

type TBulkAssignMenuProps = {
  count: number;
  isPending: boolean;
  /** A member of the team, or null to unassign; the menu closes once the choice is made. */
  onAssign: (person: TAssignee | null) => void;
};

/** The bulk bar's "Assign to…": every selected business to one member of the team, or to nobody (decision 112). */
export function BulkAssignMenu({ count, isPending, onAssign }: TBulkAssignMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const team = useAssignees(isOpen).data;
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline">
          <UserRound aria-hidden="true" />
          Assign to…
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-60 p-1" aria-label={`Assign ${count.toLocaleString()} selected`}>
        {team ? (
          <AssigneeChoices
            me={team.me}
            assignees={team.assignees}
            disabled={isPending}
            onChoose={(person) => {
              setOpen(false);
              onAssign(person);
            }}
          />
        ) : (
          <p className="px-2 py-1.5 text-sm text-muted">Loading the team…</p>
        )}
      </PopoverContent>
    </Popover>
  );
}
