import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '@web/components/layout/root-layout';
import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { LandingPage } from '@web/features/landing/components/landing-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { lazyPage } from './lazy-page';

/** Every screen but the landing page loads on demand (the landing page's JavaScript budget is 150 KB gzipped). */
const AuthPage = lazyPage(() => import('@web/features/auth/components/auth-page').then((m) => m.AuthPage));
const TwoStepPage = lazyPage(() =>
  import('@web/features/auth/components/two-step-page').then((m) => m.TwoStepPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('@web/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('@web/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const SetupAdminPage = lazyPage(() =>
  import('@web/features/auth/components/setup-admin-page').then((m) => m.SetupAdminPage),
);
const TrySampleSearchPage = lazyPage(() =>
  import('@web/features/sample/components/try-sample-search-page').then((m) => m.TrySampleSearchPage),
);
const SampleResultsPage = lazyPage(() =>
  import('@web/features/sample/components/sample-results-page').then((m) => m.SampleResultsPage),
);
const SolutionPage = lazyPage(() =>
  import('@web/features/solutions/components/solution-page').then((m) => m.SolutionPage),
);
const PrivacyPolicyPage = lazyPage(() =>
  import('@web/features/policies/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
const RefundPolicyPage = lazyPage(() =>
  import('@web/features/policies/components/refund-policy-page').then((m) => m.RefundPolicyPage),
);
const ApiDocsPage = lazyPage(() =>
  import('@web/features/api-docs/components/api-docs-page').then((m) => m.ApiDocsPage),
);
const WebhooksDocsPage = lazyPage(() =>
  import('@web/features/api-docs/components/webhooks-docs-page').then((m) => m.WebhooksDocsPage),
);
const IntegrationsDocsPage = lazyPage(() =>
  import('@web/features/api-docs/components/integrations-docs-page').then((m) => m.IntegrationsDocsPage),
);
const BotPage = lazyPage(() => import('@web/features/bot/components/bot-page').then((m) => m.BotPage));
const ApiKeyGuidePage = lazyPage(() =>
  import('@web/features/api-keys/components/api-key-guide-page').then((m) => m.ApiKeyGuidePage),
);
const DashboardLayout = lazyPage(() =>
  import('@web/features/dashboard/components/dashboard-layout').then((m) => m.DashboardLayout),
);
const OverviewPage = lazyPage(() =>
  import('@web/features/dashboard/components/overview-page').then((m) => m.OverviewPage),
);
const HistoryPage = lazyPage(() =>
  import('@web/features/history/components/history-page').then((m) => m.HistoryPage),
);
const SearchResultsPage = lazyPage(() =>
  import('@web/features/history/components/search-results-page').then((m) => m.SearchResultsPage),
);
const SearchPage = lazyPage(() =>
  import('@web/features/search/components/search-page').then((m) => m.SearchPage),
);
const ListsPage = lazyPage(() =>
  import('@web/features/lists/components/lists-page').then((m) => m.ListsPage),
);
const LeadPage = lazyPage(() =>
  import('@web/features/workspace/components/lead-page').then((m) => m.LeadPage),
);
const ListDetailPage = lazyPage(() =>
  import('@web/features/workspace/components/list-detail-page').then((m) => m.ListDetailPage),
);
const CampaignsPage = lazyPage(() =>
  import('@web/features/campaigns/components/campaigns-page').then((m) => m.CampaignsPage),
);
const CampaignPage = lazyPage(() =>
  import('@web/features/campaigns/components/campaign-page').then((m) => m.CampaignPage),
);
const SweepsPage = lazyPage(() =>
  import('@web/features/sweeps/components/sweeps-page').then((m) => m.SweepsPage),
);
const SweepPage = lazyPage(() =>
  import('@web/features/sweeps/components/sweep-page').then((m) => m.SweepPage),
);
/** The bell in the navigation of someone signed in; its code loads only then. */
const NotificationBell = lazy(() =>
  import('@web/features/notifications').then((m) => ({ default: m.NotificationBell })),
);
const MonitorPage = lazyPage(() =>
  import('@web/features/monitors/components/monitor-page').then((m) => m.MonitorPage),
);
const SweepLeadsPage = lazyPage(() =>
  import('@web/features/sweeps/components/sweep-leads-page').then((m) => m.SweepLeadsPage),
);
const UsagePage = lazyPage(() =>
  import('@web/features/usage/components/usage-page').then((m) => m.UsagePage),
);
const SettingsPage = lazyPage(() =>
  import('@web/features/settings/components/settings-page').then((m) => m.SettingsPage),
);
const InvitationPage = lazyPage(() =>
  import('@web/features/teams/components/invitation-page').then((m) => m.InvitationPage),
);
const UsersPage = lazyPage(() =>
  import('@web/features/admin/components/users-page').then((m) => m.UsersPage),
);
const AnalyticsPage = lazyPage(() =>
  import('@web/features/admin/components/analytics-page').then((m) => m.AnalyticsPage),
);

/**
 * The whole route table. A screen is declared above with
 * `lazyPage(() => import('@web/features/<name>/components/…').then((m) => m.Page))` so that its code stays out of
 * the landing page's bundle.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout signedInExtras={<NotificationBell />} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'auth/two-step', element: <TwoStepPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'try-sample-search', element: <TrySampleSearchPage /> },
          { path: 'sample-results', element: <SampleResultsPage /> },
          { path: 'for-web-designers', element: <SolutionPage persona="web-designers" /> },
          { path: 'for-marketing-agencies', element: <SolutionPage persona="marketing-agencies" /> },
          { path: 'for-chatbot-providers', element: <SolutionPage persona="chatbot-providers" /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'refund-policy', element: <RefundPolicyPage /> },
          { path: 'bot', element: <BotPage /> },
          { path: 'docs/api', element: <ApiDocsPage /> },
          { path: 'docs/webhooks', element: <WebhooksDocsPage /> },
          { path: 'docs/integrations', element: <IntegrationsDocsPage /> },
          { path: 'invitations/:id', element: <InvitationPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'setup-admin', element: <SetupAdminPage /> },
              {
                path: 'dashboard',
                element: <DashboardLayout />,
                children: [
                  { index: true, element: <OverviewPage /> },
                  { path: 'search', element: <SearchPage /> },
                  { path: 'history', element: <HistoryPage /> },
                  { path: 'history/:id', element: <SearchResultsPage /> },
                  { path: 'lists', element: <ListsPage /> },
                  { path: 'lists/:listId', element: <ListDetailPage /> },
                  { path: 'leads/:id', element: <LeadPage /> },
                  { path: 'campaigns', element: <CampaignsPage /> },
                  { path: 'campaigns/:id', element: <CampaignPage /> },
                  { path: 'sweeps', element: <SweepsPage /> },
                  { path: 'sweeps/:id', element: <SweepPage /> },
                  { path: 'sweeps/:id/leads', element: <SweepLeadsPage /> },
                  { path: 'monitors/:id', element: <MonitorPage /> },
                  { path: 'usage', element: <UsagePage /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'api-key-guide', element: <ApiKeyGuidePage /> },
                  // The guide is public now (/docs/webhooks); old links and bookmarks land there.
                  { path: 'webhooks-guide', element: <Navigate to="/docs/webhooks" replace /> },
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
