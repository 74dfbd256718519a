import { useState } from 'react';
import { Eye, Pause, Play, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TWebhookEndpoint } from '@contracts/webhooks';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import {
  useDeleteWebhook,
  useRevealWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
} from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { SecretNotice } from './secret-notice';

/** One endpoint: its events, enable/disable, secret, test event, delete, and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const update = useUpdateWebhook();
  const reveal = useRevealWebhookSecret();
  const test = useSendTestEvent(endpoint.id);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fail = (title: string) => (e: Error) => toast.error(title, { description: e.message });

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="min-w-0 break-all font-mono text-sm">{endpoint.url}</CardTitle>
          <Badge variant={endpoint.enabled ? 'success' : 'secondary'}>
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </div>
        <CardDescription>{endpoint.events.join(', ')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => toast.success('Test event queued'),
                onError: fail('Test event failed'),
              })
            }
          >
            <Send aria-hidden="true" /> Send test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={reveal.isPending}
            onClick={() =>
              reveal.mutate(endpoint.id, {
                onSuccess: (r) => setSecret(r.secret),
                onError: fail('Reveal failed'),
              })
            }
          >
            <Eye aria-hidden="true" /> Reveal secret
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: endpoint.id, enabled: !endpoint.enabled },
                { onError: fail(endpoint.enabled ? 'Disable failed' : 'Enable failed') },
              )
            }
          >
            {endpoint.enabled ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
        {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
        <section aria-label="Delivery log" className="grid gap-2">
          <h3 className="text-sm font-semibold text-foreground">Delivery log</h3>
          <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />
        </section>
      </CardContent>
      <DeleteWebhookDialog id={endpoint.id} open={confirmDelete} onOpenChange={setConfirmDelete} />
    </Card>
  );
}

function DeleteWebhookDialog({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteWebhook();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this endpoint?"
      description="Nothing more is sent to it, and its delivery log is deleted with it."
      confirmLabel="Delete endpoint"
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.success('Webhook endpoint deleted');
            onOpenChange(false);
          },
          onError: (e) => toast.error('Delete failed', { description: e.message }),
        })
      }
    />
  );
}
