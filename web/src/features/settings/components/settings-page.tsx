import { useSearchParams } from 'react-router';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { ApiKeysTab } from '@web/features/api-keys';
import { ApiTokensTab } from '@web/features/api-tokens';
import { BrandingTab } from '@web/features/audit-reports';
import { IntegrationsTab } from '@web/features/integrations';
import { MailboxesTab } from '@web/features/mailboxes';
import { SubscriptionTab } from '@web/features/billing';
import { TemplatesTab } from '@web/features/outreach';
import { SuppressionsTab } from '@web/features/suppressions';
import { TeamTab } from '@web/features/teams';
import { WebhooksTab } from '@web/features/webhooks';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const SETTINGS_TABS = [
  { value: 'subscription', label: 'Subscription' },
  { value: 'team', label: 'Team' },
  { value: 'api-keys', label: 'API Keys' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'mailboxes', label: 'Mailboxes' },
  { value: 'api-tokens', label: 'API Tokens' },
  { value: 'webhooks', label: 'Webhooks' },
  { value: 'branding', label: 'Branding' },
  { value: 'templates', label: 'Email Templates' },
  { value: 'suppressions', label: 'Suppression list' },
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
] as const;

type TSettingsTab = (typeof SETTINGS_TABS)[number]['value'];

const isTab = (value: string | null): value is TSettingsTab =>
  SETTINGS_TABS.some((tab) => tab.value === value);

/** /dashboard/settings?tab=…: the tab lives in the URL (default subscription), so links and Back work. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TSettingsTab = isTab(requested) ? requested : 'subscription';

  function selectTab(value: string) {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next);
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Settings</h1>
        <p className="text-muted">
          Your subscription, team, Google API key, CRM integrations, mailboxes, API tokens, webhooks, report
          branding, email templates, suppression list, profile and sign-in security.
        </p>
      </header>
      <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
        {/* The kit's list is one row; eleven tabs need six rows on a phone, so this list is styled here. */}
        <TabsPrimitive.List className="grid w-full grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1 text-muted sm:inline-flex sm:w-fit sm:flex-wrap">
          {SETTINGS_TABS.map(({ value, label }) => (
            <TabsPrimitive.Trigger
              key={value}
              value={value}
              className={cn(
                'inline-flex h-8 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                'hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
                'data-[state=active]:bg-white data-[state=active]:text-foreground data-[state=active]:shadow-sm',
              )}
            >
              {label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        <TabsContent value="subscription">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="team">
          <TeamTab />
        </TabsContent>
        <TabsContent value="api-keys">
          <ApiKeysTab />
        </TabsContent>
        <TabsContent value="integrations">
          <IntegrationsTab />
        </TabsContent>
        <TabsContent value="mailboxes">
          <MailboxesTab />
        </TabsContent>
        <TabsContent value="api-tokens">
          <ApiTokensTab />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksTab />
        </TabsContent>
        <TabsContent value="branding">
          <BrandingTab />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="suppressions">
          <SuppressionsTab />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
