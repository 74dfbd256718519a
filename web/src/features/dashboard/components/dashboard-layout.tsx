import { Outlet } from 'react-router';
import { APP_MAX_WIDTH } from '@web/components/layout/page-width';
import { SecondStepDialog } from '@web/components/second-step-dialog';
import { cn } from '@web/lib/cn';
import { DashboardSidebar } from './dashboard-sidebar';

/** Signed-in screens: sidebar navigation beside the routed content. */
export function DashboardLayout() {
  return (
    <div className={cn('mx-auto flex w-full flex-1 flex-col md:flex-row', APP_MAX_WIDTH)}>
      <DashboardSidebar />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:py-8">
        <Outlet />
      </div>
      <SecondStepDialog />
    </div>
  );
}
