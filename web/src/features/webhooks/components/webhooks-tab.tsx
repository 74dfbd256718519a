import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTeamCan } from '@web/lib/active-team';
import { useWebhooks } from '../api/webhooks';
import { AddWebhookForm } from './add-webhook-form';
import { SecretNotice } from './secret-notice';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/** Settings → Webhooks (decision 117): the team's endpoints; owners and admins only (`settings.manage`). */
export function WebhooksTab() {
  const canManage = useTeamCan({ settings: ['manage'] });
  const webhooks = useWebhooks({ enabled: canManage });
  const [newSecret, setNewSecret] = useState<string | null>(null);

  if (!canManage)
    return (
      <p className="text-sm text-muted">Only the team&apos;s owners and admins can manage its webhooks.</p>
    );
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Add a webhook endpoint</CardTitle>
          <CardDescription>
            LeadScout sends the events you choose to your URL, signed per Standard Webhooks, and retries for
            24 hours when it does not answer 2xx. See the{' '}
            <Link to="/docs/webhooks" className="text-primary underline underline-offset-4">
              webhooks guide
            </Link>{' '}
            for n8n and Make.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <AddWebhookForm onCreated={setNewSecret} />
          {newSecret && <SecretNotice secret={newSecret} onDone={() => setNewSecret(null)} />}
        </CardContent>
      </Card>
      {webhooks.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : webhooks.isError ? (
        <p className="text-sm text-danger">{webhooks.error.message}</p>
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-muted">No endpoints yet.</p>
      ) : (
        webhooks.data.map((endpoint) => <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />)
      )}
    </div>
  );
}
