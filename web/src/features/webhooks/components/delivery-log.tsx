import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import type { TWebhookDelivery } from '@contracts/webhooks';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';

const STATUS = {
  succeeded: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

function lastAttempt(delivery: TWebhookDelivery): string {
  const last = delivery.log.at(-1);
  if (!last) return 'Not sent yet';
  const answer = last.responseStatus !== null ? `HTTP ${last.responseStatus}` : (last.error ?? 'No answer');
  return `${answer} · ${last.durationMs} ms`;
}

/** The endpoint's newest deliveries: event, status, attempts, the last answer and "Resend". */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  if (deliveries.isPending) return <Skeleton className="h-20 w-full" />;
  if (deliveries.isError) return <p className="text-sm text-danger">{deliveries.error.message}</p>;
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted">No deliveries yet. Send a test event to try the endpoint.</p>;
  return (
    <Table aria-label={`Deliveries to ${url}`} scrollLabel={`Deliveries to ${url}`} className="min-w-[40rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Last answer</TableHead>
          <TableHead>When</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((delivery) => {
          const status = STATUS[delivery.status];
          return (
            <TableRow key={delivery.id}>
              <TableCell>
                <code className="font-mono text-xs text-foreground">{delivery.eventType}</code>
              </TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell className="text-body">
                {lastAttempt(delivery)}
                {delivery.nextAttemptAt && delivery.attempts > 0 && (
                  <span className="block text-xs text-muted">
                    Next try {formatRelativeTime(delivery.nextAttemptAt)}
                  </span>
                )}
              </TableCell>
              <TableCell className="text-muted">{formatRelativeTime(delivery.createdAt)}</TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={delivery.status === 'pending' || resend.isPending}
                  aria-label={`Resend ${delivery.eventType} from ${formatRelativeTime(delivery.createdAt)}`}
                  onClick={() =>
                    resend.mutate(delivery.id, {
                      onSuccess: () => toast.success('Delivery queued again'),
                      onError: (e) => toast.error('Resend failed', { description: e.message }),
                    })
                  }
                >
                  <RotateCcw className="size-4" aria-hidden="true" /> Resend
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
