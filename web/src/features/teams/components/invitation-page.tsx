import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MailCheck, Users } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoadingScreen } from '@web/components/loading-screen';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth-client';
import { formatDate } from '@web/lib/format-date';
import { useSession } from '@web/lib/session';
import { useAcceptInvitation, useDeclineInvitation } from '@web/lib/team-invitations';
import { useInvitation } from '../api/invitation-api';
import { ROLE_LABELS } from './team-tab';

function InvitationCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-white to-canvas px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-chip text-primary">
            <Users aria-hidden="true" className="size-6" />
          </div>
          <CardTitle as="h1" className="text-xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </div>
  );
}

/**
 * /invitations/:id, where an invitation mail's link lands (decision 109). Signed out: sign in or sign up, coming
 * back here. An unconfirmed address: confirm it first. Then the team, who invited and the role, with Accept and
 * Decline; an expired or used invitation says so.
 */
export function InvitationPage() {
  const { id = '' } = useParams();
  const { isPending, user } = useSession();
  const session = authClient.useSession();
  const isVerified = Boolean((session.data?.user as { emailVerified?: boolean } | undefined)?.emailVerified);
  const here = `/invitations/${encodeURIComponent(id)}`;

  if (isPending) return <LoadingScreen />;
  if (!user) {
    const returnTo = encodeURIComponent(here);
    return (
      <InvitationCard
        title="You're invited to a team"
        description="Sign in, or create an account with the address the invitation was sent to, to see it."
      >
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild className="w-full sm:w-auto">
            <Link to={`/auth?returnTo=${returnTo}`}>Sign In</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={`/auth?tab=sign-up&returnTo=${returnTo}`}>Create Account</Link>
          </Button>
        </CardFooter>
      </InvitationCard>
    );
  }
  if (!isVerified) return <ConfirmAddressFirst email={user.email} returnTo={here} />;
  return <InvitationDetails id={id} />;
}

function ConfirmAddressFirst({ email, returnTo }: { email: string; returnTo: string }) {
  const resend = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: returnTo });
      if (error) throw new Error(error.message || 'Please try again.');
    },
    onSuccess: () => toast.success('Confirmation link sent', { description: `Check ${email}.` }),
    onError: (error) => toast.error('Failed to send the link', { description: error.message }),
  });
  return (
    <InvitationCard
      title="Confirm your email first"
      description={`Invitations are shown only to a confirmed address. Open the link we mailed to ${email}; it brings you back here.`}
    >
      <CardFooter className="justify-center">
        <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? <Spinner className="size-4" /> : <MailCheck aria-hidden="true" />}
          Send the link again
        </Button>
      </CardFooter>
    </InvitationCard>
  );
}

function InvitationDetails({ id }: { id: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(id, true);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  if (invitation.isPending) {
    return (
      <InvitationCard title="Team invitation" description="Loading the invitation…">
        <CardContent>
          <Skeleton className="h-16" />
        </CardContent>
      </InvitationCard>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    const isOtherAddress = error instanceof ApiError && error.status === 403;
    return (
      <InvitationCard
        title={
          isOtherAddress ? 'This invitation is for another address' : 'This invitation is no longer valid'
        }
        description={
          isOtherAddress
            ? 'It was sent to a different email address than the one you are signed in with. Sign in with that address to accept it.'
            : 'It has expired, was already used, or was cancelled. Ask the person who invited you to send a new one.'
        }
      >
        <CardFooter className="justify-center">
          <Button asChild variant="outline">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardFooter>
      </InvitationCard>
    );
  }

  const { teamName, inviterEmail, role, expiresAt, teamId } = invitation.data;
  const isBusy = accept.isPending || decline.isPending;
  return (
    <InvitationCard
      title={`Join ${teamName}`}
      description={`${inviterEmail} invited you to work in this team.`}
    >
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
          <dt className="text-muted">Team</dt>
          <dd className="font-medium text-foreground">{teamName}</dd>
          <dt className="text-muted">Invited by</dt>
          <dd className="truncate text-foreground">{inviterEmail}</dd>
          <dt className="text-muted">Your role</dt>
          <dd className="text-foreground">{ROLE_LABELS[role]}</dd>
          <dt className="text-muted">Expires</dt>
          <dd className="text-foreground">{formatDate(expiresAt)}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button
          className="w-full sm:w-auto"
          disabled={isBusy}
          onClick={() =>
            accept.mutate(
              { id, teamId },
              {
                onSuccess: () => {
                  toast.success(`You joined ${teamName}`);
                  void navigate('/dashboard');
                },
                onError: (error) =>
                  toast.error('Failed to accept invitation', { description: error.message }),
              },
            )
          }
        >
          {accept.isPending && <Spinner className="size-4 text-white" />}
          Accept
        </Button>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={isBusy}
          onClick={() =>
            decline.mutate(id, {
              onSuccess: () => {
                toast.success('Invitation declined');
                void navigate('/dashboard');
              },
              onError: (error) => toast.error('Failed to decline invitation', { description: error.message }),
            })
          }
        >
          Decline
        </Button>
      </CardFooter>
    </InvitationCard>
  );
}
