import type { FormEvent } from 'react';
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
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { useUpdateProfile } from '../api/update-profile';

/** Settings → Profile: full name and company name (email is the sign-in and not editable here). */
export function ProfileTab() {
  const { me } = useSession();
  const update = useUpdateProfile();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate({
      fullName: String(form.get('fullName') ?? ''),
      companyName: String(form.get('companyName') ?? ''),
    });
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How LeadScout greets you and signs your outreach.</CardDescription>
        </CardHeader>
        <form onSubmit={handleSubmit} aria-label="Profile">
          {me ? (
            <CardContent className="grid gap-4 sm:max-w-md">
              <FormField label="Email" name="email" value={me.email} readOnly disabled />
              <FormField
                label="Full Name"
                name="fullName"
                autoComplete="name"
                maxLength={100}
                defaultValue={me.fullName ?? ''}
              />
              <FormField
                label="Company Name"
                name="companyName"
                autoComplete="organization"
                maxLength={100}
                defaultValue={me.companyName ?? ''}
              />
            </CardContent>
          ) : (
            <CardContent className="grid gap-4 sm:max-w-md">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </CardContent>
          )}
          <CardFooter>
            <Button type="submit" disabled={update.isPending || !me}>
              {update.isPending && <Spinner className="size-4" />}
              {update.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
