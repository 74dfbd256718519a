import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@web/components/loading-screen';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TWO_STEP_PATH } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const { isPending, user, secondStepPending } = useSession();
  const [tab, setTab] = useState('sign-in');
  const [signInEmail, setSignInEmail] = useState('');

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;
  if (secondStepPending) return <Navigate to={TWO_STEP_PATH} replace />;

  function handleSignedUp(email: string) {
    setSignInEmail(email);
    setTab('sign-in');
  }

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-white to-slate-50 px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Welcome to LeadScout
          </CardTitle>
          <CardDescription>
            Sign in to your account or create a new one to start finding leads.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm key={signInEmail} defaultEmail={signInEmail} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm onSignedUp={handleSignedUp} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
