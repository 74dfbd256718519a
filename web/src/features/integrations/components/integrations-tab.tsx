import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleX, Plug, RefreshCw, Unplug } from 'lucide-react';
import { toast } from 'sonner';
import { CRM_NAMES, type TCrmConnection, type TCrmProvider } from '@contracts/crm';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useTeamCan } from '@web/lib/active-team';
import { useConnectCrm, useCrmConnections, useDisconnectCrm, useTestCrm } from '../api/crm';
import { AutoPushSetting } from './auto-push-setting';
import { CrmSettings } from './crm-settings';

/** What each CRM asks for, and where its users find it. */
const CRM_SETUP: {
  provider: TCrmProvider;
  tokenLabel: string;
  hint: string;
  placeholder: string;
  becomes: string;
  /** HighLevel: its tokens belong to one location, whose id comes with the token. */
  location?: { label: string; hint: string };
}[] = [
  {
    provider: 'hubspot',
    tokenLabel: 'HubSpot private app token',
    hint: 'In HubSpot: Settings → Integrations → Private Apps → Create a private app with the CRM companies, contacts and deals scopes (read and write), then copy its access token.',
    placeholder: 'pat-na1-…',
    becomes: 'A lead becomes a HubSpot company with its people as contacts, and a deal if you like.',
  },
  {
    provider: 'pipedrive',
    tokenLabel: 'Pipedrive API token',
    hint: 'In Pipedrive: your avatar → Personal preferences → API → copy your personal API token.',
    placeholder: '40 characters',
    becomes:
      'A lead becomes a Pipedrive organization with a LeadScout note and its people as persons, and a lead in your Leads inbox or a deal if you like.',
  },
  {
    provider: 'highlevel',
    tokenLabel: 'HighLevel private integration token',
    hint: 'In the HighLevel sub-account: Settings → Private Integrations → Create new integration with the contacts, opportunities and locations scopes (view and edit), then copy its token.',
    placeholder: 'pit-…',
    becomes:
      'A lead becomes a tagged HighLevel contact for the business with a LeadScout note, its people as contacts, and an opportunity if you like.',
    location: {
      label: 'HighLevel location id',
      hint: 'The sub-account the token belongs to: the id after /location/ in the HighLevel address bar.',
    },
  },
];

/** Settings → Integrations: connect the team's CRMs, test them and choose what a lead becomes there. */
export function IntegrationsTab() {
  const connections = useCrmConnections();
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">
        Push leads to your CRM from the results table or a list. Pushing a lead again updates its record
        there. The{' '}
        <Link to="/docs/integrations" className="text-primary underline underline-offset-4">
          integrations guide
        </Link>{' '}
        shows where each CRM keeps its token and what a lead becomes there.
      </p>
      {CRM_SETUP.map((setup) =>
        connections.isLoading ? (
          <Skeleton key={setup.provider} className="h-40" />
        ) : (
          <CrmCard
            key={setup.provider}
            setup={setup}
            connection={connections.data?.connections.find((c) => c.provider === setup.provider) ?? null}
          />
        ),
      )}
    </div>
  );
}

function CrmCard({
  setup,
  connection,
}: {
  setup: (typeof CRM_SETUP)[number];
  connection: TCrmConnection | null;
}) {
  const canManage = useTeamCan({ settings: ['manage'] });
  const name = CRM_NAMES[setup.provider];
  const test = useTestCrm();
  const disconnect = useDisconnectCrm();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {name}
          {connection &&
            (connection.isValid === false ? (
              <Badge variant="destructive">
                <CircleX className="size-3" aria-hidden="true" /> Not working
              </Badge>
            ) : (
              <Badge variant="success">
                <CircleCheck className="size-3" aria-hidden="true" /> Connected
              </Badge>
            ))}
        </CardTitle>
        <CardDescription>
          {connection
            ? [
                connection.accountName ?? name,
                `token ${connection.masked}`,
                connection.locationId && `location ${connection.locationId}`,
              ]
                .filter(Boolean)
                .join(' · ')
            : setup.becomes}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!connection && canManage && <ConnectForm setup={setup} />}
        {!connection && !canManage && (
          <p className="text-sm text-muted">An owner or admin of the team can connect {name}.</p>
        )}
        {connection && canManage && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(setup.provider, {
                  onSuccess: (r) =>
                    r.ok
                      ? toast.success(r.message)
                      : toast.error('Connection failed', { description: r.message }),
                  onError: (e) => toast.error('Connection failed', { description: e.message }),
                })
              }
            >
              {test.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
              Test connection
            </Button>
            <Button
              variant="ghost"
              className="text-danger hover:bg-danger-soft hover:text-danger"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(setup.provider, {
                  onSuccess: () => toast.success(`${name} disconnected`),
                  onError: (e) => toast.error('Could not disconnect', { description: e.message }),
                })
              }
            >
              <Unplug aria-hidden="true" />
              Disconnect
            </Button>
          </div>
        )}
        {connection && <CrmSettings connection={connection} canManage={canManage} />}
        {connection && <AutoPushSetting connection={connection} canManage={canManage} />}
      </CardContent>
    </Card>
  );
}

function ConnectForm({ setup }: { setup: (typeof CRM_SETUP)[number] }) {
  const connect = useConnectCrm();
  const [error, setError] = useState<string | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const token = String(form.get('token') ?? '').trim();
    const locationId = setup.location ? String(form.get('locationId') ?? '').trim() : undefined;
    setError(token ? null : 'Please enter the token from your CRM');
    setLocationError(locationId === '' ? `Please enter the ${setup.location!.label}` : null);
    if (!token || locationId === '') return;
    connect.mutate(
      { provider: setup.provider, token, locationId },
      {
        onSuccess: (c) =>
          toast.success(`${CRM_NAMES[setup.provider]} connected`, {
            description: c.accountName ?? undefined,
          }),
        onError: (e) => setError(e.message),
      },
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid max-w-xl gap-3"
      aria-label={`Connect ${CRM_NAMES[setup.provider]}`}
    >
      <FormField
        label={setup.tokenLabel}
        name="token"
        type="password"
        placeholder={setup.placeholder}
        autoComplete="off"
        spellCheck={false}
        hint={setup.hint}
        error={error}
        onChange={() => error && setError(null)}
      />
      {setup.location && (
        <FormField
          label={setup.location.label}
          name="locationId"
          autoComplete="off"
          spellCheck={false}
          hint={setup.location.hint}
          error={locationError}
          onChange={() => locationError && setLocationError(null)}
        />
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? <Spinner className="size-4 text-white" /> : <Plug aria-hidden="true" />}
          Connect
        </Button>
      </div>
    </form>
  );
}
