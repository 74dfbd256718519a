import { ROLES, type TRole } from '@contracts/account';
import type { TAdminUser } from '@contracts/admin';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { planName } from '@web/features/billing';
import { formatDate } from '@web/lib/format-date';
import { useAdminUsers, useChangeRole, useSetSubscription } from '../api/admin-users';
import { useMediaQuery } from '@web/lib/use-media-query';
import { AdminNav } from './admin-nav';
import { CreateUserDialog, ROLE_LABELS } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { SearchCountBadge } from './search-count-badge';
import { Select } from '@web/components/ui/select';
import { SubscriptionSwitch } from './subscription-switch';

const SELF_HINT = 'You cannot change your own account';

/** Whether the user has two-step sign-in: an authenticator app and/or passkeys. */
function TwoStepBadge({ twoStep }: { twoStep: TAdminUser['twoStep'] }) {
  const parts = [
    twoStep.authenticatorApp && 'App',
    twoStep.passkeys > 0 && (twoStep.passkeys === 1 ? '1 passkey' : `${twoStep.passkeys} passkeys`),
  ].filter(Boolean);
  if (parts.length === 0) return <Badge variant="secondary">Off</Badge>;
  return <Badge variant="success">{parts.join(' · ')}</Badge>;
}

/** The per-user controls, shared by the table row (wide screens) and the card (narrow screens). */
function useUserControls(user: TAdminUser) {
  const changeRole = useChangeRole();
  const setSubscription = useSetSubscription();
  const isActive = user.subscriptionStatus === 'active';

  const role = (
    <Select
      className="w-32"
      aria-label={`Role for ${user.email}`}
      title={user.isSelf ? SELF_HINT : undefined}
      value={changeRole.isPending ? (changeRole.variables?.role ?? user.role) : user.role}
      disabled={user.isSelf || changeRole.isPending}
      onChange={(event) => changeRole.mutate({ userId: user.id, role: event.target.value as TRole })}
    >
      {ROLES.map((value) => (
        <option key={value} value={value}>
          {ROLE_LABELS[value]}
        </option>
      ))}
    </Select>
  );
  const subscription = (
    <div className="grid gap-0.5" title={user.isSelf ? SELF_HINT : undefined}>
      <SubscriptionSwitch
        checked={setSubscription.isPending ? setSubscription.variables?.status === 'active' : isActive}
        disabled={user.isSelf || setSubscription.isPending}
        label={`Subscription for ${user.email}`}
        onCheckedChange={(checked) =>
          setSubscription.mutate({ userId: user.id, status: checked ? 'active' : 'inactive' })
        }
      />
      {isActive && user.planType && <span className="text-xs text-muted">{planName(user.planType)}</span>}
    </div>
  );
  const email = (
    <div className="flex min-w-0 items-center gap-2">
      <span className="truncate font-medium text-foreground" title={user.email}>
        {user.email}
      </span>
      {user.isSelf && <Badge variant="secondary">You</Badge>}
    </div>
  );
  return { role, subscription, email };
}

/** The teams a user belongs to and the role in each (personal team first). */
function UserTeams({ teams }: { teams: TAdminUser['teams'] }) {
  if (teams.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="grid gap-0.5">
      {teams.map((team) => (
        <li key={team.id} className="truncate" title={team.name}>
          <span className="text-foreground">{team.name}</span>{' '}
          <span className="text-xs text-muted">{team.role.charAt(0).toUpperCase() + team.role.slice(1)}</span>
        </li>
      ))}
    </ul>
  );
}

function UserRow({ user }: { user: TAdminUser }) {
  const { role, subscription, email } = useUserControls(user);
  return (
    <TableRow>
      <TableCell className="max-w-56">{email}</TableCell>
      <TableCell className="max-w-40 truncate text-muted" title={user.fullName ?? undefined}>
        {user.fullName ?? '—'}
      </TableCell>
      <TableCell>{role}</TableCell>
      <TableCell>{subscription}</TableCell>
      <TableCell className="max-w-48">
        <UserTeams teams={user.teams} />
      </TableCell>
      <TableCell>
        <TwoStepBadge twoStep={user.twoStep} />
      </TableCell>
      <TableCell>
        <SearchCountBadge count={user.searchCount} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted">{formatDate(user.createdAt)}</TableCell>
      <TableCell className="px-1 text-right">{!user.isSelf && <DeleteUserDialog user={user} />}</TableCell>
    </TableRow>
  );
}

function UserCard({ user }: { user: TAdminUser }) {
  const { role, subscription, email } = useUserControls(user);
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          {email}
          <span className="truncate text-sm text-muted">{user.fullName ?? 'No name'}</span>
        </div>
        {!user.isSelf && <DeleteUserDialog user={user} />}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {role}
        {subscription}
      </div>
      <div className="grid gap-1 text-sm">
        <span className="text-xs text-muted">Teams</span>
        <UserTeams teams={user.teams} />
      </div>
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          Two-step <TwoStepBadge twoStep={user.twoStep} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          Searches <SearchCountBadge count={user.searchCount} />
        </span>
        <span>Joined {formatDate(user.createdAt)}</span>
      </div>
    </li>
  );
}

/**
 * /admin/users: every account with role, subscription toggle, teams, two-step sign-in, searches and delete (spec §2,
 * §5, §6).
 */
export function UsersPage() {
  const users = useAdminUsers();
  /** The table needs the room of a wide screen; narrower ones get one card per user. */
  const isWide = useMediaQuery('(min-width: 1280px)');

  return (
    <div className="grid gap-6">
      <AdminNav />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            User Management
          </h1>
          <p className="text-muted">
            {users.data
              ? `${users.data.length.toLocaleString()} registered accounts`
              : 'Every account on this LeadScout.'}
          </p>
        </div>
        <CreateUserDialog />
      </header>

      {users.isError && (
        <LoadErrorAlert
          message={`Could not load users: ${users.error.message}`}
          onRetry={() => users.refetch()}
        />
      )}

      {!isWide && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Users">
          {users.isPending &&
            Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-36 w-full" />
              </li>
            ))}
          {users.data?.map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      )}

      {isWide && (
        <Card className="overflow-hidden">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Email</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Subscription</TableHead>
                <TableHead>Teams</TableHead>
                <TableHead>Two-step</TableHead>
                <TableHead>Searches</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.isPending &&
                Array.from({ length: 4 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={9}>
                      <Skeleton className="h-6 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {users.data?.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  );
}
