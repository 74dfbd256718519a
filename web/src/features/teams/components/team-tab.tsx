import { useState, type FormEvent } from 'react';
import { UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import { roleCan, TEAM_ROLES, type TTeamRole } from '@contracts/team-roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveTeam } from '@web/lib/active-team';
import { formatDate } from '@web/lib/format-date';
import { useSession } from '@web/lib/session';
import type { TActiveTeam } from '@contracts/teams';
import {
  useCancelInvitation,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRenameTeam,
  useTeamDetails,
  type TTeamMember,
} from '../api/team-api';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LeaveOrDeleteCard } from './leave-or-delete-card';

export const ROLE_LABELS: Record<TTeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

const ROLE_HINTS: Record<TTeamRole, string> = {
  owner: 'billing, deleting the team and everything below',
  admin: 'members, the Google key and integrations',
  member: 'search, edit leads and lists, email, export',
  viewer: 'read and export only',
};

/** The roles one may hand out: only an owner makes owners (the plugin refuses it to an admin anyway). */
function RoleOptions({ withOwner }: { withOwner: boolean }) {
  return TEAM_ROLES.filter((role) => withOwner || role !== 'owner').map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}

/** Settings → Team: the active team's name, members, invitations, and leaving or deleting it (decision 109). */
export function TeamTab() {
  const active = useActiveTeam();
  if (!active.data) {
    return (
      <div className="grid gap-6">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return <TeamSettings key={active.data.id} team={active.data} />;
}

function TeamSettings({ team }: { team: TActiveTeam }) {
  const can = (permission: Parameters<typeof roleCan>[1]) => roleCan(team.role, permission);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TeamNameCard team={team} canRename={can({ organization: ['update'] })} />
      <MembersCard team={team} />
      {can({ invitation: ['create'] }) && <InviteCard team={team} />}
      <LeaveOrDeleteCard team={team} canDelete={can({ organization: ['delete'] })} />
    </div>
  );
}

function TeamNameCard({ team, canRename }: { team: TActiveTeam; canRename: boolean }) {
  const rename = useRenameTeam(team.id);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Team name is required');
    setError(null);
    rename.mutate(name, {
      onSuccess: () => toast.success('Team renamed'),
      onError: (failure) => toast.error('Failed to rename team', { description: failure.message }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          Everything made in {team.personal ? 'your personal team' : 'this team'} is shared with its members.
          Your role here: <span className="font-medium text-foreground">{ROLE_LABELS[team.role]}</span>.
        </CardDescription>
      </CardHeader>
      <form onSubmit={submit} aria-label="Rename team" noValidate>
        <CardContent className="grid gap-4 sm:max-w-md">
          <FormField
            label="Team name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            error={error}
            disabled={!canRename}
            hint={canRename ? undefined : 'Only an owner or admin can rename the team.'}
          />
        </CardContent>
        {canRename && (
          <CardFooter>
            <Button type="submit" disabled={rename.isPending || name.trim() === team.name}>
              {rename.isPending && <Spinner className="size-4" />}
              Save name
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}

function MembersCard({ team }: { team: TActiveTeam }) {
  const { user } = useSession();
  const details = useTeamDetails(team.id);
  const changeRole = useChangeMemberRole(team.id);
  const remove = useRemoveMember(team.id);
  const [leaving, setLeaving] = useState<TTeamMember | null>(null);
  const canChangeRoles = roleCan(team.role, { member: ['update'] });
  const canRemove = roleCan(team.role, { member: ['delete'] });
  const isOwner = roleCan(team.role, { organization: ['delete'] });
  const members = details.data?.members ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>Who works in this team, and what each role may do.</CardDescription>
      </CardHeader>
      <CardContent>
        {details.isPending ? (
          <Skeleton className="h-24" />
        ) : details.isError ? (
          <p className="text-sm text-danger">Failed to load members: {details.error.message}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Members">
            {members.map((member) => {
              const isMe = member.userId === user?.id;
              // The personal team's person stays its owner (the server refuses anyway).
              const isFixed = team.personal && isMe;
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-foreground">
                      {member.name || member.email}
                      {isMe && <span className="font-normal text-muted"> (you)</span>}
                    </p>
                    <p className="truncate text-sm text-muted">{member.email}</p>
                  </div>
                  {canChangeRoles && !isFixed && (isOwner || member.role !== 'owner') ? (
                    <div className="w-32">
                      <Label htmlFor={`role-${member.id}`} className="sr-only">
                        Role of {member.name || member.email}
                      </Label>
                      <Select
                        id={`role-${member.id}`}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) =>
                          changeRole.mutate(
                            { memberId: member.id, role: event.target.value as TTeamRole },
                            {
                              onSuccess: () => toast.success('Role changed'),
                              onError: (failure) =>
                                toast.error('Failed to change role', { description: failure.message }),
                            },
                          )
                        }
                      >
                        <RoleOptions withOwner={isOwner} />
                      </Select>
                    </div>
                  ) : (
                    <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
                  )}
                  {canRemove && !isMe && (isOwner || member.role !== 'owner') && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${member.name || member.email}`}
                      onClick={() => setLeaving(member)}
                    >
                      <UserMinus aria-hidden="true" />
                      <span className="hidden sm:inline">Remove</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title="Remove member"
        description={`Remove ${leaving?.name || leaving?.email} from ${team.name}? They lose access at once; what they made stays in the team.`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() =>
          leaving &&
          remove.mutate(leaving.id, {
            onSuccess: () => {
              toast.success('Member removed');
              setLeaving(null);
            },
            onError: (failure) => toast.error('Failed to remove member', { description: failure.message }),
          })
        }
      />
    </Card>
  );
}

function InviteCard({ team }: { team: TActiveTeam }) {
  const details = useTeamDetails(team.id);
  const invite = useInviteMember(team.id);
  const cancel = useCancelInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TTeamRole>('member');
  const [error, setError] = useState<string | null>(null);
  const isOwner = roleCan(team.role, { organization: ['delete'] });
  const invitations = details.data?.invitations ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setError('Enter a valid email address');
    setError(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast.success('Invitation sent', { description: `We mailed a link to ${email.trim()}.` });
          setEmail('');
        },
        onError: (failure) => toast.error('Failed to send invitation', { description: failure.message }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a colleague</CardTitle>
        <CardDescription>
          They get a link by email and join once they have confirmed that address. Invitations expire after 7
          days.
        </CardDescription>
      </CardHeader>
      <form onSubmit={submit} aria-label="Invite a colleague" noValidate>
        <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start">
          <FormField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <Select
              id="invite-role"
              value={role}
              onChange={(event) => setRole(event.target.value as TTeamRole)}
              aria-describedby="invite-role-hint"
            >
              <RoleOptions withOwner={isOwner} />
            </Select>
          </div>
          <p id="invite-role-hint" className="text-xs text-muted sm:col-span-2">
            {ROLE_LABELS[role]}: {ROLE_HINTS[role]}.
          </p>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending && <Spinner className="size-4" />}
            Send invitation
          </Button>
        </CardFooter>
      </form>
      {invitations.length > 0 && (
        <CardContent className="grid grid-cols-1 gap-2 border-t border-line pt-6">
          <h3 className="text-sm font-semibold text-foreground">Pending invitations</h3>
          <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{invitation.email}</p>
                  <p className="text-sm text-muted">
                    {ROLE_LABELS[invitation.role]} · expires {formatDate(invitation.expiresAt)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Cancel invitation for ${invitation.email}`}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(invitation.id, {
                      onSuccess: () => toast.success('Invitation cancelled'),
                      onError: (failure) =>
                        toast.error('Failed to cancel invitation', { description: failure.message }),
                    })
                  }
                >
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
