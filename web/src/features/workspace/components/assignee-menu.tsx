import { memo, useState } from 'react';
import { Check, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { isSavedLead } from '@contracts/leads';
import type { TAssignee } from '@contracts/lead-activity';
import type { TLead } from '@contracts/search';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useTeamCan } from '@web/lib/active-team';
import { cn } from '@web/lib/cn';
import { useAssignees, useAssignLeads } from '../api/lead-page-api';
import { assigneeLabel, type TAssigneeLabel } from '../lib/assignee';

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

const TRIGGER = 'inline-flex min-h-6 max-w-full items-center gap-1 rounded px-1 py-0.5 text-[11px] text-body';

function AssigneeMark({ label }: { label: TAssigneeLabel }) {
  if (!label) {
    return (
      <>
        <UserRound className="size-3.5 text-muted" aria-hidden="true" />
        <span className="text-muted">Unassigned</span>
      </>
    );
  }
  return (
    <>
      <AssigneeInitials initials={label.initials} isMe={label.isMe} />
      <span className="truncate">{label.name}</span>
    </>
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
  const canWrite = useTeamCan({ work: ['write'] });
  if (!isSavedLead(lead)) return null;
  // A viewer sees who has the lead, without the menu (decision 109).
  if (!canWrite) {
    return (
      <span className={cn(TRIGGER, className)}>
        {label && <span className="sr-only">Assigned to </span>}
        <AssigneeMark label={label} />
      </span>
    );
  }

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
          TRIGGER,
          'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary',
          className,
        )}
      >
        <AssigneeMark label={label} />
      </PopoverTrigger>
      <PopoverContent className="w-60 p-1" aria-label={`Assign ${lead.businessName}`}>
        <AssigneeChoices
          me={me}
          assignees={team?.assignees}
          current={lead.assignedTo ?? null}
          disabled={assign.isPending}
          onChoose={(person) => choose(person?.id ?? null)}
        />
      </PopoverContent>
    </Popover>
  );
});

type TAssigneeChoicesProps = {
  me: string | undefined;
  assignees: readonly TAssignee[] | undefined;
  /** The leads' one assignee (a row); `undefined` for a selection of rows (every choice shows). */
  current?: string | null;
  disabled: boolean;
  onChoose: (person: TAssignee | null) => void;
};

/** The menu's choices: "Assign to me", the team's other members, and "Unassign" (the row menu and the bulk bar). */
export function AssigneeChoices({ me, assignees, current, disabled, onChoose }: TAssigneeChoicesProps) {
  const self = assignees?.find((person) => person.id === me);
  return (
    <ul className="grid" role="list">
      {self && current !== me && (
        <li>
          <MenuButton onClick={() => onChoose(self)} disabled={disabled}>
            Assign to me
          </MenuButton>
        </li>
      )}
      {assignees
        ?.filter((person) => person.id !== me)
        .map((person) => (
          <li key={person.id}>
            <MenuButton onClick={() => onChoose(person)} disabled={disabled}>
              <span className="truncate">{person.name || person.email}</span>
              {current === person.id && <Check className="ml-auto size-4" aria-label="assigned" />}
            </MenuButton>
          </li>
        ))}
      {current !== null && (
        <li>
          <MenuButton onClick={() => onChoose(null)} disabled={disabled}>
            Unassign
          </MenuButton>
        </li>
      )}
    </ul>
  );
}

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
