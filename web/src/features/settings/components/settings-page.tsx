import { useSearchParams } from 'react-router';
import { ComingSoon } from '@web/components/coming-soon';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { SubscriptionTab } from '@web/features/billing/components/subscription-tab';
import { ProfileTab } from './profile-tab';

export const SETTINGS_TABS = [
  { value: 'subscription', label: 'Subscription' },
  { value: 'api-keys', label: 'API Keys' },
  { value: 'templates', label: 'Email Templates' },
  { value: 'profile', label: 'Profile' },
] as const;

type TSettingsTab = (typeof SETTINGS_TABS)[number]['value'];

const isTab = (value: string | null): value is TSettingsTab => SETTINGS_TABS.some((tab) => tab.value === value);

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
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Settings</h1>
        <p className="text-slate-600">Your subscription, API keys, email templates and profile.</p>
      </header>
      <Tabs value={tab} onValueChange={selectTab}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList className="w-max min-w-full sm:min-w-0">
            {SETTINGS_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="subscription">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="api-keys">
          <ComingSoon title="API Keys" />
        </TabsContent>
        <TabsContent value="templates">
          <ComingSoon title="Email Templates" />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
