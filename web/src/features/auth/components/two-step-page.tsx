import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingScreen } from '@web/components/loading-screen';
import { SecondStepForm } from '@web/components/second-step-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSignOut } from '@web/lib/use-sign-out';
import { useSession } from '@web/lib/session';

/**
 * /auth/two-step: after the password (or any other first step), a user with an authenticator app enters its code
 * or a backup code (decision 096). Reached from sign-in, or whenever a session still owes its second step.
 */
export function TwoStepPage() {
  const { isPending, user, refetch } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-white to-canvas px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Two-step sign-in
          </CardTitle>
          <CardDescription>
            Open your authenticator app and enter the code it shows for LeadScout.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SecondStepForm
            onVerified={async () => {
              toast.success('Challenge verified');
              await refetch();
              await navigate('/dashboard', { replace: true });
            }}
          />
          <button
            type="button"
            className="justify-self-center text-sm text-subtle hover:text-foreground hover:underline"
            onClick={() => void signOut()}
          >
            Cancel and sign out
          </button>
        </CardContent>
      </Card>
    </div>
  );
}
