import { initialsOf, type TAssignee } from '@contracts/lead-activity';

export type TAssigneeLabel = { initials: string; name: string; isMe: boolean } | null;

/**
 * What the table shows for a lead's assignee: initials and a name ("You" for the signed-in user), null when nobody
 * is assigned. An id no longer among the team's members (removed since) still shows, as "Former member".
 */
export function assigneeLabel(
  assignedTo: string | null | undefined,
  assignees: readonly TAssignee[] | undefined,
  me: string | undefined,
): TAssigneeLabel {
  if (!assignedTo) return null;
  const person = assignees?.find((a) => a.id === assignedTo);
  const name = person?.name.trim() || person?.email || (assignees ? 'Former member' : '…');
  return { initials: initialsOf(name), name: assignedTo === me ? 'You' : name, isMe: assignedTo === me };
}
