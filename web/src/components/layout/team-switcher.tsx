import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Check, ChevronsUpDown, Plus, Settings, Users } from 'lucide-react';
import { toast } from 'sonner';
import { useActiveTeam, useSwitchTeam } from '@web/lib/active-team';
import { useQuery } from '@tanstack/react-query';
import { getMyTeamsQueryOptions } from '@web/lib/active-team';
import { authClient } from '@web/lib/auth-client';
import { useAcceptInvitation, useDeclineInvitation, useMyInvitations } from '@web/lib/team-invitations';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { CreateTeamDialog } from './create-team-dialog';

/** A detail page of one team's record has nothing to show in another team: switching goes to its list. */
const DETAIL_PAGE = /^\/dashboard\/(history|lists)\/[^/]+/;

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/**
 * The header's team switcher on every signed-in screen (decision 109): the active team, the user's teams with their
 * role, invitations waiting for the verified address, and "Create team". Switching refetches every query.
 */
export function TeamSwitcher() {
  const navigate = useNavigate();
  const active = useActiveTeam();
  const teams = useQuery(getMyTeamsQueryOptions());
  const session = authClient.useSession();
  const isVerified = Boolean((session.data?.user as { emailVerified?: boolean } | undefined)?.emailVerified);
  const invitations = useMyInvitations(isVerified);
  const switchTeam = useSwitchTeam();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [isCreating, setCreating] = useState(false);

  if (!active.data) return null;
  const waiting = invitations.data ?? [];

  function choose(teamId: string, name: string) {
    if (teamId === active.data?.id) return;
    if (DETAIL_PAGE.test(window.location.pathname)) {
      void navigate(window.location.pathname.replace(/\/[^/]+$/, ''));
    }
    switchTeam.mutate(teamId, {
      onSuccess: () => toast.success(`Switched to ${name}`),
      onError: (error) => toast.error('Failed to switch team', { description: error.message }),
    });
  }

  return (
    <>
      {/* Not modal: the page stays in the accessibility tree while the menu is open (axe: aria-hidden-focus). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="max-w-40 min-w-0 sm:max-w-56">
            <Users aria-hidden="true" />
            <span className="sr-only">Team:</span> <span className="truncate">{active.data.name}</span>
            {waiting.length > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-white">
                {waiting.length}
                <span className="sr-only"> {waiting.length === 1 ? 'invitation' : 'invitations'}</span>
              </span>
            )}
            <ChevronsUpDown aria-hidden="true" className="text-muted" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
          <DropdownMenuGroup>
            <DropdownMenuLabel>Your teams</DropdownMenuLabel>
            {(teams.data ?? [active.data]).map((team) => (
              <DropdownMenuItem key={team.id} onSelect={() => choose(team.id, team.name)}>
                <Check
                  aria-hidden="true"
                  className={team.id === active.data.id ? 'text-primary!' : 'invisible'}
                />
                <span className="min-w-0 flex-1 truncate">
                  {team.name}
                  {team.id === active.data.id && <span className="sr-only"> (current)</span>}
                </span>
                <span className="text-xs text-muted">{roleLabel(team.role)}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
          {waiting.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuGroup>
                <DropdownMenuLabel>Invitations</DropdownMenuLabel>
                {waiting.map((invitation) => {
                  const teamName = invitation.organizationName ?? 'a team';
                  return (
                    <div key={invitation.id} className="grid gap-1 px-3 py-2">
                      <p className="text-sm text-foreground">
                        Join <span className="font-medium">{teamName}</span>
                        <span className="text-muted"> as {roleLabel(invitation.role)}</span>
                      </p>
                      <div className="flex gap-1">
                        <DropdownMenuItem
                          className="h-8 bg-primary px-3 text-white data-[highlighted]:bg-primary-hover data-[highlighted]:text-white"
                          aria-label={`Accept invitation to ${teamName}`}
                          onSelect={() =>
                            accept.mutate(
                              { id: invitation.id, teamId: invitation.organizationId },
                              {
                                onSuccess: () => toast.success(`You joined ${teamName}`),
                                onError: (error) =>
                                  toast.error('Failed to accept invitation', { description: error.message }),
                              },
                            )
                          }
                        >
                          Accept
                        </DropdownMenuItem>
                        <DropdownMenuItem
                          className="h-8 px-3"
                          aria-label={`Decline invitation to ${teamName}`}
                          onSelect={() =>
                            decline.mutate(invitation.id, {
                              onSuccess: () => toast.success('Invitation declined'),
                              onError: (error) =>
                                toast.error('Failed to decline invitation', { description: error.message }),
                            })
                          }
                        >
                          Decline
                        </DropdownMenuItem>
                      </div>
                    </div>
                  );
                })}
              </DropdownMenuGroup>
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create team
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/dashboard/settings?tab=team')}>
            <Settings aria-hidden="true" />
            Team settings
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateTeamDialog open={isCreating} onOpenChange={setCreating} />
    </>
  );
}
