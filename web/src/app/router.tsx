import type { RouteObject } from 'react-router';
import { ComingSoon } from '@web/components/coming-soon';
import { RootLayout } from '@web/components/layout/root-layout';
import { AuthPage } from '@web/features/auth/components/auth-page';
import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { AnalyticsPage } from '@web/features/admin/components/analytics-page';
import { UsersPage } from '@web/features/admin/components/users-page';
import { DashboardLayout } from '@web/features/dashboard/components/dashboard-layout';
import { OverviewPage } from '@web/features/dashboard/components/overview-page';
import { LandingPage } from '@web/features/landing/components/landing-page';
import { SettingsPage } from '@web/features/settings/components/settings-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * The whole route table. A feature that builds a screen replaces its `<ComingSoon />` element with the page
 * component imported from `@web/features/<name>/components/…`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'try-sample-search', element: <ComingSoon title="Free Sample Search" /> },
          { path: 'sample-results', element: <ComingSoon title="Your Sample Leads" /> },
          { path: 'for-web-designers', element: <ComingSoon title="LeadScout for Web Designers" /> },
          {
            path: 'for-marketing-agencies',
            element: <ComingSoon title="LeadScout for Marketing Agencies" />,
          },
          { path: 'for-chatbot-providers', element: <ComingSoon title="LeadScout for Chatbot Providers" /> },
          { path: 'privacy-policy', element: <ComingSoon title="Privacy Policy" /> },
          { path: 'refund-policy', element: <ComingSoon title="Refund Policy" /> },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                element: <DashboardLayout />,
                children: [
                  { index: true, element: <OverviewPage /> },
                  { path: 'search', element: <ComingSoon title="Search Businesses" /> },
                  { path: 'history', element: <ComingSoon title="Search History" /> },
                  { path: 'history/:id', element: <ComingSoon title="Search Results" /> },
                  { path: 'lists', element: <ComingSoon title="Lead Lists" /> },
                  { path: 'lists/:listId', element: <ComingSoon title="Lead List" /> },
                  { path: 'usage', element: <ComingSoon title="Usage" /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'api-key-guide', element: <ComingSoon title="How to Get API Key" /> },
                ],
              },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  {
                    element: <DashboardLayout />,
                    children: [
                      { path: 'users', element: <UsersPage /> },
                      { path: 'analytics', element: <AnalyticsPage /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
