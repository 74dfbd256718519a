import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@web/components/loading-screen';
import { useSession } from '@web/lib/session';

/** Layout route for signed-in screens: spinner while the session loads, else /auth for visitors. */
export function RequireAuth() {
  const { isPending, user } = useSession();

  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
