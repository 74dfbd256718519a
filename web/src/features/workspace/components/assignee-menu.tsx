import { memo, useState } from 'react';
import { Check, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { isSavedLead } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/cn';
import { useAssignees, useAssignLeads } from '../api/lead-page-api';
import { assigneeLabel } from '../lib/assignee';

type TAssigneeMenuProps = {
  lead: TLead;
  onAssigned?: (lead: TLead) => void;
  className?: string;
};

/** Initials in a circle (no avatars): the assignee's mark in the table and on the lead page. */
export function AssigneeInitials({ initials, isMe }: { initials: string; isMe: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid size-5 shrink-0 place-items-center rounded-full text-[10px] font-semibold',
        isMe ? 'bg-primary text-white' : 'bg-surface-strong text-body',
      )}
    >
      {initials}
    </span>
  );
}

/**
 * The lead's assignee and the row action to change it (decision 112): "Assign to me", any member of the team, or
 * nobody. Only saved leads can be assigned.
 */
export const AssigneeMenu = memo(function AssigneeMenu({ lead, onAssigned, className }: TAssigneeMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const team = useAssignees(isOpen || Boolean(lead.assignedTo)).data;
  const me = team?.me;
  const assign = useAssignLeads();
  const label = assigneeLabel(lead.assignedTo, team?.assignees, me);
  if (!isSavedLead(lead)) return null;

  function choose(userId: string | null) {
    assign.mutate(
      { ids: [lead.id], userId },
      {
        onSuccess: () => {
          setOpen(false);
          onAssigned?.({ ...lead, assignedTo: userId });
        },
        onError: (error) => toast.error('Assignment failed', { description: error.message }),
      },
    );
  }

  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={`Assignee of ${lead.businessName}: ${label ? label.name : 'nobody'}. Change`}
        className={cn(
          'inline-flex min-h-6 max-w-full items-center gap-1 rounded px-1 py-0.5 text-[11px] text-body hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary',
          className,
        )}
      >
        {label ? (
          <>
            <AssigneeInitials initials={label.initials} isMe={label.isMe} />
            <span className="truncate">{label.name}</span>
          </>
        ) : (
          <>
            <UserRound className="size-3.5 text-muted" aria-hidden="true" />
            <span className="text-muted">Unassigned</span>
          </>
        )}
      </PopoverTrigger>
      <PopoverContent className="w-60 p-1" aria-label={`Assign ${lead.businessName}`}>
        <ul className="grid" role="list">
          {me && lead.assignedTo !== me && (
            <li>
              <MenuButton onClick={() => choose(me)} disabled={assign.isPending}>
                Assign to me
              </MenuButton>
            </li>
          )}
          {team?.assignees
            ?.filter((person) => person.id !== me)
            .map((person) => (
              <li key={person.id}>
                <MenuButton onClick={() => choose(person.id)} disabled={assign.isPending}>
                  <span className="truncate">{person.name || person.email}</span>
                  {lead.assignedTo === person.id && (
                    <Check className="ml-auto size-4" aria-label="assigned" />
                  )}
                </MenuButton>
              </li>
            ))}
          {lead.assignedTo && (
            <li>
              <MenuButton onClick={() => choose(null)} disabled={assign.isPending}>
                Unassign
              </MenuButton>
            </li>
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
});

function MenuButton(props: { onClick: () => void; disabled: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm text-emphasis hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
    >
      {props.children}
    </button>
  );
}
