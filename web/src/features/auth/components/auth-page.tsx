import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@web/components/loading-screen';
import { usePublicConfig } from '@web/components/layout/use-public-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TWO_STEP_PATH } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** What a failed trip to Google (or an expired verification link) comes back with, in words. */
function signInProblem(code: string | null): string | null {
  if (!code) return null;
  if (code === 'account_not_linked')
    return 'This email already has a LeadScout account that has not confirmed its address. Sign in with your password, confirm your email, then link Google in Settings.';
  // A confirmation link that did not sign anyone in (server/lib/auth/identity-rules.ts, verificationLanding).
  if (code === 'LINK_USED')
    return 'That link was already used, so your email is confirmed. Sign in with your password.';
  if (code === 'TOKEN_EXPIRED')
    return 'That link has expired (links work for 24 hours). Sign in with your password.';
  if (code === 'INVALID_TOKEN') return 'That link is not valid. Sign in with your password.';
  return 'Sign in with Google did not complete. Please try again.';
}

/** `?returnTo=` (an invitation link, say): a path of this app only, never another origin. */
function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export function AuthPage() {
  const { isPending, user, secondStepPending } = useSession();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [signInEmail, setSignInEmail] = useState('');
  const returnTo = safeReturnPath(params.get('returnTo'));
  const problem = signInProblem(params.get('error'));
  const { data: config } = usePublicConfig();

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to={returnTo ?? '/dashboard'} replace />;
  if (secondStepPending) return <Navigate to={TWO_STEP_PATH} replace />;

  function handleSignedUp(email: string) {
    setSignInEmail(email);
    setTab('sign-in');
  }

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-white to-canvas px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Welcome to LeadScout
          </CardTitle>
          <CardDescription>
            Sign in to your account or create a new one to start finding leads.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {problem && (
            <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-strong">
              {problem}
            </p>
          )}
          {config?.googleSignIn && (
            <>
              <GoogleButton />
              <div className="flex items-center gap-3 text-xs text-subtle uppercase" aria-hidden="true">
                <span className="h-px flex-1 bg-surface-strong" />
                or
                <span className="h-px flex-1 bg-surface-strong" />
              </div>
            </>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm key={signInEmail} defaultEmail={signInEmail} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm onSignedUp={handleSignedUp} returnTo={returnTo ?? '/dashboard'} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
