import { ROLES, type TRole } from '@contracts/account';
import type { TAdminUser } from '@contracts/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDate, planName } from '@web/features/billing/components/format';
import { useAdminUsers, useChangeRole, useSetSubscription } from '../api/admin-users';
import { AdminNav } from './admin-nav';
import { CreateUserDialog, ROLE_LABELS } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { SearchCountBadge } from './search-count-badge';
import { Select } from './select-field';
import { SubscriptionSwitch } from './subscription-switch';

const SELF_HINT = 'You cannot change your own account';

function UserRow({ user }: { user: TAdminUser }) {
  const changeRole = useChangeRole();
  const setSubscription = useSetSubscription();
  const isActive = user.subscriptionStatus === 'active';

  return (
    <TableRow>
      <TableCell className="max-w-64">
        <div className="flex items-center gap-2">
          <span className="truncate font-medium text-slate-900" title={user.email}>
            {user.email}
          </span>
          {user.isSelf && <Badge variant="secondary">You</Badge>}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">{user.fullName ?? '—'}</TableCell>
      <TableCell>
        <Select
          className="w-32"
          aria-label={`Role for ${user.email}`}
          title={user.isSelf ? SELF_HINT : undefined}
          value={changeRole.isPending ? (changeRole.variables?.role ?? user.role) : user.role}
          disabled={user.isSelf || changeRole.isPending}
          onChange={(event) => changeRole.mutate({ userId: user.id, role: event.target.value as TRole })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </TableCell>
      <TableCell>
        <div className="grid gap-0.5" title={user.isSelf ? SELF_HINT : undefined}>
          <SubscriptionSwitch
            checked={setSubscription.isPending ? setSubscription.variables?.status === 'active' : isActive}
            disabled={user.isSelf || setSubscription.isPending}
            label={`Subscription for ${user.email}`}
            onCheckedChange={(checked) => setSubscription.mutate({ userId: user.id, status: checked ? 'active' : 'inactive' })}
          />
          {isActive && user.planType && <span className="text-xs text-slate-500">{planName(user.planType)}</span>}
        </div>
      </TableCell>
      <TableCell>
        <SearchCountBadge count={user.searchCount} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-slate-600">{formatDate(user.createdAt)}</TableCell>
      <TableCell className="text-right">{!user.isSelf && <DeleteUserDialog user={user} />}</TableCell>
    </TableRow>
  );
}

/** /admin/users: every account with role, subscription toggle, searches and delete (spec §2, §5, §6). */
export function UsersPage() {
  const users = useAdminUsers();

  return (
    <div className="grid gap-6">
      <AdminNav />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">User Management</h1>
          <p className="text-slate-600">
            {users.data ? `${users.data.length.toLocaleString()} registered accounts` : 'Every account on this LeadScout.'}
          </p>
        </div>
        <CreateUserDialog />
      </header>

      {users.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="flex-1">Could not load users: {users.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => users.refetch()}>
            Try again
          </Button>
        </div>
      )}

      <Card className="overflow-hidden">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Email</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Subscription</TableHead>
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
                  <TableCell colSpan={7}>
                    <Skeleton className="h-6 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {users.data?.map((user) => <UserRow key={user.id} user={user} />)}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
