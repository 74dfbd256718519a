import { Outlet } from 'react-router';
import { DashboardSidebar } from './dashboard-sidebar';

/** Signed-in screens: sidebar navigation beside the routed content. */
export function DashboardLayout() {
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col md:flex-row">
      <DashboardSidebar />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:py-8">
        <Outlet />
      </div>
    </div>
  );
}
