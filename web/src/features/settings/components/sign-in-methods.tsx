import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { usePublicConfig } from '@web/components/layout/use-public-config';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';
import { GoogleMark } from '@web/components/google-mark';

type TLinkedAccount = { id: string; providerId: string };

const ACCOUNTS_KEY = ['auth', 'accounts'] as const;
const BACK_HERE = '/dashboard/settings?tab=security';

async function fail(error: { message?: string; statusText: string; code?: string } | null) {
  if (error) throw new Error(authErrorMessage(error));
}

type TUnlinkButtonProps = { isLast: boolean; isPending: boolean; onClick: () => void; children: ReactNode };

/** Removes one way to sign in; never the last one (the server refuses it too). */
function UnlinkButton({ isLast, isPending, onClick, children }: TUnlinkButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isLast || isPending}
      title={isLast ? 'Your only way to sign in cannot be removed' : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The ways this account signs in — password, Google — with link and unlink. Linking Google needs a verified
 * address (the server says so); the last way to sign in cannot be removed (the server refuses it too).
 */
export function SignInMethods() {
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  const accounts = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      await fail(error);
      return (data ?? []) as TLinkedAccount[];
    },
  });
  const session = authClient.useSession();
  const emailVerified = session.data?.user.emailVerified ?? false;
  const email = session.data?.user.email ?? '';

  const link = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.linkSocial({
        provider: 'google',
        callbackURL: BACK_HERE,
        errorCallbackURL: BACK_HERE,
      });
      await fail(error);
    },
    onError: (error) => toast.error('Could not link Google', { description: error.message }),
  });
  const unlink = useMutation({
    mutationFn: async (accountId: string) => {
      const { error } = await authClient.unlinkAccount({ accountId });
      await fail(error);
    },
    onSuccess: () => {
      toast.success('Sign-in method removed.');
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
    onError: (error) => toast.error('Could not remove it', { description: error.message }),
  });
  const resend = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/dashboard' });
      await fail(error);
    },
    onSuccess: () => toast.success(`We sent a new confirmation link to ${email}.`),
    onError: (error) => toast.error('Could not send the link', { description: error.message }),
  });

  const list = accounts.data ?? [];
  const password = list.find((a) => a.providerId === 'credential');
  const google = list.find((a) => a.providerId === 'google');
  const isLast = list.length <= 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sign-in Methods</CardTitle>
        <CardDescription>
          The ways you can sign in to LeadScout. You always keep at least one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {accounts.isPending ? (
          <>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </>
        ) : (
          <ul className="grid gap-3" aria-label="Sign-in methods">
            <MethodRow
              icon={<KeyRound className="size-5 text-subtle" aria-hidden="true" />}
              name="Password"
              detail={
                password
                  ? 'Your email and a password'
                  : 'Not set. Use “Forgot password?” on the sign-in page to set one.'
              }
              connected={Boolean(password)}
              action={
                password && (
                  <UnlinkButton
                    isLast={isLast}
                    isPending={unlink.isPending}
                    onClick={() => unlink.mutate(password.id)}
                  >
                    Remove
                  </UnlinkButton>
                )
              }
            />
            {(config?.googleSignIn || google) && (
              <MethodRow
                icon={<GoogleMark className="size-5" />}
                name="Google"
                detail={google ? 'Sign in with your Google account' : 'Not linked'}
                connected={Boolean(google)}
                action={
                  google ? (
                    <UnlinkButton
                      isLast={isLast}
                      isPending={unlink.isPending}
                      onClick={() => unlink.mutate(google.id)}
                    >
                      Unlink
                    </UnlinkButton>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={!emailVerified || link.isPending}
                      onClick={() => link.mutate()}
                    >
                      {link.isPending && <Spinner className="size-4" />}
                      Link Google
                    </Button>
                  )
                }
              />
            )}
          </ul>
        )}
        {!session.isPending && !emailVerified && (
          <div
            role="status"
            className="grid gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-strong sm:flex sm:items-center sm:justify-between"
          >
            <p>Confirm your email address to link Google. Use the link we sent you.</p>
            <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
              Send the link again
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function MethodRow({
  icon,
  name,
  detail,
  connected,
  action,
}: {
  icon: React.ReactNode;
  name: string;
  detail: string;
  connected: boolean;
  action: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-line px-4 py-3">
      <span className="grid size-9 place-items-center rounded-full bg-canvas">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium text-foreground">
          {name}
          {connected && <Badge variant="success">Connected</Badge>}
        </p>
        <p className="text-sm break-words text-muted">{detail}</p>
      </div>
      {action}
    </li>
  );
}
