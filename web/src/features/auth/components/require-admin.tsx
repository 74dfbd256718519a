import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@web/components/loading-screen';
import { useSession } from '@web/lib/session';

/**
 * Layout route for admin screens, nested inside RequireAuth. Hiding these screens is cosmetic: the server
 * enforces the admin role on every admin call.
 */
export function RequireAdmin() {
  const { isMePending, me } = useSession();

  if (isMePending) return <LoadingScreen />;
  if (!me?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
