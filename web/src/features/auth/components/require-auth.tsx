import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@web/components/loading-screen';
import { TWO_STEP_PATH } from '@web/lib/second-step';
import { useSession } from '@web/lib/session';

/**
 * Layout route for signed-in screens: spinner while the session loads, the two-step screen for a session that still
 * owes its second step, else /auth for visitors.
 */
export function RequireAuth() {
  const { isPending, user, secondStepPending } = useSession();

  if (isPending) return <LoadingScreen />;
  if (secondStepPending) return <Navigate to={TWO_STEP_PATH} replace />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
