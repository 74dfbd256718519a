import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { ROLES, type TRole } from '@contracts/account';
import { SUBSCRIPTION_STATUSES, type TSubscriptionStatusValue } from '@contracts/admin';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateUser } from '../api/admin-users';
import { Select } from '@web/components/ui/select';

const ROLE_LABELS: Record<TRole, string> = { user: 'User', admin: 'Admin', beta: 'Beta tester' };
const REQUIRED_MESSAGE = 'Email and password are required';

/** Create User (spec §5): email and password required; role defaults to user and status to active. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateUser();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setError(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError(REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    create.mutate(
      {
        email,
        password,
        fullName: String(form.get('fullName') ?? '').trim() || null,
        role: String(form.get('role')) as TRole,
        status: String(form.get('status')) as TSubscriptionStatusValue,
      },
      { onSuccess: () => setOpen(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>
            The account can sign in right away with this email and password.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label="Create user">
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
          />
          <FormField
            label={
              <>
                Full Name <span className="font-normal text-muted">(optional)</span>
              </>
            }
            name="fullName"
            autoComplete="off"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="create-user-role">Role</Label>
              <Select id="create-user-role" name="role" defaultValue="user">
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="create-user-status">Subscription</Label>
              <Select id="create-user-status" name="status" defaultValue="active">
                {SUBSCRIPTION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status === 'active' ? 'Active' : 'Inactive'}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner className="size-4" />}
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { ROLE_LABELS };
